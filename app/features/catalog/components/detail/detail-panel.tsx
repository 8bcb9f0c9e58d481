import { memo, useId, useState } from "react";
import { useLocale, useTexts } from "~/i18n/texts";
import type { DetailTabKey, MedicineDetail, ProductDetail } from "../../detail/detail";
import { technicalRows } from "../../detail/technical-rows";
import { NO_VALUE, NOT_APPLICABLE, NOT_INFORMED } from "../../model/display-text";
import { CopyCode } from "./copy-code";
import { LabelBlock } from "./label-block";
import { useLabelLang } from "./label-lang";
import { NutritionTable } from "./nutrition-table";
import { productDetailTexts } from "./product-detail.texts";

/**
 * Technical values that stay the Brazilian sheet's words on English pages, lang="pt-BR" there: a medicine's dosage
 * form and registration, as its leaflet states them. The presentation, content, flavor and shelf life are in
 * English (decision 156), but for a value the dictionary lacks, which the detail lists in `untranslated`. Codes,
 * weights and the brand read the same in any language; the category is translated.
 */
const SHEET_WORDS = new Set(["Forma farmacêutica", "Regularização"]);

/**
 * The content of one detail tab; shared by the product dialog and the /produto page. Memoized: a tab change
 * renders the tabs again, and every panel is mounted (forceMount) with the same detail, so none of them need to
 * (the product page's tab switch spent 64–101 ms in its `mousedown` at 4× CPU rendering them all).
 */
export const DetailPanel = memo(function DetailPanel({
  detail,
  tab,
  compact,
}: {
  detail: ProductDetail;
  tab: DetailTabKey;
  /** The dialog: long medicine sections open and close instead of sitting in a nested scroll box. */
  compact?: boolean;
}) {
  const nutritionLang = useLabelLang();
  switch (tab) {
    case "ingredients":
      return (
        <LabelBlock>
          <Text label>{detail.ingredientes}</Text>
          <Statements lines={detail.statements} />
        </LabelBlock>
      );
    case "indications":
      return (
        <>
          {/* English pages: our English short description leads, then the label's own indications (the
              product page shows it under its heading instead, product-header.tsx). */}
          {compact && detail.summaryEn ? <p className="mb-4 text-slate-800">{detail.summaryEn}</p> : null}
          <LabelBlock>
            <Indications lines={detail.indicacoes} />
          </LabelBlock>
        </>
      );
    case "usage":
      return (
        <LabelBlock>
          <Text label>{detail.modoUsar}</Text>
          <Population groups={detail.grupoPopulacional} />
          {detail.medicine ? <MedicineSections medicine={detail.medicine} compact={compact} /> : null}
        </LabelBlock>
      );
    case "info":
      return detail.medicine ? (
        <LabelBlock>
          <MedicineSections medicine={detail.medicine} compact={compact} />
        </LabelBlock>
      ) : (
        <InfoSections detail={detail} />
      );
    case "nutritional":
      return (
        <LabelBlock>
          <SupplementUsage detail={detail} />
          {detail.nutrition ? (
            <NutritionTable view={detail.nutrition} lang={nutritionLang} />
          ) : (
            <Text label>{NOT_INFORMED}</Text>
          )}
        </LabelBlock>
      );
    case "technical":
      return <TechnicalList detail={detail} />;
  }
});

/** A supplement's daily recommendation and population, printed beside its table as on the label (decision 113). */
function SupplementUsage({ detail }: { detail: ProductDetail }) {
  const t = useTexts(productDetailTexts);
  const lang = useLabelLang();
  if (detail.type !== "Suplemento") return null;
  return (
    <div className="mb-4 space-y-1 text-slate-700">
      <h3 className="font-semibold text-slate-900">{t.directions}</h3>
      <p lang={lang} className="whitespace-pre-line">
        {detail.modoUsar}
      </p>
      <Population groups={detail.grupoPopulacional} />
    </div>
  );
}

function Population({ groups }: { groups: string | null }) {
  const t = useTexts(productDetailTexts);
  const lang = useLabelLang();
  if (!groups) return null;
  return (
    <p className="mt-2 text-slate-700">
      <span className="font-semibold text-slate-900">{t.intendedFor}</span>
      {/* Bare on Portuguese pages, as it always was; marked as the label's words on English ones. */}
      {lang ? <span lang={lang}>{groups}</span> : groups}
    </p>
  );
}

/** A paragraph of text; `label`: the Brazilian label's words (lang="pt-BR" on English pages). */
function Text({ children, label }: { children: string; label?: boolean }) {
  const lang = useLabelLang();
  return (
    <p lang={label ? lang : undefined} className="whitespace-pre-line text-slate-700">
      {children}
    </p>
  );
}

function Indications({ lines }: { lines: readonly string[] }) {
  const lang = useLabelLang();
  if (lines.length === 1) return <Text label>{lines[0] ?? NOT_INFORMED}</Text>;
  return (
    <ul lang={lang} className="list-disc space-y-1 pl-5 text-slate-700">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** docs/domain-notes.md: a notified medicine shows its warnings, contraindications, adverse effects and storage. */
function MedicineSections({ medicine, compact }: { medicine: MedicineDetail; compact?: boolean }) {
  const titles = useTexts(productDetailTexts).medicineSections;
  const lang = useLabelLang();
  const sections = [
    { title: titles.advertencias, text: medicine.advertencias },
    { title: titles.contraindicacoes, text: medicine.contraindicacoes },
    { title: titles.efeitosAdversos, text: medicine.efeitosAdversos },
    { title: titles.cuidadosConservacao, text: medicine.cuidadosConservacao },
    { title: titles.observacoes, text: medicine.observacoes },
  ];
  if (compact) {
    // The page shows the alert above its tabs; the dialog has no such place, so it leads the sections here.
    return (
      <div className="mt-4 space-y-2">
        {medicine.alerta ? (
          <p
            role="note"
            lang={lang}
            className="rounded border-l-4 border-accent-500 bg-amber-50 p-3 font-semibold text-slate-900"
          >
            {medicine.alerta}
          </p>
        ) : null}
        {sections.map((section) => (
          <details key={section.title} className="rounded border border-slate-200 px-3 py-2">
            <summary className="min-h-6 cursor-pointer font-semibold text-brand-900">{section.title}</summary>
            <div className="pt-2">
              <Text label>{section.text}</Text>
            </div>
          </details>
        ))}
      </div>
    );
  }
  return <Sections sections={sections} label />;
}

/** RDC 243 phrases and the label's own warnings, together, as on the package. */
function Statements({ lines }: { lines: readonly string[] }) {
  const id = useId();
  const t = useTexts(productDetailTexts);
  const lang = useLabelLang();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-4 rounded-lg border-l-4 border-accent-500 bg-amber-50 p-4">
      <h3 id={id} className="font-semibold text-slate-900">
        {t.statements}
      </h3>
      <ul lang={lang} className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** `label`: the texts are the label's (lang="pt-BR" on English pages); else only those marked `label`. */
function Sections({
  sections,
  label,
}: {
  sections: readonly { title: string; text: string; label?: boolean }[];
  label?: boolean;
}) {
  const t = useTexts(productDetailTexts);
  if (sections.length === 0) return <Text>{t.notInformed}</Text>;
  return (
    <div className="mt-4 space-y-4 first:mt-0">
      {sections.map((section) => (
        <section key={section.title}>
          <h3 className="font-semibold text-brand-900">{section.title}</h3>
          <Text label={label || section.label}>{section.text}</Text>
        </section>
      ))}
    </div>
  );
}

/**
 * The "Informações Gerais" of a product without usage or nutrition (detail.ts): titles in the page's language,
 * the catalogue's Portuguese description and ingredient marked as such, the category translated.
 */
function InfoSections({ detail }: { detail: ProductDetail }) {
  const t = useTexts(productDetailTexts);
  const english = useLocale() === "en";
  if (!english) return <Sections sections={detail.informacoes} />;
  const sections = detail.informacoes.map((section) =>
    section.title === "Categoria regulatória"
      ? { title: t.infoTitles[section.title] ?? section.title, text: t.regulatoryCategory[detail.type] }
      : {
          title: t.infoTitles[section.title] ?? section.title,
          text: section.text,
          label: section.title !== "Referência",
        },
  );
  return <Sections sections={sections} />;
}

function TechnicalList({ detail }: { detail: ProductDetail }) {
  // One confirmation for the whole list, in a line reserved above it: each copy replaces the last, and
  // nothing below moves (a message per row pushed the rows down, so a second tap could hit the wrong button).
  const [copied, setCopied] = useState("");
  const t = useTexts(productDetailTexts);
  const english = useLocale() === "en";
  const lang = useLabelLang();
  // `?.`: a dialog's /api/produto answer kept by a shared cache from before decision 156 has no such list.
  const portuguese = (label: string) => SHEET_WORDS.has(label) || detail.untranslated?.includes(label);
  // English pages: labels by their Portuguese key, the category and the placeholders in English.
  const shown = (label: string, value: string) => {
    if (!english) return value;
    if (label === "Categoria regulatória") return t.regulatoryCategory[detail.type];
    if (value === NOT_INFORMED) return t.notInformed;
    return value === NOT_APPLICABLE ? t.notApplicable : value;
  };
  return (
    <>
      <p aria-live="polite" className="min-h-5 text-xs text-slate-700 print:hidden">
        {copied}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {technicalRows(detail).map(([label, value, copyLabel]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-brand-900">
              {english ? (t.technicalLabels[label] ?? label) : label}
            </dt>
            <dd
              lang={portuguese(label) && value !== NO_VALUE && value !== NOT_INFORMED ? lang : undefined}
              className="min-w-0 text-slate-700 tabular-nums"
            >
              {copyLabel && value !== NO_VALUE && value !== NOT_APPLICABLE ? (
                <CopyCode label={copyLabel} code={value} onCopied={setCopied} />
              ) : (
                shown(label, value)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
