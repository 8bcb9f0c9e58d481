/**
 * Copy and figures of the home's sections below the fold (product rules §2: science, numbers, capacity,
 * development). Apart from app/content/home.ts so they travel with the lazily loaded part of the page
 * (app/features/home/below-the-fold.tsx), not with its first screen's JavaScript.
 */
import type { CounterFigure, ImageAsset } from "./home";
import { type SceneName, sceneImage } from "./scenes";

/** A decorative word only (product rules §2); hidden from assistive technology. */
export const scienceWord = "ciência";

export const numbersContent = {
  title: "A Convale em números",
  figures: [
    { value: 430, suffix: "+", label: "SKUs ativos", spoken: "Mais de 430 SKUs ativos" },
    { value: 45, suffix: "+", label: "marcas e submarcas", spoken: "Mais de 45 marcas e submarcas" },
    { value: 50, suffix: "+", label: "linhas de produtos", spoken: "Mais de 50 linhas de produtos" },
    {
      value: 7,
      suffix: " milhões",
      suffixOne: " milhão",
      // The pharmaceutical plant's figure; with supplements and cosmetics (1 million each) the three plants make
      // 9 million a month, as /quem-somos and /unidades-negocio list them.
      label: "de unidades por mês na unidade farmacêutica",
      spoken: "7 milhões de unidades por mês de capacidade na unidade farmacêutica",
    },
  ] satisfies CounterFigure[],
} as const;

export type BenefitIcon = "factory" | "award" | "flask" | "badge" | "globe" | "ruler";

export const capacityContent = {
  eyebrow: "Potência e capacidade",
  title: "Estrutura completa para a sua marca crescer",
  benefits: [
    {
      icon: "factory",
      title: "Infraestrutura",
      text: "Três fábricas em São José dos Campos, com linhas dedicadas a suplementos, cosméticos e medicamentos.",
    },
    {
      icon: "award",
      title: "Expertise em marca própria",
      text: "Mais de dez anos desenvolvendo produtos private label e white label para marcas de todo o país.",
    },
    {
      icon: "flask",
      title: "Qualidade das matérias-primas",
      text: "Fornecedores qualificados e análise de cada lote de insumo antes de ele entrar na produção.",
    },
    {
      icon: "badge",
      title: "Certificação de referência",
      text: "Sistema de gestão da qualidade certificado pela ISO 9001 e processos auditados regularmente.",
    },
    {
      icon: "globe",
      title: "Expansão internacional",
      text: "Produtos e processos preparados para a expansão ao mercado americano.",
    },
    {
      icon: "ruler",
      title: "Capacidade produtiva",
      text: "Área total de 7,9 mil m² e, por mês, até 1 milhão de unidades em suplementos, 1 milhão em cosméticos e 7 milhões na farmacêutica.",
    },
  ] satisfies { icon: BenefitIcon; title: string; text: string }[],
  certificationsTitle: "Certificações e registros",
  certifications: [
    { id: "iso", name: "ISO 9001", text: "Gestão da qualidade certificada" },
    { id: "fda", name: "FDA", text: "Registro para o mercado americano" },
    { id: "selo-verde", name: "Selo Verde", text: "Compromisso com o meio ambiente" },
    { id: "anvisa", name: "Anvisa", text: "Fábricas autorizadas pela agência reguladora" },
  ],
  claim: { figure: "+300", text: "produtos de marca própria desenvolvidos e fabricados pela Convale" },
} as const;

export interface DevelopmentStep {
  id: string;
  tab: string;
  title: string;
  description: string;
  points: readonly [string, string, string, string];
  image: ImageAsset;
}

const stepImage = (name: SceneName, alt: string): ImageAsset => sceneImage(name, alt);

export const developmentContent = {
  eyebrow: "Desenvolvimento sob medida",
  title: "Do projeto ao treinamento da sua equipe de vendas",
  tabsLabel: "Etapas do desenvolvimento",
  steps: [
    {
      id: "projeto",
      tab: "Projeto",
      title: "Seu produto começa com um bom projeto",
      description:
        "Entendemos o seu público, o seu posicionamento e o seu orçamento para definir a fórmula, a embalagem e o modelo de parceria ideais.",
      points: [
        "White Label: produtos prontos com a sua marca",
        "Private Label: fórmula exclusiva para você",
        "Análise detalhada de mercado e de viabilidade",
        "Ajuda completa em todas as etapas",
      ],
      image: stepImage(
        "projeto",
        "Ilustração de uma pessoa de costas à mesa de projeto, diante de um quadro com o briefing e de amostras de frasco, bisnaga e pote.",
      ),
    },
    {
      id: "personalizacao",
      tab: "Personalização",
      title: "Cada detalhe com a cara da sua marca",
      description:
        "Ajustamos fórmula, sabor, cor, aroma e embalagem até o produto refletir exatamente o que a sua marca promete.",
      points: [
        "Métodos ágeis de desenvolvimento",
        "Acompanhamento constante do projeto",
        "Soluções corporativas sob medida",
        "Fórmula, aroma e embalagem à sua escolha",
      ],
      image: stepImage(
        "personalizacao",
        "Ilustração do mesmo frasco em quatro cores de marca, ao lado de um leque de cores e de amostras de aroma.",
      ),
    },
    {
      id: "aprovacao",
      tab: "Aprovação",
      title: "Você aprova antes de produzirmos",
      description:
        "Enviamos amostras e protótipos e ajustamos o que for preciso, com você participando de cada decisão.",
      points: [
        "Feedback a cada amostra",
        "Foco na sua satisfação",
        "Participação ativa nas decisões",
        "Aprovação formal antes da produção",
      ],
      image: stepImage(
        "aprovacao",
        "Ilustração de amostras do produto numa bandeja, ao lado do documento aprovado com um visto de confirmação.",
      ),
    },
    {
      id: "regulatorio",
      tab: "Regulatório",
      title: "Segurança regulatória do começo ao fim",
      description:
        "Nossa equipe regulatória cuida das exigências da Anvisa para que o seu produto chegue ao mercado dentro das normas.",
      points: [
        "Suporte completo",
        "Respaldo regulatório junto à Anvisa",
        "Documentação técnica e rotulagem",
        "Notificação e registro dos produtos",
      ],
      image: stepImage(
        "regulatorio",
        "Ilustração de documentos técnicos com um carimbo de conformidade, pastas de registro e certificados emoldurados na parede.",
      ),
    },
    {
      id: "producao",
      tab: "Produção",
      title: "Produção com controle em cada etapa",
      description:
        "Fabricamos em linhas dedicadas, seguindo as Boas Práticas de Fabricação, com registros de cada lote produzido.",
      points: [
        "Processo documentado",
        "Controle de qualidade",
        "Rastreabilidade lote a lote",
        "Boas Práticas de Fabricação",
      ],
      image: stepImage(
        "linha-envase",
        "Ilustração de uma linha de envase com frascos na esteira, enquanto um operador confere o registro do lote.",
      ),
    },
    {
      id: "entrega",
      tab: "Entrega",
      title: "Seu produto no prazo combinado",
      description:
        "Planejamos produção e logística juntos para que o estoque chegue na hora certa, com o melhor custo.",
      points: ["Qualidade", "Custo-benefício", "Eficiência", "Prazos combinados e cumpridos"],
      image: stepImage(
        "armazem",
        "Ilustração do armazém: porta-paletes com caixas da Convale e um caminhão na doca de expedição.",
      ),
    },
    {
      id: "treinamento",
      tab: "Treinamento",
      title: "Sua equipe pronta para vender",
      description:
        "Depois do lançamento, preparamos a sua equipe comercial para apresentar o produto com segurança.",
      points: [
        "Destaques de cada produto",
        "Técnicas de argumentação de vendas",
        "Vídeos curtos de capacitação",
        "Suporte técnico especializado",
      ],
      image: stepImage(
        "treinamento",
        "Ilustração de uma equipe de vendas assistindo a uma apresentação sobre um produto.",
      ),
    },
  ] satisfies DevelopmentStep[],
} as const;
