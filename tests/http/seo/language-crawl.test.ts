import { afterAll, beforeAll, expect, it } from "vitest";
import { e2eEnv } from "../support/server-env";
import { type ServedSite, SITE_URL as SITE, serveSite } from "../support/site";

/**
 * Issue 36's crawl over both sitemaps (/sitemap.xml in Portuguese, /en/sitemap.xml in English), as a search engine
 * reads them: every page answers 200; its hreflang alternates name pt-BR, en-US and x-default, point at pages that
 * answer 200 themselves (no redirect) and name it back; its canonical is itself; and no English page shows a
 * Portuguese UI word outside the blocks marked lang="pt-BR" (the Brazilian label text, proper names).
 */
const PORTUGUESE_UI_WORDS = [
  "Produtos",
  "Contato",
  "Não informado",
  "Enviar",
  "Buscar",
  "Saiba mais",
  "Fale conosco",
  "Voltar",
  "Carregar mais",
  "Ver detalhes",
  "Início",
  "Marca própria",
  "Nossas unidades",
  "Todos os direitos reservados",
  "Pular para o conteúdo",
  // The technical values of the product pages' data tab, in English since decision 156.
  "cápsulas",
  "comprimidos",
  "sachês",
  "meses",
  "Sem sabor",
  "Frasco",
  "Bisnaga",
];

let site: ServedSite;
beforeAll(async () => {
  site = await serveSite({ env: e2eEnv });
});
afterAll(() => site.close());

const local = (url: string) => url.replace(SITE, "");

async function sitemap(path: string): Promise<string[]> {
  const xml = await (await site.get(path)).text();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
}

interface Page {
  status: number;
  canonical: string | null;
  alternates: Record<string, string>;
  lang: string | null;
  /** Visible text outside [lang="pt-BR"] blocks, scripts and styles. */
  ownText: string;
}

/** The markup without the elements that open with `lang="pt-BR"` (their whole subtree: React's HTML is balanced). */
function withoutPortugueseBlocks(html: string): string {
  let out = html;
  for (;;) {
    const open = /<([a-z][a-z0-9]*)\b[^>]*\slang="pt-BR"[^>]*>/.exec(out);
    if (!open || open.index === undefined) return out;
    const tag = open[1] as string;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
    tags.lastIndex = open.index + open[0].length;
    let depth = 1;
    let end = out.length;
    for (let m = tags.exec(out); m; m = tags.exec(out)) {
      depth += m[1] ? -1 : m[0].endsWith("/>") ? 0 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    out = out.slice(0, open.index) + out.slice(end);
  }
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

async function read(url: string): Promise<Page> {
  const response = await site.get(local(url));
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const alternates: Record<string, string> = {};
  for (const [link] of head.matchAll(/<link rel="alternate"[^>]*>/g)) {
    const lang = attribute(link, "hrefLang");
    if (lang) alternates[lang] = (attribute(link, "href") ?? "").replaceAll("&amp;", "&");
  }
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1]?.replaceAll("&amp;", "&") ?? null;
  const body = html.slice(html.indexOf("<body"));
  const ownText = withoutPortugueseBlocks(
    body.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<style\b[\s\S]*?<\/style>/g, ""),
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#x27;|&quot;|&amp;/g, " ")
    .replace(/\s+/g, " ");
  return {
    status: response.status,
    canonical,
    alternates,
    lang: /<html lang="([^"]*)"/.exec(html)?.[1] ?? null,
    ownText,
  };
}

it("both sitemaps list the same pages, each in its own language", async () => {
  const pt = await sitemap("/sitemap.xml");
  const en = await sitemap("/en/sitemap.xml");
  expect(pt.length).toBeGreaterThan(190);
  expect(en).toHaveLength(pt.length);
  expect(en.every((url) => url === `${SITE}/en` || url.startsWith(`${SITE}/en/`))).toBe(true);
  expect(pt.some((url) => url.startsWith(`${SITE}/en`))).toBe(false);
});

it("every page of both sitemaps answers 200, is its own canonical and names its other language back", async () => {
  const urls = [...(await sitemap("/sitemap.xml")), ...(await sitemap("/en/sitemap.xml"))];
  const pages = new Map<string, Page>();
  for (const url of urls) pages.set(url, await read(url));
  const problems: string[] = [];
  for (const [url, page] of pages) {
    const english = url.startsWith(`${SITE}/en`);
    if (page.status !== 200) problems.push(`${url}: ${page.status}`);
    if (page.canonical !== url) problems.push(`${url}: canonical ${page.canonical}`);
    if (page.lang !== (english ? "en-US" : "pt-BR")) problems.push(`${url}: lang ${page.lang}`);
    const { "pt-BR": pt, "en-US": en, "x-default": fallback } = page.alternates;
    if (!pt || !en || fallback !== pt) problems.push(`${url}: alternates ${JSON.stringify(page.alternates)}`);
    if ((english ? en : pt) !== url) problems.push(`${url}: does not name itself among its alternates`);
    const other = english ? pt : en;
    // The other page is in the other sitemap, so it was read above: it answered 200 (no redirect) and names us.
    const back = other ? pages.get(other) : undefined;
    if (!back) problems.push(`${url}: alternate ${other} is in no sitemap`);
    else if (back.alternates[english ? "en-US" : "pt-BR"] !== url)
      problems.push(`${url}: ${other} does not name it back`);
    if (english) {
      const found = PORTUGUESE_UI_WORDS.filter((word) => page.ownText.includes(word));
      if (found.length > 0) problems.push(`${url}: Portuguese outside the label blocks: ${found.join(", ")}`);
    }
  }
  expect(problems).toEqual([]);
  expect(pages.size).toBe(urls.length);
}, 180_000);

it("an unknown English path is an English 404; a trailing slash is one permanent redirect", async () => {
  const missing = await site.get("/en/no-such-page");
  expect(missing.status).toBe(404);
  const html = await missing.text();
  expect(html).toContain('<html lang="en-US"');
  expect(html).toContain("Page not found");
  const slash = await site.get("/en/?x=1");
  expect(slash.status).toBe(301);
  expect(slash.headers.get("location")).toBe("/en?x=1");
  expect((await site.get("/quem-somos/")).headers.get("location")).toBe("/quem-somos");
});
