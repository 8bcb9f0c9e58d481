import { rect, shadow } from "./scene-kit";

/**
 * People in the scenes (decision 136): always figures seen from behind or at work, never a face, in the clothes
 * of the room they are in (a lab coat and hair cap, a clean-room suit with hood, or office clothes). The back of
 * the head shows the hair the cap leaves at the nape, so a figure never reads as a face. Skin tones and hair vary
 * so a team does not look cloned. A figure is drawn about 300 px tall at scale 1, feet on `floor`.
 */
export type Outfit = "coat" | "suit" | "office";
export type Pose = "reach" | "stand" | "clipboard" | "seated";

export interface Figure {
  cx: number;
  floor: number;
  s?: number;
  outfit?: Outfit;
  pose?: Pose;
  /** 0..3: skin tone and hair. */
  tone?: number;
  /** The office clothes' colour. */
  shirt?: string;
}

const SKIN = ["#8d5a3b", "#c68c62", "#e6bb94", "#5e3a24"];
const HAIR = ["#1d1410", "#3b2a1e", "#6b4a2b", "#141012"];

export function figure({
  cx,
  floor,
  s = 1,
  outfit = "coat",
  pose = "stand",
  tone = 0,
  shirt = "#4c6373",
}: Figure) {
  const skin = SKIN[tone % 4] ?? "#c68c62";
  const hair = HAIR[tone % 4] ?? "#3b2a1e";
  const suit = outfit === "suit";
  const cloth = outfit === "office" ? shirt : suit ? "#e7eef4" : "url(#coat)";
  const legs = suit ? "#dfe8ef" : outfit === "office" ? "#2f3a44" : "#3c4f5f";
  // Arms from behind: at the sides, or bent forward to a bench or a clipboard (the hands show past the body).
  const arms: Record<Pose, string> = {
    stand: `<path d="M-56 -222c-12 6-16 20-16 34v92h18v-88Z" fill="${cloth}"/><path d="M56 -222c12 6 16 20 16 34v92h-18v-88Z" fill="${cloth}"/>${rect(-71, -98, 16, 22, 7, skin)}${rect(55, -98, 16, 22, 7, skin)}`,
    reach: `<path d="M-56 -222c-16 8-22 24-24 44l-6 40 24 4 8-40Z" fill="${cloth}"/><path d="M56 -222c16 8 22 24 24 44l6 40-24 4-8-40Z" fill="${cloth}"/>${rect(-88, -142, 20, 16, 7, skin)}${rect(68, -142, 20, 16, 7, skin)}`,
    clipboard: `<path d="M-56 -222c-12 6-16 20-16 34v92h18v-88Z" fill="${cloth}"/><path d="M56 -222c16 8 22 24 24 44l4 36-22 4-6-38Z" fill="${cloth}"/><g transform="rotate(-8 92 -170)">${rect(70, -214, 56, 74, 4, "#8a6a45")}${rect(75, -206, 46, 62, 2, "#ffffff")}${rect(82, -196, 32, 4, 2, "#9aa7b0")}${rect(82, -186, 26, 4, 2, "#9aa7b0")}${rect(82, -176, 30, 4, 2, "#9aa7b0")}</g>${rect(-71, -98, 16, 22, 7, skin)}${rect(66, -146, 20, 16, 7, skin)}`,
    seated: `<path d="M-56 -222c-16 8-22 24-24 44l-6 40 24 4 8-40Z" fill="${cloth}"/><path d="M56 -222c16 8 22 24 24 44l6 40-24 4-8-40Z" fill="${cloth}"/>`,
  };
  const head = suit
    ? // A clean-room hood: the whole head covered, a seam down the back, the mask's strap.
      `<path d="M-34 -262c0-26 14-44 34-44s34 18 34 44v24c0 10-10 18-34 18s-34-8-34-18Z" fill="#eef3f7" stroke="#000" stroke-opacity="0.12" stroke-width="2"/><path d="M0 -304v82" stroke="#000" stroke-opacity="0.1" stroke-width="2"/>${rect(-34, -262, 68, 5, 2, "#7aa7c7")}`
    : outfit === "office"
      ? `${rect(-10, -236, 20, 18, 4, skin)}<ellipse cx="0" cy="-262" rx="29" ry="33" fill="${skin}"/><path d="M-30 -262c0-24 12-38 30-38s30 14 30 38c0 12-4 20-8 26-6-8-14-10-22-10s-16 2-22 10c-4-6-8-14-8-26Z" fill="${hair}"/>`
      : // A lab coat with the hair cap of a production or laboratory area.
        `${rect(-10, -240, 20, 22, 6, skin)}<ellipse cx="-31" cy="-256" rx="5" ry="7" fill="${skin}"/><ellipse cx="31" cy="-256" rx="5" ry="7" fill="${skin}"/><path d="M-30 -258h60c0 14-12 22-30 22s-30-8-30-22Z" fill="${hair}"/><path d="M-35 -258c0-34 16-50 35-50s35 16 35 50c0 8-8 12-35 12s-35-4-35-12Z" fill="#f6f8fa" stroke="#000" stroke-opacity="0.12" stroke-width="2"/><path d="M-34 -252c10 4 58 4 68 0" stroke="#000" stroke-opacity="0.12" stroke-width="2" fill="none"/>`;
  const body =
    pose === "seated"
      ? `<path d="M-58 -224c8-8 24-10 58-10s50 2 58 10l6 110H-64Z" fill="${cloth}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`
      : `${rect(-40, -104, 34, 100, 8, legs)}${rect(6, -104, 34, 100, 8, legs)}<ellipse cx="-24" cy="-4" rx="22" ry="8" fill="${suit ? "#dfe8ef" : "#22282e"}"/><ellipse cx="24" cy="-4" rx="22" ry="8" fill="${suit ? "#dfe8ef" : "#22282e"}"/><path d="M-58 -224c8-8 24-10 58-10s50 2 58 10l8 ${outfit === "office" ? 120 : 150}H-66Z" fill="${cloth}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>${outfit === "coat" ? `<path d="M-30 -230c10 8 50 8 60 0v12c-10 8-50 8-60 0Z" fill="#ffffff" stroke="#000" stroke-opacity="0.14" stroke-width="2"/><path d="M0 -212v${126}" stroke="#000" stroke-opacity="0.1" stroke-width="2"/><path d="M0 -92v18" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>` : ""}${suit ? `<path d="M0 -226v220" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>` : ""}`;
  const foot = pose === "seated" ? "" : shadow(0, 0, 70, 10);
  return `<g transform="translate(${cx} ${floor}) scale(${s})">${foot}${arms[pose]}${body}${head}</g>`;
}
