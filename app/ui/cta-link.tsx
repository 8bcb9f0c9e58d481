import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/**
 * Each tone is a whole pair of text and background colours, chosen together. Callers pick a tone rather than
 * add colour classes: two classes for the same property are applied in the stylesheet's order, not the
 * attribute's, and that is how "bg-white text-brand-950" over the default once drew white text on a white pill.
 */
const tones = {
  /** The primary button on a light section. */
  solid: "border-transparent bg-brand-800 text-white hover:bg-brand-900",
  /** A second button beside it (the same box: every tone has the 2 px border). */
  outline: "border-brand-800 text-brand-900 hover:bg-brand-100",
  /** The primary button on a dark (brand-900) section. */
  inverse: "border-transparent bg-white text-brand-950 hover:bg-brand-100",
  /** A second button on a dark section. */
  inverseOutline: "border-white text-white hover:bg-brand-800",
} as const;

export type CtaTone = keyof typeof tones;

/** A call to action that is a link (it goes somewhere), styled as one of the site's buttons. */
export function CtaLink({ to, label, tone = "solid" }: { to: string; label: string; tone?: CtaTone }) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-7 py-2.5 font-semibold transition ${tones[tone]}`}
    >
      {label}
      <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}
