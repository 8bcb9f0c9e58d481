/**
 * The sentence that tells the result of a collection-point search (announced politely, so it is whole on its
 * own). No point data here: it runs in the browser with what the loader sent. Texts: collection-points-status.texts.ts.
 */
import type { Locale } from "~/i18n/locale";
import { textsIn } from "~/i18n/texts";
import type { CollectionResult } from "./collection-points-search";
import { collectionStatusTexts } from "./collection-points-status.texts";
import { type CollectionQuery, formatCepDigits } from "./collection-query";

export function collectionStatus(
  query: CollectionQuery,
  result: CollectionResult,
  locale: Locale = "pt",
): string {
  const t = textsIn(collectionStatusTexts, locale);
  const count = t.count(result.points.length);
  const ordered = result.points.length > 1 ? t.ordered : "";
  switch (result.kind) {
    case "all":
      return t.all(count, new Set(result.points.map((p) => p.city)).size);
    case "city":
      return t.city(count, result.cities);
    case "unknown-city":
      return t.unknownCity(count, query.kind === "city" ? query.city : "");
    case "bad-cep":
      return t.badCep(count, query.kind === "bad-cep" ? query.cep : "");
    case "no-region":
      return t.noRegion(count, formatCepDigits(result.digits), ordered);
    case "cep":
      return result.prefix === result.digits
        ? t.cep(count, formatCepDigits(result.digits), ordered)
        : t.widened(count, formatCepDigits(result.digits), formatCepDigits(result.prefix), ordered);
  }
}

/** A point's hours for a day range: "Segunda a sábado, das 8h às 20h", "Monday to Saturday, 8 a.m. to 8 p.m.". */
export const hoursText = (
  { days, opens, closes }: { days: string; opens: number; closes: number },
  locale: Locale = "pt",
) => textsIn(collectionStatusTexts, locale).hours(days, opens, closes);
