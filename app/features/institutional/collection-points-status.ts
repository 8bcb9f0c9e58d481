/**
 * The sentence that tells the result of a collection-point search (announced politely, so it is whole on its
 * own). No point data here: it runs in the browser with what the loader sent.
 */
import type { CollectionPoint } from "~/content/collection-points";
import type { CollectionResult } from "./collection-points-search";
import { type CollectionQuery, formatCepDigits } from "./collection-query";

const pointCount = (n: number) => (n === 1 ? "1 ponto de coleta" : `${n} pontos de coleta`);

const listed = (items: readonly string[]) =>
  new Intl.ListFormat("pt-BR", { style: "long", type: "conjunction" }).format(items);

const ordered = (points: readonly CollectionPoint[]) =>
  points.length > 1 ? ", do mais próximo ao mais distante" : "";

export function collectionStatus(query: CollectionQuery, result: CollectionResult): string {
  const count = pointCount(result.points.length);
  switch (result.kind) {
    case "all":
      return `${count} em ${new Set(result.points.map((p) => p.city)).size} cidades. Busque pela sua cidade ou pelo CEP.`;
    case "city":
      return `${count} em ${listed(result.cities)}.`;
    case "unknown-city":
      return `Não encontramos pontos de coleta em “${query.kind === "city" ? query.city : ""}”. Veja a lista completa: ${count}.`;
    case "bad-cep":
      return `“${query.kind === "bad-cep" ? query.cep : ""}” não é um CEP: digite de 1 a 8 números, como 12245-000. Veja a lista completa: ${count}.`;
    case "no-region":
      return `Não há pontos de coleta na região do CEP ${formatCepDigits(result.digits)}. Veja a lista completa: ${count}${ordered(result.points)}.`;
    case "cep":
      return result.prefix === result.digits
        ? `${count} com CEP começando por ${formatCepDigits(result.digits)}${ordered(result.points)}.`
        : `Nenhum ponto de coleta com CEP começando por ${formatCepDigits(result.digits)}. Na mesma região (CEP começando por ${formatCepDigits(result.prefix)}): ${count}${ordered(result.points)}.`;
  }
}

/** "Segunda a sábado, das 8h às 20h". */
export const hoursText = ({ days, opens, closes }: { days: string; opens: number; closes: number }) =>
  `${days}, das ${opens}h às ${closes}h`;
