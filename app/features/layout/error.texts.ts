import { defineTexts } from "~/i18n/texts";

/** The root error boundary's page (app/root.tsx). */
export const errorTexts = defineTexts(
  {
    notFoundTitle: "Página não encontrada",
    notFound: "O endereço que você acessou não existe ou foi movido.",
    failedTitle: "Algo deu errado",
    failed: "Não foi possível exibir esta página agora. Tente novamente em instantes.",
    home: "Voltar para a página inicial",
  },
  {
    notFoundTitle: "Page not found",
    notFound: "The page you are looking for does not exist or has moved.",
    failedTitle: "Something went wrong",
    failed: "This page cannot be shown right now. Please try again in a moment.",
    home: "Back to the home page",
  },
);
