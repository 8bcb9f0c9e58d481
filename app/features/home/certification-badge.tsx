/**
 * Badges we draw ourselves: a generic seal per certification or registration, never a copy of the issuer's
 * logo. Decorative: the name and description are printed beside them.
 */
export type CertificationId = "iso" | "fda" | "selo-verde" | "anvisa";

const textProps = { fontFamily: "inherit", fontWeight: 800, textAnchor: "middle" } as const;

export function CertificationBadge({ id }: { id: CertificationId }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 96 96" width="96" height="96" className="size-20 shrink-0">
      {id === "iso" ? (
        <>
          <circle cx="48" cy="48" r="44" fill="#0e6656" />
          <circle cx="48" cy="48" r="36" fill="none" stroke="#f5b94a" strokeWidth="3" strokeDasharray="4 4" />
          <text x="48" y="46" fontSize="20" fill="#fff" {...textProps}>
            ISO
          </text>
          <text x="48" y="66" fontSize="15" fill="#f5b94a" {...textProps}>
            9001
          </text>
        </>
      ) : null}
      {id === "fda" ? (
        <>
          <path d="M48 4l38 14v26c0 24-16 40-38 48C26 84 10 68 10 44V18z" fill="#093d35" />
          <path
            d="M48 14l28 10v20c0 18-12 30-28 37-16-7-28-19-28-37V24z"
            fill="none"
            stroke="#aee4d2"
            strokeWidth="2"
          />
          <text x="48" y="56" fontSize="22" fill="#fff" {...textProps}>
            FDA
          </text>
        </>
      ) : null}
      {id === "selo-verde" ? (
        <>
          <circle cx="48" cy="48" r="44" fill="#d6f2e8" stroke="#13806a" strokeWidth="4" />
          <path d="M48 76c-20-10-22-34-2-52 20 16 20 40 2 52z" fill="#13806a" />
          <path
            d="M48 76c0-16-2-30-4-44"
            stroke="#effaf6"
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
          />
        </>
      ) : null}
      {id === "anvisa" ? (
        <>
          <rect x="6" y="6" width="84" height="84" rx="20" fill="#fff" stroke="#0c5146" strokeWidth="4" />
          <path d="M40 20h16v16h16v16H56v16H40V52H24V36h16z" fill="#1f9d7f" />
          <text x="48" y="86" fontSize="11" fill="#0c5146" {...textProps}>
            ANVISA
          </text>
        </>
      ) : null}
    </svg>
  );
}
