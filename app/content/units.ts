/** Copy of the business-units page (/unidades-negocio and the three /unidades/* addresses). */
import type { ImageAsset } from "./home";

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

/** Shown in place of a section image that fails to load. */
export const unitStockImage = "/images/unidades/stock.svg";

const unitImage = (id: UnitSectionId, alt: string): ImageAsset => ({
  src: `/images/unidades/${id}.svg`,
  alt,
  width: 800,
  height: 600,
});

export const unitsPage = {
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
      image: unitImage("suplementos", "Ilustração de frascos de suplementos e cápsulas coloridas."),
    },
    {
      id: "cosmeticos",
      title: "Cosméticos e perfumaria",
      text: "Cremes, loções, xampus, desodorantes, colônias e repelentes, da formulação ao envase, com controle microbiológico em todas as etapas.",
      capacity: "1 milhão de unidades por mês",
      phoneKey: "cosmeticos",
      image: unitImage(
        "cosmeticos",
        "Ilustração de um pote de creme, um frasco de perfume e um frasco de loção.",
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
        "Ilustração de uma cartela de comprimidos e de um frasco de medicamento.",
      ),
    },
    {
      id: "pesquisa-desenvolvimento",
      title: "Pesquisa e desenvolvimento",
      text: "Nosso laboratório cria e testa novas fórmulas, estuda estabilidade e prepara a documentação regulatória de cada produto.",
      image: unitImage(
        "pesquisa-desenvolvimento",
        "Ilustração de frascos de laboratório, um tubo de ensaio e uma molécula.",
      ),
    },
  ] satisfies UnitSection[],
  /** The closing section: these plants make products under the visitor's brand (the private-label page). */
  privateLabel: {
    title: "Quer um produto destas fábricas com a sua marca?",
    text: "Desenvolvemos suplementos, cosméticos e medicamentos isentos de prescrição em white label e private label. Veja como funciona a marca própria ou conte o que você precisa e receba um orçamento.",
  },
} as const;
