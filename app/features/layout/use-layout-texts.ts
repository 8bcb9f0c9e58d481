import { useRouteLoaderData } from "react-router";
import type { Site } from "~/content/site";
import type { layoutTexts } from "./layout.texts";

/**
 * The header's, menus' and footer's texts in the page's language, and the company facts as the footer shows them.
 * They come with the root loader's data (app/root.tsx), one language at a time, instead of both languages in every
 * page's JavaScript (decision 139); the root loader runs again only when the language changes.
 */
export interface LayoutData {
  layout: (typeof layoutTexts)["pt"];
  site: Site;
}

export function useLayoutData(): LayoutData {
  const data = useRouteLoaderData("root") as LayoutData | undefined;
  // The root loader reads no request data and cannot fail: without it there is no page to lay out.
  if (!data?.layout) throw new Error("O layout precisa dos dados do loader raiz (app/root.tsx).");
  return data;
}

export const useLayoutTexts = () => useLayoutData().layout;
