import { getCatalogIn } from "~/features/catalog/catalog.server";
import { productEan } from "~/features/catalog/model/codes";
import { techSheetFor } from "~/features/catalog/tech-sheet.server";
import { localeOfApiRequest } from "~/i18n/api-locale";
import { cacheableHandle } from "~/utils/server/cache-handle";
import type { Route } from "./+types/api.produto";

/** The same for every visitor, per barcode: kept by browsers and shared caches. */
export const handle = cacheableHandle;

/**
 * The detail view model of one product (/api/produto?ean=…), fetched by the product dialog when it opens.
 * An unknown barcode is an answer too ({"detail": null}: the dialog says the product was not found, where any
 * non-2xx would offer a retry that can never succeed), but one nobody keeps: made-up barcodes are unbounded, so
 * caching them would let one client push the real pages out of the page cache (server/pages/page-store.ts keeps no
 * no-store answer).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ean = new URL(request.url).searchParams.get("ean");
  const locale = localeOfApiRequest(request.url);
  const catalog = getCatalogIn(locale);
  const product = catalog.byEan(ean);
  if (!product || !ean)
    return Response.json({ ean, detail: null }, { headers: { "Cache-Control": "no-store" } });
  const detail = catalog.detailFor(product);
  // The dialog's link to the PDF, checked by the server as on the product page (decision 102).
  const techSheet = await techSheetFor(
    { ean: productEan(product), hasSheet: detail.hasSheet },
    context.publicDir,
    { locale },
  );
  return { ean, detail, techSheet };
}
