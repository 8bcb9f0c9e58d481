import { TriangleAlert } from "lucide-react";
import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { briefHrefForProduct } from "~/features/brief/brief-links";
import { getCatalogIn } from "~/features/catalog/catalog.server";
import { KeyFacts } from "~/features/catalog/components/detail/key-facts";
import { LabelBlock } from "~/features/catalog/components/detail/label-block";
import { useLabelLang } from "~/features/catalog/components/detail/label-lang";
import { ProductHeader } from "~/features/catalog/components/detail/product-header";
import { productPageTexts } from "~/features/catalog/components/detail/product-page.texts";
import { ProductPageTabs } from "~/features/catalog/components/detail/product-page-tabs";
import { ProductImage } from "~/features/catalog/components/list/product-image";
import { TAB_PARAM } from "~/features/catalog/detail/tab-slugs";
import { productEan } from "~/features/catalog/model/codes";
import {
  breadcrumbJsonLd,
  productDescription,
  productJsonLd,
  productPathIn,
} from "~/features/catalog/seo/product-seo";
import { techSheetFor } from "~/features/catalog/tech-sheet.server";
import { localeOfPath, localeOfUrl } from "~/i18n/locale";
import { localizeHref } from "~/i18n/pages";
import { textsIn, useTexts } from "~/i18n/texts";
import { useNonce } from "~/utils/hydration/nonce";
import { routeMeta } from "~/utils/seo/route-meta";
import { serializeJsonLd } from "~/utils/seo/seo";
import { cacheableHandle } from "~/utils/server/cache-handle";
import { publicConfig } from "~/utils/server/env.server";
import type { Route } from "./+types/product";

/**
 * The same for every visitor, for the parameters the loader and the tabs read: cached by the server and shared
 * caches. A barcode no link writes (spaces, letters) is rendered but not kept; an unknown tab is the first tab.
 * Hydrates at load; a tab tapped before that switches at once and is replayed (decision 134).
 */
export const handle = cacheableHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("ean");
  const locale = localeOfUrl(request.url);
  const catalog = getCatalogIn(locale);
  const product = catalog.byEan(requested);
  // Product rules §8: an unknown (or missing) ean goes to the catalogue (in the page's language).
  if (!product || !requested) throw redirect(localizeHref("/produtos", locale), 302);
  // Any barcode of the product finds it (a case's DUN-14 too); its page lives at its unit EAN-13 only.
  const ean = productEan(product) ?? requested.trim();
  if (requested !== ean) {
    const canonical = new URL(request.url);
    canonical.searchParams.set("ean", ean);
    throw redirect(`${canonical.pathname}${canonical.search}`, 301);
  }
  const detail = catalog.detailFor(product);
  // SEO data is computed here so its helpers (and the domain modules they use) stay out of the client bundle.
  const siteUrl = publicConfig().siteUrl;
  const jsonLd = [
    productJsonLd(detail, { siteUrl, ean, locale }),
    breadcrumbJsonLd(detail, { siteUrl, ean, locale }),
  ];
  // The brief preselected with this product, its line and form (a plain link: works without JavaScript); the
  // catalogue's white-label mark (decision 122) says whether it is "this product" or "one like this".
  const briefHref = briefHrefForProduct({ ...detail, ean });
  const whiteLabel = catalog.summaryFor(product).whiteLabel === true;
  // Checked here, not in the browser, so the link is in the server HTML (decision 102).
  const techSheet = await techSheetFor({ ean, hasSheet: detail.hasSheet }, context.publicDir, { locale });
  return {
    ean,
    detail,
    briefHref,
    whiteLabel,
    techSheet,
    description: productDescription(detail, locale),
    jsonLd: serializeJsonLd(jsonLd),
  };
}

/** ?aba= (?tab=) alone (a Back to an entry whose tab was recorded) shows the same product: no server round trip. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) {
    const a = new URLSearchParams(currentUrl.search);
    const b = new URLSearchParams(nextUrl.search);
    for (const name of Object.values(TAB_PARAM)) {
      a.delete(name);
      b.delete(name);
    }
    if (a.toString() === b.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const locale = localeOfPath(location.pathname);
  if (!loaderData)
    return routeMeta(matches, {
      title: textsIn(productPageTexts, locale).metaFallbackTitle,
      description: "",
      path: localizeHref("/produtos", locale),
    });
  const { detail, ean, description } = loaderData;
  return routeMeta(matches, {
    title: detail.nome,
    description,
    path: productPathIn(ean, locale),
    image: detail.image,
  });
};

export default function Product({ loaderData }: Route.ComponentProps) {
  const { detail, ean, jsonLd, briefHref, whiteLabel, techSheet } = loaderData;
  const nonce = useNonce();
  const t = useTexts(productPageTexts);
  const labelLang = useLabelLang();
  return (
    <>
      <script
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by serializeJsonLd
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <ProductHeader detail={detail} />
      <section
        id="ficha"
        aria-labelledby="ficha-titulo"
        className="mx-auto max-w-[83rem] px-6 pt-6 pb-20 lg:pt-10"
      >
        <h2 id="ficha-titulo" className="sr-only">
          {t.sheetHeading}
        </h2>
        {/*
          Phone: image, tabs, key facts. Desktop (lg): the image over the key facts, the tabs beside both;
          wide (xl): image, tabs and key facts side by side, so no column is left empty under the tabs.
        */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr] lg:items-start xl:grid-cols-[minmax(0,4fr)_minmax(0,6fr)_minmax(0,4fr)] xl:grid-rows-[auto] xl:gap-10">
          <div className="mx-auto w-full max-w-72 rounded-2xl bg-brand-50 p-4 sm:max-w-none sm:p-6">
            <ProductImage
              src={detail.image}
              fallback={detail.imageFallback}
              alt={detail.nome}
              width={480}
              height={480}
              eager
              className="mx-auto aspect-square h-auto w-full max-w-64 object-contain sm:max-w-md"
            />
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 xl:row-span-1">
            {detail.medicine?.alerta ? (
              <div className="mb-6">
                <LabelBlock>
                  <p
                    role="note"
                    lang={labelLang}
                    className="flex gap-3 rounded-lg border-l-4 border-accent-500 bg-amber-50 p-4 font-semibold text-slate-900"
                  >
                    <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
                    {detail.medicine.alerta}
                  </p>
                </LabelBlock>
              </div>
            ) : null}
            <ProductPageTabs detail={detail} ean={ean} />
          </div>
          <KeyFacts
            detail={detail}
            techSheet={techSheet}
            briefHref={briefHref}
            whiteLabel={whiteLabel}
            className="lg:col-start-1 lg:row-start-2 xl:col-start-3 xl:row-start-1"
          />
        </div>
      </section>
    </>
  );
}
