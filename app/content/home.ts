/** Copy and figures of the home page (product rules §2 "Home"). Facts agree with product rules §9 and app/content/about.ts. */
import { sceneImage } from "./scenes";

/** An image we ship, with the intrinsic size the markup needs to reserve its box. */
export interface ImageAsset {
  src: string;
  /** Empty only when the image adds nothing a text beside it does not already say. */
  alt: string;
  width: number;
  height: number;
  /** Other widths of the same image and the box it is laid out in (app/content/scenes.ts). */
  srcSet?: string;
  sizes?: string;
}

/** A figure that counts up from 0 on the client; the server renders `value` as is. */
export interface CounterFigure {
  value: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
  /** The suffix while the counter shows 1 ("1 milhão", never "1 milhões"). */
  suffixOne?: string;
  label: string;
  /** What a screen reader hears instead of the animated digits. */
  spoken: string;
}

export const heroContent = {
  eyebrow: "Indústria de suplementos, cosméticos e medicamentos",
  title: "Saúde que se fabrica com ciência e cuidado",
  intro:
    "Desenvolvemos e fabricamos suplementos alimentares, cosméticos, perfumaria e medicamentos isentos de prescrição em São José dos Campos, para a sua marca e para as nossas.",
  productsCta: { label: "Conheça nossos produtos", href: "/#produtos" },
  unitsCta: { label: "Unidades de negócio", href: "/unidades-negocio" },
  scrollLabel: "Descer para as unidades",
  pauseLabel: "Pausar o vídeo de fundo",
  playLabel: "Reproduzir o vídeo de fundo",
  video: { webm: "/media/hero.webm", mp4: "/media/hero.mp4" },
  poster: {
    src: "/media/hero-poster.webp",
    srcSet: "/media/hero-poster-768.webp 768w, /media/hero-poster.webp 1280w",
    width: 1280,
    height: 720,
  },
} as const;

export const unitsContent = {
  eyebrow: "Unidades de negócio",
  title: "Três fábricas, um mesmo padrão de qualidade",
  intro:
    "Cada unidade tem linhas, equipes e controles próprios, para que a sua marca ganhe escala sem abrir mão da segurança.",
  cards: [
    {
      id: "suplementos",
      title: "Suplementos",
      text: "Vitaminas, minerais, proteínas e compostos em cápsulas, comprimidos, pós e líquidos.",
    },
    {
      id: "cosmeticos",
      title: "Cosméticos",
      text: "Cuidados com a pele, os cabelos e o corpo, perfumaria e repelentes.",
    },
    {
      id: "farmaceutica",
      title: "Farmacêutica",
      text: "Medicamentos isentos de prescrição, como analgésicos e antigases, sob as Boas Práticas de Fabricação.",
    },
  ],
  cardLinkLabel: "Conhecer a unidade",
  historyLink: { label: "Conheça a nossa história", href: "/quem-somos" },
  valuesLabel: "Nossos valores",
  values: ["Ética", "Integridade", "Qualidade", "Inovação"],
  pauseValuesLabel: "Pausar a faixa de valores",
} as const;

export const aboutContent = {
  eyebrow: "Sobre a Convale",
  title: "Desde 2011 transformando ciência em produtos de saúde",
  blocks: [
    {
      title: "Missão",
      text: "Desenvolver e fabricar produtos de saúde e bem-estar seguros e eficazes, que ajudem nossos parceiros a crescer e as pessoas a viver melhor.",
    },
    {
      title: "Visão",
      text: "Ser a indústria parceira de referência em marca própria no Brasil, com presença crescente no mercado americano.",
    },
    {
      title: "Valores",
      text: "Ética, integridade, qualidade e inovação em cada etapa, do desenvolvimento da fórmula à entrega.",
    },
  ],
  image: sceneImage(
    "fabricas",
    "Ilustração das três fábricas da Convale, de suplementos, cosméticos e farmacêutica, vistas do pátio.",
  ),
  counters: [
    { value: 10, suffix: "+", label: "anos de história", spoken: "Mais de 10 anos de história" },
    { value: 3, label: "fábricas", spoken: "3 fábricas" },
    { value: 400, prefix: "~", label: "colaboradores", spoken: "Cerca de 400 colaboradores" },
    {
      value: 7.9,
      decimals: 1,
      suffix: " mil m²",
      label: "de área construída",
      spoken: "7,9 mil metros quadrados de área construída",
    },
  ] satisfies CounterFigure[],
} as const;
