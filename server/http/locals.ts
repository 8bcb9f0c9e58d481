/**
 * What a middleware hands on to a later one in the same request, typed (Express's `res.locals`): the page handler
 * reads nothing else from it.
 */
declare global {
  namespace Express {
    interface Locals {
      /** A POST body read within its cap by server/http/body-limit.ts, handed to React Router from memory. */
      rawBody?: Buffer;
      /** Set by the contact rate limit (server/contact/contact-router.ts) for a hydrated form's data request. */
      contactRateLimited?: boolean;
      /** This request's id, from nginx or made here (server/observability/request-log.ts); error pages show it. */
      requestId?: string;
      /** The React Router route id the request was rendered by, for its log line and metric. */
      routeId?: string;
    }
  }
}

export {};
