import type { ReactNode } from "react";

/** The dark banner every inner page starts with; the transparent header sits on it. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-6 pt-36 pb-16 text-white sm:pt-40 sm:pb-20">
      <div className="mx-auto max-w-7xl">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children ? <div className="mt-5 max-w-2xl text-lg text-brand-100">{children}</div> : null}
      </div>
    </section>
  );
}
