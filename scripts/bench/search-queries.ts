// The relevance query set (run by search-relevance.test.ts in `npm test`, printed by `npm run bench:search`): what
// visitors type, each with the products (by Produto_codigo) that would satisfy them; a query counts as a hit at k
// when any of them is in the top k.
// Groups: everyday words, brands, active ingredients, complaints a product treats, typos, codes, and diets asked in
// words ("sem lactose": the products whose label says "NÃO CONTÉM LACTOSE.", never a deodorant "sem alumínio").

export interface RelevanceQuery {
  group: "palavra" | "marca" | "ativo" | "queixa" | "erro" | "codigo" | "dieta";
  q: string;
  expected: string[];
  /** For brand queries: any product whose readable name starts with this brand is right, too. */
  brand?: string;
  /** Products that must rank below every expected product found in the top 10 (a near miss visitors noticed). */
  ranksAbove?: string[];
}

const SHAMPOOS = ["20001", "20005", "20006", "20009", "20013", "20015", "20052", "20501", "20503", "20514"];
const CONDITIONERS = ["20002", "20007", "20010", "20014", "20016", "20502"];
const SUNSCREENS = ["20033", "20035", "20036", "20037", "20510", "20511"];
const SOAPS = ["20040", "20042", "20043", "20044", "20046", "20053", "20512", "20513"];
const COLOGNES = ["30001", "30002", "30003", "30004", "30006", "30007", "30008", "30009", "30010", "30011"];
const D3 = ["10001", "10002", "10016", "10017", "10507"];
const VIT_C = ["10003", "10004", "10015", "10502"];
const PARACETAMOL = ["40001", "40002", "40003"];
const COLLAGEN = ["10026", "10027", "10030", "10043", "10044", "10047", "10501"];
const WHEY = ["10065", "10066", "10067", "10503"];
const CREATINE = ["10068", "10069", "10509"];
const OMEGA = ["10031", "10032", "10046", "10510"];
const PROBIOTICS = ["10053", "10054", "10055", "10056"];
const FIBRES = ["10050", "10051", "10052", "10056", "10062", "10504"];
const DEODORANTS = ["20047", "20048", "20507"];
// Diets as the supplement sheets state them (data/raw/suplementos.json, "Ingredientes" capitals).
const LACTOSE_FREE = [
  "10001 10002 10005 10007 10008 10010 10011 10012 10013 10016 10018 10019",
  "10020 10024 10025 10029 10030 10031 10032 10033 10034 10036 10038 10039",
  "10042 10045 10048 10049 10050 10051 10057 10504 10506 10507 10508 10510",
].flatMap((line) => line.split(" "));
const WITH_LACTOSE = ["10059", "10060", "10065", "10066", "10067", "10072", "10503", "10505"];
const WITH_GLUTEN = ["10072", "10503"];
const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
// Every supplement but the protein bar and the cookies whey says "NÃO CONTÉM GLÚTEN.".
const GLUTEN_FREE = [...codes(10001, 10074), ...codes(10501, 10510)].filter((c) => !WITH_GLUTEN.includes(c));
const SPLASH = ["30016", "30018", "30020", "30021", "30022", "30023", "30025", "30026", "30032", "30451"];

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Everyday words
  { group: "palavra", q: "shampoo", expected: SHAMPOOS },
  { group: "palavra", q: "xampu", expected: SHAMPOOS },
  { group: "palavra", q: "condicionador", expected: CONDITIONERS },
  { group: "palavra", q: "protetor solar", expected: SUNSCREENS },
  { group: "palavra", q: "sabonete", expected: SOAPS },
  { group: "palavra", q: "sabonete liquido", expected: ["20044", "20046", "20053", "20513"] },
  { group: "palavra", q: "colônia", expected: COLOGNES },
  { group: "palavra", q: "perfume", expected: [...COLOGNES, ...SPLASH] },
  { group: "palavra", q: "desodorante", expected: DEODORANTS },
  { group: "palavra", q: "antitranspirante", expected: ["20047", "20048"] },
  { group: "palavra", q: "máscara capilar", expected: ["20003", "20011", "20017"] },
  { group: "palavra", q: "creme para pentear", expected: ["20008"] },
  { group: "palavra", q: "hidratante corporal", expected: ["20021", "20022", "20024", "20515"] },
  { group: "palavra", q: "creme para as mãos", expected: ["20026", "20451"] },
  // Vitamina E (10012, "d-alfa-tocoferol") once ranked second, above every D3.
  { group: "palavra", q: "vitamina d", expected: D3, ranksAbove: ["10012"] },
  { group: "palavra", q: "vitamina c", expected: VIT_C },
  { group: "palavra", q: "colágeno", expected: COLLAGEN },
  { group: "palavra", q: "whey", expected: WHEY },
  { group: "palavra", q: "creatina", expected: CREATINE },
  { group: "palavra", q: "omega 3", expected: OMEGA },
  { group: "palavra", q: "probiótico", expected: PROBIOTICS },
  { group: "palavra", q: "fibras", expected: FIBRES },
  { group: "palavra", q: "body splash", expected: SPLASH },
  { group: "palavra", q: "repelente", expected: ["20039"] },
  {
    group: "palavra",
    q: "kit",
    expected: ["20056", "20057", "20058", "20059", "20060", "20061", "20062", "10501"],
  },
  { group: "palavra", q: "pós sol", expected: ["20453", "20059"] },
  { group: "palavra", q: "barba", expected: ["20049", "20050", "20452", "20060"] },
  { group: "palavra", q: "anticaspa", expected: ["20052"] },
  { group: "palavra", q: "cachos", expected: ["20006", "20007", "20008", "20058"] },
  { group: "palavra", q: "shampoo infantil", expected: ["20503"] },
  { group: "palavra", q: "multivitaminico", expected: ["10011", "10045", "10014", "10038", "10042"] },
  { group: "palavra", q: "remédio", expected: [...PARACETAMOL, "40004"] },
  { group: "palavra", q: "gotas", expected: ["10002", "10009", "10055", "40001"] },
  { group: "palavra", q: "sérum", expected: ["20027", "20028", "20031", "20509"] },
  { group: "palavra", q: "shake", expected: ["10059", "10060", "10505"] },
  { group: "palavra", q: "protetor labial", expected: ["20511"] },
  { group: "palavra", q: "água micelar", expected: ["20030"] },
  { group: "palavra", q: "pré treino", expected: ["10074"] },
  // Brands
  { group: "marca", q: "le blue", brand: "le blue", expected: ["20001", "20002", "20003", "20005", "20006"] },
  { group: "marca", q: "vitacon", brand: "vitacon", expected: ["10001", "10002", "10003", "10004", "10005"] },
  {
    group: "marca",
    q: "concare",
    brand: "concare",
    expected: ["20024", "20026", "20027", "10024", "10025", "10026"],
  },
  { group: "marca", q: "summer vita", brand: "summer vita", expected: SUNSCREENS },
  { group: "marca", q: "mcg", brand: "mcg", expected: ["20040", "20042", "10065", "10066", "10068"] },
  {
    group: "marca",
    q: "calciocon",
    brand: "calciocon",
    expected: ["10018", "10019", "10020", "10021", "10022", "10023"],
  },
  { group: "marca", q: "conlife", brand: "conlife", expected: ["10031", "10032", "10033", "10034", "10035"] },
  { group: "marca", q: "digescon", brand: "digescon", expected: ["10050", "10051", "10052", "10053"] },
  { group: "marca", q: "reduzcon", brand: "reduzcon", expected: ["10058", "10059", "10060", "10061"] },
  { group: "marca", q: "farmacon", brand: "farmacon", expected: [...PARACETAMOL, "40004"] },
  { group: "marca", q: "pantol", brand: "pantol", expected: ["20015", "20016", "20017", "20018", "20019"] },
  {
    group: "marca",
    q: "le blue men",
    brand: "le blue men",
    expected: ["20049", "20050", "20052", "30010", "30011"],
  },
  {
    group: "marca",
    q: "conlife gold",
    brand: "conlife gold",
    expected: ["10043", "10044", "10045", "10046", "10047"],
  },
  // Active ingredients
  { group: "ativo", q: "paracetamol", expected: PARACETAMOL },
  { group: "ativo", q: "simeticona", expected: ["40004"] },
  { group: "ativo", q: "colecalciferol", expected: D3 },
  { group: "ativo", q: "pantenol", expected: ["20001", "20015", "20016", "20017", "20018"] },
  { group: "ativo", q: "niacinamida", expected: ["20027", "20061"] },
  { group: "ativo", q: "ácido hialurônico", expected: ["20028", "10027", "10047"] },
  { group: "ativo", q: "biotina", expected: ["10024", "10029", "10508"] },
  { group: "ativo", q: "ureia", expected: ["20024", "20026", "20508"] },
  { group: "ativo", q: "óleo de argan", expected: ["20009", "20010", "20011", "20019", "20062"] },
  { group: "ativo", q: "magnésio", expected: ["10010", "10035", "10048"] },
  { group: "ativo", q: "zinco", expected: ["10007", "10015", "10508", "10039"] },
  { group: "ativo", q: "ferro", expected: ["10008", "10009"] },
  { group: "ativo", q: "retinol", expected: ["20509"] },
  { group: "ativo", q: "cafeína", expected: ["10058"] },
  { group: "ativo", q: "psyllium", expected: ["10051", "10062"] },
  { group: "ativo", q: "lactase", expected: ["10057"] },
  { group: "ativo", q: "metilcobalamina", expected: ["10006"] },
  { group: "ativo", q: "ácido fólico", expected: ["10013"] },
  // Complaints a product treats
  { group: "queixa", q: "dor de cabeça", expected: PARACETAMOL },
  { group: "queixa", q: "febre", expected: PARACETAMOL },
  { group: "queixa", q: "gases", expected: ["40004"] },
  { group: "queixa", q: "cólica", expected: [...PARACETAMOL, "40004"] },
  { group: "queixa", q: "cabelo seco", expected: ["20001", "20002", "20003"] },
  { group: "queixa", q: "caspa", expected: ["20052"] },
  { group: "queixa", q: "pele oleosa", expected: ["20029"] },
  { group: "queixa", q: "imunidade", expected: ["10039", "10040", "10015"] },
  { group: "queixa", q: "intestino", expected: [...PROBIOTICS, ...FIBRES] },
  { group: "queixa", q: "ossos", expected: ["10018", "10019", "10020", "10001"] },
  { group: "queixa", q: "mosquito", expected: ["20039"] },
  { group: "queixa", q: "intolerância à lactose", expected: ["10057"] },
  // Typos
  { group: "erro", q: "paracetamo", expected: PARACETAMOL },
  { group: "erro", q: "paracetamou", expected: PARACETAMOL },
  { group: "erro", q: "shampo", expected: SHAMPOOS },
  { group: "erro", q: "condicionadr", expected: CONDITIONERS },
  { group: "erro", q: "colageno", expected: COLLAGEN },
  { group: "erro", q: "creatna", expected: CREATINE },
  { group: "erro", q: "vitamna c", expected: VIT_C },
  { group: "erro", q: "protetor solat", expected: SUNSCREENS },
  { group: "erro", q: "sabonte", expected: SOAPS },
  { group: "erro", q: "simeticone", expected: ["40004"] },
  { group: "erro", q: "probiotco", expected: PROBIOTICS },
  // Codes
  { group: "codigo", q: "7897412100014", expected: ["10001"] },
  { group: "codigo", q: "7897412400039", expected: ["40003"] },
  { group: "codigo", q: "17897412100066", expected: ["10006"] },
  { group: "codigo", q: "7897412200011", expected: ["20001"] },
  { group: "codigo", q: "LB-SH-HP300", expected: ["20001"] },
  { group: "codigo", q: "fc-pct500-20", expected: ["40002"] },
  { group: "codigo", q: "VC-D3", expected: D3 },
  { group: "codigo", q: "MCG-WPC", expected: WHEY },
  // Diets asked in words: the products whose sheet says so come first, above any that contain it.
  { group: "dieta", q: "sem lactose", expected: LACTOSE_FREE, ranksAbove: [...WITH_LACTOSE, ...DEODORANTS] },
  { group: "dieta", q: "zero lactose", expected: LACTOSE_FREE, ranksAbove: WITH_LACTOSE },
  { group: "dieta", q: "sem glúten", expected: GLUTEN_FREE, ranksAbove: [...WITH_GLUTEN, ...DEODORANTS] },
  { group: "dieta", q: "sem gluten", expected: GLUTEN_FREE, ranksAbove: WITH_GLUTEN },
  { group: "dieta", q: "whey sem glúten", expected: ["10065", "10066", "10067"], ranksAbove: ["10503"] },
];
