// The seven interactions of issue 31 (item 5) as scripts/bench/interactions.mjs performs them: where, which control
// (found by role and name, whatever the app has made of it: a link before hydration, a button or tab after), and
// what the visitor types. What counts as the outcome of each is checked in the page (interactions-page.mjs).
// The texts come from the site: app/features/layout/mobile-menu.tsx (☰), the catalogue card's "Ver detalhes de …"
// button, app/content/navigation.ts (filters), app/content/home.ts (development steps), the product page's tabs
// (app/features/catalog/detail/tab-slugs.ts) and the contact form's labels.

/** Visible controls only: the desktop navigation is in the DOM too, hidden at 412 px. */
const shown = (locator) => locator.filter({ visible: true }).first();

export const actions = [
  {
    id: "menu",
    label: "menu ☰",
    path: () => "/",
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
    path: () => "/produtos",
    outcome: "o diálogo com o nome do produto",
    control: (page) =>
      shown(
        page
          .locator("#catalogo")
          .getByRole("button", { name: /^Ver detalhes/ })
          .or(page.locator("#catalogo").getByRole("link", { name: /^Ver detalhes/ })),
      ),
    // The product named on the card tapped: the dialog must show it.
    armWith: async (control) => ({
      productName: (await control.locator("xpath=ancestor::article[1]//h3").first().textContent())?.trim(),
    }),
  },
  {
    id: "filter",
    label: "filtro da home",
    path: () => "/",
    outcome: "a grade só com Medicamentos, em vista",
    control: (page) =>
      shown(
        page
          .locator("#produtos")
          .getByRole("link", { name: "Medicamentos", exact: true })
          .or(page.locator("#produtos").getByRole("button", { name: "Medicamentos", exact: true }))
          .or(page.locator("#produtos").getByRole("radio", { name: "Medicamentos", exact: true }))
          .or(page.locator("#produtos").getByRole("tab", { name: "Medicamentos", exact: true })),
      ),
  },
  {
    id: "search",
    label: "busca do catálogo",
    path: () => "/produtos",
    outcome: "cada caractere digitado no campo",
    control: (page) => shown(page.locator("#catalogo").getByRole("searchbox")),
    text: "vitamina",
  },
  {
    id: "contact",
    label: "digitação no contato",
    path: () => "/contato",
    outcome: "cada caractere digitado no campo",
    control: (page) => shown(page.getByLabel("Nome completo")),
    text: "Maria Aparecida Souza",
  },
  {
    id: "devTab",
    label: "aba do desenvolvimento",
    path: () => "/",
    outcome: "o painel Personalização visível no lugar",
    control: (page) =>
      shown(
        page
          .locator("#desenvolvimento")
          .getByRole("tab", { name: /Personalização$/ })
          .or(page.locator("#desenvolvimento").getByRole("link", { name: /Personalização$/ }))
          .or(page.locator("#desenvolvimento").getByRole("button", { name: /Personalização$/ })),
      ),
  },
  {
    id: "productTab",
    label: "aba do produto",
    path: (ean) => `/produto?ean=${ean}`,
    outcome: "a Tabela Nutricional visível no lugar",
    control: (page) =>
      shown(
        page
          .locator("main")
          .getByRole("tab", { name: "Tabela Nutricional", exact: true })
          .or(page.locator("main").getByRole("link", { name: "Tabela Nutricional", exact: true })),
      ),
  },
];
