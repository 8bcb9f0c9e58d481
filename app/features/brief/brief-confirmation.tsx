import { useTexts } from "~/i18n/texts";
import { SentConfirmation } from "~/ui/sent-confirmation";
import { briefPageTexts } from "./brief.texts";

/**
 * What stays on screen after a brief is stored: the protocol number (the short MP-… number, also in the subject
 * of the e-mail the commercial team receives) and what happens next. It replaces the form, so it does not go
 * away by itself.
 */
export function BriefConfirmation({
  protocol,
  summary,
  formHref,
}: {
  protocol: string;
  /** One line per chosen form: minimum order and lead times (brief-terms.ts preliminarySummary). */
  summary: readonly string[];
  formHref: string;
}) {
  const t = useTexts(briefPageTexts);
  return (
    <SentConfirmation
      id="briefing-recebido"
      title={t.confirmation.title}
      protocol={protocol}
      anotherHref={formHref}
      anotherLabel={t.confirmation.another}
    >
      <p>{t.confirmation.keep}</p>
      {summary.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">{t.confirmation.summaryTitle}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{t.summary.note}</p>
        </>
      ) : null}
    </SentConfirmation>
  );
}
