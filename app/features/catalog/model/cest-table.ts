/**
 * The rows of the CEST table (Convênio ICMS 142/2018, Anexos IV, XIII, XVII and XX: segments 03, 13, 17 and 20)
 * whose NCM position can cover the goods this catalogue sells (NCM headings 1702, 1806, 1904, 2106, 2202, 3003, 3004,
 * 3303-3307, 3401, 3808), copied unchanged but for white space from the public table cited in decision 111.
 * One row per CEST/NCM pair; an NCM of fewer than 8 digits is a position covering every subitem under it.
 * A product NCM that no row covers has no CEST: "não se aplica" (tax-codes.ts). One row comes from the current
 * official text where the table held is older (03.015.00 under 2202.99.00, marked below).
 *
 * Heading 3808 (repellents) has no row: kept in the filter so that absence is a fact of the table, not of the filter.
 */

export interface CestRow {
  cest: string;
  /** NCM position, digits only (4 to 8). */
  ncm: string;
  description: string;
}

const row = (cest: string, ncm: string, description: string): CestRow => ({ cest, ncm, description });

export const CEST_ROWS: readonly CestRow[] = [
  row(
    "03.007.00",
    "22021000",
    "Águas minerais, potáveis ou naturais, gasosas ou não, inclusive gaseificadas ou aromatizadas artificialmente, refrescos",
  ),
  row(
    "03.008.00",
    "22029000",
    "Outras águas minerais, potáveis ou naturais, gasosas ou não, inclusive gaseificadas ou aromatizadas artificialmente",
  ),
  row(
    "03.009.00",
    "22029000",
    "Néctares de frutas e outras bebidas não alcoólicas prontas para beber, exceto isotônicos e energéticos",
  ),
  row("03.010.00", "2202", "Refrigerante em garrafa com capacidade igual ou superior a 600 ml"),
  row("03.011.00", "2202", "Demais refrigerantes"),
  row(
    "03.012.00",
    "21069010",
    'Xarope ou extrato concentrado destinados ao preparo de refrigerante em máquina "pré-mix"ou "post-mix"',
  ),
  row("03.013.00", "22029000", "Bebidas energéticas em embalagem com capacidade inferior a 600ml"),
  row("03.014.00", "22029000", "Bebidas energéticas em embalagem com capacidade igual ou superior a 600ml"),
  row(
    "03.015.00",
    "21069090",
    "Bebidas hidroeletrolíticas (isotônicas) em embalagem com capacidade inferior a 600ml",
  ),
  // Not in the table held: the current Convênio 142 Anexo III ties 03.015.00 to "2106.90 / 2202.99.00", and
  // 2202.90.00 (the old 22029000 above) was split in 2017; the official text wins (decision 111).
  row(
    "03.015.00",
    "22029900",
    "Bebidas hidroeletrolíticas (isotônicas) em embalagem com capacidade inferior a 600ml",
  ),
  row(
    "03.016.00",
    "21069090",
    "Bebidas hidroeletrolíticas (isotônicas) em embalagem com capacidade igual ou superior a 600ml",
  ),
  row("03.017.00", "22029000", "Bebidas prontas à base de mate ou chá"),
  row("03.018.00", "22029000", "Bebidas prontas à base de café"),
  row("03.019.00", "22021000", "Refrescos e outras bebidas prontas para beber à base de chá e mate"),
  row(
    "03.020.00",
    "22029000",
    "Bebidas alimentares prontas à base de soja, leite ou cacau, inclusive os produtos denominados bebidas lácteas",
  ),
  row("03.022.00", "22029000", "Cerveja sem álcool"),
  row("13.001.00", "3003", "Medicamentos de referência – positiva, exceto para uso veterinário"),
  row("13.001.00", "3004", "Medicamentos de referência – positiva, exceto para uso veterinário"),
  row("13.001.01", "3003", "Medicamentos de referência – negativa, exceto para uso veterinário"),
  row("13.001.01", "3004", "Medicamentos de referência – negativa, exceto para uso veterinário"),
  row("13.001.02", "3003", "Medicamentos de referência – neutra, exceto para uso veterinário"),
  row("13.001.02", "3004", "Medicamentos de referência – neutra, exceto para uso veterinário"),
  row("13.002.00", "3003", "Medicamentos genérico – positiva, exceto para uso veterinário"),
  row("13.002.00", "3004", "Medicamentos genérico – positiva, exceto para uso veterinário"),
  row("13.002.01", "3003", "Medicamentos genérico – negativa, exceto para uso veterinário"),
  row("13.002.01", "3004", "Medicamentos genérico – negativa, exceto para uso veterinário"),
  row("13.002.02", "3003", "Medicamentos genérico – neutra, exceto para uso veterinário"),
  row("13.002.02", "3004", "Medicamentos genérico – neutra, exceto para uso veterinário"),
  row("13.003.00", "3003", "Medicamentos similar – positiva, exceto para uso veterinário"),
  row("13.003.00", "3004", "Medicamentos similar – positiva, exceto para uso veterinário"),
  row("13.003.01", "3003", "Medicamentos similar – negativa, exceto para uso veterinário"),
  row("13.003.01", "3004", "Medicamentos similar – negativa, exceto para uso veterinário"),
  row("13.003.02", "3003", "Medicamentos similar – neutra, exceto para uso veterinário"),
  row("13.003.02", "3004", "Medicamentos similar – neutra, exceto para uso veterinário"),
  row("13.004.00", "3003", "Outros tipos de medicamentos – positiva, exceto para uso veterinário"),
  row("13.004.00", "3004", "Outros tipos de medicamentos – positiva, exceto para uso veterinário"),
  row("13.004.01", "3003", "Outros tipos de medicamentos – negativa, exceto para uso veterinário"),
  row("13.004.01", "3004", "Outros tipos de medicamentos – negativa, exceto para uso veterinário"),
  row("13.004.02", "3003", "Outros tipos de medicamentos – neutra, exceto para uso veterinário"),
  row("13.004.02", "3004", "Outros tipos de medicamentos – neutra, exceto para uso veterinário"),
  row(
    "17.002.00",
    "18063110",
    "Chocolates contendo cacau, em embalagens de conteúdo inferior ou igual a 1 kg",
  ),
  row(
    "17.002.00",
    "18063120",
    "Chocolates contendo cacau, em embalagens de conteúdo inferior ou igual a 1 kg",
  ),
  row(
    "17.003.00",
    "18063210",
    "Chocolate em barras, tabletes ou blocos ou no estado líquido, em pasta, em pó, grânulos ou formas semelhantes, em recipientes ou embalagens imediatas de conteúdo inferior ou igual a 2 kg",
  ),
  row(
    "17.003.00",
    "18063220",
    "Chocolate em barras, tabletes ou blocos ou no estado líquido, em pasta, em pó, grânulos ou formas semelhantes, em recipientes ou embalagens imediatas de conteúdo inferior ou igual a 2 kg",
  ),
  row(
    "17.004.00",
    "18069000",
    "Chocolates e outras preparações alimentícias contendo cacau, em embalagens de conteúdo inferior ou igual a 1 kg, excluídos os achocolatados em pó e ovos de páscoa de chocolate.",
  ),
  row("17.005.00", "18069000", "Ovos de páscoa de chocolate"),
  row("17.006.00", "18069000", "Achocolatados em pó, em embalagens de conteúdo inferior ou igual a 1 kg"),
  row(
    "17.007.00",
    "18069000",
    "Caixas de bombons contendo cacau, em embalagens de conteúdo inferior ou igual a 1 kg",
  ),
  row(
    "17.009.00",
    "18069000",
    "Bombons, balas, caramelos, confeitos, pastilhas e outros produtos de confeitaria, contendo cacau",
  ),
  row("17.043.00", "18063120", "Barra de cereais contendo cacau"),
  row("17.043.00", "18063220", "Barra de cereais contendo cacau"),
  row("17.043.00", "18069000", "Barra de cereais contendo cacau"),
  row("17.030.00", "19041000", "Produtos à base de cereais, obtidos por expansão ou torrefação"),
  row("17.030.00", "19049000", "Produtos à base de cereais, obtidos por expansão ou torrefação"),
  row("17.042.00", "19042000", "Barra de cereais"),
  row("17.042.00", "19049000", "Barra de cereais"),
  row("17.097.00", "21069090", "Chá, mesmo aromatizado"),
  row(
    "17.105.00",
    "1702",
    "Outros açúcares em embalagens de conteúdo inferior ou igual a 2 kg, exceto as embalagens contendo envelopes individualizados (sachês) de conteúdo inferior ou igual a 10 g",
  ),
  row(
    "17.105.01",
    "1702",
    "Outros açúcares, em embalagens de conteúdo superior a 2 kg e inferior ou igual a 5 kg",
  ),
  row("17.105.02", "1702", "Outros açúcares, em embalagens de conteúdo superior a 5 kg"),
  row("20.007.00", "33030010", "Perfumes (extratos)"),
  row("20.008.00", "33030020", "Águas-de-colônia"),
  row("20.009.00", "33041000", "Produtos de maquilagem para os lábios"),
  row("20.010.00", "33042010", "Sombra, delineador, lápis para sobrancelhas e rímel"),
  row("20.011.00", "33042090", "Outros produtos de maquilagem para os olhos"),
  row(
    "20.012.00",
    "33043000",
    "Preparações para manicuros e pedicuros, incluindo removedores de esmalte à base de acetona",
  ),
  row("20.013.00", "33049100", "Pós, incluídos os compactos, para maquilagem"),
  row("20.014.00", "33049910", "Cremes de beleza, cremes nutritivos e loções tônicas"),
  row(
    "20.015.00",
    "33049990",
    "Outros produtos de beleza ou de maquilagem preparados e preparações para conservação ou cuidados da pele, exceto as preparações solares e antisolares",
  ),
  row("20.016.00", "33049990", "Preparações solares e antisolares"),
  row("20.017.00", "33051000", "Xampus para o cabelo"),
  row("20.018.00", "33052000", "Preparações para ondulação ou alisamento, permanentes, dos cabelos"),
  row("20.019.00", "33053000", "Laquês para o cabelo"),
  row("20.020.00", "33059000", "Outras preparações capilares, incluindo máscaras e finalizadores"),
  row("20.021.00", "33059000", "Condicionadores"),
  row("20.022.00", "33059000", "Tintura para o cabelo"),
  row("20.026.00", "33071000", "Preparações para barbear (antes, durante ou após)"),
  row("20.027.00", "33072010", "Desodorantes (desodorizantes) corporais líquidos"),
  row("20.028.00", "33072010", "Antiperspirantes líquidos"),
  row("20.029.00", "33072090", "Outros desodorantes (desodorizantes) corporais"),
  row("20.030.00", "33072090", "Outros antiperspirantes"),
  row("20.031.00", "33073000", "Sais perfumados e outras preparações para banhos"),
  row("20.032.00", "33079000", "Outros produtos de perfumaria ou de toucador preparados"),
  row("20.033.00", "33079000", "Soluções para lentes de contato ou para olhos artificiais"),
  row("20.034.00", "34011190", "Sabões de toucador em barras, pedaços ou figuras moldados"),
  row(
    "20.035.00",
    "34011900",
    "Outros sabões, produtos e preparações, em barras, pedaços ou figuras moldados, inclusive lenços umedecidos",
  ),
  row("20.036.00", "34012010", "Sabões de toucador sob outras formas"),
  row(
    "20.037.00",
    "34013000",
    "Produtos e preparações orgânicos tensoativos para lavagem da pele, na forma de líquido ou de creme, acondicionados para venda a retalho, mesmo contendo sabão",
  ),
];
