/**
 * Security headers for answers made outside the Express pipeline (raw answers to requests Node's parser refused).
 * They carry no page, so the policy forbids everything; server/http/security.ts covers every answer Express makes.
 */
export function bareSecurityHeaders(hsts: boolean): Record<string, string> {
  return {
    "Content-Security-Policy":
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(hsts ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  };
}
