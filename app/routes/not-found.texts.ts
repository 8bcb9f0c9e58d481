import { defineTexts } from "~/i18n/texts";

/** The 404 page of app/routes/not-found.tsx; its links are Portuguese hrefs, written for the page's language. */
export const notFoundTexts = defineTexts(
  {
    title: "Página não encontrada",
    description: "O endereço acessado não existe no site da Convale.",
    eyebrow: "Erro 404",
    lead: "O endereço que você acessou não existe ou foi movido. Estes caminhos podem ajudar:",
    suggestionsLabel: "Sugestões",
    suggestions: [
      { href: "/", label: "Página inicial" },
      { href: "/produtos", label: "Catálogo de produtos" },
      { href: "/quem-somos", label: "Quem somos" },
      { href: "/contato", label: "Fale conosco" },
    ],
  },
  {
    title: "Page not found",
    description: "This page does not exist on the Convale website.",
    eyebrow: "Error 404",
    lead: "The page you are looking for does not exist or has moved. These pages may help:",
    suggestionsLabel: "Suggestions",
    suggestions: [
      { href: "/", label: "Home page" },
      { href: "/produtos", label: "Product catalog" },
      { href: "/quem-somos", label: "About us" },
      { href: "/contato", label: "Contact us" },
    ],
  },
);
