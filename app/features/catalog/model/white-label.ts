/**
 * Which catalogue products we offer for white label (issue 33, item 3; decision 122): "a product we already make,
 * with your brand". One rule for the card's badge, the "Disponível para sua marca" facet, and the product page's
 * and dialog's "Quero este produto com a minha marca".
 *
 * - `whiteLabelOffer(product)`: the brief's line and form for a product we offer, or null. Offered when it is
 *   published (it has its page, at its unit EAN, model/codes.ts `productEan`), its line is supplements or
 *   cosmetics, and its form, read as the brief reads it (brief-links.ts `formFromProductText`), has white-label
 *   terms for that line in app/content/private-label-terms.ts. Not offered: OTC medicines (a notified medicine's
 *   label carries its holder's company data, docs/domain-notes.md, "Notified OTC medicines"; a medicine with a
 *   client's brand starts from the brief, under the medicines' own terms), kits (terms are per item), and a
 *   product whose form the brief cannot tell.
 * - `whiteLabelFields(product, sheet)`: the name, presentation and content the product view shows
 *   (detail/detail.ts), so the catalogue marks exactly the products whose page offers the button.
 */

import { formTerms, type TermsForm, type TermsLine } from "~/content/private-label-terms";
import { formFromProductText, lineFromProductType } from "~/features/brief/brief-links";
import { productContent, productTitle } from "../detail/detail-fields";
import { productEan } from "./codes";
import { foldText } from "./text";
import type { Product, ProductType, Sheet } from "./types";

export interface WhiteLabelProduct {
  type: ProductType;
  nome: string;
  apresentacao: string;
  conteudo: string;
  /** The unit EAN the product's page lives at; null when it has none (no page, so not published). */
  ean: string | null;
}

export interface WhiteLabelOffer {
  line: Exclude<TermsLine, "medicamentos">;
  form: TermsForm;
}

const isTermsForm = (form: string): form is TermsForm => Object.hasOwn(formTerms, form);

export function whiteLabelOffer(product: WhiteLabelProduct): WhiteLabelOffer | null {
  if (!product.ean) return null;
  const line = lineFromProductType(product.type);
  if (line === null || line === "medicamentos") return null;
  if (/^kit\b/.test(foldText(product.nome))) return null;
  const form = formFromProductText(product.nome, product.apresentacao, product.conteudo);
  if (form === null || !isTermsForm(form)) return null;
  const lines: readonly TermsLine[] = formTerms[form].lines;
  return lines.includes(line) ? { line, form } : null;
}

export function whiteLabelFields(product: Product, sheet: Sheet | null): WhiteLabelProduct {
  const conteudo = productContent(product, sheet);
  return {
    type: product.type,
    nome: productTitle(product, sheet, conteudo),
    apresentacao: sheet?.apresentacao ?? product.technical.apresentacao ?? "",
    conteudo: conteudo ?? "",
    ean: productEan(product),
  };
}
