import type { MetaDescriptor } from "react-router";
import { buildMeta, type PageMeta } from "./seo";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The public site URL, read from the root loader's data inside a route's meta function. */
export function siteUrlFrom(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { config?: { siteUrl?: string } }
    | undefined;
  return root?.config?.siteUrl ?? "http://localhost:3000";
}

export function routeMeta(
  matches: readonly (MatchLike | undefined)[],
  page: Omit<PageMeta, "siteUrl">,
): MetaDescriptor[] {
  return buildMeta({ ...page, siteUrl: siteUrlFrom(matches) });
}
