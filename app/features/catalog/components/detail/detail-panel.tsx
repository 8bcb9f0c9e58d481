import { useId, useState } from "react";
import type { DetailTabKey, MedicineDetail, ProductDetail } from "../../detail/detail";
import { technicalRows } from "../../detail/technical-rows";
import { NO_VALUE, NOT_APPLICABLE, NOT_INFORMED } from "../../model/display-text";
import { CopyCode } from "./copy-code";
import { NutritionTable } from "./nutrition-table";

/** The content of one detail tab; shared by the product dialog and the /produto page. */
export function DetailPanel({
  detail,
  tab,
  compact,
}: {
  detail: ProductDetail;
  tab: DetailTabKey;
  /** The dialog: long medicine sections open and close instead of sitting in a nested scroll box. */
  compact?: boolean;
}) {
  switch (tab) {
    case "ingredients":
      return (
        <>
          <Text>{detail.ingredientes}</Text>
          <Statements lines={detail.statements} />
        </>
      );
    case "indications":
      return <Indications lines={detail.indicacoes} />;
    case "usage":
      return (
        <>
          <Text>{detail.modoUsar}</Text>
          <Population groups={detail.grupoPopulacional} />
          {detail.medicine ? <MedicineSections medicine={detail.medicine} compact={compact} /> : null}
        </>
      );
    case "info":
      return detail.medicine ? (
        <MedicineSections medicine={detail.medicine} compact={compact} />
      ) : (
        <Sections sections={detail.informacoes} />
      );
    case "nutritional":
      return (
        <>
          <SupplementUsage detail={detail} />
          {detail.nutrition ? <NutritionTable view={detail.nutrition} /> : <Text>{NOT_INFORMED}</Text>}
        </>
      );
    case "technical":
      return <TechnicalList detail={detail} />;
  }
}

/** A supplement's daily recommendation and population, printed beside its table as on the label (decision 113). */
function SupplementUsage({ detail }: { detail: ProductDetail }) {
  if (detail.type !== "Suplemento") return null;
  return (
    <div className="mb-4 space-y-1 text-slate-700">
      <h3 className="font-semibold text-slate-900">Modo de usar</h3>
      <p className="whitespace-pre-line">{detail.modoUsar}</p>
      <Population groups={detail.grupoPopulacional} />
    </div>
  );
}

function Population({ groups }: { groups: string | null }) {
  if (!groups) return null;
  return (
    <p className="mt-2 text-slate-700">
      <span className="font-semibold text-slate-900">Indicado para: </span>
      {groups}
    </p>
  );
}

function Text({ children }: { children: string }) {
  return <p className="whitespace-pre-line text-slate-700">{children}</p>;
}

function Indications({ lines }: { lines: readonly string[] }) {
  if (lines.length === 1) return <Text>{lines[0] ?? NOT_INFORMED}</Text>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-slate-700">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** docs/domain-notes.md: a notified medicine shows its warnings, contraindications, adverse effects and storage. */
function MedicineSections({ medicine, compact }: { medicine: MedicineDetail; compact?: boolean }) {
  const sections = [
    { title: "Advertências", text: medicine.advertencias },
    { title: "Contraindicações", text: medicine.contraindicacoes },
    { title: "Efeitos adversos", text: medicine.efeitosAdversos },
    { title: "Cuidados de conservação", text: medicine.cuidadosConservacao },
    { title: "Observações", text: medicine.observacoes },
  ];
  if (compact) {
    // The page shows the alert above its tabs; the dialog has no such place, so it leads the sections here.
    return (
      <div className="mt-4 space-y-2">
        {medicine.alerta ? (
          <p
            role="note"
            className="rounded border-l-4 border-accent-500 bg-amber-50 p-3 font-semibold text-slate-900"
          >
            {medicine.alerta}
          </p>
        ) : null}
        {sections.map((section) => (
          <details key={section.title} className="rounded border border-slate-200 px-3 py-2">
            <summary className="min-h-6 cursor-pointer font-semibold text-brand-900">{section.title}</summary>
            <div className="pt-2">
              <Text>{section.text}</Text>
            </div>
          </details>
        ))}
      </div>
    );
  }
  return <Sections sections={sections} />;
}

/** RDC 243 phrases and the label's own warnings, together, as on the package. */
function Statements({ lines }: { lines: readonly string[] }) {
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-4 rounded-lg border-l-4 border-accent-500 bg-amber-50 p-4">
      <h3 id={id} className="font-semibold text-slate-900">
        Advertências
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

function Sections({ sections }: { sections: readonly { title: string; text: string }[] }) {
  if (sections.length === 0) return <Text>{NOT_INFORMED}</Text>;
  return (
    <div className="mt-4 space-y-4 first:mt-0">
      {sections.map((section) => (
        <section key={section.title}>
          <h3 className="font-semibold text-brand-900">{section.title}</h3>
          <Text>{section.text}</Text>
        </section>
      ))}
    </div>
  );
}

function TechnicalList({ detail }: { detail: ProductDetail }) {
  // One confirmation for the whole list, in a line reserved above it: each copy replaces the last, and
  // nothing below moves (a message per row pushed the rows down, so a second tap could hit the wrong button).
  const [copied, setCopied] = useState("");
  return (
    <>
      <p aria-live="polite" className="min-h-5 text-xs text-slate-700 print:hidden">
        {copied}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {technicalRows(detail).map(([label, value, copyLabel]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-brand-900">{label}</dt>
            <dd className="min-w-0 text-slate-700 tabular-nums">
              {copyLabel && value !== NO_VALUE && value !== NOT_APPLICABLE ? (
                <CopyCode label={copyLabel} code={value} onCopied={setCopied} />
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
