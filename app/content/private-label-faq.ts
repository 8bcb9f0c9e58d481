import { formTerms, otcMedicineTerms, stagesTotal, thousands, weeksText } from "./private-label-terms";

/**
 * What the client provides and receives, samples, formula ownership and payment, and the questions prospects ask
 * before a brief (issue 33). Figures in the answers are read from the terms module, so the two cannot disagree.
 */

const minimums = [...Object.values(formTerms), otcMedicineTerms].map((t) => t.minimumOrder.quantity);
const lowest = Math.min(...minimums);
const highest = Math.max(...minimums);
const whiteLabelTotal = weeksText(stagesTotal("whiteLabel"));
const privateLabelTotal = weeksText(stagesTotal("privateLabel"));

export const exchange = {
  title: "O que você envia e o que recebe",
  provides: {
    title: "Você envia",
    items: [
      "O briefing: público, benefícios desejados, preço-alvo e quantidades",
      "A marca e a arte do rótulo e do cartucho (ou a identidade visual, para adaptarmos)",
      "Os dados da empresa (CNPJ, endereço, atendimento ao consumidor) para o contrato e o rótulo",
      "As aprovações: da proposta, da amostra e da prova final da arte",
    ],
  },
  receives: {
    title: "Você recebe",
    items: [
      "Amostras para aprovação e a ficha técnica do produto",
      "A arte revisada com os textos legais, advertências e tabela nutricional que a categoria exige",
      "O dossiê regulatório do produto: fórmula, especificações, estabilidade e laudos",
      "A notificação ou o registro na Anvisa, feitos por nós",
      "Cada lote com certificado de análise e nota fiscal, paletizado e pronto para envio",
      "Treinamento da sua equipe de vendas sobre o produto",
    ],
  },
} as const;

export const policies = [
  {
    id: "amostras",
    title: "Amostras",
    text: "Amostras do portfólio (white label) são gratuitas, até três produtos por projeto. No private label, a taxa de desenvolvimento inclui até duas rodadas de ajuste da amostra e é descontada integralmente do primeiro pedido.",
  },
  {
    id: "formula",
    title: "Propriedade da fórmula",
    text: "No white label a fórmula é nossa e a marca é sua. No private label a fórmula desenvolvida para você é exclusiva da sua marca e sua por contrato: não a oferecemos a outra empresa e, quitados os pedidos, entregamos a composição se você quiser produzir em outro lugar.",
  },
  {
    id: "pagamento",
    title: "Pagamento",
    text: "Primeiro pedido: 50% na confirmação, para a compra de insumos e embalagens, e 50% na liberação do lote. Pedidos seguintes: boleto para 28 dias da nota fiscal, após análise de crédito. Frete por sua conta a partir de São José dos Campos (SP) ou cotado por nós.",
  },
] as const;

export interface FaqEntry {
  question: string;
  answer: string;
}

export const faq: readonly FaqEntry[] = [
  {
    question: "Qual é o pedido mínimo?",
    answer: `Depende da forma do produto: de ${thousands(lowest)} a ${thousands(highest)} unidades por item (cada sabor, fragrância ou versão), conforme as condições por forma no alto desta página. Pedidos seguintes têm o mesmo mínimo.`,
  },
  {
    question: "Quanto tempo leva até o primeiro lote?",
    answer: `No white label, de ${whiteLabelTotal}, porque o produto já existe. No private label, de ${privateLabelTotal}, conforme a fórmula, os testes e a embalagem. Os prazos correm a partir da aprovação da proposta.`,
  },
  {
    question: "Qual é a diferença entre white label e private label?",
    answer:
      "White label é um produto que já fabricamos, com fórmula e documentação prontas, vendido com a sua marca. Private label é uma fórmula desenvolvida só para a sua marca, com sabor, aroma, textura e embalagem definidos com você.",
  },
  {
    question: "Vocês cuidam da notificação ou do registro na Anvisa?",
    answer:
      "Sim. Preparamos o dossiê regulatório e fazemos a notificação ou o registro que a categoria exige. Suplementos e a maior parte dos cosméticos são notificados; protetores solares e repelentes são registrados, e o tempo de análise da Anvisa corre à parte.",
  },
  {
    question: "Preciso ter empresa aberta e marca registrada?",
    answer:
      "Você precisa de um CNPJ ativo, porque o rótulo e o contrato levam os dados da empresa. A marca pode estar em processo de registro; se ainda não tem marca, orientamos os primeiros passos.",
  },
  {
    question: "As amostras são cobradas?",
    answer:
      "Amostras de produtos do portfólio são gratuitas, até três por projeto. No private label, a taxa de desenvolvimento cobre até duas rodadas de ajuste e é descontada do primeiro pedido.",
  },
  {
    question: "A fórmula fica sendo minha?",
    answer:
      "No private label, sim: ela é exclusiva da sua marca e sua por contrato. No white label a fórmula continua nossa, e a marca, a arte e o cadastro dos clientes são seus.",
  },
  {
    question: "Posso fazer vários sabores ou fragrâncias no mesmo pedido?",
    answer:
      "Pode. O pedido mínimo vale para cada item, e itens da mesma forma podem dividir a mesma entrega.",
  },
  {
    question: "Posso fornecer a minha própria embalagem?",
    answer:
      "Sim, desde que ela seja aprovada pelo nosso controle de qualidade e chegue antes da produção. Nesse caso o prazo conta a partir da entrega das embalagens.",
  },
  {
    question: "Como é o pagamento?",
    answer:
      "No primeiro pedido, metade na confirmação e metade na liberação do lote. Nos seguintes, boleto para 28 dias da nota fiscal, após análise de crédito.",
  },
];
