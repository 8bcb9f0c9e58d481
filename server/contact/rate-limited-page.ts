import { contactPageTexts } from "../../app/features/contact/contact.texts";
import { LANGUAGE_TAG, type Locale, localeOfPath } from "../../app/i18n/locale";

/** A few hundred bytes of HTML (pt-BR unless told): no scripts, no external resources, never indexed. */
function smallPage(
  title: string,
  heading: string,
  paragraphs: string[],
  link: { href: string; text: string },
  locale: Locale = "pt",
) {
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} | Convale</title></head>
<body>
<main><h1>${heading}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
<p><a href="${link.href}">${link.text}</a></p></main>
</body>
</html>`;
}

/**
 * The answer to a rate-limited no-JavaScript post: a few hundred bytes instead of the whole /contato render, so
 * a flood of posts costs the server almost nothing. No scripts, no external resources; in English when the form
 * page is an English one (issue 36), pt-BR otherwise.
 */
export function rateLimitedPage(retryAfterS: number, formPage = "/contato"): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  if (localeOfPath(formPage) === "en") {
    return smallPage(
      "Too many messages",
      "Too many messages in a short time",
      [
        contactPageTexts.en.messages.rateLimited,
        `You can send again in about ${minutes} ${minutes === 1 ? "minute" : "minutes"}. Your message was not recorded.`,
      ],
      { href: formPage, text: "Back to the form" },
      "en",
    );
  }
  return smallPage(
    "Muitas mensagens",
    "Muitas mensagens em pouco tempo",
    [
      contactPageTexts.pt.messages.rateLimited,
      `Você poderá enviar de novo em cerca de ${minutes} ${minutes === 1 ? "minuto" : "minutos"}. Sua mensagem não foi registrada.`,
    ],
    { href: formPage, text: "Voltar ao formulário" },
  );
}

/** What a visitor is told when the page limit (server/http/work-limit.ts) refuses a request. */
export const tooManyRequestsText =
  "Muitos pedidos em pouco tempo a partir da sua conexão. Aguarde alguns segundos e tente novamente.";

/**
 * The answer to a request refused by the page limit: as small as the one above, so a flood of searches or
 * missing pages costs no render.
 */
export function tooManyRequestsPage(retryAfterS: number): string {
  return smallPage(
    "Muitos pedidos",
    "Muitos pedidos em pouco tempo",
    [
      tooManyRequestsText,
      `Você poderá continuar em cerca de ${retryAfterS} ${retryAfterS === 1 ? "segundo" : "segundos"}.`,
    ],
    { href: "/", text: "Página inicial" },
  );
}
