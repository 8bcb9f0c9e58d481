/**
 * Display constants that client components need. They repeat detail.ts on purpose: importing a value from
 * detail.ts would pull images.ts, raw-schemas.ts and zod into every catalogue page's browser bundle.
 * display-text.test.ts keeps the two in step.
 */
export const NOT_INFORMED = "Não informado";

/** Summary fields the grid shows when a product lacks them. */
export const NO_VALUE = "-";
