import type { Env } from "./env.server";

export type CspConfig = Pick<Env, "SITE_URL" | "IMAGE_BASE_URL" | "HERO_VIDEO_URL">;

function origins(...urls: string[]): string[] {
  return urls.filter(Boolean).map((u) => new URL(u).origin);
}

/**
 * The Content-Security-Policy, in one place (HTTP Observatory A+ level, docs/architecture.md). `scripts` are the
 * page's inline scripts: this response's nonce, or, for a page whose bytes are the same for every visitor, their
 * hashes (app/utils/server/script-hashes.server.ts); none for what is not a page. The page's own policy is set by the
 * render (app/entry.server.tsx), where those are known; the server sends the same policy without them on every
 * other answer (server/http/security.ts). Inline styles stay allowed: server-rendered style attributes (Radix,
 * progress bars) need them and styles cannot run code.
 */
export function contentSecurityPolicy(config: CspConfig, scripts: readonly string[]): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scripts]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...origins(config.IMAGE_BASE_URL)]],
    ["media-src", ["'self'", ...origins(config.HERO_VIDEO_URL)]],
    // The browser no longer asks the technical-sheet host anything: the server checks the PDF (decision 102).
    ["connect-src", ["'self'"]],
    ["font-src", ["'self'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  if (config.SITE_URL.startsWith("https:")) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join(";");
}
