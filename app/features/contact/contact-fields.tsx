import type { ReactNode } from "react";
import type { ContactField } from "./contact-form-meta";

export const fieldId = (name: ContactField) => `contato-${name}`;
const errorId = (name: ContactField) => `contato-${name}-erro`;

const control =
  "mt-2 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-4 py-2 text-base text-slate-900 " +
  "aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

/** Label, control and error message wired together: the error is announced with the field it belongs to. */
export function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: ContactField;
  label: string;
  error?: string;
  hint?: string;
  children: (props: {
    id: string;
    name: ContactField;
    className: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const hintId = `contato-${name}-dica`;
  const describedBy = [hint ? hintId : "", error ? errorId(name) : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={fieldId(name)} className="font-semibold text-brand-950">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id: fieldId(name),
        name,
        className: control,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {error ? (
        <p id={errorId(name)} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
