/**
 * The placeholders the catalogue shows for missing data, defined once: detail.ts fills the view model with them
 * and the components, the product page, the exports and the technical-sheet PDF compare against them. This file
 * has no imports, so a client component reading a constant here pulls nothing else into its bundle.
 */

/** A text the data does not have (tabs, brand, content). */
export const NOT_INFORMED = "Não informado";

/** The first tab's composition text when the data has none (a sentence, hence the full stop). */
export const COMPOSITION_NOT_INFORMED = "Não informado.";

/** A code, a measure or a card field the data does not have. */
export const NO_VALUE = "-";

/** A CEST where no item of the CEST table covers the product's NCM: the empty code is correct (decision 111). */
export const NOT_APPLICABLE = "Não se aplica";
