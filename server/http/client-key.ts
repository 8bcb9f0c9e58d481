import { isIPv4, isIPv6 } from "node:net";

/**
 * Who a rate limit counts: an IPv4 address, or the /64 network of an IPv6 address. A single IPv6 subscriber is
 * usually given a whole /64 (or more), so keying the full address let one visitor rotate through 2^64 keys and
 * past every limit (issue 35). IPv4-mapped addresses (::ffff:a.b.c.d, a dual-stack socket) count as the IPv4
 * address they carry. Used by the contact limit (server/contact/rate-limit.ts) and the page limit
 * (server/http/work-limit.ts); deploy/nginx/site.conf.template keys its limit_req the same way.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return "desconhecido";
  if (isIPv4(address)) return address;
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return ipv4Of(groups[6] ?? 0, groups[7] ?? 0);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** Whether an address is the machine itself (127.0.0.0/8, ::1, or ::ffff:127.x.y.z). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const key = clientKey(address);
  return key.startsWith("127.") || address === "::1";
}

function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** The eight 16-bit groups of a valid IPv6 address (with "::" expanded and a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
