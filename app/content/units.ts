/** Copy of the business-units page (/unidades-negocio and the three /unidades/* addresses). */
import type { ImageAsset } from "./home";
import { type SceneName, sceneFile, sceneImage } from "./scenes";

export type UnitSectionId = "suplementos" | "cosmeticos" | "farmaceutica" | "pesquisa-desenvolvimento";

export interface UnitSection {
  id: UnitSectionId;
  title: string;
  text: string;
  /** Monthly capacity, where the unit is a plant. */
  capacity?: string;
  phoneKey?: "suplementos" | "cosmeticos" | "farmaceutica";
  image: ImageAsset;
}

/** Shown in place of a section image that fails to load: the plants seen from the yard, one file, no srcset. */
export const unitStockImage = sceneFile("fabricas", 800);

/** The scene that shows each unit: its production line, or the research laboratory. */
export const unitScenes: Record<UnitSectionId, SceneName> = {
  suplementos: "linha-suplementos",
  cosmeticos: "linha-cosmeticos",
  farmaceutica: "sala-limpa",
  "pesquisa-desenvolvimento": "laboratorio-pd",
};

const unitImage = (id: UnitSectionId, alt: string): ImageAsset => sceneImage(unitScenes[id], alt);

export const unitsPage = {
  meta: {
    title: "Unidades de negócio",
    description:
      "As unidades de suplementos, cosméticos e perfumaria, farmacêutica e pesquisa e desenvolvimento da Convale.",
  },
  eyebrow: "Onde fabricamos",
  title: "Unidades de negócio",
  intro:
    "Três fábricas especializadas e um centro de pesquisa e desenvolvimento, todos em São José dos Campos/SP.",
  phoneLabel: "Telefone da unidade",
  sections: [
    {
      id: "suplementos",
      title: "Suplementos",
      text: "Vitaminas, minerais, proteínas, colágeno e fitoterápicos em cápsulas, comprimidos, pós, gomas e líquidos, para marcas próprias e para o varejo farmacêutico.",
      capacity: "1 milhão de unidades por mês",
      phoneKey: "suplementos",
      image: unitImage(
        "suplementos",
        "Ilustração da linha de suplementos: uma encapsuladora com cápsulas no funil, uma blistadeira e frascos na esteira, com um operador de jaleco e touca.",
      ),
    },
    {
      id: "cosmeticos",
      title: "Cosméticos e perfumaria",
      text: "Cremes, loções, xampus, desodorantes, colônias e repelentes, da formulação ao envase, com controle microbiológico em todas as etapas.",
      capacity: "1 milhão de unidades por mês",
      phoneKey: "cosmeticos",
      image: unitImage(
        "cosmeticos",
        "Ilustração da linha de cosméticos: um tanque de mistura em aço inox e uma envasadora de bisnagas, com um operador de jaleco e touca.",
      ),
    },
    {
      id: "farmaceutica",
      title: "Farmacêutica",
      text: "Medicamentos isentos de prescrição, como paracetamol em gotas e comprimidos e simeticona, fabricados sob as Boas Práticas de Fabricação.",
      capacity: "7 milhões de unidades por mês",
      phoneKey: "farmaceutica",
      image: unitImage(
        "farmaceutica",
        "Ilustração da sala limpa da unidade farmacêutica: uma compressora e a linha de cartuchos de medicamento, com operadores de macacão e capuz.",
      ),
    },
    {
      id: "pesquisa-desenvolvimento",
      title: "Pesquisa e desenvolvimento",
      text: "Nosso laboratório cria e testa novas fórmulas, estuda estabilidade e prepara a documentação regulatória de cada produto.",
      image: unitImage(
        "pesquisa-desenvolvimento",
        "Ilustração do laboratório de pesquisa: vidrarias, um agitador com uma formulação e uma câmara de estabilidade com amostras nas nossas embalagens.",
      ),
    },
  ] satisfies UnitSection[],
  /** The closing section: these plants make products under the visitor's brand (the private-label page). */
  privateLabel: {
    title: "Quer um produto destas fábricas com a sua marca?",
    text: "Desenvolvemos suplementos, cosméticos e medicamentos isentos de prescrição em white label e private label. Veja como funciona a marca própria ou conte o que você precisa e receba um orçamento.",
  },
} as const;
