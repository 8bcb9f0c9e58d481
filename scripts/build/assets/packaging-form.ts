import { productKind } from "../../../app/features/catalog/model/product-kind";
import { foldText } from "../../../app/features/catalog/model/text";
import type { ProductType } from "../../../app/features/catalog/model/types";

/**
 * The packaging form a product is drawn in (decision 123): one packshot template per form, chosen from the
 * product's own data, the presentation first ("Frasco âmbar com 60 cápsulas", "Bisnaga", "Caixa com 30 sachês"),
 * then its kind (product-kind.ts: a conditioner's bottle stands on its cap) and type (a medicine's box is a
 * medicine carton). The first eighteen are the forms issue 34 lists; the rest are presentations of the catalogue
 * that none of those would draw truthfully (a whey can, a stand-up pouch, a lip balm stick…).
 *
 * - `packagingFormFor(product)`: the form, first rule wins.
 * - `templateIdFor(form)`: the id written into each packshot's XMP metadata (packshot-metadata.ts).
 */
export const PACKAGING_FORMS = [
  "capsule-bottle",
  "dropper-bottle",
  "powder-tub",
  "sachet-box",
  "gummy-jar",
  "effervescent-tube",
  "blister-carton",
  "flip-top-bottle",
  "conditioner-bottle",
  "pump-bottle",
  "tube",
  "spray-bottle",
  "roll-on",
  "perfume-bottle",
  "soap-bar",
  "kit-box",
  "medicine-carton",
  "drops-bottle",
  "can",
  "cream-jar",
  "pouch",
  "bar-wrapper",
  "ampoule",
  "lip-balm-stick",
  "syrup-bottle",
  "glass-bottle",
  "drink-bottle",
] as const;
export type PackagingForm = (typeof PACKAGING_FORMS)[number];

export interface FormSubject {
  type: ProductType;
  name: string;
  apresentacao: string | null;
  conteudo: string | null;
}

/** Drawing revision: bump it when a template's drawing changes meaning, so old files never pass as new. */
const TEMPLATE_REVISION = 1;
export const templateIdFor = (form: PackagingForm) => `convale-packshot/${form}/${TEMPLATE_REVISION}`;

/** Rules on the folded presentation (no accents, lower case); the first that matches wins. */
const PRESENTATION_RULES: readonly [RegExp, PackagingForm][] = [
  // Kits first: "Caixa com 2 latas" is a kit box, not a can.
  [/^caixa com \d+ (unidades|latas)/, "kit-box"],
  [/sache/, "sachet-box"],
  [/blister/, "blister-carton"],
  [/^tubo com .*efervescente/, "effervescent-tube"],
  [/gotejador/, "drops-bottle"],
  [/conta-gotas/, "dropper-bottle"],
  [/roll-on/, "roll-on"],
  [/bisnaga/, "tube"],
  [/^barra\b/, "soap-bar"],
  [/^lata\b/, "can"],
  [/^pacote\b/, "pouch"],
  [/^embalagem individual/, "bar-wrapper"],
  [/^ampola/, "ampoule"],
  [/^bastao/, "lip-balm-stick"],
  [/copo dosador/, "syrup-bottle"],
  [/frasco de vidro/, "glass-bottle"],
  [/garrafa/, "drink-bottle"],
  [/valvula spray/, "perfume-bottle"],
  [/^frasco spray/, "spray-bottle"],
  [/^pote com \d+ (gomas|tabletes)/, "gummy-jar"],
  [/^pote com \d+ capsulas/, "capsule-bottle"],
  [/capsulas|comprimidos/, "capsule-bottle"],
];

export function packagingFormFor(product: FormSubject): PackagingForm {
  const presentation = foldText(product.apresentacao ?? "");
  if (product.type === "Medicamento" && /^caixa\b/.test(presentation)) return "medicine-carton";
  for (const [pattern, form] of PRESENTATION_RULES) if (pattern.test(presentation)) return form;
  const kind = productKind(product);
  // A "Pote": powder for a supplement, a cream or a hair mask for a cosmetic.
  if (/^pote\b/.test(presentation)) return product.type === "Suplemento" ? "powder-tub" : "cream-jar";
  // "Frasco com tampa flip-top (300 ml) e frasco com válvula pump (1 L)": the content names the size drawn.
  if (
    /valvula pump/.test(presentation) &&
    (!/flip-top/.test(presentation) || /\bl$/.test(foldText(product.conteudo ?? "")))
  )
    return "pump-bottle";
  if (kind === "conditioner") return "conditioner-bottle";
  if (kind === "kit") return "kit-box";
  if (product.type === "Perfumaria") return "perfume-bottle";
  return "flip-top-bottle";
}
