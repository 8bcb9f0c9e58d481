/** Copy of /sustentabilidade. The 8h–22h collection-point hours are a product rules §9 fact. */
import { sceneImage } from "./scenes";

export const sustainabilityPage = {
  meta: {
    title: "Sustentabilidade",
    description:
      "Sustentabilidade e logística reversa na Convale: pontos de coleta em farmácias, embalagens e eficiência nas fábricas.",
  },
  eyebrow: "Compromisso com o futuro",
  title: "Sustentabilidade",
  intro: "Produzir saúde também é cuidar do ambiente em que vivemos, do insumo ao descarte da embalagem.",
  commitment: {
    title: "Nossas práticas",
    image: sceneImage(
      "coleta-seletiva",
      "Ilustração da coleta seletiva na fábrica: coletores de papel, plástico, metal e vidro, fardos de papelão e um reservatório de água de reúso.",
    ),
    practices: [
      {
        title: "Eficiência nas fábricas",
        text: "Monitoramos o consumo de água e energia das três unidades e reaproveitamos a água dos processos de limpeza sempre que possível.",
      },
      {
        title: "Embalagens mais leves",
        text: "Desenvolvemos embalagens recicláveis e com menos material, sem perder a proteção que o produto exige.",
      },
      {
        title: "Resíduos bem destinados",
        text: "Separamos e enviamos os resíduos industriais a empresas licenciadas, com registro de cada destinação.",
      },
    ],
  },
  reverseLogistics: {
    title: "Logística reversa",
    text: "Medicamentos vencidos ou que você não usa mais não devem ir para o lixo comum nem para o esgoto. Leve-os a um ponto de coleta: nós cuidamos do descarte correto.",
    steps: [
      "Separe os medicamentos vencidos ou sem uso, com ou sem a caixa.",
      "Leve-os a uma farmácia parceira com ponto de coleta.",
      "Deposite-os no coletor: nós garantimos a destinação ambientalmente correta.",
    ],
    hoursTitle: "Pontos de coleta em farmácias",
    hours: "Os pontos de coleta nas farmácias parceiras funcionam das 8h às 22h.",
    findLink: "Encontre um ponto de coleta por cidade ou CEP",
  },
} as const;
