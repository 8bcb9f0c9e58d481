import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";

/** What the LGPD asks us to say where the data is collected (Lei 13.709/2018, arts. 6, 7 V and 9). */
export function PrivacyNotice({
  retentionDays,
  purpose = "Usamos seu nome, e-mail, telefone e mensagem somente para responder ao seu contato. Não enviamos publicidade.",
}: {
  retentionDays: number;
  /** What this form's data is used for (the brand-development brief states its own). */
  purpose?: string;
}) {
  return (
    <aside
      aria-labelledby="lgpd-title"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-slate-700"
    >
      <h2 id="lgpd-title" className="flex items-center gap-2 text-xl font-bold text-brand-950">
        <ShieldCheck aria-hidden="true" className="size-6 text-brand-700" />
        Como usamos seus dados
      </h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="font-semibold text-brand-900">Finalidade</dt>
          <dd>{purpose}</dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-900">Base legal</dt>
          <dd>
            Procedimentos a seu pedido, preliminares a um contrato ou atendimento (LGPD, art. 7º, inciso V).
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-900">Por quanto tempo</dt>
          <dd>As mensagens são apagadas automaticamente após {retentionDays} dias.</dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-900">Verificação anti-robô</dt>
          <dd>Feita no seu próprio navegador, sem cookies e sem serviços de terceiros.</dd>
        </div>
      </dl>
      <p className="mt-5">
        <Link
          to="/privacidade"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          Leia o aviso de privacidade completo
        </Link>
      </p>
    </aside>
  );
}
