import { formatNumber } from "~/i18n/number-format";
import { defineTexts } from "~/i18n/texts";
import { contactTexts, subjects } from "./contact-form-meta";

/**
 * The contact page's words in both languages (issue 36): the answers the service, the API and the form give
 * (`messages`: the Portuguese is contact-form-meta.ts's, which the server keeps as its default), the form and the
 * units' phones. Subjects are labelled by value. The privacy notice and the robot check, which the brief's page
 * shows too, have their own small module (contact-notice.texts.ts).
 */
export const contactPageTexts = defineTexts(
  {
    messages: {
      ...contactTexts,
      staleForm: "O formulário está desatualizado. Recarregue a página e envie novamente.",
      commitUnknown:
        "O banco de dados parou de responder enquanto registrava sua mensagem, e não sabemos se ela foi registrada. Se foi, ela será entregue uma única vez. Aguarde alguns minutos antes de enviar de novo; seus dados foram mantidos.",
      method: "Use POST para enviar a mensagem.",
      origin: "Origem da requisição não permitida.",
      contentType: "Envie os dados como JSON.",
      tooLarge: "A mensagem é grande demais para ser enviada.",
      badJson: "Os dados enviados não são um JSON válido.",
    },
    subjects: Object.fromEntries(subjects.map((s) => [s.value, s.label])) as Record<
      (typeof subjects)[number]["value"],
      string
    >,
    form: {
      name: "Nome completo",
      email: "E-mail",
      phone: "Telefone (opcional)",
      phoneHint: "Com DDD, ex.: (12) 3908-4500",
      subject: "Assunto",
      selectOne: "Selecione uma opção",
      message: "Mensagem",
      messageHint: (min: number, max: number) => `De ${min} a ${max} caracteres.`,
      send: "Enviar mensagem",
      sending: "Enviando…",
      another: "Enviar outra mensagem",
    },
    page: {
      metaTitle: "Contato",
      metaDescription:
        "Fale com a Convale: telefones das unidades de suplementos, cosméticos e farmacêutica e formulário de contato.",
      eyebrow: "Fale conosco",
      title: "Contato",
      intro:
        "Dúvidas, propostas comerciais ou parcerias: ligue para a unidade que você procura ou envie uma mensagem. Respondemos em até dois dias úteis.",
      formTitle: "Envie sua mensagem",
    },
    phones: {
      title: "Fale com nossas unidades",
      units: {
        suplementos: "Suplementos",
        cosmeticos: "Cosméticos e Perfumaria",
        farmaceutica: "Farmacêutica",
      },
      sacLabel: "SAC (atendimento ao consumidor)",
      sacPurpose: ", para dúvidas sobre o uso de um produto, reações ou reclamações: ",
      or: " ou ",
      sacHours: "dias úteis, das 8h às 18h",
    },
  },
  {
    messages: {
      success: "Message sent! We will get back to you soon.",
      nextSteps:
        "Keep this number: it identifies your message. Our team replies to the e-mail address you gave within two business days; if you need to talk sooner, give this number when you call.",
      robot: "Please confirm that you are not a robot before sending.",
      robotFailed: "The robot check could not be confirmed. Confirm it again and resend.",
      invalid: "Check the highlighted fields and try again.",
      rateLimited: "You have sent too many messages in a short time. Wait a few minutes and try again.",
      tooFast: "The form was sent too quickly. Wait a few seconds and send it again.",
      network: "We could not reach the server. Check your connection; your details are still in the form.",
      server: "We could not record your message right now. Try again in a moment; your details were kept.",
      expired:
        "This form has expired (it is valid for 2 hours) and the message was not recorded. Your details were kept: send it again.",
      reused:
        "This form had already been sent, and that message is recorded. This new submission was NOT recorded; to send another message, use the form below.",
      malformed:
        "The submission did not arrive as a valid form and nothing was recorded. Fill in the fields and send it again.",
      unavailable:
        "We could not record your message right now, and nothing was sent. Try again in a few minutes; your details were kept.",
      staleForm: "The form is out of date. Reload the page and send it again.",
      commitUnknown:
        "The database stopped responding while recording your message, and we do not know whether it was recorded. If it was, it will be delivered only once. Wait a few minutes before sending again; your details were kept.",
      method: "Use POST to send the message.",
      origin: "Request origin not allowed.",
      contentType: "Send the data as JSON.",
      tooLarge: "The message is too large to be sent.",
      badJson: "The data sent is not valid JSON.",
    },
    subjects: { suporte: "Support", comercial: "Sales", parceria: "Partnership", outro: "Other subject" },
    form: {
      name: "Full name",
      email: "E-mail",
      phone: "Phone (optional)",
      phoneHint: "With the country code, e.g. +1 212 555 0100",
      subject: "Subject",
      selectOne: "Select an option",
      message: "Message",
      messageHint: (min: number, max: number) =>
        `${formatNumber(min, "en")} to ${formatNumber(max, "en")} characters.`,
      send: "Send message",
      sending: "Sending…",
      another: "Send another message",
    },
    page: {
      metaTitle: "Contact",
      metaDescription:
        "Contact Convale, a Brazilian contract manufacturer: phone numbers of the supplements, cosmetics and pharmaceutical units, and a contact form.",
      eyebrow: "Talk to us",
      title: "Contact",
      intro:
        "Questions, sales proposals or partnerships: call the unit you are looking for or send a message. We reply within two business days.",
      formTitle: "Send your message",
    },
    phones: {
      title: "Call our business units",
      units: {
        suplementos: "Supplements",
        cosmeticos: "Cosmetics and Fragrances",
        farmaceutica: "Pharmaceuticals",
      },
      sacLabel: "Consumer service (SAC, in Portuguese)",
      sacPurpose: ", for questions about using a product, adverse reactions or complaints: ",
      or: " or ",
      sacHours: "business days, 8 a.m. to 6 p.m. Brasília time (UTC-3)",
    },
  },
);
