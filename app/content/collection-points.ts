/**
 * Partner pharmacies with a collection point for /sustentabilidade. The pharmacies and their names are fictional
 * (no real chain); the cities, the street names' style and the CEP ranges are those of the real cities, so a
 * visitor's own CEP finds the nearest ones. Every point receives within the 8h–22h window of product rules §9;
 * collection-points-search.test.ts holds the data to that and to each city's CEP range.
 */

/** A day range and its hours, whole hours from 0 to 24. */
export interface OpeningHours {
  days: string;
  opens: number;
  closes: number;
}

export interface CollectionPoint {
  id: string;
  name: string;
  street: string;
  district: string;
  city: CollectionCity;
  /** "12345-678". */
  cep: string;
  hours: readonly OpeningHours[];
  /** Also has the box for our empty cosmetic packaging. */
  cosmeticPackaging: boolean;
}

/** The cities with points, as written; the search folds case and accents. */
export const collectionCities = [
  "Caçapava",
  "Caraguatatuba",
  "Guaratinguetá",
  "Jacareí",
  "Lorena",
  "Pindamonhangaba",
  "São José dos Campos",
  "São Paulo",
  "Taubaté",
] as const;

export type CollectionCity = (typeof collectionCities)[number];

/** The first five digits of each city's CEPs (Correios ranges), held against the data by the unit test. */
export const cityCepRanges: Readonly<Record<CollectionCity, readonly [number, number]>> = {
  Caçapava: [12280, 12299],
  Caraguatatuba: [11660, 11679],
  Guaratinguetá: [12500, 12524],
  Jacareí: [12300, 12349],
  Lorena: [12600, 12614],
  Pindamonhangaba: [12400, 12449],
  "São José dos Campos": [12200, 12248],
  "São Paulo": [1000, 5999],
  Taubaté: [12000, 12119],
};

/** The hours rule (product rules §9). */
export const COLLECTION_OPENS = 8;
export const COLLECTION_CLOSES = 22;

const week = (opens: number, closes: number): OpeningHours => ({ days: "Segunda a sábado", opens, closes });
const sunday = (opens: number, closes: number): OpeningHours => ({
  days: "Domingo e feriados",
  opens,
  closes,
});
const everyDay: readonly OpeningHours[] = [{ days: "Todos os dias", opens: 8, closes: 22 }];

/** Name, street and district; city and CEP. The id, for the page's anchors, is the CEP's digits. */
const point = (
  [name, street, district]: readonly [string, string, string],
  [city, cep]: readonly [CollectionCity, string],
  hours: readonly OpeningHours[],
  cosmeticPackaging = true,
): CollectionPoint => ({
  id: `ponto-${cep.replace("-", "")}`,
  name,
  street,
  district,
  city,
  cep,
  hours,
  cosmeticPackaging,
});

export const collectionPoints: readonly CollectionPoint[] = [
  point(
    ["Farmácia Ipê Amarelo", "Av. Cassiano Ricardo, 1210", "Jardim Aquarius"],
    ["São José dos Campos", "12246-870"],
    everyDay,
  ),
  point(
    ["Drogaria Colinas do Vale", "Rua Sete de Setembro, 388", "Centro"],
    ["São José dos Campos", "12210-260"],
    [week(8, 20), sunday(9, 13)],
  ),
  point(
    ["Farmácia Banhado Verde", "Av. Andrômeda, 2045", "Jardim Satélite"],
    ["São José dos Campos", "12230-001"],
    [week(8, 22), sunday(8, 14)],
  ),
  point(
    ["Botica Serra do Mar", "Rua Paraibuna, 512", "Vila Ema"],
    ["São José dos Campos", "12243-030"],
    [week(9, 21)],
    false,
  ),
  point(
    ["Farmácia Ponte do Paraíba", "Rua Barão de Jacareí, 214", "Centro"],
    ["Jacareí", "12327-170"],
    [week(8, 21), sunday(9, 13)],
  ),
  point(
    ["Drogaria Rio Comprido", "Av. Siqueira Campos, 1580", "Jardim Califórnia"],
    ["Jacareí", "12305-010"],
    everyDay,
  ),
  point(
    ["Farmácia Jequitibá", "Rua Lamartine Delamare, 96", "Jardim São José"],
    ["Jacareí", "12321-480"],
    [week(8, 20)],
    false,
  ),
  point(
    ["Farmácia Largo da Matriz", "Rua Visconde do Rio Branco, 402", "Centro"],
    ["Taubaté", "12020-040"],
    [week(8, 20), sunday(9, 13)],
  ),
  point(
    ["Drogaria Quiririm", "Av. Independência, 1780", "Independência"],
    ["Taubaté", "12031-001"],
    everyDay,
  ),
  point(
    ["Farmácia Sítio do Vale", "Av. Charles Schnneider, 930", "Parque Senhor do Bonfim"],
    ["Taubaté", "12062-350"],
    [week(8, 22), sunday(8, 18)],
  ),
  point(
    ["Farmácia Vila Paraíba", "Rua Capitão Carlos de Moura, 175", "Centro"],
    ["Caçapava", "12281-020"],
    [week(8, 20)],
  ),
  point(
    ["Drogaria Grota Funda", "Av. Brasil, 640", "Vila Antônio Augusto"],
    ["Caçapava", "12283-200"],
    [week(8, 21), sunday(9, 12)],
    false,
  ),
  point(
    ["Farmácia Mantiqueira Viva", "Rua dos Andradas, 230", "Centro"],
    ["Pindamonhangaba", "12400-320"],
    [week(8, 20), sunday(9, 13)],
  ),
  point(
    ["Drogaria Ribeirão Grande", "Av. Nossa Senhora do Bom Sucesso, 1450", "Bosque"],
    ["Pindamonhangaba", "12420-010"],
    everyDay,
  ),
  point(
    ["Farmácia Frei Galvão", "Rua Coronel Rodrigues Alves, 118", "Centro"],
    ["Guaratinguetá", "12500-020"],
    [week(8, 20)],
  ),
  point(
    ["Drogaria Campo do Galvão", "Av. Presidente Vargas, 760", "Pedregulho"],
    ["Guaratinguetá", "12515-020"],
    [week(8, 22), sunday(9, 18)],
  ),
  point(
    ["Farmácia Bicentenário", "Rua Viscondessa de Castro Lima, 305", "Centro"],
    ["Lorena", "12600-030"],
    [week(8, 20), sunday(9, 12)],
  ),
  point(
    ["Drogaria Vale do Sol", "Av. Peixoto de Castro, 1320", "Vila Passos"],
    ["Lorena", "12607-000"],
    [week(9, 21)],
    false,
  ),
  point(["Farmácia Beira-Mar", "Av. Rio Branco, 480", "Centro"], ["Caraguatatuba", "11660-000"], everyDay),
  point(
    ["Drogaria Ilha Bela Vista", "Av. José Herculano, 2100", "Indaiá"],
    ["Caraguatatuba", "11665-600"],
    [week(8, 22), sunday(8, 20)],
  ),
  point(["Farmácia Alameda Saúde", "Av. Paulista, 1842", "Bela Vista"], ["São Paulo", "01310-200"], everyDay),
  point(
    ["Drogaria Cantareira", "Rua Voluntários da Pátria, 2210", "Santana"],
    ["São Paulo", "02011-200"],
    [week(8, 22), sunday(9, 18)],
  ),
  point(
    ["Farmácia Largo do Tatuapé", "Rua Tuiuti, 1380", "Tatuapé"],
    ["São Paulo", "03081-000"],
    [week(8, 21)],
    false,
  ),
  point(
    ["Botica Ibirapuera", "Rua Domingos de Morais, 1560", "Vila Mariana"],
    ["São Paulo", "04010-100"],
    [week(8, 22), sunday(9, 20)],
  ),
  point(
    ["Farmácia Vila Madalena", "Rua Teodoro Sampaio, 1020", "Pinheiros"],
    ["São Paulo", "05405-100"],
    everyDay,
  ),
];
