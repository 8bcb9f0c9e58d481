// The seven interactions of issue 31 (item 5) as scripts/bench/interactions.mjs performs them: where, which control
// (found by role and name, whatever the app has made of it: a link before hydration, a button or tab after), and
// what the visitor types, in either language of the site (`--lang en` measures the English pages). What counts as
// the outcome of each is checked in the page (interactions-page.mjs), with the same words.
// The texts come from the site: app/features/layout/mobile-menu.tsx (☰), the catalogue card's button
// (catalog-cards.texts.ts), the category names (catalog-list.texts.ts, english-catalog.ts), the development steps
// (app/content/home-below.ts and its English twin), the product page's tabs (product-detail.texts.ts) and the
// contact form's labels (contact.texts.ts).

/** What each action looks for and types, per language. The nutrition table stays Portuguese on English pages. */
export const WORDS = {
  pt: {
    home: "/",
    products: "/produtos",
    contact: "/contato",
    product: "/produto",
    details: "Ver detalhes",
    filter: "Medicamentos",
    badge: "Medicamento",
    devTab: "Personalização",
    devHeading: "Cada detalhe com a cara",
    productTab: "Tabela Nutricional",
    nameLabel: "Nome completo",
    search: "vitamina",
    name: "Maria Aparecida Souza",
  },
  en: {
    home: "/en",
    products: "/en/products",
    contact: "/en/contact",
    product: "/en/product",
    details: "View details",
    filter: "Medicines",
    badge: "Medicine",
    devTab: "Customization",
    devHeading: "Every detail true to",
    productTab: "Nutrition table",
    nameLabel: "Full name",
    search: "vitamin",
    name: "Mary Ann Johnson",
  },
};

/** Visible controls only: the desktop navigation is in the DOM too, hidden at 412 px. */
const shown = (locator) => locator.filter({ visible: true }).first();

/** The actions on the pages of one language ("pt" or "en"). */
export function actionsIn(lang = "pt") {
  const w = WORDS[lang];
  if (!w) throw new Error(`língua desconhecida: ${lang} (pt ou en)`);
  return [
    {
      id: "menu",
      label: "menu ☰",
      path: () => w.home,
      outcome: "o painel do menu visível",
      control: (page) =>
        shown(
          page
            .locator("header")
            .getByRole("link", { name: /menu/i })
            .or(page.locator("header").getByRole("button", { name: /menu/i })),
        ),
    },
    {
      id: "card",
      label: "cartão → diálogo",
      path: () => w.products,
      outcome: "o diálogo com o nome do produto",
      // The run also waits for the dialog with its tabs, printed as "completo" (interactions-page.mjs).
      complete: true,
      control: (page) =>
        shown(
          page
            .locator("#catalogo")
            .getByRole("button", { name: new RegExp(`^${w.details}`) })
            .or(page.locator("#catalogo").getByRole("link", { name: new RegExp(`^${w.details}`) })),
        ),
      // The product named on the card tapped: the dialog must show it.
      armWith: async (control) => ({
        productName: (await control.locator("xpath=ancestor::article[1]//h3").first().textContent())?.trim(),
      }),
    },
    {
      id: "filter",
      label: "filtro da home",
      path: () => w.home,
      outcome: `a grade só com ${w.filter}, em vista`,
      control: (page) =>
        shown(
          page
            .locator("#produtos")
            .getByRole("link", { name: w.filter, exact: true })
            .or(page.locator("#produtos").getByRole("button", { name: w.filter, exact: true }))
            .or(page.locator("#produtos").getByRole("radio", { name: w.filter, exact: true }))
            .or(page.locator("#produtos").getByRole("tab", { name: w.filter, exact: true })),
        ),
    },
    {
      id: "search",
      label: "busca do catálogo",
      path: () => w.products,
      outcome: "cada caractere digitado no campo",
      control: (page) => shown(page.locator("#catalogo").getByRole("searchbox")),
      text: w.search,
    },
    {
      id: "contact",
      label: "digitação no contato",
      path: () => w.contact,
      outcome: "cada caractere digitado no campo",
      control: (page) => shown(page.getByLabel(w.nameLabel)),
      text: w.name,
    },
    {
      id: "devTab",
      label: "aba do desenvolvimento",
      path: () => w.home,
      outcome: `o painel ${w.devTab} visível no lugar`,
      control: (page) =>
        shown(
          page
            .locator("#desenvolvimento")
            .getByRole("tab", { name: new RegExp(`${w.devTab}$`) })
            .or(page.locator("#desenvolvimento").getByRole("link", { name: new RegExp(`${w.devTab}$`) }))
            .or(page.locator("#desenvolvimento").getByRole("button", { name: new RegExp(`${w.devTab}$`) })),
        ),
    },
    {
      id: "productTab",
      label: "aba do produto",
      path: (ean) => `${w.product}?ean=${ean}`,
      outcome: `a ${w.productTab} visível no lugar`,
      control: (page) =>
        shown(
          page
            .locator("main")
            .getByRole("tab", { name: w.productTab, exact: true })
            .or(page.locator("main").getByRole("link", { name: w.productTab, exact: true })),
        ),
    },
  ].map((action) => ({ ...action, words: w }));
}

export const actions = actionsIn("pt");
