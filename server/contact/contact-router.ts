import express, { type NextFunction, type Request, type Response, Router } from "express";
import { contactTexts } from "../../app/features/contact/contact-form-meta";
import type { Altcha } from "./altcha";
import type { ContactService } from "./contact-service";
import type { ContactLimiter } from "./rate-limit";
import { rateLimitedPage } from "./rate-limited-page";

export const contactApiPath = "/api/enviar-email-contato";
export const altchaPath = "/api/altcha";
/** The no-JavaScript form posts to the page itself; the limiter flags it instead of answering JSON. */
export const formPaths = ["/contato", "/contato.data"];

export interface ContactRouterOptions {
  service: ContactService;
  altcha: Altcha;
  siteUrl: string;
  limiter: ContactLimiter;
}

/**
 * A browser always sends Origin on a cross-site POST; we accept our public origin and the origin the request was
 * made to (local runs on another port). Clients that send no Origin are not browsers and gain nothing by it.
 */
function sameOrigin(req: Request, siteUrl: string): boolean {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = req.get("origin");
  if (!origin) return true;
  const own = `${req.protocol}://${req.get("host")}`;
  return origin === new URL(siteUrl).origin || origin === own;
}

export function createContactRouter(options: ContactRouterOptions): Router {
  const { service, altcha } = options;
  const router = Router();

  /**
   * One count per POST, kept in the database (rate-limit.ts). A limited JSON call answers 429 JSON; a limited
   * no-JavaScript post answers a short page without rendering the site, so flooding it costs no render; the
   * .data request of a hydrated form gets the flag and its action answers 429.
   */
  const limiter = async (req: Request, res: Response, next: NextFunction) => {
    let verdict: Awaited<ReturnType<ContactLimiter["consume"]>>;
    try {
      verdict = await options.limiter.consume(req.ip ?? "desconhecido");
    } catch (error) {
      next(error);
      return;
    }
    if (verdict.ok) {
      next();
      return;
    }
    res.set({ "Retry-After": String(verdict.retryAfterS), "Cache-Control": "private, no-store" });
    if (req.path === "/contato") {
      res.status(429).type("html").send(rateLimitedPage(verdict.retryAfterS));
    } else if (formPaths.includes(req.path)) {
      res.locals.contactRateLimited = true;
      next();
    } else {
      res.status(429).json({ error: "rateLimited", message: contactTexts.rateLimited });
    }
  };

  router.get(altchaPath, async (_req, res, next) => {
    try {
      res.set("Cache-Control", "no-store").json(await altcha.createChallenge());
    } catch (error) {
      next(error);
    }
  });

  router.post(formPaths, limiter);

  router.post(
    contactApiPath,
    (req, res, next) => {
      res.set("Cache-Control", "no-store");
      if (!sameOrigin(req, options.siteUrl)) {
        res.status(403).json({ error: "origin", message: "Origem da requisição não permitida." });
        return;
      }
      if (!req.is("application/json")) {
        res.status(415).json({ error: "contentType", message: "Envie os dados como JSON." });
        return;
      }
      next();
    },
    limiter,
    express.json({ limit: "16kb", strict: true }),
    async (req, res) => {
      const outcome = await service.submitApi(req.body);
      const { status, ...body } = outcome;
      res.status(status).json(status === 202 ? { id: outcome.status === 202 ? outcome.id : "" } : body);
    },
  );

  // Body-parser errors (too large, bad JSON) are the visitor's input, so they answer 4xx in Portuguese.
  router.use(contactApiPath, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    if (res.headersSent || status >= 500) {
      next(error);
      return;
    }
    const message =
      status === 413
        ? "A mensagem é grande demais para ser enviada."
        : "Os dados enviados não são um JSON válido.";
    res.status(status).json({ error: status === 413 ? "tooLarge" : "badJson", message });
  });

  return router;
}
