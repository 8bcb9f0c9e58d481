import { site } from "~/content/site";

/** The company mark, drawn by us. "light" sits on dark backgrounds (the hero), "dark" on the white header. */
export function Logo({ variant }: { variant: "light" | "dark" }) {
  const ink = variant === "light" ? "#ffffff" : "#093d35";
  const leaf = variant === "light" ? "#f5b94a" : "#13806a";
  return (
    <svg
      role="img"
      aria-label={site.name}
      viewBox="0 0 168 40"
      width="168"
      height="40"
      className="h-9 w-auto lg:h-8 xl:h-9"
      data-variant={variant}
    >
      {/* The classes let the header's scroll-driven switch recolour it (app.css, .site-header). */}
      <path
        className="logo-ink-stroke"
        d="M20 4c9 0 16 7 16 16s-7 16-16 16S4 29 4 20 11 4 20 4Z"
        fill="none"
        stroke={ink}
        strokeWidth="3"
      />
      <path className="logo-leaf" d="M13 23c2-8 9-12 16-12-1 8-6 14-14 14l-2-2Z" fill={leaf} />
      <path
        className="logo-ink-stroke"
        d="M14 27c3-5 7-8 11-10"
        stroke={ink}
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <text
        className="logo-ink-fill"
        x="46"
        y="28"
        fill={ink}
        fontFamily="Inter Variable, Arial, sans-serif"
        fontSize="22"
        fontWeight="700"
      >
        convale
      </text>
    </svg>
  );
}
