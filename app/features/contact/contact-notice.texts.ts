import { defineTexts } from "~/i18n/texts";

/**
 * The privacy notice beside a form and the robot check's placeholder (privacy-notice.tsx, altcha-widget.tsx), in
 * both languages (issue 36). Apart from contact.texts.ts: the private-label page shows them, not the contact
 * form's messages.
 */
export const contactNoticeTexts = defineTexts(
  {
    privacy: {
      title: "Como usamos seus dados",
      purposeTerm: "Finalidade",
      purpose:
        "Usamos seu nome, e-mail, telefone e mensagem somente para responder ao seu contato. Não enviamos publicidade.",
      legalBasisTerm: "Base legal",
      legalBasis:
        "Procedimentos a seu pedido, preliminares a um contrato ou atendimento (LGPD, art. 7º, inciso V).",
      retentionTerm: "Por quanto tempo",
      retention: (days: number) => `As mensagens são apagadas automaticamente após ${days} dias.`,
      robotTerm: "Verificação anti-robô",
      robot: "Feita no seu próprio navegador, sem cookies e sem serviços de terceiros.",
      fullNotice: "Leia o aviso de privacidade completo",
    },
    robotCheck: {
      placeholder: "Verificação anti-robô…",
      placeholderHint: "Ativada quando você começar a preencher",
    },
  },
  {
    privacy: {
      title: "How we use your data",
      purposeTerm: "Purpose",
      purpose: "We use your name, e-mail, phone and message only to answer you. We do not send advertising.",
      legalBasisTerm: "Legal basis",
      legalBasis:
        "Steps taken at your request, preliminary to a contract or to answering you (LGPD, Brazil's data protection law, art. 7, item V).",
      retentionTerm: "How long",
      retention: (days: number) => `Messages are deleted automatically after ${days} days.`,
      robotTerm: "Robot check",
      robot: "Runs in your own browser, with no cookies and no third-party services.",
      fullNotice: "Read the full privacy notice",
    },
    robotCheck: {
      placeholder: "Robot check…",
      placeholderHint: "Activates when you start filling out the form",
    },
  },
);
