import { CheckCircle2 } from "lucide-react";

/** A list of short points, each with a green tick (the tick is decorative). */
export function CheckList({
  items,
  className,
  itemClassName = "",
}: {
  items: readonly string[];
  className: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((point) => (
        <li key={point} className={`flex gap-3 text-slate-800 ${itemClassName}`}>
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          {point}
        </li>
      ))}
    </ul>
  );
}
