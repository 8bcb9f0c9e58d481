/**
 * The private-label terms of /desenvolvimento-de-marca, stated before the brief (issue 33): per product form the
 * minimum order, the lead times of white label and private label, and the packaging; then the stages from brief to
 * first batch. Fictional but consistent with the capacities the site states (units.ts, about.ts): 1 million units
 * a month in supplements, 1 million in cosmetics, 7 million in the pharmaceutical plant. Keys are the brief's form
 * values (app/features/brief/brief-form-meta.ts), so a chosen form finds its terms (`termsForForm`).
 */

/** A range of weeks, both ends inclusive. */
export interface Weeks {
  from: number;
  to: number;
}

export type TermsLine = "suplementos" | "cosmeticos" | "medicamentos";

export interface FormTerms {
  label: string;
  /** The product lines (and so the plants) that make this form. */
  lines: readonly TermsLine[];
  /** Per item (each flavour, fragrance or version), per order. */
  minimumOrder: { quantity: number; unit: string; note?: string };
  leadTime: { whiteLabel: Weeks; privateLabel: Weeks };
  packaging: readonly string[];
  note?: string;
}

/** Monthly capacity of each line's plant, as the site states it. */
export const monthlyCapacity: Record<TermsLine, number> = {
  suplementos: 1_000_000,
  cosmeticos: 1_000_000,
  medicamentos: 7_000_000,
};

export const formTerms = {
  capsulas: {
    label: "Cápsulas",
    lines: ["suplementos", "medicamentos"],
    minimumOrder: { quantity: 3000, unit: "frascos" },
    leadTime: { whiteLabel: { from: 5, to: 7 }, privateLabel: { from: 12, to: 16 } },
    packaging: ["Frasco ou pote de 30 a 120 cápsulas", "Blíster em cartucho", "Display para balcão"],
  },
  comprimidos: {
    label: "Comprimidos",
    lines: ["suplementos", "medicamentos"],
    minimumOrder: { quantity: 5000, unit: "frascos ou cartuchos" },
    leadTime: { whiteLabel: { from: 5, to: 8 }, privateLabel: { from: 12, to: 18 } },
    packaging: ["Pote de 30 a 120 comprimidos", "Blíster em cartucho", "Comprimidos efervescentes em tubo"],
  },
  po: {
    label: "Pós (sachês e potes)",
    lines: ["suplementos"],
    minimumOrder: { quantity: 2000, unit: "potes", note: "Em sachês, a partir de 10.000 unidades." },
    leadTime: { whiteLabel: { from: 5, to: 8 }, privateLabel: { from: 12, to: 16 } },
    packaging: ["Pote de 150 g a 1 kg com dosador", "Sachê individual em caixa", "Refil stand-up"],
  },
  gomas: {
    label: "Gomas (gummies)",
    lines: ["suplementos"],
    minimumOrder: { quantity: 5000, unit: "potes" },
    leadTime: { whiteLabel: { from: 6, to: 9 }, privateLabel: { from: 14, to: 20 } },
    packaging: ["Pote de 30 a 60 gomas", "Sachê stand-up com zíper"],
    note: "Sabor, cor e formato da goma entram no desenvolvimento; o prazo inclui o teste de estabilidade no calor.",
  },
  gotas: {
    label: "Gotas",
    lines: ["suplementos", "medicamentos"],
    minimumOrder: { quantity: 3000, unit: "frascos" },
    leadTime: { whiteLabel: { from: 5, to: 7 }, privateLabel: { from: 12, to: 16 } },
    packaging: ["Frasco âmbar de 10 a 30 ml com conta-gotas", "Cartucho com instruções de uso"],
  },
  liquidos: {
    label: "Líquidos e xaropes",
    lines: ["suplementos", "medicamentos"],
    minimumOrder: { quantity: 3000, unit: "frascos" },
    leadTime: { whiteLabel: { from: 5, to: 8 }, privateLabel: { from: 12, to: 18 } },
    packaging: ["Frasco de 100 a 500 ml com copo dosador", "Flaconete de dose única", "Cartucho"],
  },
  shampoos: {
    label: "Shampoos e condicionadores",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 3000, unit: "frascos" },
    leadTime: { whiteLabel: { from: 5, to: 7 }, privateLabel: { from: 10, to: 14 } },
    packaging: ["Frasco de 250 ml a 1 l", "Válvula pump ou tampa flip-top", "Refil em sachê"],
  },
  cremes: {
    label: "Cremes, loções e séruns",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 3000, unit: "unidades" },
    leadTime: { whiteLabel: { from: 5, to: 8 }, privateLabel: { from: 12, to: 16 } },
    packaging: ["Bisnaga de 30 a 200 g", "Pote", "Frasco airless ou com pump"],
  },
  oleos: {
    label: "Óleos",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 2000, unit: "frascos" },
    leadTime: { whiteLabel: { from: 5, to: 7 }, privateLabel: { from: 10, to: 14 } },
    packaging: ["Frasco de vidro ou PET de 30 a 200 ml", "Conta-gotas, spray ou válvula"],
  },
  sabonetes: {
    label: "Sabonetes",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 5000, unit: "unidades" },
    leadTime: { whiteLabel: { from: 5, to: 7 }, privateLabel: { from: 10, to: 14 } },
    packaging: ["Barra em cartucho ou filme", "Líquido em frasco com pump", "Refil"],
  },
  protetores: {
    label: "Protetores solares e repelentes",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 5000, unit: "unidades" },
    leadTime: { whiteLabel: { from: 6, to: 9 }, privateLabel: { from: 16, to: 24 } },
    packaging: ["Bisnaga de 50 a 200 g", "Frasco spray", "Bastão"],
    note: "São produtos registrados na Anvisa: o prazo de private label inclui os testes de eficácia, mas não o tempo de análise da agência.",
  },
  perfumes: {
    label: "Perfumes e colônias",
    lines: ["cosmeticos"],
    minimumOrder: { quantity: 2000, unit: "frascos" },
    leadTime: { whiteLabel: { from: 5, to: 8 }, privateLabel: { from: 10, to: 16 } },
    packaging: ["Frasco de vidro de 50 a 100 ml com válvula spray", "Body splash de 200 ml", "Cartucho"],
  },
} as const satisfies Record<string, FormTerms>;

export type TermsForm = keyof typeof formTerms;

/**
 * Over-the-counter medicines are a line, not a form: made in the pharmaceutical plant, in capsules, tablets,
 * liquids and drops, notified to ANVISA. When a brief chooses this line, these terms apply to those forms.
 */
export const otcMedicineTerms = {
  label: "Medicamentos isentos de prescrição",
  lines: ["medicamentos"],
  minimumOrder: { quantity: 10_000, unit: "cartuchos ou frascos" },
  leadTime: { whiteLabel: { from: 6, to: 9 }, privateLabel: { from: 16, to: 24 } },
  packaging: ["Blíster em cartucho", "Frasco com cartucho", "Display para balcão"],
  note: "Cápsulas, comprimidos, líquidos e gotas. Uma fórmula nova depende de análise regulatória antes da proposta.",
} as const satisfies FormTerms;

export const otcMedicineForms = [
  "capsulas",
  "comprimidos",
  "liquidos",
  "gotas",
] as const satisfies readonly TermsForm[];

export interface Stage {
  id: string;
  title: string;
  text: string;
  privateLabel: Weeks;
  /** White label skips what a product already made has done; `null` when the stage does not apply. */
  whiteLabel: Weeks | null;
}

/** From the brief to the first batch, in order. Lead times per form fall within these stages' totals. */
export const stages: readonly Stage[] = [
  {
    id: "briefing",
    title: "Briefing e proposta",
    text: "Você envia o briefing; respondemos com a proposta: produto, embalagem, quantidades, preço e prazo.",
    privateLabel: { from: 1, to: 1 },
    whiteLabel: { from: 1, to: 1 },
  },
  {
    id: "formula",
    title: "Fórmula e amostras",
    text: "Private label: desenvolvemos a fórmula e enviamos amostras para ajuste. White label: você recebe amostras do portfólio.",
    privateLabel: { from: 2, to: 6 },
    whiteLabel: { from: 1, to: 1 },
  },
  {
    id: "estabilidade",
    title: "Aprovação e estabilidade",
    text: "Com a amostra aprovada, a fórmula passa pelo estudo de estabilidade e pelos testes que a categoria exige.",
    privateLabel: { from: 2, to: 4 },
    whiteLabel: null,
  },
  {
    id: "arte-regulatorio",
    title: "Arte, embalagem e Anvisa",
    text: "Revisamos a arte com os textos legais e fazemos a notificação ou o registro na Anvisa em nome do projeto.",
    privateLabel: { from: 2, to: 4 },
    whiteLabel: { from: 1, to: 2 },
  },
  {
    id: "insumos",
    title: "Insumos e embalagens",
    text: "Compramos matérias-primas e embalagens e conferimos cada lote recebido no controle de qualidade.",
    privateLabel: { from: 2, to: 5 },
    whiteLabel: { from: 1, to: 3 },
  },
  {
    id: "primeiro-lote",
    title: "Produção e primeiro lote",
    text: "Produzimos, analisamos e liberamos o lote com certificado de análise, pronto para retirada ou envio.",
    privateLabel: { from: 1, to: 4 },
    whiteLabel: { from: 1, to: 2 },
  },
];

/** The sum of the stages that apply to a model, in weeks. */
export function stagesTotal(model: "whiteLabel" | "privateLabel"): Weeks {
  let from = 0;
  let to = 0;
  for (const s of stages) {
    const w = s[model];
    if (w) {
      from += w.from;
      to += w.to;
    }
  }
  return { from, to };
}

/** "5 a 7 semanas", "1 semana". */
export function weeksText(w: Weeks): string {
  if (w.from === w.to) return `${w.from} ${w.from === 1 ? "semana" : "semanas"}`;
  return `${w.from} a ${w.to} semanas`;
}

/** 10000 → "10.000", the same on the server and in every browser. */
export const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** "3.000 frascos". */
export function quantityText(order: FormTerms["minimumOrder"]): string {
  return `${thousands(order.quantity)} ${order.unit}`;
}
