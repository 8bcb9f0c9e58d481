import type { NutritionView } from "../../detail/nutrition";

const indentClass = ["", "pl-4", "pl-8"] as const;

/**
 * The RDC 429/2020 layout (docs/domain-notes.md): a real table captioned "INFORMAÇÃO NUTRICIONAL", the portion line,
 * the "100 g" / portion / "%VD*" columns, indented sub-items and the %VD footnote.
 */
export function NutritionTable({ view, lang }: { view: NutritionView; lang?: string }) {
  return (
    // lang: "pt-BR" on English pages, where the table stays the Brazilian label's (label-block.tsx).
    <div lang={lang} className="nutrition-table overflow-x-auto">
      <table className="w-full min-w-[18rem] border-2 border-slate-900 text-left text-sm text-slate-900">
        <caption className="border-2 border-b-0 border-slate-900 px-2 py-1 text-left">
          <span className="block text-base font-extrabold tracking-wide">INFORMAÇÃO NUTRICIONAL</span>
          {view.portionsPerPackage ? (
            <span className="block font-normal">Porções por embalagem: {view.portionsPerPackage}</span>
          ) : null}
          {view.portion ? (
            <span className="block font-normal">
              Porção: {view.portion}
              {view.householdMeasure ? ` (${view.householdMeasure})` : ""}
            </span>
          ) : null}
        </caption>
        <thead>
          <tr className="border-b-4 border-slate-900">
            <td className="px-2 py-1" />
            {view.columns.map((column) => (
              <th key={column.label} scope="col" className="px-2 py-1 text-right font-bold whitespace-nowrap">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.name} className="border-b border-slate-400">
              <th scope="row" className={`px-2 py-1 font-normal ${indentClass[row.indent]}`}>
                {row.name}
              </th>
              {row.values.map((value, i) => (
                <td
                  key={view.columns[i]?.label ?? i}
                  className="px-2 py-1 text-right whitespace-nowrap tabular-nums"
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-slate-700">{view.footnote}</p>
    </div>
  );
}
