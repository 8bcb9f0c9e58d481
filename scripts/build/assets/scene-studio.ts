import type { FormLook } from "./packshot-primitives";
import { lookDefs, outline, pack, palette, rect, repeat, scene, shadow } from "./scene-kit";
import { figure } from "./scene-people";
import { certificate, words } from "./scene-props";

/**
 * The development steps of the home page (decision 136): the project table, the customisation of colour and
 * pack, the approval of samples, the regulatory file and the training of the sales team (production and
 * delivery are scene-lines.ts's filling line and scene-places.ts's warehouse).
 * The products are our packaging forms drawn by the packshots' code (scene-kit.ts `pack`).
 */
const TABLE = 400;

/** A table top in front of the wall, its front edge at y. */
const table = (x1: number, x2: number, y: number) =>
  `${shadow((x1 + x2) / 2, 560, (x2 - x1) / 2, 12)}${rect(x1 + 20, y + 18, 14, 560 - y - 18, 2, "url(#st)")}${rect(x2 - 34, y + 18, 14, 560 - y - 18, 2, "url(#st)")}${rect(x1, y, x2 - x1, 20, 3, "#f3efe8", outline)}${rect(x1, y + 14, x2 - x1, 6, 2, "#000", ' opacity="0.08"')}`;

/** A sheet of paper lying at an angle with lines of text. */
const sheet = (x: number, y: number, turn: number, lines = 6) =>
  `<g transform="rotate(${turn} ${x} ${y})">${rect(x + 4, y + 5, 150, 200, 3, "#000", ' opacity="0.1"')}${rect(x, y, 150, 200, 3, "#ffffff", outline)}${rect(x + 16, y + 20, 90, 8, 3, palette.brand700)}${repeat(lines, (i) => rect(x + 16, y + 44 + i * 20, 118 - (i % 3) * 18, 6, 3, "#c0c7cc"))}</g>`;

/** An office chair's back in front of a seated figure. */
const chair = (cx: number, y: number) =>
  `${rect(cx - 70, y, 140, 64, 12, "#3d4a52")}${rect(cx - 8, y + 64, 16, 560 - y - 64, 3, "#3d4a52")}${shadow(cx, 572, 70, 7)}`;

const brandLooks: FormLook[] = [
  { pack: "#f4f6f5", cap: palette.brand700, band: palette.brand700, accent: palette.accent, amber: false },
  { pack: "#fbfbf8", cap: "#d9480f", band: "#d9480f", accent: "#f59f00", amber: false },
  { pack: "#ede7f6", cap: "#5f3dc4", band: "#5f3dc4", accent: "#b197fc", amber: false },
  { pack: "#ffffff", cap: "#1864ab", band: "#1864ab", accent: "#74c0fc", amber: false },
];

export function project(): string {
  const board = `${rect(90, 60, 300, 190, 4, "#f7f3ea", outline)}${sheet(110, 76, -3, 5)}${rect(280, 80, 90, 60, 3, palette.accent)}${rect(280, 150, 90, 60, 3, palette.brand200)}`;
  const forms = ["capsule-bottle", "pump-bottle", "tube", "powder-tub", "dropper-bottle"] as const;
  const samples = forms.map((f, i) => pack(f, 480 + i * 60, TABLE, 0.17)).join("");
  return scene(
    `${board}${table(60, 780, TABLE)}${samples}${figure({ cx: 250, floor: 560, s: 1, outfit: "office", shirt: "#5c6f7e", pose: "seated", tone: 1 })}${chair(250, 450)}`,
  );
}

export function customisation(): string {
  const defs = `<defs>${brandLooks.map((l, i) => lookDefs(l, `b${i}`)).join("")}</defs>`;
  const bottles = brandLooks
    .map((l, i) => pack("flip-top-bottle", 150 + i * 120, TABLE, 0.3, l, `b${i}`))
    .join("");
  const fan = repeat(
    6,
    (i) =>
      `<g transform="rotate(${-40 + i * 14} 640 380)">${rect(626, 230, 28, 150, 6, [palette.brand700, palette.brand500, palette.accent, "#d9480f", "#5f3dc4", "#1864ab"][i] ?? "#000", outline)}</g>`,
  );
  const vials = repeat(
    4,
    (i) =>
      `${rect(560 + i * 30, TABLE - 60, 18, 60, 6, "url(#glass)", outline)}${rect(562 + i * 30, TABLE - 34, 14, 32, 5, ["#f7d9a8", "#ffc9c9", "#d0ebff", "#d3f9d8"][i] ?? "#fff")}`,
  );
  return scene(`${defs}${table(40, 780, TABLE)}${bottles}${fan}${vials}`);
}

export function approval(): string {
  const tray = `${rect(200, TABLE - 14, 300, 14, 4, "#dfe6ea", outline)}${repeat(4, (i) => pack(["capsule-bottle", "gummy-jar", "sachet-box", "drops-bottle"][i] as never, 240 + i * 72, TABLE - 14, 0.15))}`;
  const stamp = `<g transform="rotate(-10 560 280)">${rect(490, 190, 170, 220, 3, "#ffffff", outline)}${rect(506, 210, 100, 9, 3, palette.brand700)}${repeat(6, (i) => rect(506, 236 + i * 20, 136 - (i % 3) * 20, 6, 3, "#c0c7cc"))}<circle cx="610" cy="370" r="30" fill="none" stroke="${palette.brand500}" stroke-width="5"/><path d="M594 370l12 12 22-24" stroke="${palette.brand500}" stroke-width="6" fill="none" stroke-linecap="round"/></g>`;
  const pen = `<g transform="rotate(30 700 380)">${rect(690, 300, 12, 110, 6, palette.brand900)}${rect(690, 300, 12, 20, 4, palette.accent)}</g>`;
  return scene(
    `${table(40, 780, TABLE)}${tray}${stamp}${pen}${figure({ cx: 140, floor: 560, s: 0.95, pose: "seated", tone: 3 })}${chair(140, 452)}`,
  );
}

export function regulatory(): string {
  const binders = repeat(
    9,
    (i) =>
      `${rect(70 + i * 32, 150, 28, 120, 3, i % 3 === 0 ? palette.brand700 : i % 3 === 1 ? palette.brand500 : "#5c6f7e", outline)}${rect(76 + i * 32, 180, 16, 30, 2, "#ffffff", ' opacity="0.85"')}`,
  );
  const shelf = `${rect(60, 270, 310, 10, 2, "#c9d0d5")}${binders}`;
  const docs = `${sheet(420, 250, -6, 6)}${sheet(470, 260, 5, 6)}<g transform="rotate(-14 560 400)"><circle cx="560" cy="400" r="0" fill="none"/>${rect(520, 360, 120, 44, 6, "none", ` stroke="${palette.brand500}" stroke-width="4"`)}${words("CONFORME", 580, 389, 18, palette.brand500)}</g>`;
  return scene(
    `${shelf}${certificate(470, 70, "BPF", "Boas Práticas de Fabricação")}${certificate(630, 70, "ISO 9001", "Sistema de Gestão da Qualidade")}${table(40, 780, TABLE + 40)}${docs}${figure({ cx: 200, floor: 600, s: 1, outfit: "office", shirt: palette.brand700, pose: "seated", tone: 0 })}${chair(200, 490)}`,
  );
}

export function training(): string {
  const screen = `${rect(220, 50, 400, 240, 8, "#26323a")}${rect(232, 62, 376, 216, 3, "#f4f8fa")}${pack("capsule-bottle", 330, 250, 0.3)}${rect(420, 100, 160, 12, 4, palette.brand700)}${repeat(4, (i) => `<circle cx="428" cy="${140 + i * 30}" r="5" fill="${palette.accent}"/>${rect(442, 136 + i * 30, 130 - (i % 2) * 30, 8, 3, "#9aa7b0")}`)}`;
  const chairs = repeat(
    3,
    (i) =>
      `${rect(128 + i * 220, 440, 144, 60, 10, "#3d4a52")}${rect(192 + i * 220, 500, 16, 70, 3, "#3d4a52")}${shadow(200 + i * 220, 574, 80, 8)}`,
  );
  const people = [0, 1, 2]
    .map((i) =>
      figure({
        cx: 200 + i * 220,
        floor: 540,
        s: 0.95,
        outfit: "office",
        shirt: ["#5c6f7e", palette.brand700, "#8a5a44"][i],
        pose: "seated",
        tone: i + 1,
      }),
    )
    .join("");
  return scene(`${screen}${people}${chairs}`);
}
