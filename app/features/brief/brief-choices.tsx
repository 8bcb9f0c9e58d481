import type { ReactNode } from "react";

/** A group of checkboxes or radio buttons: legend, hint and error bound to the group, 44 px targets. */
export function ChoiceGroup({
  id,
  name,
  legend,
  type,
  options,
  checked,
  error,
  hint,
  columns = 1,
}: {
  id: string;
  name: string;
  legend: string;
  type: "checkbox" | "radio";
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string;
  hint?: string;
  columns?: 1 | 2;
}) {
  const describedBy =
    [hint ? `${id}-dica` : "", error ? `${id}-erro` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset id={id} aria-describedby={describedBy} tabIndex={-1} className="scroll-mt-28">
      <legend className="font-semibold text-brand-950">{legend}</legend>
      {hint ? (
        <p id={`${id}-dica`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-x-6 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
            <input
              type={type}
              name={name}
              value={o.value}
              defaultChecked={checked.includes(o.value)}
              className="size-5 shrink-0 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-erro`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A titled part of the long form, so it reads as four short steps. */
export function FormPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 p-5 sm:p-6">
      <h3 className="text-xl font-bold text-brand-950">{title}</h3>
      <div className="mt-4 grid gap-6">{children}</div>
    </section>
  );
}
