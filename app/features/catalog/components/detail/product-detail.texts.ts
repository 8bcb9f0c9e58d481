import { defineTexts } from "~/i18n/texts";
import type { DetailTabKey } from "../../detail/detail";
import type { ProductType } from "../../model/types";

/**
 * The texts around a product's detail (the tabs' content, shared by the dialog and the product page; issue 36).
 * The Portuguese tab labels, section titles and technical labels are the ones detail.ts and technical-rows.ts
 * compute, and the Portuguese pages keep showing those; the English ones are given here by the same keys. The
 * label's own text (ingredients, statements, nutrition table, leaflet) is never translated: on English pages it
 * is marked lang="pt-BR" under `labelNote` (label-block.tsx).
 */
export const productDetailTexts = defineTexts(
  {
    labelNote: "Texto do rótulo brasileiro (ANVISA), em português",
    tabs: {
      ingredients: "Ingredientes",
      indications: "Indicações",
      usage: "Modo de Usar",
      info: "Informações Gerais",
      nutritional: "Tabela Nutricional",
      technical: "Dados Técnicos",
    } satisfies Record<DetailTabKey, string>,
    composition: "Composição",
    tabsLabel: (name: string) => `Informações de ${name}`,
    directions: "Modo de usar",
    intendedFor: "Indicado para: ",
    statements: "Advertências",
    medicineSections: {
      advertencias: "Advertências",
      contraindicacoes: "Contraindicações",
      efeitosAdversos: "Efeitos adversos",
      cuidadosConservacao: "Cuidados de conservação",
      observacoes: "Observações",
    },
    /** detail.ts `informacoes` titles, by their Portuguese title. */
    infoTitles: {
      Descrição: "Descrição",
      Referência: "Referência",
      "Princípio ativo": "Princípio ativo",
      "Categoria regulatória": "Categoria regulatória",
    } as Record<string, string>,
    /** technical-rows.ts labels, by their Portuguese label. */
    technicalLabels: {
      Marca: "Marca",
      "Categoria regulatória": "Categoria regulatória",
      Apresentação: "Apresentação",
      Conteúdo: "Conteúdo",
      Sabor: "Sabor",
      "Forma farmacêutica": "Forma farmacêutica",
      Regularização: "Regularização",
      "EAN-13": "EAN-13",
      "DUN-14": "DUN-14",
      "Unidades por caixa": "Unidades por caixa",
      NCM: "NCM",
      CEST: "CEST",
      "Peso líquido": "Peso líquido",
      "Peso bruto": "Peso bruto",
      Validade: "Validade",
    } as Record<string, string>,
    /** detail-fields.ts `regulatoryCategory`, by product type. */
    regulatoryCategory: {
      Suplemento: "Suplemento alimentar (alimento notificado na Anvisa)",
      Cosmetico: "Cosmético (produto de higiene pessoal, cosmético ou perfume regularizado na Anvisa)",
      Perfumaria: "Perfume (produto de higiene pessoal, cosmético ou perfume regularizado na Anvisa)",
      Medicamento:
        "Medicamento de notificação simplificada (RDC Anvisa nº 576/2021), venda sem prescrição médica",
    } satisfies Record<ProductType, string>,
    notInformed: "Não informado",
    notApplicable: "Não se aplica",
    copy: (label: string) => `Copiar ${label}`,
    copied: (label: string, code: string) => `${label} ${code} copiado.`,
    copyFailed: (label: string) => `Não foi possível copiar; selecione o ${label} e copie.`,
  },
  {
    labelNote: "Brazilian label text (ANVISA), in Portuguese",
    tabs: {
      ingredients: "Ingredients",
      indications: "Indications",
      usage: "Directions",
      info: "General information",
      nutritional: "Nutrition table",
      technical: "Technical data",
    },
    composition: "Composition",
    tabsLabel: (name: string) => `Information on ${name}`,
    directions: "Directions",
    intendedFor: "Intended for: ",
    statements: "Label statements and warnings",
    medicineSections: {
      advertencias: "Warnings",
      contraindicacoes: "Contraindications",
      efeitosAdversos: "Adverse effects",
      cuidadosConservacao: "Storage",
      observacoes: "Notes",
    },
    infoTitles: {
      Descrição: "Description",
      Referência: "Reference",
      "Princípio ativo": "Active ingredient",
      "Categoria regulatória": "Regulatory category",
    },
    technicalLabels: {
      Marca: "Brand",
      "Categoria regulatória": "Regulatory category",
      Apresentação: "Package",
      Conteúdo: "Contents",
      Sabor: "Flavor",
      "Forma farmacêutica": "Dosage form",
      Regularização: "Registration",
      "EAN-13": "EAN-13",
      "DUN-14": "DUN-14",
      "Unidades por caixa": "Units per case",
      NCM: "NCM",
      CEST: "CEST",
      "Peso líquido": "Net weight",
      "Peso bruto": "Gross weight",
      Validade: "Shelf life",
    },
    regulatoryCategory: {
      Suplemento: "Dietary supplement (food product notified to ANVISA)",
      Cosmetico:
        "Cosmetic (personal hygiene, cosmetic or perfume product notified to or registered with ANVISA)",
      Perfumaria:
        "Perfume (personal hygiene, cosmetic or perfume product notified to or registered with ANVISA)",
      Medicamento:
        "Medicine under simplified notification (ANVISA RDC No. 576/2021), sold without a prescription",
    },
    notInformed: "Not stated",
    notApplicable: "Not applicable",
    copy: (label: string) => `Copy ${label}`,
    copied: (label: string, code: string) => `${label} ${code} copied.`,
    copyFailed: (label: string) => `Could not copy; select the ${label} and copy it.`,
  },
);
