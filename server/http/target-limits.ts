/**
 * Bounds on the request target, checked before anything parses it. React Router's cost for an unknown path grows
 * faster than its length (a 15 KB `/a/a/a/…` took seconds of CPU on the not-found render), so a path is refused
 * long before that: no address of the site has more than 3 segments or 100 characters, and links carry queries
 * well under a kilobyte. The whole target may be longer, because React Router's own route discovery
 * (`/__manifest?paths=…`) sends up to 7,680 characters (docs/decisions/087-bounded-input.md).
 */

export const targetLimits = {
  /** Characters of the whole request target (path and query), as received. */
  maxTarget: 8192,
  /** Characters of the path, as received (percent-escapes count as three). */
  maxPath: 1024,
  /** Non-empty path segments. */
  maxSegments: 16,
} as const;

/** Why a target is refused (the 414 text), or null when it is within the bounds. */
export function targetTooLong(target: string, limits = targetLimits): string | null {
  if (target.length > limits.maxTarget) return "Endereço longo demais.";
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (path.length > limits.maxPath) return "Endereço longo demais.";
  let segments = 0;
  let previous = "/";
  for (const c of path) {
    if (c !== "/" && previous === "/" && ++segments > limits.maxSegments)
      return "Endereço com partes demais.";
    previous = c;
  }
  return null;
}
