import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";

/**
 * What stays on screen after a brief is stored: the protocol number (the message id, also in the e-mail the
 * commercial team receives) and what happens next. It replaces the form, so it does not go away by itself.
 */
export function BriefConfirmation({ protocol, formHref }: { protocol: string; formHref: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      aria-labelledby="briefing-recebido"
      className="rounded-2xl border border-brand-500 bg-brand-50 p-6 text-brand-950"
    >
      <h3 id="briefing-recebido" className="flex items-center gap-2 text-2xl font-bold">
        <CheckCircle2 aria-hidden="true" className="size-7 text-brand-700" />
        Briefing recebido
      </h3>
      <p className="mt-3 text-lg">
        Número de protocolo: <strong className="font-mono break-all">{protocol}</strong>
      </p>
      <p className="mt-3">
        Guarde este número: ele identifica o seu briefing se você falar com o nosso time comercial.
        Respondemos pelo e-mail informado em até dois dias úteis.
      </p>
      <p className="mt-4">
        <a
          href={formHref}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          Enviar outro briefing
        </a>
      </p>
    </div>
  );
}
