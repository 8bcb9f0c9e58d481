import type { ReactNode } from "react";
import { site } from "~/content/site";
import { PageHero } from "~/ui/page-hero";
import { routeMeta } from "~/utils/seo/route-meta";
import { cacheableHandle } from "~/utils/server/cache-handle";
import { env } from "~/utils/server/env.server";
import type { Route } from "./+types/privacy";

/** Only read: cached for every visitor, and hydrated on intent (decision 098). */
export const handle = cacheableHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Aviso de privacidade",
    description:
      "Como a Convale trata os dados pessoais enviados pelo formulário de contato, conforme a LGPD (Lei 13.709/2018).",
    path: "/privacidade",
  });

export function loader() {
  return { retentionDays: env().MESSAGE_RETENTION_DAYS };
}

const rights = [
  "confirmação de que tratamos seus dados e acesso a eles;",
  "correção de dados incompletos, inexatos ou desatualizados;",
  "anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade com a lei;",
  "portabilidade dos dados a outro fornecedor;",
  "eliminação dos dados tratados com seu consentimento;",
  "informação sobre com quem compartilhamos seus dados;",
  "informação sobre a possibilidade de não fornecer consentimento e suas consequências;",
  "revogação do consentimento, quando ele for a base do tratamento;",
  "oposição a tratamento feito em desconformidade com a lei.",
];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const sections: { id: string; title: string; body: ReactNode }[] = [
    {
      id: "controlador",
      title: "Quem é o controlador",
      body: (
        <p>
          {site.legalName}, CNPJ {site.cnpj}, com unidades em São José dos Campos/SP, é a controladora dos
          dados pessoais enviados por este site.
        </p>
      ),
    },
    {
      id: "dados-e-finalidade",
      title: "Quais dados tratamos e para quê",
      body: (
        <p>
          Pelo formulário de contato recebemos nome completo, e-mail, telefone (opcional), assunto e mensagem.
          Usamos esses dados apenas para responder ao seu contato. Não os usamos para publicidade nem os
          vendemos. A verificação anti-robô roda no seu navegador e não usa cookies nem serviços de terceiros.
        </p>
      ),
    },
    {
      id: "medicao-de-desempenho",
      title: "Medição de desempenho das páginas",
      body: (
        <p>
          Para encontrar e corrigir páginas lentas, ao deixar cada página visitada o seu navegador nos envia
          quanto tempo ela levou para aparecer e para responder aos seus toques (as métricas LCP, INP, CLS,
          FCP e TTFB). Cada envio leva só a página, o valor medido, a faixa de largura da tela (celular,
          tablet ou computador), o tipo de conexão informado pelo navegador, a versão do site e, acrescentado
          por nós, o dia. Não usamos cookies nem serviços de terceiros, e não guardamos seu endereço IP nem a
          identificação do seu navegador: o endereço só conta, por alguns minutos, quantos envios chegam, para
          barrar abusos. Essas medições não identificam você e são apagadas automaticamente após 90 dias.
        </p>
      ),
    },
    {
      id: "base-legal",
      title: "Base legal",
      body: (
        <p>
          Execução de procedimentos preliminares a pedido do titular (Lei 13.709/2018, art. 7º, inciso V):
          você nos escreve e nós respondemos.
        </p>
      ),
    },
    {
      id: "compartilhamento",
      title: "Com quem compartilhamos",
      body: (
        <p>
          Com os operadores necessários para o serviço funcionar: o provedor de hospedagem do site, onde as
          mensagens ficam armazenadas, e o provedor de e-mail que entrega a mensagem às nossas caixas de
          atendimento. Ambos tratam os dados apenas conforme nossas instruções. Não há transferência
          internacional planejada; se um provedor vier a armazenar dados fora do Brasil, isso será informado
          aqui.
        </p>
      ),
    },
    {
      id: "retencao",
      title: "Por quanto tempo guardamos",
      body: (
        <p>
          As mensagens são apagadas automaticamente {loaderData.retentionDays} dias após o envio. As respostas
          trocadas por e-mail seguem a política de retenção da nossa caixa de atendimento.
        </p>
      ),
    },
    {
      id: "direitos",
      title: "Seus direitos (art. 18 da LGPD)",
      body: (
        <>
          <p>Você pode pedir, a qualquer momento e sem custo:</p>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {rights.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <p className="mt-3">
            Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).
          </p>
        </>
      ),
    },
    {
      id: "encarregado",
      title: "Encarregado pelo tratamento de dados",
      body: (
        <p>
          Fale com o nosso encarregado (art. 41 da LGPD) pelo e-mail{" "}
          <a
            href={`mailto:${site.privacyEmail}`}
            className="font-semibold break-all text-brand-800 underline"
          >
            {site.privacyEmail}
          </a>
          . Respondemos em até 15 dias.
        </p>
      ),
    },
  ];
  return (
    <>
      <PageHero eyebrow="LGPD" title="Aviso de privacidade">
        <p>Como tratamos os dados pessoais que você nos envia pelo formulário de contato.</p>
      </PageHero>
      <div className="px-6 py-16">
        <div className="mx-auto max-w-3xl space-y-10 text-lg text-slate-700">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`} className="text-2xl font-bold text-brand-950">
                {s.title}
              </h2>
              <div className="mt-3">{s.body}</div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
