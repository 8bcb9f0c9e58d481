import { box, outline, pack, palette, rect, repeat, scene, shadow } from "./scene-kit";
import { figure } from "./scene-people";
import { balance, bench, certificate, glassware, hplc, windowPane } from "./scene-props";

/**
 * The laboratories (decision 136): quality control (HPLC, analytical balance, glassware, the ISO 9001
 * certificate framed on the wall, without a number) and research and development (a formulation bench with a
 * stirrer, a stability chamber with samples in our packaging).
 */
const TOP = 330;
const FLOOR = 470;

export function qualityLab(): string {
  const shelf = `${rect(40, 120, 200, 8, 2, "#c9d0d5")}${repeat(5, (i) => rect(52 + i * 36, 84, 24, 36, 4, i % 2 ? "url(#gl)" : "url(#gc)", outline))}`;
  const analyst = figure({ cx: 610, floor: 595, s: 1, pose: "reach", tone: 3 });
  const second = figure({ cx: 200, floor: 600, s: 1.02, pose: "clipboard", tone: 2 });
  return scene(
    `${windowPane(560, 40, 190, 110)}${certificate(320, 60, "ISO 9001", "Sistema de Gestão da Qualidade")}${shelf}${bench(20, 780, TOP, FLOOR)}${hplc(470, TOP)}${balance(340, TOP)}${glassware(60, TOP)}${glassware(180, TOP, "#ffe8a3")}${analyst}${second}`,
  );
}

export function researchLab(): string {
  const stirrer = `${rect(250, TOP - 22, 90, 22, 4, "#eef1f3", outline)}<circle cx="320" cy="${TOP - 11}" r="6" fill="${palette.brand500}"/><path d="M262 ${TOP - 112}h62v84c0 4-2 6-6 6h-50c-4 0-6-2-6-6Z" fill="url(#glass)"${outline}/>${rect(265, TOP - 70, 56, 40, 3, "#f7d9a8", ' opacity="0.85"')}${rect(280, TOP - 36, 26, 5, 2.5, "#ffffff")}`;
  const chamber = `${shadow(680, FLOOR, 110, 10)}${box(590, 90, 180, 380, "#e9eef1", 20)}${rect(590, 90, 180, 380, 4, "url(#st)", outline)}${rect(604, 104, 152, 300, 4, "url(#glass)", outline)}${repeat(4, (i) => `${rect(608, 170 + i * 70, 144, 4, 1, "#9aa7b0")}${repeat(4, (j) => pack(j % 2 ? "dropper-bottle" : "cream-jar", 628 + j * 34, 170 + i * 70, 0.08))}`)}${rect(612, 418, 60, 30, 3, "#26323a")}${rect(616, 422, 52, 22, 2, "#2d6f8f")}${rect(620, 428, 30, 8, 2, palette.brand200)}`;
  const samples = repeat(4, (i) =>
    pack(["capsule-bottle", "tube", "pump-bottle", "powder-tub"][i] as never, 420 + i * 44, TOP, 0.11),
  );
  return scene(
    `${windowPane(60, 50, 200, 120)}${certificate(330, 70, "BPF", "Boas Práticas de Fabricação")}${bench(20, 570, TOP, FLOOR)}${glassware(50, TOP, "#cfe7ff")}${stirrer}${samples}${chamber}${figure({ cx: 330, floor: 596, s: 1, pose: "reach", tone: 1 })}`,
  );
}
