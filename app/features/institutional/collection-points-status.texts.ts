/**
 * The sentences of a collection-point search's result and a point's hours, in each language (decision 139). The
 * points' day ranges are data in Portuguese (app/content/collection-points.ts); the English names them here, and
 * collection-points-status.test.ts holds every day range of the data to having one.
 */

import { formatNumber } from "~/i18n/number-format";
import { defineTexts } from "~/i18n/texts";

const listedPt = (items: readonly string[]) =>
  new Intl.ListFormat("pt-BR", { style: "long", type: "conjunction" }).format(items);
const listedEn = (items: readonly string[]) =>
  new Intl.ListFormat("en-US", { style: "long", type: "conjunction" }).format(items);

/** The English of the data's day ranges. */
export const DAYS_EN: Readonly<Record<string, string>> = {
  "Segunda a sábado": "Monday to Saturday",
  "Domingo e feriados": "Sundays and holidays",
  "Todos os dias": "Every day",
};

/** A whole hour on a US clock: "8 a.m.", "noon", "10 p.m.". */
const clockEn = (hour: number) => {
  if (hour === 0 || hour === 24) return "midnight";
  if (hour === 12) return "noon";
  return hour < 12 ? `${hour} a.m.` : `${hour - 12} p.m.`;
};

export const collectionStatusTexts = defineTexts(
  {
    count: (n: number) => (n === 1 ? "1 ponto de coleta" : `${n} pontos de coleta`),
    ordered: ", do mais próximo ao mais distante",
    all: (count: string, cities: number) =>
      `${count} em ${cities} cidades. Busque pela sua cidade ou pelo CEP.`,
    city: (count: string, cities: readonly string[]) => `${count} em ${listedPt(cities)}.`,
    unknownCity: (count: string, city: string) =>
      `Não encontramos pontos de coleta em “${city}”. Veja a lista completa: ${count}.`,
    badCep: (count: string, cep: string) =>
      `“${cep}” não é um CEP: digite de 1 a 8 números, como 12245-000. Veja a lista completa: ${count}.`,
    noRegion: (count: string, cep: string, ordered: string) =>
      `Não há pontos de coleta na região do CEP ${cep}. Veja a lista completa: ${count}${ordered}.`,
    cep: (count: string, cep: string, ordered: string) => `${count} com CEP começando por ${cep}${ordered}.`,
    widened: (count: string, cep: string, prefix: string, ordered: string) =>
      `Nenhum ponto de coleta com CEP começando por ${cep}. Na mesma região (CEP começando por ${prefix}): ${count}${ordered}.`,
    /** "Segunda a sábado, das 8h às 20h". */
    hours: (days: string, opens: number, closes: number) => `${days}, das ${opens}h às ${closes}h`,
  },
  {
    count: (n: number) => (n === 1 ? "1 collection point" : `${formatNumber(n, "en")} collection points`),
    ordered: ", nearest first",
    all: (count: string, cities: number) => `${count} in ${cities} cities. Search by your city or by CEP.`,
    city: (count: string, cities: readonly string[]) => `${count} in ${listedEn(cities)}.`,
    unknownCity: (count: string, city: string) =>
      `We found no collection points in “${city}”. See the full list: ${count}.`,
    badCep: (count: string, cep: string) =>
      `“${cep}” is not a CEP: type 1 to 8 digits, such as 12245-000. See the full list: ${count}.`,
    noRegion: (count: string, cep: string, ordered: string) =>
      `There are no collection points in the region of CEP ${cep}. See the full list: ${count}${ordered}.`,
    cep: (count: string, cep: string, ordered: string) =>
      `${count} with a CEP starting with ${cep}${ordered}.`,
    widened: (count: string, cep: string, prefix: string, ordered: string) =>
      `No collection point has a CEP starting with ${cep}. In the same region (CEP starting with ${prefix}): ${count}${ordered}.`,
    /** "Monday to Saturday, 8 a.m. to 8 p.m.". */
    hours: (days: string, opens: number, closes: number) =>
      `${DAYS_EN[days] ?? days}, ${clockEn(opens)} to ${clockEn(closes)}`,
  },
);
