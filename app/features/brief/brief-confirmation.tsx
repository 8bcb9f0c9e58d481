import { SentConfirmation } from "~/ui/sent-confirmation";
import { PRELIMINARY_NOTE } from "./brief-terms";

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
  return (
    <SentConfirmation
      id="briefing-recebido"
      title="Briefing recebido"
      protocol={protocol}
      anotherHref={formHref}
      anotherLabel="Enviar outro briefing"
    >
      <p>
        Guarde este número: ele identifica o seu briefing se você falar com o nosso time comercial.
        Respondemos pelo e-mail informado em até dois dias úteis.
      </p>
      {summary.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">Primeira resposta: pedido mínimo e prazos</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{PRELIMINARY_NOTE}</p>
        </>
      ) : null}
    </SentConfirmation>
  );
}
