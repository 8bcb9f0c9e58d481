import { box, outline, palette, rect, repeat, scene, shadow } from "./scene-kit";
import { figure } from "./scene-people";
import {
  balance,
  bench,
  bin,
  cabinet,
  carton,
  glassware,
  pallet,
  rack,
  windowPane,
  words,
} from "./scene-props";

/**
 * The places (decision 136): the three plants seen from the yard, the warehouse with our cartons on pallet racks
 * and a truck at the dock, the selective waste collection, and the team at work for the careers page (a bench,
 * a record checked, a computer).
 */
function plant(x: number, w: number, h: number, ground: number, sign: string, signX = x + 20): string {
  const windows = repeat(Math.floor((w - 40) / 46), (i) =>
    rect(x + 24 + i * 46, ground - h + 40, 30, 22, 2, "url(#sky)", outline),
  );
  const door = `${rect(x + w - 110, ground - 80, 80, 80, 2, "#c9d0d5", outline)}${repeat(7, (i) => rect(x + w - 106, ground - 74 + i * 10, 72, 2, 1, "#9aa7b0"))}`;
  return `${shadow(x + w / 2, ground, w / 2 + 30, 10)}${box(x, ground - h, w, h, "#f1f4f5", 30)}${rect(x, ground - h, w, h, 2, "#f1f4f5", outline)}${rect(x, ground - h, w, 14, 0, palette.brand700)}${windows}${door}${rect(signX, ground - 76, 120, 30, 3, "#ffffff", outline)}${words(sign, signX + 60, ground - 56, 13, palette.brand900)}`;
}

export function plants(): string {
  const ground = 470;
  const trees = repeat(
    5,
    (i) =>
      `${rect(36 + i * 180, ground - 60, 8, 60, 2, "#7a5a3a")}<circle cx="${40 + i * 180}" cy="${ground - 74}" r="${26 + (i % 2) * 6}" fill="${palette.brand500}"/><circle cx="${32 + i * 180}" cy="${ground - 82}" r="14" fill="#ffffff" opacity="0.18"/>`,
  );
  const hills = `<path d="M0 300c120-60 220-40 320-10s220 30 300-20 140-20 180 0V470H0Z" fill="${palette.brand200}" opacity="0.55"/>`;
  const sign = `${rect(330, 120, 150, 40, 6, palette.brand700)}${words("CONVALE", 405, 148, 20, "#ffffff")}`;
  return scene(
    `<rect width="800" height="470" fill="url(#sky)"/>${hills}${plant(40, 240, 170, ground - 40, "Suplementos")}${plant(500, 250, 190, ground - 40, "Farmacêutica", 620)}${plant(250, 300, 230, ground, "Cosméticos")}${sign}${trees}<rect y="520" width="800" height="6" fill="#ffffff" opacity="0.6"/>${repeat(6, (i) => rect(30 + i * 140, 540, 70, 6, 2, "#ffffff", ' opacity="0.8"'))}`,
    { floor: "#c5ccd0", wallFoot: 470 },
  );
}

export function warehouse(): string {
  const floor = 520;
  const dock = `${rect(560, 110, 220, 330, 2, "#9aa7b0")}${rect(572, 124, 196, 316, 2, "url(#sky)")}${rect(590, 250, 190, 190, 4, "#ffffff", outline)}${rect(590, 250, 190, 40, 4, palette.brand700)}${words("CONVALE", 685, 276, 18, "#ffffff")}${rect(560, 440, 220, 12, 2, "#4a555d")}`;
  const jack = `${shadow(430, floor + 40, 90, 8)}${pallet(360, floor + 10, 150)}${repeat(3, (i) => carton(366 + i * 48, floor - 50, 44, 60))}${repeat(2, (i) => carton(380 + i * 52, floor - 106, 46, 56))}${rect(510, floor + 14, 60, 14, 3, palette.accentDeep)}<path d="M566 ${floor + 14}l22-90" stroke="#3d4a52" stroke-width="8" stroke-linecap="round"/>`;
  return scene(
    `${rack(30, 240, [200, 330, 460], 470)}${rack(290, 240, [200, 330, 460], 470)}${dock}${jack}${figure({ cx: 620, floor: 596, s: 0.95, outfit: "office", shirt: palette.brand700, pose: "clipboard", tone: 0 })}`,
    { wall: "#e6ecee", floor: "#cfd6d9", wallFoot: 470 },
  );
}

export function recycling(): string {
  const floor = 520;
  // The colours of selective collection (CONAMA Resolution 275/2001): paper blue, plastic red, metal yellow,
  // glass green, organic brown.
  const bins = [
    bin(30, floor, "#1c7ed6", "PAPEL"),
    bin(125, floor, "#e03131", "PLÁSTICO"),
    bin(220, floor, "#f2c200", "METAL"),
    bin(315, floor, "#2f9e44", "VIDRO"),
  ].join("");
  const bales = `${shadow(610, 470, 130, 10)}${pallet(500, 446, 220)}${repeat(2, (i) => `${box(510 + i * 104, 340, 96, 104, palette.kraft, 16)}${repeat(5, (j) => rect(512 + i * 104, 350 + j * 20, 92, 4, 1, "#8a6a45", ' opacity="0.5"'))}${rect(540 + i * 104, 340, 6, 104, 1, "#3d4a52")}${rect(570 + i * 104, 340, 6, 104, 1, "#3d4a52")}`)}`;
  const tank = `${shadow(680, 300, 60, 6)}<path d="M620 140c0-20 120-20 120 0v150c0 10-26 14-60 14s-60-4-60-14Z" fill="url(#st)"${outline}/>${rect(644, 190, 72, 34, 4, "#ffffff")}${words("ÁGUA DE", 680, 204, 10, palette.brand900)}${words("REÚSO", 680, 218, 10, palette.brand900)}<path d="M620 260H470v-80H380" stroke="#1c7ed6" stroke-width="8" fill="none"/><circle cx="470" cy="220" r="14" fill="#ffffff"${outline}/><path d="M470 220l7-7" stroke="#3d4a52" stroke-width="2"/>`;
  const sorting = `${shadow(265, 588, 60, 7)}${carton(230, 530, 70, 56)}`;
  return scene(
    `${tank}${bales}${bins}${sorting}${figure({ cx: 490, floor: 596, s: 0.98, pose: "stand", tone: 2 })}`,
    { wall: "#e6f0ea", floor: "#d2ddd6" },
  );
}

export function team(): string {
  const TOP = 330;
  const desk = `${rect(560, 240, 130, 86, 5, "#26323a")}${rect(566, 246, 118, 70, 2, "#f4f8fa")}${rect(576, 256, 60, 8, 3, palette.brand700)}${rect(576, 272, 90, 5, 2, "#9aa7b0")}${rect(576, 284, 70, 5, 2, "#9aa7b0")}${rect(615, 316, 20, 14, 2, "#3d4a52")}`;
  return scene(
    `${windowPane(250, 50, 200, 110)}${bench(20, 780, TOP, 470)}${glassware(40, TOP)}${balance(230, TOP)}${desk}${cabinet(360, 230, 150, 100, false)}${figure({ cx: 150, floor: 590, s: 1, pose: "reach", tone: 0 })}${figure({ cx: 400, floor: 600, s: 1.04, pose: "clipboard", tone: 2 })}${figure({ cx: 640, floor: 590, s: 0.98, pose: "reach", tone: 1 })}`,
  );
}
