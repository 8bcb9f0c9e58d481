import { Form, Link, useNavigate } from "react-router";
import { type CatalogQuery, catalogQueryString, parseCatalogQuery } from "../../search/catalog-query";
import { type Facets, type FacetValue, SORT_ORDERS } from "../../search/facets";

const GROUPS = [
  { key: "marcas", name: "marca", legend: "Marca" },
  { key: "formas", name: "forma", legend: "Forma" },
  { key: "dietas", name: "dieta", legend: "Restrições alimentares" },
] as const;

/**
 * /produtos facets (brand, form, diet, each value with its count) and sort, as one GET form to /produtos, so
 * they work without JavaScript ("Aplicar filtros") and, with it, apply on every change. The search and the
 * category ride along as hidden fields; "Carregar mais" and /api/produtos carry the same parameters.
 */
export function CatalogFacets({ query, facets }: { query: CatalogQuery; facets: Facets }) {
  const navigate = useNavigate();
  const chosen = (query.marcas?.length ?? 0) + (query.formas?.length ?? 0) + (query.dietas?.length ?? 0);
  const groups = GROUPS.filter((group) => facets[group.key].length > 0);

  return (
    <Form
      method="get"
      action="/produtos"
      preventScrollReset
      aria-label="Filtros e ordenação"
      onChange={(event) => {
        // The same address the GET form would make, in canonical order and without defaults.
        const data = new FormData(event.currentTarget);
        const params = new URLSearchParams(
          [...data.entries()].map(([key, value]) => [key, String(value)] as [string, string]),
        );
        const next = parseCatalogQuery(params);
        navigate(`/produtos${catalogQueryString(next)}`, { preventScrollReset: true });
      }}
      className="mt-6 rounded-2xl border border-slate-200 p-4"
    >
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      {query.categoria !== "todos" ? <input type="hidden" name="categoria" value={query.categoria} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="ordem-produtos" className="font-semibold text-slate-800">
          Ordenar por
        </label>
        <select
          id="ordem-produtos"
          name="ordem"
          defaultValue={query.ordem ?? "relevancia"}
          key={query.ordem ?? "relevancia"}
          className="min-h-11 rounded-full border border-slate-400 bg-white px-4 text-slate-900"
        >
          {SORT_ORDERS.map((order) => (
            <option key={order.value} value={order.value}>
              {order.label}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Aplicar filtros
        </button>
        {chosen > 0 ? (
          <Link
            to={`/produtos${catalogQueryString({ q: query.q, categoria: query.categoria, ordem: query.ordem })}`}
            preventScrollReset
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            Limpar filtros ({chosen})
          </Link>
        ) : null}
      </div>
      {groups.length > 0 ? (
        <details open={chosen > 0 || undefined} className="mt-4">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-800">
            Filtrar por marca, forma e restrições
          </summary>
          <div className="mt-2 grid gap-6 md:grid-cols-3">
            {groups.map((group) => (
              <fieldset key={group.key}>
                <legend className="font-semibold text-slate-800">{group.legend}</legend>
                <ul className="mt-2 flex flex-col gap-1">
                  {facets[group.key].map((value) => (
                    <FacetOption key={value.value} name={group.name} value={value} />
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
        </details>
      ) : null}
    </Form>
  );
}

function FacetOption({ name, value }: { name: string; value: FacetValue }) {
  const id = `faceta-${name}-${value.value}`.replace(/[^a-zA-Z0-9_-]/g, "-");
  return (
    <li className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value.value}
        defaultChecked={value.selected}
        // Remount when the URL changes (Back), so the box shows the address's state.
        key={String(value.selected)}
        className="size-5 accent-brand-700"
      />
      <label htmlFor={id} className="text-slate-800">
        {value.label} <span className="text-slate-600">({value.count})</span>
      </label>
    </li>
  );
}
