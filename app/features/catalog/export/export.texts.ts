import { defineTexts } from "~/i18n/texts";

/**
 * The catalogue spreadsheet's own words, per language (export-rows.ts, export-xlsx.server.ts, the export route;
 * issue 36, decision 151). The columns are in the order of `exportRow`'s cells. An English file has English headers,
 * names, types, links and legend, commas between CSV cells (what a US spreadsheet reads); the content and shelf life
 * in English, with the weights in en-US (decisions 155 and 156); what the Brazilian label says in sentences
 * (directions, population) stays its Portuguese text, as on the English pages, and the legend says so.
 */
export const exportTexts = defineTexts(
  {
    columns: [
      "código",
      "nome",
      "marca",
      "tipo",
      "EAN-13",
      "DUN-14",
      "unidades por caixa",
      "NCM",
      "CEST",
      "conteúdo",
      "peso líquido",
      "peso bruto",
      "validade",
      "página",
      "ficha técnica",
      // Supplements' recommended daily dose and population (decision 113); empty for other products.
      "modo de usar",
      "indicado para",
    ],
    sheet: "Catálogo",
    legendSheet: "Legenda",
    legendHeader: ["coluna", "significado"],
    legend: [
      [
        "CEST",
        "vazio quando nenhum item da tabela CEST (Convênio ICMS 142/2018) cobre o NCM do produto: não se aplica. " +
          "Única exceção: a barra de proteína, cujo item está em definição (consulte o comercial).",
      ],
      ["DUN-14", "código da caixa de embarque; o primeiro dígito indica a quantidade de unidades por caixa."],
      [
        "conteúdo, peso líquido, peso bruto, validade, modo de usar, indicado para",
        "como no rótulo do produto (ANVISA).",
      ],
      ["ficha técnica", "PDF com os dados técnicos e do rótulo do produto, quando houver."],
    ],
    fileName: "catalogo-convale",
    /** Excel pt-BR reads ";" between cells (the comma is its decimal mark). */
    separator: ";",
    busy: "Muitas planilhas estão sendo geradas agora. Tente novamente em alguns segundos.\n",
  },
  {
    columns: [
      "code",
      "name",
      "brand",
      "type",
      "EAN-13",
      "DUN-14",
      "units per case",
      "NCM",
      "CEST",
      "content",
      "net weight",
      "gross weight",
      "shelf life",
      "page",
      "technical sheet",
      "directions",
      "intended for",
    ],
    sheet: "Catalog",
    legendSheet: "Legend",
    legendHeader: ["column", "meaning"],
    legend: [
      [
        "CEST",
        "Brazilian tax code; left blank when no entry in the CEST table (ICMS Agreement 142/2018) covers the " +
          "product's NCM: not applicable. Only exception: the protein bar, whose entry is still pending (ask our sales team).",
      ],
      ["DUN-14", "barcode of the shipping case; its first digit indicates the number of units per case."],
      [
        "content, net weight, gross weight, shelf life, directions, intended for",
        "the content and shelf life in English, with the weights in en-US numbers and units (30 sachets of 5 g, 1.8 kg, 300 mL, 24 months); the directions and who the product is intended for as printed on the Brazilian label (ANVISA), in Portuguese.",
      ],
      [
        "technical sheet",
        "a PDF of the product's technical data in English, with its Brazilian label text in Portuguese, where available.",
      ],
    ],
    fileName: "catalog-convale",
    separator: ",",
    busy: "Many spreadsheets are being generated right now. Please try again in a few seconds.\n",
  },
);
