import express, { type NextFunction, type Request, type Response, Router } from "express";
import { briefPath } from "../../app/features/brief/brief-links";
import { contactPageTexts } from "../../app/features/contact/contact.texts";
import { handleChallenge, handleContactApi } from "../../app/features/contact/contact-api.server";
import type { ContactPort } from "../../app/features/contact/contact-outcome";
import { localizeHref } from "../../app/i18n/pages";
import { isUnavailable } from "../db/availability";
import { sendFetchResponse, toFetchRequest } from "../http/fetch-bridge";
import type { ContactLimiter } from "./rate-limit";
import { rateLimitedPage } from "./rate-limited-page";

export const contactApiPath = "/api/enviar-email-contato";
export const altchaPath = "/api/altcha";
/**
 * Pages whose form posts to the page itself (contact, and the brand-development brief, which shares the limit), in
 * both languages (issue 36): one limit per visitor, whichever language they post in.
 */
const formPages = ["/contato", briefPath].flatMap((page) => [page, localizeHref(page, "en")]);
/** Those posts and their .data requests; the limiter flags them instead of answering JSON. */
export const formPaths = formPages.flatMap((page) => [page, `${page}.data`]);

/**
 * The part of the contact pipeline that stays in Express, before React Router: the rate limit, counted in the
 * database (rate-limit.ts), one count per POST. A limited JSON call answers 429 JSON; a limited no-JavaScript post
 * answers a short page without rendering the site, so flooding it costs no render; the .data request of a
 * hydrated form gets the flag and its action answers 429. The endpoints themselves are React Router routes.
 */
export function createContactLimitRouter(limiter: ContactLimiter): Router {
  const router = Router();
  router.post([contactApiPath, ...formPaths], async (req: Request, res: Response, next: NextFunction) => {
    let verdict: Awaited<ReturnType<ContactLimiter["consume"]>>;
    try {
      verdict = await limiter.consume(req.ip ?? "desconhecido");
    } catch (error) {
      // The counts live in the database. While it is down nothing can be stored either, and the service says
      // so with a 503; answering 500 here would hide that from the visitor.
      next(isUnavailable(error) ? undefined : error);
      return;
    }
    if (verdict.ok) {
      next();
      return;
    }
    res.set({ "Retry-After": String(verdict.retryAfterS), "Cache-Control": "private, no-store" });
    if (formPages.includes(req.path)) {
      res.status(429).type("html").send(rateLimitedPage(verdict.retryAfterS, req.path));
    } else if (formPaths.includes(req.path)) {
      res.locals.contactRateLimited = true;
      next();
    } else {
      const locale = req.query.lang === "en" ? "en" : "pt";
      res.status(429).json({ error: "rateLimited", message: contactPageTexts[locale].messages.rateLimited });
    }
  });
  return router;
}

/**
 * The contact endpoints without a React Router build, for the contact tests, the crash test and the benchmark:
 * the same limiter and the same Fetch handlers the routes call (app/features/contact/contact-api.server.ts).
 */
export function createStandaloneContactRouter(options: {
  limiter: ContactLimiter;
  port: (req: Request, res: Response) => ContactPort;
  siteUrl: string;
}): Router {
  const router = Router();
  router.use(createContactLimitRouter(options.limiter));
  router.get(altchaPath, async (req, res, next) => {
    try {
      await sendFetchResponse(res, await handleChallenge(options.port(req, res)));
    } catch (error) {
      next(error);
    }
  });
  router.all(contactApiPath, express.raw({ type: () => true, limit: "1mb" }), async (req, res, next) => {
    try {
      const body = Buffer.isBuffer(req.body) && req.body.length > 0 ? req.body : Buffer.alloc(0);
      const request = toFetchRequest(req, new URL(options.siteUrl).origin, { body });
      await sendFetchResponse(res, await handleContactApi(request, options.port(req, res), options.siteUrl));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
