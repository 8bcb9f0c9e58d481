/**
 * What the brief form, its validator, the e-mail and `npm run messages` share without the validation library:
 * the choices, the limits, the field order and the Portuguese texts (the English ones: brief.texts.ts). The page's
 * first load needs only this.
 */

export const productLines = [
  { value: "suplementos", label: "Suplementos alimentares" },
  { value: "cosmeticos", label: "Cosméticos e perfumaria" },
  { value: "medicamentos", label: "Medicamentos isentos de prescrição" },
] as const;

export const productForms = [
  { value: "capsulas", label: "Cápsulas" },
  { value: "comprimidos", label: "Comprimidos" },
  { value: "po", label: "Pós (sachês e potes)" },
  { value: "gomas", label: "Gomas (gummies)" },
  { value: "gotas", label: "Gotas" },
  { value: "liquidos", label: "Líquidos e xaropes" },
  { value: "shampoos", label: "Shampoos e condicionadores" },
  { value: "cremes", label: "Cremes, loções e séruns" },
  { value: "oleos", label: "Óleos" },
  { value: "sabonetes", label: "Sabonetes" },
  { value: "protetores", label: "Protetores solares e repelentes" },
  { value: "perfumes", label: "Perfumes e colônias" },
  { value: "outra", label: "Outra forma" },
] as const;

export const labelModels = [
  { value: "white-label", label: "White label: um produto do nosso portfólio com a sua marca" },
  { value: "private-label", label: "Private label: uma fórmula desenvolvida só para a sua marca" },
  { value: "nao-sei", label: "Ainda não sei: quero orientação" },
] as const;

// The visitor's own estimate, in ranges; our minimums per form are in app/content/private-label-terms.ts.
export const quantityRanges = [
  { value: "ate-1mil", label: "Até 1.000 unidades" },
  { value: "1mil-5mil", label: "De 1.000 a 5.000 unidades" },
  { value: "5mil-20mil", label: "De 5.000 a 20.000 unidades" },
  { value: "20mil-100mil", label: "De 20.000 a 100.000 unidades" },
  { value: "acima-100mil", label: "Mais de 100.000 unidades" },
  { value: "nao-sei", label: "Ainda não sei" },
] as const;

export const launchWindows = [
  { value: "ate-3-meses", label: "Em até 3 meses" },
  { value: "3-6-meses", label: "De 3 a 6 meses" },
  { value: "6-12-meses", label: "De 6 a 12 meses" },
  { value: "mais-12-meses", label: "Daqui a mais de 12 meses" },
  { value: "sem-data", label: "Ainda sem data" },
] as const;

export const brandStatuses = [
  { value: "tenho-marca", label: "Já tenho marca" },
  { value: "sem-marca", label: "Ainda não tenho marca" },
] as const;

export const anvisaStatuses = [
  { value: "tenho-registro", label: "Já tenho notificação ou registro na Anvisa" },
  { value: "preciso-ajuda", label: "Preciso de ajuda com a Anvisa" },
  { value: "nao-sei", label: "Não sei se o produto precisa" },
] as const;

type Values<T extends readonly { value: string }[]> = T[number]["value"];
export type ProductLine = Values<typeof productLines>;
export type ProductForm = Values<typeof productForms>;

export const briefLimits = {
  companyMax: 160,
  countryMax: 60,
  nameMax: 120,
  roleMax: 80,
  emailMax: 254,
  phoneMax: 25,
  cnpjMax: 24,
  messageMax: 3000,
} as const;

/** The fields in the order of the form (and of the error focus, the e-mail table and the listing). */
export const briefFieldOrder = [
  "company",
  // The English brief's (issue 36); the Portuguese one is a Brazilian company's and does not ask.
  "country",
  "cnpj",
  "contactName",
  "role",
  "email",
  "phone",
  "lines",
  "forms",
  "labelModel",
  "quantity",
  "launch",
  "brandStatus",
  "anvisaStatus",
  "message",
] as const;
export type BriefField = (typeof briefFieldOrder)[number];
export type BriefFieldErrors = Partial<Record<BriefField, string>>;

/** Subject stored with the message row: routes the e-mail to MAIL_TO_COMERCIAL and tells a brief apart. */
export const briefSubject = "orcamento";

export const briefTexts = {
  invalid: "Revise os campos destacados: o briefing ainda não foi enviado.",
  robot: "Confirme que você não é um robô antes de enviar.",
  robotKept: "Você já confirmou que não é um robô: não é preciso repetir.",
  success: "Briefing recebido",
  unavailable: "O envio de briefings está indisponível no momento. Tente novamente mais tarde.",
  malformed:
    "O envio não chegou como um formulário válido e nada foi registrado. Preencha e envie novamente.",
  reused:
    "Este formulário já tinha sido enviado, e aquele briefing está registrado. Este novo envio NÃO foi registrado; para mandar outro briefing, use o formulário abaixo.",
} as const;

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((o) => o.value === value)?.label ?? value;

/** Labels for stored values, for the e-mail and the listing (a value no longer offered shows as itself). */
export const briefLabels = {
  lines: (values: string[]) => values.map((v) => labelOf(productLines, v)),
  forms: (values: string[]) => values.map((v) => labelOf(productForms, v)),
  labelModel: (v: string) => labelOf(labelModels, v),
  quantity: (v: string) => labelOf(quantityRanges, v),
  launch: (v: string) => labelOf(launchWindows, v),
  brandStatus: (v: string) => labelOf(brandStatuses, v),
  anvisaStatus: (v: string) => labelOf(anvisaStatuses, v),
};
