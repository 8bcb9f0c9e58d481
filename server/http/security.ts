import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Env } from "../../app/utils/env.server";

/** A fresh nonce per response, kept in res.locals for the React render and the CSP header. */
export const createNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(18).toString("base64");
  next();
};

function origins(...urls: string[]): string[] {
  return urls.filter(Boolean).map((u) => new URL(u).origin);
}

/**
 * Security headers at HTTP Observatory A+ level (docs/architecture.md, Budgets). Scripts run only with this response's
 * nonce; inline styles stay allowed because server-rendered style attributes (Radix, progress bars) need them
 * and styles cannot run code.
 */
export function securityHeaders(env: Env): RequestHandler {
  const https = env.SITE_URL.startsWith("https:");
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...origins(env.IMAGE_BASE_URL)],
        mediaSrc: ["'self'", ...origins(env.HERO_VIDEO_URL)],
        // The browser no longer asks the technical-sheet host anything: the server checks the PDF (decision 102).
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: env.HSTS ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // No Cross-Origin-Opener-Policy: on a public catalogue with no session and no popups it protects little, and
    // it puts every arrival into a new browsing-context group, a cold renderer (decision 106).
    crossOriginOpenerPolicy: false,
    xFrameOptions: { action: "deny" },
  });
}

/** Features the site never uses, switched off for every page. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  next();
};

/**
 * For a page rendered without a nonce (the same bytes for every visitor): its CSP names the page's inline scripts by
 * hash in place of this response's nonce (app/utils/script-hashes.server.ts).
 */
export function applyScriptHashes(res: Response, hashes: string): void {
  const csp = res.getHeader("Content-Security-Policy");
  if (typeof csp !== "string") return;
  res.setHeader("Content-Security-Policy", csp.replace(/\s*'nonce-[^']*'/, hashes ? ` ${hashes}` : ""));
}
