import type { ReactNode } from "react";

/**
 * The dark banner every inner page starts with; the transparent header sits on it. `compact` is for a page whose
 * working content must start on the first screen of a phone (the catalogue: issue 34): less padding, a smaller
 * title and text; every other page keeps the full banner.
 */
export function PageHero({
  eyebrow,
  title,
  children,
  compact = false,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  compact?: boolean;
}) {
  const size = compact
    ? {
        section: "pt-24 pb-6 sm:pt-32 sm:pb-10",
        title: "text-3xl sm:text-4xl",
        text: "mt-2 text-base sm:text-lg",
      }
    : {
        section: "pt-36 pb-16 sm:pt-40 sm:pb-20",
        // Below 360 px a 36 px bold "Desenvolvimento" fills the line to the pixel, and overflows in the fallback font.
        title: "text-3xl min-[22.5rem]:text-4xl sm:text-5xl",
        text: "mt-5 text-lg",
      };
  return (
    <section
      className={`bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-6 text-white ${size.section}`}
    >
      <div className="mx-auto max-w-7xl">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className={`mt-2 max-w-3xl font-bold tracking-tight text-balance break-words ${size.title}`}>
          {title}
        </h1>
        {children ? <div className={`max-w-2xl text-brand-100 ${size.text}`}>{children}</div> : null}
      </div>
    </section>
  );
}
