import { SentConfirmation } from "~/ui/sent-confirmation";

/**
 * What stays on screen after a brief is stored: the protocol number (the message id, also in the e-mail the
 * commercial team receives) and what happens next. It replaces the form, so it does not go away by itself.
 */
export function BriefConfirmation({ protocol, formHref }: { protocol: string; formHref: string }) {
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
    </SentConfirmation>
  );
}
