import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate, useNavigation, useSubmit } from "react-router";
import { productTypeFilters } from "~/content/navigation";
import {
  type CatalogQuery,
  catalogQueryString,
  countText,
  PAGE_SIZE,
  parseCatalogQuery,
} from "../../search/catalog-query";
import type { Facets } from "../../search/facets";
import { CatalogFacets } from "./catalog-facets";
import { isCountOnlyChange } from "./count-only-change";
import { ProductGrid } from "./product-grid";
import { type ProductPage, useProductPages } from "./use-product-pages";

const SEARCH_DEBOUNCE_MS = 300;
const CARD_ID_PREFIX = "produto-";

const normalizeTerm = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * /produtos: search box, category links, the result count (announced politely), the growing grid and the
 * "Carregar mais" link, plus the facets and sort form (catalog-facets.tsx). The state lives in the URL
 * (?q=&categoria=&marca=&forma=&dieta=&ordem=), so it survives reload and Back and every
 * control also works without JavaScript (the form submits, the links navigate, ?quantidade= shows more).
 */
export function CatalogBrowser({
  query,
  page,
  facets,
  suggestion,
}: {
  query: CatalogQuery;
  page: ProductPage;
  /** Facets and sort; absent where the browser is used without them. */
  facets?: Facets;
  /** "Você quis dizer …?" for a search that found nothing. */
  suggestion?: string | null;
}) {
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  // Where the list is going: a category link may still be loading when the debounced search fires.
  const target = useRef(location.search);
  target.current =
    navigation.location?.pathname === "/produtos" ? navigation.location.search : location.search;
  const { items, total, nextOffset, status, loadMore, sentinel } = useProductPages(page, query);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const pushed = useRef(query.q);

  const typed = () => normalizeTerm(input.current?.value ?? query.q);

  const commit = () => {
    window.clearTimeout(timer.current);
    const q = typed();
    if (q === pushed.current) return;
    pushed.current = q;
    // replace: one history entry per search, not per keystroke; quantidade is dropped, back to 5 cards.
    // The category, facets and order stay; quantidade does not.
    const current = parseCatalogQuery(new URLSearchParams(target.current));
    submit(new URLSearchParams(catalogQueryString({ ...current, q }).slice(1)), {
      method: "get",
      action: "/produtos",
      replace: true,
      preventScrollReset: true,
    });
  };

  // Text typed before hydration is in the box but was never searched for: search for it now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    if (typed() !== query.q) commit();
    return () => window.clearTimeout(timer.current);
  }, []);

  // The URL changed from elsewhere (Back, "Limpar filtros", a category link): show its term in the box, unless
  // the visitor is typing in it.
  useEffect(() => {
    pushed.current = query.q;
    const box = input.current;
    if (box && document.activeElement !== box && normalizeTerm(box.value) !== query.q) box.value = query.q;
  }, [query.q]);

  // Recording the loaded count in the address (?quantidade=) is a navigation too, but not a new search.
  const searching =
    navigation.state === "loading" &&
    navigation.location.pathname === "/produtos" &&
    !isCountOnlyChange(location, navigation.location);
  const filtered = query.q !== "" || query.categoria !== "todos";

  return (
    <section id="catalogo" aria-labelledby="catalogo-titulo" className="mx-auto max-w-[83rem] px-6 py-12">
      <h2 id="catalogo-titulo" className="sr-only">
        Catálogo de produtos
      </h2>
      <search>
        {/* A plain GET form: without JavaScript it submits; with it, typing submits after a pause. */}
        <form
          method="get"
          action="/produtos"
          onSubmit={(event) => {
            event.preventDefault();
            commit();
          }}
          className="flex max-w-2xl gap-2"
        >
          <label htmlFor="busca-produtos" className="sr-only">
            Buscar por nome, referência ou princípio ativo
          </label>
          <input
            ref={input}
            id="busca-produtos"
            type="search"
            name="q"
            defaultValue={query.q}
            onChange={() => {
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(commit, SEARCH_DEBOUNCE_MS);
            }}
            placeholder="Buscar por nome, referência ou princípio ativo"
            autoComplete="off"
            className="min-h-12 min-w-0 flex-1 rounded-full border border-slate-400 px-5 text-base text-slate-900 placeholder:text-slate-600"
          />
          {query.categoria !== "todos" ? (
            <input type="hidden" name="categoria" value={query.categoria} />
          ) : null}
          <button
            type="submit"
            className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            <Search aria-hidden="true" className="size-5" />
            Buscar
          </button>
        </form>
      </search>

      <nav aria-label="Categorias" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {productTypeFilters.map((filter) => {
            const current = filter.value === query.categoria;
            return (
              <li key={filter.value}>
                <Link
                  to={`/produtos${catalogQueryString({ ...query, categoria: filter.value })}`}
                  preventScrollReset
                  onClick={(event) => {
                    // The typed text counts even if its debounce has not fired yet.
                    const q = typed();
                    if (q === query.q) return;
                    event.preventDefault();
                    window.clearTimeout(timer.current);
                    pushed.current = q;
                    void navigate(
                      `/produtos${catalogQueryString({ ...query, q, categoria: filter.value })}`,
                      {
                        preventScrollReset: true,
                      },
                    );
                  }}
                  aria-current={current ? "true" : undefined}
                  className="filter-chip inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
                >
                  {filter.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {facets ? <CatalogFacets query={query} facets={facets} /> : null}

      <p role="status" className="mt-6 font-semibold text-slate-800">
        {countText(total, query.q, query.categoria, query)}
      </p>

      <div data-loading={searching ? "true" : undefined} className="catalog-results mt-6">
        {items.length > 0 ? (
          <ProductGrid products={items} cardIdPrefix={CARD_ID_PREFIX} />
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            {suggestion ? (
              <p className="mb-3 text-lg text-slate-800">
                Você quis dizer{" "}
                <Link
                  to={`/produtos${catalogQueryString({ ...query, q: suggestion })}`}
                  preventScrollReset
                  className="font-semibold text-brand-800 underline"
                >
                  {suggestion}
                </Link>
                ?
              </p>
            ) : null}
            <p className="text-lg text-slate-700">Tente outro termo ou outra categoria.</p>
            {filtered ? (
              <Link
                to="/produtos"
                preventScrollReset
                className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
              >
                Limpar filtros
              </Link>
            ) : null}
          </div>
        )}
      </div>

      {nextOffset !== null ? (
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <div ref={sentinel} />
          {/* Only while a page is on its way, or when it did not arrive (the cards above stay). */}
          <p aria-live="polite" className="min-h-6 text-slate-700">
            {status === "loading" ? "Carregando mais produtos..." : null}
            {status === "failed"
              ? "Não foi possível carregar mais produtos. Verifique sua conexão; tentaremos de novo quando ela voltar."
              : null}
          </p>
          {status === "failed" ? (
            <button
              type="button"
              onClick={loadMore}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              Tentar novamente
            </button>
          ) : null}
          <Link
            // Without JavaScript the next page opens at its first new card, not at the top.
            to={`/produtos${catalogQueryString(query, items.length + PAGE_SIZE)}#${CARD_ID_PREFIX}${items.length + 1}`}
            preventScrollReset
            onClick={(event) => {
              // With JavaScript the next cards come from /api/produtos; the address only records their count.
              event.preventDefault();
              loadMore();
            }}
            className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-6 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Carregar mais
          </Link>
        </div>
      ) : null}
    </section>
  );
}
