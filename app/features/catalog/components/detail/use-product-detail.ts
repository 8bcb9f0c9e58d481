import { useCallback, useEffect, useRef, useState } from "react";
import type { ProductDetail } from "../../detail/detail";
import type { TechSheet } from "../../detail/tech-sheet-url";

export type DetailState =
  | { status: "idle" }
  | { status: "loading"; ean: string }
  | { status: "ready"; ean: string; detail: ProductDetail | null; techSheet: TechSheet | null }
  | { status: "failed"; ean: string };

/**
 * The dialog's detail from /api/produto. A plain fetch, not a fetcher: a failed fetcher load goes to the route's
 * error boundary and would replace the whole catalogue with "Algo deu errado"; here a failure (offline, 500) is a
 * state the dialog shows, with a retry. A newer request aborts the one still on its way.
 */
export function useProductDetail() {
  const [state, setState] = useState<DetailState>({ status: "idle" });
  const request = useRef<AbortController | null>(null);

  const load = useCallback((ean: string) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ status: "loading", ean });
    fetch(`/api/produto?ean=${encodeURIComponent(ean)}`, { signal: controller.signal })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{ detail: ProductDetail | null; techSheet?: TechSheet | null }>)
          : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then(({ detail, techSheet }) =>
        setState({ status: "ready", ean, detail, techSheet: techSheet ?? null }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed", ean });
      });
  }, []);

  useEffect(() => () => request.current?.abort(), []);

  return { state, load };
}
