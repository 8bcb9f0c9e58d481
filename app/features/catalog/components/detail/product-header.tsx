import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { ProductDetail } from "../../detail/detail";
import { NOT_INFORMED } from "../../model/display-text";

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
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-6 pt-20 pb-8 text-white sm:pt-24 sm:pb-10">
      <div className="mx-auto max-w-7xl">
        <nav aria-label="Trilha de navegação" className="text-sm">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to="/" className={crumbLink}>
                Início
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4 text-brand-200" />
            </li>
            <li>
              <Link to="/produtos" className={crumbLink}>
                Produtos
              </Link>
            </li>
            <li aria-current="page" className="sr-only">
              {detail.nome}
            </li>
          </ol>
        </nav>
        <p className="mt-2 text-sm font-semibold tracking-widest text-accent-400 uppercase">
          {detail.typeLabel}
        </p>
        <h1 className="mt-1 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {detail.nome}
        </h1>
        {detail.marca !== NOT_INFORMED ? (
          <p className="mt-2 text-lg text-brand-100">Marca {detail.marca}</p>
        ) : null}
      </div>
    </section>
  );
}
