import { contactTexts } from "../../app/features/contact/contact-form-meta";

/** A few hundred bytes of pt-BR HTML: no scripts, no external resources, never indexed. */
function smallPage(
  title: string,
  heading: string,
  paragraphs: string[],
  link: { href: string; text: string },
) {
  return `<!doctype html>
<html lang="pt-BR">
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
 * a flood of posts costs the server almost nothing. No scripts, no external resources, pt-BR.
 */
export function rateLimitedPage(retryAfterS: number, formPage = "/contato"): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return smallPage(
    "Muitas mensagens",
    "Muitas mensagens em pouco tempo",
    [
      contactTexts.rateLimited,
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
