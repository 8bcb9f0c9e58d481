import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { useLocalHref, useTexts } from "~/i18n/texts";
import { contactNoticeTexts } from "./contact-notice.texts";

/** What the LGPD asks us to say where the data is collected (Lei 13.709/2018, arts. 6, 7 V and 9). */
export function PrivacyNotice({
  retentionDays,
  purpose,
}: {
  retentionDays: number;
  /** What this form's data is used for (the brand-development brief states its own); the contact form's by default. */
  purpose?: string;
}) {
  const t = useTexts(contactNoticeTexts).privacy;
  const href = useLocalHref();
  return (
    <aside
      aria-labelledby="lgpd-title"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-slate-700"
    >
      <h2 id="lgpd-title" className="flex items-center gap-2 text-xl font-bold text-brand-950">
        <ShieldCheck aria-hidden="true" className="size-6 text-brand-700" />
        {t.title}
      </h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="font-semibold text-brand-900">{t.purposeTerm}</dt>
          <dd>{purpose ?? t.purpose}</dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-900">{t.legalBasisTerm}</dt>
          <dd>{t.legalBasis}</dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-900">{t.retentionTerm}</dt>
          <dd>{t.retention(retentionDays)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-900">{t.robotTerm}</dt>
          <dd>{t.robot}</dd>
        </div>
      </dl>
      <p className="mt-5">
        <Link
          to={href("/privacidade")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t.fullNotice}
        </Link>
      </p>
    </aside>
  );
}
