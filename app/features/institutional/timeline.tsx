interface Milestone {
  year: string;
  title: string;
  text: string;
}

/** A vertical timeline: an ordered list, so screen readers announce "1 of 5" and the order is the story. */
export function Timeline({ label, items }: { label: string; items: readonly Milestone[] }) {
  return (
    <ol aria-label={label} className="relative mt-10 space-y-10 border-l-2 border-brand-200 pl-8">
      {items.map((item) => (
        <li key={item.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.55rem] size-4 rounded-full border-4 border-white bg-accent-500 ring-2 ring-brand-200"
          />
          <p className="text-sm font-bold tracking-widest text-brand-700">{item.year}</p>
          <h3 className="mt-1 text-xl font-bold text-brand-950">{item.title}</h3>
          <p className="mt-1 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
