import { capacityContent, developmentContent } from "./home";

/**
 * Copy of /desenvolvimento-de-marca. Figures come only from what the home page already states (capacityContent);
 * minimum orders and lead times per form are in private-label-terms.ts, shown above this copy.
 */

const stepText = (id: string) => developmentContent.steps.find((s) => s.id === id)?.description ?? "";
const capacityText = (title: string) => capacityContent.benefits.find((b) => b.title === title)?.text ?? "";

export const brandDevelopmentPage = {
  eyebrow: "Marca própria",
  title: "Desenvolvimento de marca",
  intro:
    "Suplementos, cosméticos e medicamentos isentos de prescrição com a sua marca, da fórmula à equipe de vendas treinada. Conte o que você precisa e o nosso time comercial prepara um orçamento.",
  cta: "Solicitar orçamento",
  audienceTitle: "Para quem é",
  audience: [
    "Redes de farmácias e drogarias que querem uma linha com a própria marca",
    "Marcas que querem lançar ou ampliar uma linha de suplementos ou cosméticos",
    "Distribuidores, clínicas e profissionais de saúde com marca própria",
    "Empresas que ainda não têm marca nem registro e precisam de orientação",
  ],
  modelsTitle: "White label ou private label?",
  models: [
    {
      title: "White label",
      text: "Você escolhe um produto que já fabricamos, com fórmula e documentação prontas, e ele sai com a sua marca e a sua embalagem. É o caminho mais curto até a prateleira.",
    },
    {
      title: "Private label",
      text: "Desenvolvemos uma fórmula exclusiva para a sua marca, com sabor, aroma, textura e embalagem definidos com você. Leva mais tempo e o produto é só seu.",
    },
  ],
  handlesTitle: "O que a Convale faz por você",
  handles: [
    { title: "Formulação", text: stepText("personalizacao") },
    { title: "Regulatório", text: stepText("regulatorio") },
    { title: "Produção", text: stepText("producao") },
    { title: "Entrega", text: stepText("entrega") },
    { title: "Treinamento", text: stepText("treinamento") },
  ],
  factsTitle: "Estrutura",
  facts: [
    capacityText("Capacidade produtiva"),
    capacityText("Infraestrutura"),
    `${capacityContent.claim.figure} ${capacityContent.claim.text}.`,
  ],
  termsNote:
    "Pedidos mínimos e prazos por forma estão no alto desta página; o preço, e os números confirmados para o seu produto, vêm na proposta, depois que entendermos o seu projeto.",
  formTitle: "Solicite um orçamento",
  formIntro:
    "Preencha o briefing abaixo. Os campos marcados como opcionais podem ficar em branco; o restante nos permite responder já com uma proposta.",
} as const;

export type BrandDevelopmentPage = typeof brandDevelopmentPage;
