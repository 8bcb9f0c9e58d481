import { z } from "zod";

/**
 * The contact message, validated by the same schema in the browser (before sending) and on the server (before
 * storing). Messages are in Portuguese because the browser shows them next to the fields as they are.
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

// Any C0/C1 control character, plus the Unicode line and paragraph separators: none belongs in a one-line field,
// and CR/LF in particular is how header injection starts.
const lineControl = /[\p{Cc}\u2028\u2029]/u;
// A message may span lines and use tabs, nothing else invisible.
const textControl = /[^\P{Cc}\t\n\r]|[\u2028\u2029]/u;

const singleLine = (max: number, tooLong: string) =>
  z
    .string({ error: "Campo obrigatório." })
    .trim()
    .max(max, tooLong)
    .refine((v) => !lineControl.test(v), "Remova caracteres inválidos.");

export const contactSchema = z.object({
  nomeCompleto: singleLine(limits.nameMax, `Use no máximo ${limits.nameMax} caracteres.`).pipe(
    z.string().min(1, "Informe seu nome completo."),
  ),
  email: singleLine(limits.emailMax, "Informe um e-mail válido.").pipe(
    z.string().min(1, "Informe seu e-mail.").pipe(z.email("Informe um e-mail válido.")),
  ),
  telefone: singleLine(limits.phoneMax, "Informe um telefone válido.")
    .optional()
    .default("")
    .refine(
      (v) => v === "" || (/^[\d\s()+.-]+$/.test(v) && /^\d{10,13}$/.test(v.replace(/\D/g, ""))),
      "Informe um telefone com DDD, só com números (10 a 13 dígitos).",
    ),
  assunto: z.enum(subjectValues, { error: "Selecione um assunto." }),
  mensagem: z
    .string({ error: "Escreva sua mensagem." })
    .trim()
    .min(limits.messageMin, `Escreva pelo menos ${limits.messageMin} caracteres.`)
    .max(limits.messageMax, `Use no máximo ${limits.messageMax} caracteres.`)
    .refine((v) => !textControl.test(v), "Remova caracteres inválidos."),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;
export type FieldErrors = Partial<Record<ContactField, string>>;

export const fieldOrder: ContactField[] = ["nomeCompleto", "email", "telefone", "assunto", "mensagem"];

export type ParseResult = { ok: true; data: ContactMessage } | { ok: false; fieldErrors: FieldErrors };

/** Validates unknown input and keeps the first message per field, in the form's order. */
export function parseContact(input: unknown): ParseResult {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && fieldOrder.includes(field as ContactField)) {
      fieldErrors[field as ContactField] ??= issue.message;
    }
  }
  // A body that is not an object at all has no field path; blame the first field so the answer is still useful.
  if (Object.keys(fieldErrors).length === 0) fieldErrors.nomeCompleto = "Dados do formulário inválidos.";
  return { ok: false, fieldErrors };
}

/** Texts shared by the form, the API and the no-JavaScript outcome. */
export const contactTexts = {
  success: "Mensagem enviada com sucesso! Retornaremos em breve.",
  robot: "Por favor, confirme que você não é um robô antes de enviar.",
  robotFailed: "Não foi possível confirmar a verificação anti-robô. Confirme novamente e reenvie.",
  invalid: "Revise os campos destacados e tente novamente.",
  rateLimited: "Você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.",
  tooFast: "O formulário foi enviado rápido demais. Aguarde alguns segundos e envie de novo.",
  network:
    "Não foi possível conectar ao servidor. Verifique sua conexão; seus dados continuam no formulário.",
  server:
    "Não conseguimos registrar sua mensagem agora. Tente novamente em instantes; seus dados foram mantidos.",
  unavailable: "O envio de mensagens está indisponível no momento. Tente novamente mais tarde.",
} as const;
