import { contactTexts } from "../../app/features/contact/contact-form-meta";

/**
 * The answer to a rate-limited no-JavaScript post: a few hundred bytes instead of the whole /contato render, so
 * a flood of posts costs the server almost nothing. No scripts, no external resources, pt-BR.
 */
export function rateLimitedPage(retryAfterS: number, formPage = "/contato"): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Muitas mensagens | Convale</title></head>
<body>
<main><h1>Muitas mensagens em pouco tempo</h1>
<p>${contactTexts.rateLimited}</p>
<p>Você poderá enviar de novo em cerca de ${minutes} ${minutes === 1 ? "minuto" : "minutos"}. Sua mensagem não foi registrada.</p>
<p><a href="${formPage}">Voltar ao formulário</a></p></main>
</body>
</html>`;
}

/** What a visitor is told when the page limit (server/http/work-limit.ts) refuses a request. */
export const tooManyRequestsText =
  "Muitos pedidos em pouco tempo a partir da sua conexão. Aguarde alguns segundos e tente novamente.";

/**
 * The answer to a request refused by the page limit: as small as the one above, so a flood of searches or
 * missing pages costs no render.
 */
export function tooManyRequestsPage(retryAfterS: number): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Muitos pedidos | Convale</title></head>
<body>
<main><h1>Muitos pedidos em pouco tempo</h1>
<p>${tooManyRequestsText}</p>
<p>Você poderá continuar em cerca de ${retryAfterS} ${retryAfterS === 1 ? "segundo" : "segundos"}.</p>
<p><a href="/">Página inicial</a></p></main>
</body>
</html>`;
}
