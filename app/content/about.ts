/** Copy of /quem-somos. Every figure here is a product rules §9 company fact; keep them in step with app/content/home.ts. */
import { sceneImage } from "./scenes";

export const aboutPage = {
  meta: {
    title: "Quem somos",
    description:
      "Conheça a história da Convale desde 2011, nossa qualidade certificada e a expansão para o mercado americano.",
  },
  eyebrow: "Nossa história",
  title: "Quem somos",
  intro:
    "A Convale nasceu em 2011 como um laboratório em São José dos Campos e hoje fabrica suplementos, cosméticos e medicamentos para marcas de todo o Brasil.",
  history: {
    title: "Mais de 10 anos de história",
    paragraphs: [
      "Fundada em 2011 como um pequeno laboratório de análises e desenvolvimento, a Convale cresceu ao lado dos clientes que confiaram a ela as suas primeiras fórmulas.",
      "Hoje são três fábricas, cerca de 400 colaboradores e 7,9 mil m² de área construída, com mais de 430 SKUs ativos e mais de 300 produtos de marca própria desenvolvidos.",
    ],
    image: sceneImage(
      "controle-qualidade",
      "Ilustração do laboratório de controle de qualidade: um cromatógrafo líquido (HPLC), uma balança analítica e vidrarias na bancada, o certificado ISO 9001 emoldurado na parede.",
    ),
  },
  timelineTitle: "Linha do tempo",
  timeline: [
    {
      year: "2011",
      title: "Fundação",
      text: "A Convale começa como laboratório em São José dos Campos, desenvolvendo fórmulas para outras marcas.",
    },
    {
      year: "2015",
      title: "Primeira fábrica",
      text: "Inauguramos a unidade de suplementos alimentares e as primeiras linhas de marca própria.",
    },
    {
      year: "2018",
      title: "Cosméticos e perfumaria",
      text: "A segunda fábrica passa a produzir cosméticos, perfumaria e repelentes.",
    },
    {
      year: "2022",
      title: "Unidade farmacêutica",
      text: "A terceira fábrica começa a produzir medicamentos isentos de prescrição.",
    },
    {
      year: "2024",
      title: "Rumo aos Estados Unidos",
      text: "Iniciamos a expansão internacional, com produtos preparados para o mercado americano.",
    },
  ],
  factsTitle: "A Convale hoje",
  facts: [
    { figure: "2011", label: "ano de fundação, como laboratório" },
    { figure: "+10", label: "anos de experiência" },
    { figure: "3", label: "fábricas em São José dos Campos" },
    { figure: "~400", label: "colaboradores" },
    { figure: "7,9 mil m²", label: "de área construída" },
    { figure: "430+", label: "SKUs ativos" },
    { figure: "+300", label: "produtos de marca própria" },
  ],
  capacityTitle: "Capacidade produtiva mensal",
  capacity: [
    { unit: "Suplementos", figure: "1 milhão", label: "de unidades por mês" },
    { unit: "Cosméticos", figure: "1 milhão", label: "de unidades por mês" },
    { unit: "Farmacêutica", figure: "7 milhões", label: "de unidades por mês" },
  ],
  quality: {
    title: "Qualidade",
    text: "Qualidade, para nós, é um processo, não uma etapa final. Cada lote é documentado, analisado e liberado pela nossa equipe de garantia da qualidade antes de sair da fábrica.",
    points: [
      "Sistema de gestão da qualidade certificado pela ISO 9001",
      "Boas Práticas de Fabricação em todas as unidades",
      "Análise de matérias-primas e de produto acabado em laboratório próprio",
      "Rastreabilidade completa, lote a lote",
    ],
  },
  expansion: {
    title: "Expansão internacional",
    text: "Desde 2024 preparamos produtos, rótulos e processos para o mercado americano, levando a experiência de mais de uma década em marca própria a novos parceiros nos Estados Unidos.",
  },
} as const;
