import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useLocalHref, useTexts } from "~/i18n/texts";
import type { ProductDetail } from "../../detail/detail";
import { NOT_INFORMED } from "../../model/display-text";
import { BrazilOnly } from "./brazil-only";
import { productPageTexts } from "./product-page.texts";

const crumbLink =
  "inline-flex min-h-11 items-center text-brand-100 underline underline-offset-4 hover:text-white";

/**
 * The product page's top: the trail, the type, the name as the page's one heading, the brand. A compact band
 * rather than the inner pages' tall hero, so on a phone the product is reached sooner; dark, because the site
 * header is transparent over it at the top (product rules §4).
 *
 * The name shows once (issue 34): the trail names the page to assistive technology as its current item, but
 * that item is not drawn, since the heading right under the trail already says it. The print stylesheet
 * (app.css) reads the band as `section > div > h1`.
 */
export function ProductHeader({ detail }: { detail: ProductDetail }) {
  const t = useTexts(productPageTexts);
  const href = useLocalHref();
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-6 pt-20 pb-8 text-white sm:pt-24 sm:pb-10">
      <div className="mx-auto max-w-7xl">
        <nav aria-label={t.breadcrumb} className="text-sm">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to={href("/")} className={crumbLink}>
                {t.home}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4 text-brand-200" />
            </li>
            <li>
              <Link to={href("/produtos")} className={crumbLink}>
                {t.products}
              </Link>
            </li>
            <li aria-current="page" className="sr-only">
              {detail.nome}
            </li>
          </ol>
        </nav>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm font-semibold tracking-widest text-accent-400 uppercase">
          {detail.typeLabel}
          <BrazilOnly type={detail.type} className="py-0.5 tracking-normal text-white normal-case" />
        </p>
        <h1 className="mt-1 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {detail.nome}
        </h1>
        {detail.marca !== NOT_INFORMED ? (
          <p className="mt-2 text-lg text-brand-100">{t.brand(detail.marca)}</p>
        ) : null}
        {/* English pages: the short description we wrote, before the Brazilian label's text below. */}
        {detail.summaryEn ? <p className="mt-3 max-w-3xl text-brand-100">{detail.summaryEn}</p> : null}
      </div>
    </section>
  );
}
