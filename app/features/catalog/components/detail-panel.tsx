import type { DetailTabKey, MedicineDetail, ProductDetail } from "../detail";
import { NOT_INFORMED } from "../display-text";
import { NutritionTable } from "./nutrition-table";

/** The content of one detail tab; shared by the product dialog and the /produto page. */
export function DetailPanel({ detail, tab }: { detail: ProductDetail; tab: DetailTabKey }) {
  switch (tab) {
    case "ingredients":
      return <Text>{detail.ingredientes}</Text>;
    case "indications":
      return <Indications lines={detail.indicacoes} />;
    case "usage":
      return (
        <>
          <Text>{detail.modoUsar}</Text>
          {detail.medicine ? <MedicineSections medicine={detail.medicine} /> : null}
        </>
      );
    case "info":
      return detail.medicine ? <MedicineSections medicine={detail.medicine} /> : <Text>{NOT_INFORMED}</Text>;
    case "nutritional":
      return detail.nutrition ? <NutritionTable view={detail.nutrition} /> : <Text>{NOT_INFORMED}</Text>;
    case "technical":
      return <TechnicalList detail={detail} />;
  }
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

/** DOMAIN-NOTES: a notified medicine shows its warnings, contraindications, adverse effects and storage. */
function MedicineSections({ medicine }: { medicine: MedicineDetail }) {
  const sections = [
    { title: "Advertências", text: medicine.advertencias },
    { title: "Contraindicações", text: medicine.contraindicacoes },
    { title: "Efeitos adversos", text: medicine.efeitosAdversos },
    { title: "Cuidados de conservação", text: medicine.cuidadosConservacao },
    { title: "Observações", text: medicine.observacoes },
  ];
  return (
    <div className="mt-4 space-y-4">
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
  const t = detail.technical;
  const rows: [string, string][] = [
    ["Marca", detail.marca],
    ["Apresentação", t.apresentacao],
    ["Conteúdo", t.conteudo],
  ];
  if (detail.type === "Suplemento") rows.push(["Sabor", detail.sabor]);
  if (detail.medicine) {
    rows.push(["Forma farmacêutica", detail.medicine.formaFarmaceutica]);
    rows.push(["Regularização", detail.medicine.regularizacao]);
  }
  rows.push(["EAN-13", t.ean13], ["EAN-14 (DUN-14)", t.ean14], ["NCM", t.ncm], ["CEST", t.cest]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-brand-900">{label}</dt>
          <dd className="text-slate-700 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
