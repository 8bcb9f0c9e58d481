import { contactPageTexts } from "../../app/features/contact/contact.texts";
import type { ContactOutcome } from "../../app/features/contact/contact-outcome";
import type { Locale } from "../../app/i18n/locale";
import { commitOutcomeUnknown, errorCode, isUnavailable } from "../db/availability";

/** The database stopped answering during the COMMIT (docs/decisions/129-honest-storage-faults.md). */
export const commitUnknownMessage = contactPageTexts.pt.messages.commitUnknown;

/**
 * What a visitor is told (in the page's language), and the operator logged, when storing a message failed. The log names the real cause
 * by its code (SQLITE_FULL, ENOSPC, 57014, "tempo esgotado na consulta"): driver messages can quote row values.
 */
export function storeFailure(
  error: unknown,
  dialect: string,
  logFailure: (line: string, code: string) => void,
  locale: Locale = "pt",
): ContactOutcome<never> {
  const contactTexts = contactPageTexts[locale].messages;
  const code = errorCode(error);
  if (commitOutcomeUnknown(error)) {
    // The COMMIT went out and no answer came back: the message may be stored, and then it is delivered once.
    logFailure(
      `contato: ATENÇÃO: COMMIT sem resposta do banco (${dialect}, ${code}); a mensagem pode ter sido gravada, o visitante foi avisado`,
      code,
    );
    return { status: 503, error: "unavailable", message: contactTexts.commitUnknown };
  }
  // Database down or frozen, disk full, read-only files: nothing was stored, and the visitor is told so (503).
  if (isUnavailable(error)) {
    logFailure(`contato: falha ao gravar (${dialect}, ${code}); nada foi gravado, resposta 503`, code);
    return { status: 503, error: "unavailable", message: contactTexts.unavailable };
  }
  logFailure(`contato: falha ao gravar (${dialect}, ${code}); resposta 500`, code);
  return { status: 500, error: "server", message: contactTexts.server };
}
