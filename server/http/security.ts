import type { RequestHandler } from "express";
import helmet from "helmet";
import { contentSecurityPolicy } from "../../app/utils/server/csp.server";
import type { Env } from "../../app/utils/server/env.server";

/**
 * Security headers at HTTP Observatory A+ level (docs/architecture.md, Budgets) on every answer: guards, /healthz,
 * files, errors. The Content-Security-Policy is made in one place (app/utils/server/csp.server.ts); what is sent here has
 * no inline script allowed, and a page replaces it with its own, made by the render where its scripts are known.
 */
export function securityHeaders(env: Env): RequestHandler {
  const policy = contentSecurityPolicy(env, []);
  const headers = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: env.HSTS ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // No Cross-Origin-Opener-Policy: on a public catalogue with no session and no popups it protects little, and
    // it puts every arrival into a new browsing-context group, a cold renderer (decision 106).
    crossOriginOpenerPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", policy);
    headers(req, res, next);
  };
}

/** Features the site never uses, switched off for every page. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  next();
};
