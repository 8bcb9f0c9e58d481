import { Link } from "react-router";
import { useLocale, useLocalHref, useTexts } from "~/i18n/texts";
import type { ProductDetail } from "../../detail/detail";
import type { TechSheet } from "../../detail/tech-sheet-url";
import { technicalRows } from "../../detail/technical-rows";
import { NO_VALUE, NOT_APPLICABLE } from "../../model/display-text";
import { SpreadsheetLinks } from "../list/spreadsheet-links";
import { productDetailTexts } from "./product-detail.texts";
import { productPageTexts } from "./product-page.texts";
import { TechSheetLink } from "./tech-sheet-link";

/** The codes a buyer types into an order or an invoice, by their "Dados Técnicos" labels. */
const KEY_LABELS = ["EAN-13", "DUN-14", "NCM", "CEST"] as const;

/**
 * The product page's key facts for a pharmacy buyer (issue 34): the codes, the case, the tax codes, the
 * technical-sheet PDF and the white-label call to action, in one column beside the tabs on a desktop. The values
 * are read from the same rows as the "Dados Técnicos" tab (technical-rows.ts), so the two never disagree. The
 * codes are plain selectable text: the tab's copy buttons stay the only "Copiar EAN-13" on the page. Not
 * printed: the printed sheet carries the whole "Dados Técnicos" list already.
 */
export function KeyFacts({
  detail,
  techSheet,
  briefHref,
  whiteLabel,
  className = "",
}: {
  detail: ProductDetail;
  techSheet: TechSheet | null;
  briefHref: string;
  /** Offered for white label (decision 122): "Quero este produto…" rather than "…um produto como este…". */
  whiteLabel: boolean;
  className?: string;
}) {
  const t = useTexts(productPageTexts);
  const { notApplicable } = useTexts(productDetailTexts);
  const href = useLocalHref();
  const english = useLocale() === "en";
  const rows = new Map(technicalRows(detail).map(([label, value]) => [label, value]));
  const perCase = rows.get("Unidades por caixa");
  return (
    <section
      aria-labelledby="dados-compra"
      className={`rounded-2xl border border-slate-200 p-5 print:hidden ${className}`}
    >
      <h2 id="dados-compra" className="text-lg font-bold text-brand-950">
        {t.purchaseData}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {KEY_LABELS.map((label) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-brand-900">{label}</dt>
            <dd className="text-slate-700 tabular-nums">
              <span className="font-mono break-all select-all">
                {/* "Não se aplica" (a CEST no item covers) is the one word among the codes. */}
                {english && rows.get(label) === NOT_APPLICABLE
                  ? notApplicable
                  : (rows.get(label) ?? NO_VALUE)}
              </span>
              {label === "DUN-14" && perCase && perCase !== NO_VALUE ? (
                <span className="block text-slate-600">{t.perCase(perCase)}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 space-y-2">
        <TechSheetLink sheet={techSheet} className="w-full justify-center px-3 text-sm" />
        <p>
          <Link
            to={href(briefHref)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
          >
            {t.briefCta(whiteLabel)}
          </Link>
        </p>
      </div>
      {/*
        The whole catalogue, not this product: a buyer's line of its own, apart from the product's PDF (issue 34).
        Plain download links to the unfiltered export, so they work without JavaScript.
      */}
      <div className="mt-4 border-t border-slate-200 pt-3 text-sm">
        <p className="font-semibold text-slate-900">{t.buyers}</p>
        <p className="flex flex-wrap gap-x-4">
          <SpreadsheetLinks />
        </p>
      </div>
    </section>
  );
}
