import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** A call to action that is a link (it goes somewhere), styled as the site's primary button. */
export function CtaLink({ to, label, className = "" }: { to: string; label: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-800 px-7 py-3 font-semibold text-white transition hover:bg-brand-900 ${className}`}
    >
      {label}
      <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}
