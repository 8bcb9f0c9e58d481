import type { ReactNode } from "react";
import { type FormControlProps, FormField } from "~/ui/form-field";
import type { ContactField } from "./contact-form-meta";

export const fieldId = (name: ContactField) => `contato-${name}`;

/** A contact field: the shared FormField with the contact form's ids (contato-<name>) and the control's name. */
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
  children: (props: FormControlProps & { name: ContactField }) => ReactNode;
}) {
  return (
    <FormField id={fieldId(name)} label={label} error={error} hint={hint}>
      {(props) => children({ ...props, name })}
    </FormField>
  );
}
