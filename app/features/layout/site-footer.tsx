import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { fill } from "~/i18n/fill";
import { useLocalHref } from "~/i18n/texts";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icon";
import { useLayoutData } from "./use-layout-texts";

export function SiteFooter() {
  const { layout, site } = useLayoutData();
  const t = layout.footer;
  const href = useLocalHref();
  return (
    <footer className="render-near-viewport bg-brand-950 text-brand-50">
      <div className="bg-brand-800">
        <ul
          aria-label={t.contactList}
          className="mx-auto flex max-w-7xl flex-col gap-3 px-6 py-5 sm:flex-row sm:flex-wrap sm:items-center sm:justify-center sm:gap-x-10"
        >
          {site.phones.map((phone) => (
            <li key={phone.e164}>
              <a
                href={`tel:${phone.e164}`}
                className="inline-flex min-h-11 items-center gap-2 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4" />
                <span>
                  <span className="font-semibold">{phone.label}:</span> {phone.display}
                </span>
              </a>
            </li>
          ))}
          <li>
            <a
              href={`tel:${site.sac.e164}`}
              className="inline-flex min-h-11 items-center gap-2 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              <span>
                <span className="font-semibold">{site.sac.label}:</span> {site.sac.display}
              </span>
            </a>
          </li>
          <li>
            <a
              href={`mailto:${site.email}`}
              className="inline-flex min-h-11 items-center gap-2 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {/* At 320 px the address is wider than the column: it breaks rather than run off the screen. */}
              <span className="min-w-0 [overflow-wrap:anywhere]">{site.email}</span>
            </a>
          </li>
        </ul>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 md:grid-cols-3">
        <div>
          <Logo variant="light" />
          <p className="mt-4 text-lg">{site.tagline}</p>
          <ul aria-label={t.social} className="mt-6 flex gap-3">
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(t.newTab, { name: s.name })}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 hover:bg-brand-700"
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav id="mapa-do-site" aria-label={t.siteMap} className="scroll-mt-24">
          <h2 className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{t.siteMap}</h2>
          <ul className="mt-4 space-y-1">
            {t.siteMapLinks.map((link) => (
              <li key={link.href}>
                <Link to={href(link.href)} className="inline-flex min-h-11 items-center hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex items-center gap-2">
            <span className="text-brand-100">{t.language}:</span>
            <LanguageSwitch className="inline-flex min-h-11 items-center font-semibold underline" />
          </p>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{t.units}</h2>
          <ul className="mt-4 space-y-4">
            {site.addresses.map((a) => (
              <li key={a.unit} className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <address className="not-italic">
                  <strong className="block">{a.unit}</strong>
                  {a.street} – {a.district}
                  <br />
                  {a.city} – {t.zip} <span className="whitespace-nowrap">{a.zip}</span>
                </address>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-7xl px-6 py-6 text-sm text-brand-100">
          © {site.copyrightYear} <span lang="pt-BR">{site.legalName}</span> – CNPJ {site.cnpj}. {t.rights}
        </p>
      </div>
    </footer>
  );
}
