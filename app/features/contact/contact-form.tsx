import { type ComponentType, type FormEvent, useEffect, useRef, useState } from "react";
import { useLocale, useLocalHref, useTexts } from "~/i18n/texts";
import { FormGuardFields } from "~/ui/form-guard-fields";
import { SentConfirmation } from "~/ui/sent-confirmation";
import { whenIdle } from "~/utils/hydration/when-idle";
import { type AltchaHandle, AltchaWidget } from "./altcha-widget";
import { contactPageTexts } from "./contact.texts";
import { clearDraft, readDraft, writeDraft } from "./contact-draft";
import { Field, fieldId } from "./contact-fields";
import { type ContactField, type FieldErrors, fieldOrder, limits, subjects } from "./contact-form-meta";
import { newIdempotencyKey, sendContact } from "./submit-contact";

/** Where the answer lands: the no-JavaScript post ends its address with it, so the page opens at the answer. */
export const CONTACT_RESULT_ID = "resultado-envio";

const storage = () => (typeof window === "undefined" ? undefined : window.sessionStorage);

/** What the no-JavaScript action answered, rendered by the server. */
export interface FormOutcome {
  status: number;
  message: string;
  fieldErrors?: FieldErrors;
  values?: Partial<Record<ContactField, string>>;
  /** The stored message's number, when it was accepted. */
  protocol?: string;
}

// The validation library and the toasts load once the page is idle after hydration, so the first focus and the
// first keystrokes never wait for them (decision 134); a focus before that starts them, submitting waits for them.
const loadSchema = () => import("./contact-schema");
const loadToasts = () => import("./contact-toasts");

function focusFirstInvalid(errors: FieldErrors) {
  const first = fieldOrder.find((f) => errors[f]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

export function ContactForm({ formToken, outcome }: { formToken: string; outcome?: FormOutcome }) {
  const locale = useLocale();
  const href = useLocalHref();
  const t = useTexts(contactPageTexts);
  const contactTexts = t.messages;
  const form = useRef<HTMLFormElement>(null);
  const altcha = useRef<AltchaHandle | null>(null);
  const idempotencyKey = useRef("");
  const [errors, setErrors] = useState<FieldErrors>(outcome?.fieldErrors ?? {});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(outcome?.status === 202 && outcome.protocol ? outcome.protocol : null);
  const values = outcome?.status === 202 ? {} : (outcome?.values ?? {});

  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is idle after hydration
  useEffect(() => whenIdle(() => void prepare()), []);

  // A draft typed earlier in this tab comes back into the fields the page left empty (the visitor followed a
  // link, then came back); an accepted message has none.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form shown
  useEffect(() => {
    if (outcome?.status === 202) clearDraft(storage());
    const element = form.current;
    if (!element) return;
    for (const [name, value] of Object.entries(readDraft(storage()))) {
      const field = element.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement) &&
        !field.value
      )
        field.value = value;
    }
  }, [sent]);

  const saveDraft = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    writeDraft(storage(), Object.fromEntries(fieldOrder.map((f) => [f, String(data.get(f) ?? "")])));
  };

  const prepare = () =>
    Promise.all([
      loadSchema(),
      loadToasts().then((module) => {
        setToasts(() => module.ContactToasts);
        return module.notify;
      }),
    ]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !form.current) return;
    const data = Object.fromEntries(new FormData(form.current)) as Record<string, string>;
    const [{ parseContact }, toast] = await prepare();
    const parsed = parseContact(data, locale);
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      focusFirstInvalid(parsed.fieldErrors);
      toast.error(contactTexts.invalid);
      return;
    }
    setErrors({});
    const payload = altcha.current?.payload() || data.altcha || "";
    if (!payload) {
      toast.error(contactTexts.robot);
      return;
    }
    idempotencyKey.current ||= newIdempotencyKey();
    setSending(true);
    const result = await sendContact(
      {
        ...data,
        altcha: payload,
        formToken,
        idempotencyKey: idempotencyKey.current,
      },
      undefined,
      locale,
    );
    setSending(false);
    if (result.ok) {
      // A lasting confirmation replaces the form until the visitor asks for another (decision 095).
      clearDraft(storage());
      idempotencyKey.current = "";
      setErrors({});
      setSent(result.protocol);
      return;
    }
    if (result.kind === "invalid") {
      setErrors(result.fieldErrors);
      focusFirstInvalid(result.fieldErrors);
    }
    // A refused or spent check cannot be sent again: the visitor confirms a new one.
    if (result.kind === "robot") altcha.current?.reset();
    toast.error(result.message);
  }

  const clearError = (name: ContactField) => () => {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  if (sent)
    return (
      <SentConfirmation
        id={CONTACT_RESULT_ID}
        title={contactTexts.success}
        protocol={sent}
        // A new address (not just a new fragment), so without JavaScript the link loads a fresh form.
        anotherHref={href("/contato?nova-mensagem#formulario")}
        anotherLabel={t.form.another}
        onAnother={() => setSent(null)}
      >
        <p>{contactTexts.nextSteps}</p>
      </SentConfirmation>
    );

  return (
    <>
      {outcome && outcome.status !== 202 ? (
        <div
          id={CONTACT_RESULT_ID}
          tabIndex={-1}
          role="alert"
          className="mb-6 scroll-mt-24 rounded-lg border border-red-700 bg-red-50 p-4 font-semibold text-red-900"
        >
          {outcome.message}
        </div>
      ) : null}
      <form
        ref={form}
        method="post"
        action={href(`/contato#${CONTACT_RESULT_ID}`)}
        noValidate
        onSubmit={handleSubmit}
        onInput={saveDraft}
        onFocus={() => void prepare()}
        aria-labelledby="formulario-title"
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name="nomeCompleto" label={t.form.name} error={errors.nomeCompleto}>
            {(p) => (
              <input
                {...p}
                type="text"
                autoComplete="name"
                required
                maxLength={limits.nameMax}
                defaultValue={values.nomeCompleto}
                onInput={clearError("nomeCompleto")}
              />
            )}
          </Field>
          <Field name="email" label={t.form.email} error={errors.email}>
            {(p) => (
              <input
                {...p}
                type="email"
                autoComplete="email"
                required
                maxLength={limits.emailMax}
                defaultValue={values.email}
                onInput={clearError("email")}
              />
            )}
          </Field>
          <Field name="telefone" label={t.form.phone} error={errors.telefone} hint={t.form.phoneHint}>
            {(p) => (
              <input
                {...p}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                maxLength={limits.phoneMax}
                defaultValue={values.telefone}
                onInput={clearError("telefone")}
              />
            )}
          </Field>
          <Field name="assunto" label={t.form.subject} error={errors.assunto}>
            {(p) => (
              <select {...p} required defaultValue={values.assunto ?? ""} onChange={clearError("assunto")}>
                <option value="">{t.form.selectOne}</option>
                {subjects.map((s) => (
                  <option key={s.value} value={s.value}>
                    {t.subjects[s.value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="sm:col-span-2">
            <Field
              name="mensagem"
              label={t.form.message}
              error={errors.mensagem}
              hint={t.form.messageHint(limits.messageMin, limits.messageMax)}
            >
              {(p) => (
                <textarea
                  {...p}
                  required
                  rows={6}
                  maxLength={limits.messageMax}
                  defaultValue={values.mensagem}
                  onInput={clearError("mensagem")}
                />
              )}
            </Field>
          </div>
        </div>
        <FormGuardFields idPrefix="contato" formToken={formToken} />
        <div className="mt-6">
          <AltchaWidget handle={altcha} />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-8 py-3 font-semibold text-white transition hover:bg-brand-900 disabled:opacity-70"
        >
          {sending ? t.form.sending : t.form.send}
        </button>
      </form>
      {Toasts ? <Toasts /> : null}
    </>
  );
}
