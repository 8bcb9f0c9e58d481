/** Copy of /carreira. The openings live on an external recruiting site (site.careersUrl). */
import { sceneImage } from "./scenes";

export const careersPage = {
  meta: {
    title: "Carreira",
    description:
      "Trabalhe na Convale: vagas nas fábricas de suplementos, cosméticos e medicamentos em São José dos Campos.",
  },
  eyebrow: "Trabalhe conosco",
  title: "Carreira",
  intro: "Venha fazer parte de um time de cerca de 400 pessoas que fabrica saúde todos os dias.",
  why: {
    title: "Por que trabalhar na Convale",
    text: "Aqui você aprende com quem desenvolve e fabrica produtos de saúde há mais de dez anos, em três fábricas em São José dos Campos.",
    points: [
      "Oportunidades nas áreas de produção, qualidade, pesquisa, logística e administrativo",
      "Treinamento contínuo em Boas Práticas de Fabricação",
      "Ambiente ético, seguro e colaborativo",
      "Crescimento junto com uma empresa em expansão internacional",
    ],
    image: sceneImage(
      "equipe",
      "Ilustração de três colegas de jaleco e touca, vistos de costas, trabalhando no laboratório: na bancada de análises, conferindo um registro e no computador.",
    ),
  },
  openings: {
    title: "Vagas abertas",
    text: "Todas as vagas e o cadastro de currículo ficam no nosso site de recrutamento.",
    linkLabel: "Ver vagas no site de carreiras",
    newTab: "(abre em nova aba)",
  },
} as const;
