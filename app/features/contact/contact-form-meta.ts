/**
 * What the contact form, the API and the e-mail share without the validation library: subjects, limits, the
 * field list and the Portuguese texts. Kept apart from contact-schema.ts so the page's first load does not carry
 * zod; the browser loads the schema when the visitor starts filling the form.
 */

export const subjects = [
  { value: "suporte", label: "Suporte" },
  { value: "comercial", label: "Comercial" },
  { value: "parceria", label: "Parceria" },
  { value: "outro", label: "Outro assunto" },
] as const;

export type Subject = (typeof subjects)[number]["value"];
export const subjectValues = subjects.map((s) => s.value) as [Subject, ...Subject[]];

export const limits = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 25,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const fieldOrder = ["nomeCompleto", "email", "telefone", "assunto", "mensagem"] as const;
export type ContactField = (typeof fieldOrder)[number];
export type FieldErrors = Partial<Record<ContactField, string>>;

/** Texts shared by the form, the API and the no-JavaScript outcome. */
export const contactTexts = {
  success: "Mensagem enviada com sucesso! Retornaremos em breve.",
  nextSteps:
    "Guarde este número: ele identifica sua mensagem. Nossa equipe responde pelo e-mail informado em até dois dias úteis; se precisar falar antes, cite o protocolo ao telefone.",
  robot: "Por favor, confirme que você não é um robô antes de enviar.",
  robotFailed: "Não foi possível confirmar a verificação anti-robô. Confirme novamente e reenvie.",
  invalid: "Revise os campos destacados e tente novamente.",
  rateLimited: "Você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.",
  tooFast: "O formulário foi enviado rápido demais. Aguarde alguns segundos e envie de novo.",
  network:
    "Não foi possível conectar ao servidor. Verifique sua conexão; seus dados continuam no formulário.",
  server:
    "Não conseguimos registrar sua mensagem agora. Tente novamente em instantes; seus dados foram mantidos.",
  expired:
    "Este formulário expirou (ele vale por 2 horas) e a mensagem não foi registrada. Seus dados foram mantidos: envie novamente.",
  reused:
    "Este formulário já tinha sido enviado, e aquela mensagem está registrada. Este novo envio NÃO foi registrado; para mandar outra mensagem, use o formulário abaixo.",
  malformed:
    "O envio não chegou como um formulário válido e nada foi registrado. Preencha os campos e envie novamente.",
  unavailable:
    "Não foi possível registrar sua mensagem agora, e nada foi enviado. Tente novamente em alguns minutos; seus dados foram mantidos.",
} as const;
