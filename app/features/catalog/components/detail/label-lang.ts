import { LANGUAGE_TAG } from "~/i18n/locale";
import { useLocale } from "~/i18n/texts";

/**
 * lang for the Brazilian label's own text: "pt-BR" on English pages, nothing (the page's own) on Portuguese ones
 * (issue 36). A module of its own: the cards use it too, and must not bring the detail's texts with it.
 */
export function useLabelLang(): string | undefined {
  return useLocale() === "pt" ? undefined : LANGUAGE_TAG.pt;
}
