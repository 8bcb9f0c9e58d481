import { useCallback, useEffect, useRef, useState } from "react";
import { apiUrl } from "~/i18n/api-locale";
import { localeOfPath } from "~/i18n/locale";
import type { ProductDetail } from "../../detail/detail";
import type { TechSheet } from "../../detail/tech-sheet-url";

export type DetailState =
  | { status: "idle" }
  | { status: "loading"; ean: string }
  | { status: "ready"; ean: string; detail: ProductDetail | null; techSheet: TechSheet | null }
  | { status: "failed"; ean: string };

type DetailBody = { detail: ProductDetail | null; techSheet?: TechSheet | null };

/** Answers asked for ahead of the click (prefetchDetail), each used once by the load that follows. */
const ahead = new Map<string, Promise<DetailBody>>();
/**
 * Barcodes whose answer a load has used: not asked for ahead again while their card stays in view (the grid looks
 * at its cards anew when it renders again, as it does when the dialog opens). A later load asks itself.
 */
const used = new Set<string>();

function requestDetail(ean: string, signal?: AbortSignal): Promise<DetailBody> {
  const locale = localeOfPath(window.location.pathname);
  return fetch(apiUrl(`/api/produto?ean=${encodeURIComponent(ean)}`, locale), { signal }).then((response) =>
    response.ok
      ? (response.json() as Promise<DetailBody>)
      : Promise.reject(new Error(`HTTP ${response.status}`)),
  );
}

/** Starts the request for a card's detail when its button is pressed, ~100 ms before the click opens it. */
export function prefetchDetail(ean: string) {
  if (ahead.has(ean) || used.has(ean)) return;
  const answer = requestDetail(ean);
  answer.catch(() => ahead.delete(ean));
  ahead.set(ean, answer);
}

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
    const early = ahead.get(ean);
    ahead.delete(ean);
    used.add(ean);
    (early ?? requestDetail(ean, controller.signal))
      .then((body) => {
        if (controller.signal.aborted) throw new Error("aborted");
        return body;
      })
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
