import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useLocale, useLocalHref, useTexts } from "~/i18n/texts";
import { FormField } from "~/ui/form-field";
import { FormGuardFields } from "~/ui/form-guard-fields";
import { useHydrated } from "~/utils/hydration/use-hydrated";
import { formatCnpj } from "../catalog/model/cnpj";
import { formatBrPhone } from "./br-phone";
import { briefPageTexts } from "./brief.texts";
import { ChoiceGroup, FormPart } from "./brief-choices";
import {
  anvisaStatuses,
  type BriefField,
  type BriefFieldErrors,
  brandStatuses,
  briefFieldOrder,
  labelModels,
  launchWindows,
  briefLimits as limits,
  productForms,
  productLines,
  quantityRanges,
} from "./brief-form-meta";
import { briefPath } from "./brief-links";

export type BriefValues = Partial<Record<BriefField | "product", string | string[]>>;

/** What the page's action answered; a 202 carries the protocol and is shown by BriefConfirmation instead. */
export interface BriefOutcome {
  status: number;
  message: string;
  id?: string;
  /** The short number the visitor quotes (MP-2026-000045); the id stays for staff. */
  protocol?: string;
  fieldErrors?: BriefFieldErrors;
  values?: BriefValues;
  /** The robot-check payload the server verified and did not use: it goes back into the form (decision 104). */
  robotCheck?: string;
  /** A stored brief: the preliminary minimum order and lead time per chosen form (brief-terms.ts). */
  summary?: string[];
}

/** The robot check's handle (the ALTCHA widget's, passed in by the route). */
export interface RobotCheckHandle {
  payload: () => string;
  reset: () => void;
}

export const briefFieldId = (name: BriefField) => `briefing-${name}`;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? "") : (v ?? ""));
const all = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

/**
 * The brief: a plain HTML form posting to the page's own action, with or without JavaScript (one path, one set
 * of server messages). JavaScript only adds formatting as the visitor types and the robot check, which is
 * loaded on the first focus inside the form (docs/decisions/100-brand-development-brief.md).
 */
export function BriefForm({
  formToken,
  outcome,
  initial,
  robotCheck,
}: {
  formToken: string;
  outcome?: BriefOutcome;
  initial: BriefValues;
  robotCheck: (handle: RefObject<RobotCheckHandle | null>) => ReactNode;
}) {
  const t = useTexts(briefPageTexts);
  const locale = useLocale();
  const href = useLocalHref();
  const hydrated = useHydrated();
  const [engaged, setEngaged] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // A field focused before this part of the page hydrated: that focus was kept from React (early-taps.ts), so
  // onFocus never saw it.
  useEffect(() => {
    if (form.current?.contains(document.activeElement)) setEngaged(true);
  }, []);
  const [robotError, setRobotError] = useState("");
  const check = useRef<RobotCheckHandle | null>(null);
  const errors = outcome?.fieldErrors ?? {};
  const values: BriefValues = outcome?.values ?? initial;
  const keptCheck = outcome?.robotCheck;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the proof of work is part of the form; without it the server relies on the form token.
    if (check.current && !check.current.payload()) {
      event.preventDefault();
      setRobotError(t.messages.robot);
    }
  }

  const text = (name: BriefField, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <FormField id={briefFieldId(name)} label={label} error={errors[name]} hint={hint}>
      {(p) => <input {...p} name={name} type="text" defaultValue={one(values[name])} {...props} />}
    </FormField>
  );
  // The choices' labels in the page's language, by value (brief.texts.ts).
  const choices = <T extends readonly { value: string }[]>(
    list: T,
    labels: Record<T[number]["value"], string>,
  ) => list.map((o) => ({ value: o.value, label: labels[o.value as T[number]["value"]] }));
  const select = (name: BriefField, label: string, options: readonly { value: string; label: string }[]) => (
    <FormField id={briefFieldId(name)} label={label} error={errors[name]}>
      {(p) => (
        <select {...p} name={name} defaultValue={one(values[name])}>
          <option value="">{t.form.selectOne}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const group = (
    name: BriefField,
    legend: string,
    type: "checkbox" | "radio",
    options: readonly { value: string; label: string }[],
    extra: { hint?: string; columns?: 1 | 2 } = {},
  ) => (
    <ChoiceGroup
      id={briefFieldId(name)}
      name={name}
      legend={legend}
      type={type}
      options={options}
      checked={all(values[name])}
      error={errors[name]}
      {...extra}
    />
  );
  const fixList = briefFieldOrder.filter((f) => errors[f]);

  return (
    <>
      {outcome ? (
        // After a refused post the page is new: the browser puts the visitor on the list of what to fix as it loads
        // (autofocus in the server HTML), with or without JavaScript. Not an effect on hydration: the page hydrates
        // on the visitor's first key or touch (decision 098), and focus would jump back from where they went.
        <div
          // biome-ignore lint/a11y/noAutofocus: moving focus to the error summary of a refused post is the point
          autoFocus
          tabIndex={-1}
          role="alert"
          className="mb-6 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">{outcome.message}</p>
          {fixList.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {fixList.map((f) => (
                <li key={f}>
                  <a href={`#${briefFieldId(f)}`} className="underline">
                    {errors[f]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <form
        ref={form}
        method="post"
        // Its own address without a fragment: a browser skips autofocus when the address names an element
        // (#briefing, from the links that lead here), and the answer's autofocus is what focuses and shows it.
        action={href(briefPath)}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => setEngaged(true)}
        aria-labelledby="briefing-title"
      >
        <div className="grid gap-6">
          <FormPart title={t.form.companyPart}>
            {text("company", t.form.company, {
              autoComplete: "organization",
              maxLength: limits.companyMax,
            })}
            {locale === "en"
              ? text(
                  "country",
                  t.form.country,
                  { autoComplete: "country-name", maxLength: limits.countryMax },
                  t.form.countryHint,
                )
              : null}
            {text(
              "cnpj",
              t.form.cnpj,
              {
                autoComplete: "off",
                maxLength: limits.cnpjMax,
                onInput: (e: FormEvent<HTMLInputElement>) => {
                  e.currentTarget.value = formatCnpj(e.currentTarget.value);
                },
              },
              t.form.cnpjHint,
            )}
          </FormPart>
          <FormPart title={t.form.contactPart}>
            {text("contactName", t.form.contactName, { autoComplete: "name", maxLength: limits.nameMax })}
            {text("role", t.form.role, {
              autoComplete: "organization-title",
              maxLength: limits.roleMax,
            })}
            {text("email", t.form.email, {
              type: "email",
              autoComplete: "email",
              maxLength: limits.emailMax,
            })}
            {text(
              "phone",
              t.form.phone,
              {
                type: "tel",
                autoComplete: "tel",
                maxLength: limits.phoneMax,
                // A Brazilian number is formatted as it is typed; an international one is kept as written.
                onInput:
                  locale === "pt"
                    ? (e: FormEvent<HTMLInputElement>) => {
                        e.currentTarget.value = formatBrPhone(e.currentTarget.value);
                      }
                    : undefined,
              },
              t.form.phoneHint,
            )}
          </FormPart>
          <FormPart title={t.form.productPart}>
            {one(values.product) ? (
              // Came from a product's "Quero este produto com a minha marca" (decision 122): said here, and
              // sent as the hidden "product" below, which the e-mail to sales names.
              <p className="rounded-lg border border-brand-700 bg-white p-3 text-slate-800">
                <span className="font-semibold">{t.form.referenceProduct}</span>
                {t.form.barcode(one(values.product))}
              </p>
            ) : null}
            {group("lines", t.form.lines, "checkbox", choices(productLines, t.options.lines), {
              hint: t.form.linesHint,
            })}
            {group("forms", t.form.forms, "checkbox", choices(productForms, t.options.forms), { columns: 2 })}
            {group("labelModel", t.form.labelModel, "radio", choices(labelModels, t.options.labelModel))}
            {select("quantity", t.form.quantity, choices(quantityRanges, t.options.quantity))}
            {select("launch", t.form.launch, choices(launchWindows, t.options.launch))}
          </FormPart>
          <FormPart title={t.form.brandPart}>
            {group("brandStatus", t.form.brandStatus, "radio", choices(brandStatuses, t.options.brandStatus))}
            {group(
              "anvisaStatus",
              t.form.anvisaStatus,
              "radio",
              choices(anvisaStatuses, t.options.anvisaStatus),
            )}
            <FormField
              id={briefFieldId("message")}
              label={t.form.message}
              error={errors.message}
              hint={t.form.messageHint(limits.messageMax)}
            >
              {(p) => <textarea {...p} name="message" rows={6} defaultValue={one(values.message)} />}
            </FormField>
          </FormPart>
        </div>
        <FormGuardFields idPrefix="briefing" formToken={formToken} />
        <input type="hidden" name="product" value={one(values.product)} />
        {keptCheck ? (
          // The check solved before the refusal still holds: it is sent again with the corrected brief.
          <div className="mt-6">
            <input type="hidden" name="altcha" value={keptCheck} />
            <p className="font-medium text-brand-900">{t.messages.robotKept}</p>
          </div>
        ) : hydrated && engaged ? (
          <div className="mt-6">
            {robotCheck(check)}
            {robotError ? (
              <p role="alert" className="mt-2 text-sm font-medium text-red-800">
                {robotError}
              </p>
            ) : null}
          </div>
        ) : null}
        <button
          type="submit"
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-8 py-3 font-semibold text-white transition hover:bg-brand-900"
        >
          {t.form.submit}
        </button>
      </form>
    </>
  );
}
