import { Phone } from "lucide-react";
import { site } from "~/content/site";
import { useTexts } from "~/i18n/texts";
import { contactPageTexts } from "./contact.texts";

const units = (["suplementos", "cosmeticos", "farmaceutica"] as const).map((key) => ({
  key,
  ...site.unitPhones[key],
}));

/** One card per business unit, each a tel: link to that unit's switchboard. */
export function ContactPhones() {
  const t = useTexts(contactPageTexts).phones;
  return (
    <section aria-labelledby="telefones-title" className="px-6 pt-16">
      <div className="mx-auto max-w-7xl">
        <h2 id="telefones-title" className="text-3xl font-bold text-brand-950">
          {t.title}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {units.map((unit) => (
            <li key={unit.e164}>
              <a
                href={`tel:${unit.e164}`}
                className="flex min-h-11 items-center gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6 text-brand-950 shadow-sm transition hover:border-brand-500 hover:bg-white"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-800 text-white">
                  <Phone aria-hidden="true" className="size-6" />
                </span>
                <span className="flex flex-col">
                  <span className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                    {t.units[unit.key]}
                  </span>
                  <span className="text-xl font-bold">{unit.display}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">
          <span className="font-semibold text-brand-950">{t.sacLabel}</span>
          {t.sacPurpose}
          <a href={`tel:${site.sac.e164}`} className="font-semibold text-brand-800 underline">
            {site.sac.display}
          </a>
          {t.or}
          <a href={`mailto:${site.sac.email}`} className="font-semibold text-brand-800 underline">
            {site.sac.email}
          </a>
          , {t.sacHours}.
        </p>
      </div>
    </section>
  );
}
