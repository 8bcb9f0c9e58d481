import type { SceneName } from "../../../app/content/scenes";
import { qualityLab, researchLab } from "./scene-lab";
import { cleanRoom, cosmeticsLine, fillingLine, supplementsLine } from "./scene-lines";
import { plants, recycling, team, warehouse } from "./scene-places";
import { approval, customisation, project, regulatory, training } from "./scene-studio";

/**
 * Every scene by the name the pages use (app/content/scenes.ts), with what it draws (decision 136). The
 * `satisfies` makes a name without a drawing, or a drawing without a name, a type error.
 */
export const sceneDrawings = {
  "linha-suplementos": supplementsLine,
  "linha-cosmeticos": cosmeticsLine,
  "sala-limpa": cleanRoom,
  "laboratorio-pd": researchLab,
  "controle-qualidade": qualityLab,
  fabricas: plants,
  equipe: team,
  "coleta-seletiva": recycling,
  projeto: project,
  personalizacao: customisation,
  aprovacao: approval,
  regulatorio: regulatory,
  "linha-envase": fillingLine,
  armazem: warehouse,
  treinamento: training,
} satisfies Record<SceneName, () => string>;

export const sceneSvg = (name: SceneName): string => sceneDrawings[name]();
