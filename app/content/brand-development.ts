import { capacityContent, developmentContent } from "./home-below";

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
  // Issue 36: the catalogue's nutrition tables are Brazilian label text; a product for the US is specified anew.
  // Sources: 21 CFR 101.36 (the "Supplement Facts" panel) and 21 CFR 1.225 (food facility registration), cited in
  // docs/decisions/140-english-brief.md.
  usMarketTitle: "Para vender nos Estados Unidos",
  usMarket:
    "Um produto para os Estados Unidos precisa de uma especificação própria para o mercado americano: não convertemos a tabela nutricional brasileira. Nós desenvolvemos essa especificação com você, incluindo o painel Supplement Facts dos suplementos (21 CFR 101.36) e o registro da fábrica na FDA como estabelecimento de alimentos (food facility registration).",
  termsNote:
    "Pedidos mínimos e prazos por forma estão no alto desta página; o preço, e os números confirmados para o seu produto, vêm na proposta, depois que entendermos o seu projeto.",
  formTitle: "Solicite um orçamento",
  formIntro:
    "Preencha o briefing abaixo. Os campos marcados como opcionais podem ficar em branco; o restante nos permite responder já com uma proposta.",
  metaTitle: "Desenvolvimento de marca própria",
  metaDescription:
    "Suplementos, cosméticos e medicamentos isentos de prescrição com a sua marca: pedido mínimo, prazos e condições de white label e private label. Envie o briefing e receba um orçamento.",
  privacyPurpose:
    "Usamos os dados da empresa e os seus (nome, cargo, e-mail e telefone) somente para preparar e enviar o orçamento que você pediu. Não enviamos publicidade.",
} as const;

export type BrandDevelopmentPage = typeof brandDevelopmentPage;
