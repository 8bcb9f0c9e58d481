import { createContext, type ReactNode, useContext } from "react";

/**
 * The site stylesheet, inlined into each document by the server (entry.server.tsx) so the first paint does not
 * wait for a second request on a slow network (docs/decisions/008). In the browser the same text is read back
 * from the element the server wrote, so hydration sees identical markup and the CSS is never shipped in JS.
 */
const InlineStylesContext = createContext<string | undefined>(undefined);
export const INLINE_STYLES_ID = "estilos-do-site";

export function InlineStylesProvider({ css, children }: { css: string; children: ReactNode }) {
  return <InlineStylesContext.Provider value={css}>{children}</InlineStylesContext.Provider>;
}

let fromDocument: string | undefined;
export function useInlineStyles(): string {
  const css = useContext(InlineStylesContext);
  if (css !== undefined) return css;
  if (typeof document === "undefined") return "";
  fromDocument ??= document.getElementById(INLINE_STYLES_ID)?.innerHTML ?? "";
  return fromDocument;
}
