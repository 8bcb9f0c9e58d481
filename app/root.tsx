import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { siteTexts } from "~/content/site.texts";
import { DeferredLayoutFlag } from "~/features/layout/deferred-layout-flag";
import { errorTexts } from "~/features/layout/error.texts";
import { layoutTexts } from "~/features/layout/layout.texts";
import { OfflineNavigation } from "~/features/layout/offline-navigation";
import { ScrollToHash } from "~/features/layout/scroll-to-hash";
import { SiteFooter } from "~/features/layout/site-footer";
import { SiteHeader } from "~/features/layout/site-header";
import { SkipLink } from "~/features/layout/skip-link";
import { SlowNavigationBar } from "~/features/layout/slow-navigation-bar";
import type { LayoutData } from "~/features/layout/use-layout-texts";
import { LANGUAGE_TAG, localeOfPath, localeOfUrl } from "~/i18n/locale";
import { textsIn, useLocalHref, useTexts } from "~/i18n/texts";
import { EarlyTaps } from "~/utils/hydration/early-taps-script";
import { HydrationSlice } from "~/utils/hydration/hydration-slice";
import { INLINE_STYLES_ID, useInlineStyles } from "~/utils/hydration/inline-styles";
import { useNonce } from "~/utils/hydration/nonce";
import { organizationJsonLd, serializeJsonLd } from "~/utils/seo/seo";
import { publicConfig } from "~/utils/server/env.server";
import { VitalsReporter } from "~/utils/vitals/vitals-reporter";
import type { Route } from "./+types/root";

/**
 * The site's config is fixed for the server's life: no navigation, search or form needs it again. Revalidating it
 * cost a `/_root.data` round trip on every filter click and tab change (issue 31, decision 134). Only a change of
 * language asks again, for the layout's texts.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);

/**
 * The site's config, and the header's, menus' and footer's texts in the page's language: one language per page
 * in the HTML rather than both in every page's JavaScript (decision 139). Asked for again only when the language
 * changes.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfUrl(request.url);
  const data: LayoutData = { layout: textsIn(layoutTexts, locale), site: textsIn(siteTexts, locale) };
  return { config: publicConfig(), ...data };
}

// The font is preloaded so it is in before the first paint: without it, Inter swaps in after the paint and
// rewraps text (CLS 0.031 on /produto), for a gain that is only in Lighthouse's model (decision 077).
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatinUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // <html data-hydrated>, once every slice has hydrated: hydration-slice.tsx.
  const css = useInlineStyles();
  const data = useRouteLoaderData<typeof loader>("root");
  const siteUrl = data?.config.siteUrl;
  const lang = LANGUAGE_TAG[localeOfPath(useLocation().pathname)];
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#093d35" />
        <Meta />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's stylesheet (decision 008) */}
        <style id={INLINE_STYLES_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
        <Links />
        <DeferredLayoutFlag />
        <EarlyTaps />
        {siteUrl ? (
          <script
            type="application/ld+json"
            nonce={nonce}
            // Data for crawlers, in the server's HTML; the browser's bundle need not build it again.
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by serializeJsonLd
            dangerouslySetInnerHTML={{
              __html: import.meta.env.SSR ? serializeJsonLd(organizationJsonLd(siteUrl)) : "",
            }}
          />
        ) : null}
      </head>
      <body>
        <SkipLink />
        <HydrationSlice holds="body > header">
          <SiteHeader />
        </HydrationSlice>
        <main id="conteudo" tabIndex={-1} className="outline-none">
          {/* Fixed at the top; inside <main> so it sits in a landmark. */}
          <SlowNavigationBar />
          <HydrationSlice holds="#conteudo">{children}</HydrationSlice>
        </main>
        <HydrationSlice holds="body > footer">
          <SiteFooter />
        </HydrationSlice>
        <OfflineNavigation />
        {/* Top on a new navigation, the saved position on Back/Forward; ScrollToHash must come after it. */}
        <ScrollRestoration nonce={nonce} />
        <ScrollToHash />
        {/* Field measurement: before <Scripts>, so it runs without waiting for intent (decision 133). */}
        <VitalsReporter />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useTexts(errorTexts);
  const href = useLocalHref();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t.notFoundTitle : t.failedTitle;
  const message = notFound ? t.notFound : t.failed;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <section className="bg-brand-950 px-6 pt-40 pb-24 text-white">
      <div className="mx-auto max-w-3xl">
        <title>{`${title} | Convale`}</title>
        <h1 className="text-4xl font-bold">{title}</h1>
        <p className="mt-4 text-lg text-brand-100">{message}</p>
        <p className="mt-8">
          <a className="font-semibold underline" href={href("/")}>
            {t.home}
          </a>
        </p>
      </div>
    </section>
  );
}
