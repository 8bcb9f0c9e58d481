/**
 * Synthetic catalogue for benchmarks only (scripts/bench/write-synth-catalog.ts, which tests/e2e/catalog/catalog-weight.spec.ts runs,
 * and scripts/bench/bench-search.ts): N unique products in the raw shapes of data/raw, with the same quirks (duplicated
 * rows, CaixaPadrao strings, Barra numbers, empty image objects, multi-code cosmetic EAN13, field-name variants,
 * "NULL" nutrition values). Deterministic for a given seed.
 * The texts are placeholders assembled from word lists; they are never shown on the site.
 *
 * - `generateSyntheticCatalog(count, seed)` → `RawCatalogSources` (the four documents).
 */

import { MANDATORY_NUTRIENTS } from "~/features/catalog/detail/nutrient-names";
import type { RawCatalogSources } from "~/features/catalog/ingest/build-catalog.server";
import { gtinCheckDigit } from "~/features/catalog/model/barcodes";

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = ["Vitacon", "Concare", "Conlife", "Le Blue", "On", "Summer Vita", "MCG", "Digescon"];
const SUPPLEMENT_WORDS = [
  "Vitamina C",
  "Vitamina D3",
  "Colágeno",
  "Magnésio",
  "Ômega 3",
  "Zinco",
  "Biotina",
  "Creatina",
];
const COSMETIC_WORDS = [
  "Shampoo",
  "Condicionador",
  "Sabonete",
  "Loção",
  "Óleo",
  "Sérum",
  "Repelente",
  "Protetor Solar",
];
const PERFUME_WORDS = ["Body Splash", "Deo Colônia", "Perfume", "Água de Cheiro"];
const MEDICINE_WORDS = ["Paracetamol 500 mg", "Paracetamol 750 mg", "Simeticona 125 mg", "Paracetamol Gotas"];

function ean13(n: number): string {
  const body = `789${String(n).padStart(9, "0")}`;
  return body + gtinCheckDigit(body);
}

function ean14(code13: string): string {
  const body = `1${code13.slice(0, 12)}`;
  return body + gtinCheckDigit(body);
}

export function generateSyntheticCatalog(count = 10_000, seed = 1): RawCatalogSources {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const produtos: Record<string, unknown>[] = [];
  const suplementos: Record<string, unknown>[] = [];
  const cosmeticos: Record<string, unknown>[] = [];
  const medicamentos: Record<string, unknown>[] = [];

  for (let i = 0; i < count; i++) {
    const roll = random();
    const type =
      roll < 0.45 ? "Suplemento" : roll < 0.82 ? "Cosmetico" : roll < 0.98 ? "Perfumaria" : "Medicamento";
    const code = String(100_000 + i);
    const barra = ean13(i + 1);
    const brand = pick(BRANDS);
    const words = {
      Suplemento: SUPPLEMENT_WORDS,
      Cosmetico: COSMETIC_WORDS,
      Perfumaria: PERFUME_WORDS,
      Medicamento: MEDICINE_WORDS,
    }[type];
    const name = `${brand} ${pick(words)} ${i}`;
    const imageRoll = random();
    const row: Record<string, unknown> = {
      Produto_codigo: code,
      Nome: name.toUpperCase(),
      Barra: random() < 0.02 ? Number(barra) : barra,
      TipoProduto: type,
      CaixaPadrao: random() < 0.1 ? ` ${pick([12, 24, 48])} ` : pick([12, 24, 48, 96]),
      Referencia: `${brand.slice(0, 2).toUpperCase()}-${i}`,
      PrincipioAtivo: pick(words),
      descricao: `Produto sintético ${i}.`,
      informacoes_nutricionais: "",
      dados_tecnicos: { ean13: barra },
      indicacoes: "",
      composicao: "",
    };
    if (imageRoll < 0.8) {
      row.Imagens = [
        ...(random() < 0.1 ? [{}] : []),
        {
          Caminho: `/img/produtos/${code}-1.webp`,
          NomeArquivo: `${code}-1.webp`,
          Adicional: false,
          Principal: true,
        },
      ];
    } else if (imageRoll < 0.9) row.Imagem = `${code}.webp`;
    else if (imageRoll < 0.95) row.UrlImagem = `/img/produtos/${code}.webp`;
    produtos.push(row);
    if (random() < 0.005) produtos.push({ ...row, Nome: `${name} (duplicado)` });

    if (random() < 0.12) continue; // about 12 % of products without a sheet, like the bundled data
    if (type === "Suplemento") {
      const value = () => (random() < 0.02 ? "NULL" : String(Math.round(random() * 50)).replace(".", ","));
      const attributes = MANDATORY_NUTRIENTS.map((n, k) => ({
        Campo: n.name,
        Valor: value(),
        OrdemDeExibicao: k + 1,
      }));
      suplementos.push({
        EAN13: barra,
        EAN_14: ean14(barra),
        [random() < 0.2 ? "Nome_do_Produto" : "NomeDoProduto"]: name,
        Ingredientes: "Ingrediente sintético. NÃO CONTÉM GLÚTEN.",
        Indicacoes: random() < 0.1 ? "-" : "Linha 1.\nLinha 2.",
        Apresentacao: "Pote",
        Conteudo: "60 cápsulas",
        Marca: brand,
        Sabor: "Sem sabor",
        NCM: "2106.90.30",
        CEST: "17.999.00",
        TabelaNutricional: [
          { Porcao: "5 g", Atributos: attributes },
          { Porcao: "%VD*", Atributos: attributes.map((a) => ({ ...a, Valor: "**" })) },
        ],
      });
    } else if (type === "Medicamento") {
      medicamentos.push({
        EAN_13: barra,
        Produto: name,
        Composicao: "Sintético.",
        Indicacoes: "Sintético.",
        ModoDeUso: "Uso oral.",
      });
    } else {
      const twoCodes = random() < 0.1;
      cosmeticos.push({
        EAN13: twoCodes ? `${barra} / ${ean13(count + i + 1)}` : barra,
        Produto: name,
        Apresentacao: "Frasco",
        [random() < 0.2 ? "ConteudoLiquido" : "Conteudo"]: "200 ml",
        [random() < 0.2 ? "ModoDeUsar" : "ModoDeUso"]: "Aplique na pele.",
        Indicacoes: random() < 0.5 ? ["Linha 1.", "Linha 2."] : "Linha 1.\nLinha 2.",
        Ingredientes: "Aqua, Glycerin.",
        Marca: random() < 0.05 ? "-" : brand,
        NCM: "3304.99.90",
      });
    }
  }
  return { produtos: { PRODUTOS: produtos }, suplementos, cosmeticos, medicamentos };
}
