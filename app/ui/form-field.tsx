import type { ReactNode } from "react";

/** The look of every text control, select and textarea of the site's forms (red outline when invalid). */
export const formControlClass =
  "mt-2 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-4 py-2 text-base text-slate-900 " +
  "aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

export interface FormControlProps {
  id: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * Label, control, hint and error message wired together: the error is announced with the field it belongs to.
 * `id` is the control's id; the hint and error ids derive from it.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: FormControlProps) => ReactNode;
}) {
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-brand-950">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        className: formControlClass,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
