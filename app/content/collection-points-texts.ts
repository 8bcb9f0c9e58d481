/** Copy of /sustentabilidade's collection-point sections (the points themselves: collection-points.ts). */
export const collectionTexts = {
  searchTitle: "Encontre um ponto de coleta",
  searchIntro:
    "Busque pela sua cidade ou pelo seu CEP (ou só pelos primeiros números dele): mostramos primeiro os pontos mais próximos.",
  cityLabel: "Cidade",
  cityHint: "Por exemplo, Taubaté.",
  /** After "Buscar", in the button. */
  cityButton: "por cidade",
  cepLabel: "CEP ou início do CEP",
  cepHint: "Por exemplo, 12245-000 ou 122.",
  cepButton: "por CEP",
  citiesTitle: "Cidades com pontos de coleta",
  showAll: "Ver todos os pontos de coleta",
  packagingBadge: "Recebe embalagens de cosméticos",
  collectedTitle: "O que levar ao ponto de coleta",
  medicines: {
    title: "Medicamentos",
    items: [
      "Medicamentos vencidos ou que você não usa mais: comprimidos, cápsulas, xaropes, gotas, pomadas e cremes.",
      "Na embalagem original: o comprimido no blister, o líquido no frasco bem fechado, a pomada na bisnaga.",
      "A caixa de papel e a bula podem ir junto ou para a reciclagem.",
      "Agulhas e seringas não vão no coletor de medicamentos: pergunte na farmácia como descartá-las.",
    ],
  },
  packaging: {
    title: "Embalagens dos nossos cosméticos",
    items: [
      "Frascos de xampu e condicionador, potes, bisnagas, válvulas pump e spray, vazios.",
      "Enxágue com um pouco de água, deixe secar e recoloque a tampa ou a válvula.",
      "Deposite na caixa de embalagens de cosméticos dos pontos marcados “Recebe embalagens de cosméticos”.",
      "Longe de um desses pontos? Embalagens vazias e limpas também podem ir para a coleta seletiva da sua cidade.",
    ],
  },
  hoursRule:
    "Todos os pontos recebem dentro da faixa das 8h às 22h; cada farmácia tem o seu horário, mostrado abaixo.",
} as const;
