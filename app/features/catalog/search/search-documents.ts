/**
 * What the search engine knows about one product (search-index.ts `SearchDocument`), gathered from the
 * catalogue row and its sheet.
 *
 * - `searchDocumentFor(product, sheet, displayName, diet?)`: indexed fields, facet values (brand, form, diets),
 *   codes. The diets come from the label's statements (model/product-diet.ts), read here when not handed in.
 */

import type { DietFacts } from "../model/diet-badges";
import { productDietFacts } from "../model/product-diet";
import { foldText } from "../model/text";
import { type Product, productTypeLabels, type Sheet } from "../model/types";
import { expandErpName } from "./abbreviations";
import { FORMS, kindForm, productDiets, productForm } from "./facets";
import type { SearchDocument } from "./search-index";

const join = (parts: readonly (string | null | undefined)[]) => parts.filter(Boolean).join(" ");

export function searchDocumentFor(
  product: Product,
  sheet: Sheet | null,
  displayName: string,
  diet: DietFacts | null = productDietFacts(product, sheet),
): SearchDocument {
  const expandedName = expandErpName(product.name);
  const presentation = join([
    product.technical.apresentacao,
    product.technical.conteudo,
    product.technical.formaFarmaceutica,
    sheet?.apresentacao,
    sheet && "conteudo" in sheet ? sheet.conteudo : null,
    sheet?.kind === "medicamento" ? sheet.formaFarmaceutica : null,
  ]);
  // What the product is comes first; words of its text (an ingredient, a weight) only when that says nothing.
  const form =
    kindForm(product.type, foldText(displayName)) ??
    productForm(foldText(join([expandedName, displayName, presentation])));
  const indications = join([
    product.indicacoes,
    product.descricao,
    ...(sheet ? sheet.indicacoes : []),
    sheet?.kind === "medicamento" ? sheet.composicao : null,
  ]);
  return {
    type: product.type,
    searchText: product.searchText,
    barcodes: product.barcodes,
    referencia: product.referencia,
    displayName,
    brand: product.brand,
    form,
    diets: productDiets(diet),
    fields: {
      displayName,
      expandedName,
      erpName: product.name,
      brand: product.brand ?? "",
      referencia: product.referencia ?? "",
      principioAtivo: product.principioAtivo ?? "",
      typeLabel: productTypeLabels[product.type],
      form: FORMS.find((f) => f.value === form)?.label ?? "",
      presentation,
      indications,
    },
  };
}
