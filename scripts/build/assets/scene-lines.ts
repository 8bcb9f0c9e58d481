import { box, outline, pack, palette, rect, repeat, scene, shadow } from "./scene-kit";
import { figure } from "./scene-people";
import { cabinet, conveyor, windowPane } from "./scene-props";

/**
 * The production lines (decision 136): the supplements plant's capsule filling and blistering, the cosmetics
 * plant's tube filling, the medicines plant's clean room and a bottle filling line. Machines stand on the back
 * floor line (470), the operator in front of them.
 */
const capsule = (x: number, y: number, turn: number, a: string, b: string) =>
  `<g transform="rotate(${turn} ${x} ${y})"><path d="M${x} ${y - 6}h9a6 6 0 0 1 0 12H${x}Z" fill="${a}"/><path d="M${x} ${y - 6}h-9a6 6 0 0 0 0 12H${x}Z" fill="${b}"/></g>`;

export function supplementsLine(): string {
  const hopper = `<path d="M70 150h190l-50 90h-90Z" fill="url(#st)"${outline}/>${repeat(14, (i) => capsule(96 + (i % 7) * 22, 160 + Math.floor(i / 7) * 14, (i * 37) % 180, palette.accent, palette.brand500))}${rect(120, 240, 90, 16, 3, "#9aa7b0")}`;
  const turret = `<ellipse cx="165" cy="272" rx="70" ry="14" fill="url(#st)"${outline}/>${repeat(8, (i) => `<ellipse cx="${112 + i * 15}" cy="272" rx="4" ry="3" fill="#4a555d"/>`)}`;
  const filler = `${cabinet(60, 286, 210, 184)}${hopper}${turret}`;
  const web = repeat(
    14,
    (i) =>
      `<ellipse cx="${356 + i * 24}" cy="292" rx="8" ry="6" fill="#ffffff" opacity="0.9"/>${i > 5 ? capsule(356 + i * 24, 291, 0, palette.accent, palette.brand500) : ""}`,
  );
  const foil = `<circle cx="690" cy="200" r="46" fill="url(#mt)"${outline}/><circle cx="690" cy="200" r="14" fill="#6c757d"/><path d="M690 246L640 286" stroke="#adb5bd" stroke-width="4"/>`;
  const cards = repeat(
    4,
    (i) =>
      `<g transform="translate(${700 + i * 6} ${360 - i * 6})">${rect(0, 0, 60, 40, 4, "url(#mt)", outline)}${repeat(6, (j) => `<ellipse cx="${12 + (j % 3) * 18}" cy="${13 + Math.floor(j / 3) * 14}" rx="6" ry="4" fill="#fff" opacity="0.85"/>`)}</g>`,
  );
  const blister = `${cabinet(330, 300, 360, 170)}${rect(340, 282, 350, 22, 4, "#dfe6ea", outline)}${web}${foil}${rect(600, 250, 100, 34, 4, "url(#glass)", outline)}${cards}`;
  const bottles = repeat(5, (i) => pack("capsule-bottle", 470 + i * 62, 560, 0.14));
  return scene(
    `${windowPane(560, 60, 180, 110)}${shadow(165, 470, 130, 10)}${shadow(515, 470, 210, 10)}${filler}${blister}${conveyor(420, 800, 520, 590)}${bottles}${figure({ cx: 250, floor: 590, s: 0.95, pose: "reach", tone: 1 })}`,
  );
}

export function cosmeticsLine(): string {
  const tank = `${shadow(140, 470, 100, 10)}${repeat(3, (i) => rect(70 + i * 60, 400, 10, 70, 2, "url(#st)"))}<path d="M60 180c0-40 160-40 160 0v210c0 20-36 30-80 30s-80-10-80-30Z" fill="url(#st)"${outline}/>${rect(120, 110, 40, 46, 4, "url(#green)")}${rect(132, 100, 16, 12, 2, "#4a555d")}<circle cx="140" cy="300" r="14" fill="#ffffff"${outline}/><path d="M140 300l8-8" stroke="#c92a2a" stroke-width="2"/><path d="M220 360h70v40" stroke="#adb5bd" stroke-width="10" fill="none"/>`;
  const magazine = `<g transform="rotate(-12 420 200)">${rect(330, 170, 180, 60, 4, "url(#glass)", outline)}${repeat(7, (i) => rect(340 + i * 24, 178, 18, 44, 6, "#ffffff", outline))}</g>`;
  const table = `<ellipse cx="520" cy="300" rx="150" ry="18" fill="url(#st)"${outline}/>${repeat(9, (i) => rect(398 + i * 27, 238, 18, 58, 3, "#ffffff", outline) + rect(398 + i * 27, 238, 18, 12, 2, palette.brand500))}`;
  const nozzle = `${rect(500, 140, 60, 40, 4, "url(#st)", outline)}${rect(523, 180, 14, 54, 3, "url(#st)")}${rect(380, 120, 300, 20, 4, "#dfe6ea", outline)}`;
  const filler = `${cabinet(370, 310, 320, 160)}${table}${nozzle}${magazine}`;
  const tubes = repeat(6, (i) => pack("tube", 450 + i * 56, 560, 0.17));
  return scene(
    `${windowPane(60, 30, 150, 60)}${tank}${shadow(530, 470, 190, 10)}${filler}${conveyor(400, 800, 520, 590)}${tubes}${figure({ cx: 300, floor: 590, s: 0.95, pose: "reach", tone: 2 })}`,
  );
}

export function cleanRoom(): string {
  const panels = repeat(
    6,
    (i) => `<path d="M${i * 140 + 40} 0V430" stroke="#000" stroke-opacity="0.06" stroke-width="2"/>`,
  );
  const hepa = repeat(
    3,
    (i) =>
      `${rect(90 + i * 250, 0, 150, 18, 2, "#f8fafb", outline)}${repeat(8, (j) => rect(100 + i * 250 + j * 17, 4, 10, 10, 1, "#dfe6ea"))}`,
  );
  const gauge = `<circle cx="720" cy="150" r="24" fill="#ffffff"${outline}/><circle cx="720" cy="150" r="18" fill="none" stroke="${palette.brand500}" stroke-width="3" stroke-dasharray="60 60"/><path d="M720 150l10-10" stroke="#3d4a52" stroke-width="3"/>`;
  const guard = `${rect(120, 190, 200, 110, 6, "url(#glass)", outline)}<ellipse cx="220" cy="280" rx="80" ry="14" fill="url(#st)"${outline}/>${repeat(10, (i) => `<circle cx="${156 + i * 14}" cy="280" r="4" fill="#ffffff"/>`)}${rect(196, 200, 48, 60, 4, "url(#st)")}`;
  const press = `${cabinet(100, 300, 240, 170)}${guard}`;
  const cartons = repeat(5, (i) => pack("medicine-carton", 430 + i * 70, 420, 0.12));
  const line = `${cabinet(380, 330, 340, 140, false)}${rect(380, 410, 340, 10, 3, "#4a555d")}${cartons}`;
  return scene(
    `${panels}${hepa}${windowPane(420, 70, 230, 130)}${gauge}${shadow(220, 470, 150, 10)}${shadow(550, 470, 200, 10)}${press}${line}${figure({ cx: 470, floor: 585, s: 0.98, outfit: "suit", pose: "reach" })}${figure({ cx: 150, floor: 600, s: 1.02, outfit: "suit", pose: "clipboard" })}`,
    { wall: "#e3ecf2", floor: "#dde6ea" },
  );
}

export function fillingLine(): string {
  const guard = `${rect(250, 150, 260, 170, 6, "url(#glass)", outline)}${rect(240, 140, 280, 20, 4, "#dfe6ea", outline)}${repeat(4, (i) => `${rect(290 + i * 56, 160, 16, 56, 3, "url(#st)")}${rect(294 + i * 56, 216, 8, 14, 2, "#6c757d")}`)}`;
  const bottles = repeat(9, (i) =>
    pack(i < 6 ? "flip-top-bottle" : "flip-top-bottle", 120 + i * 66, 404, 0.16),
  );
  const capper = `${rect(590, 170, 110, 60, 6, "url(#st)", outline)}${rect(630, 230, 30, 40, 4, "url(#green)")}`;
  const line = `${cabinet(60, 330, 680, 140, true)}${rect(40, 400, 720, 10, 3, "#4a555d")}${guard}${capper}${bottles}`;
  return scene(
    `${windowPane(60, 40, 140, 90)}${shadow(400, 470, 380, 12)}${line}${box(80, 500, 80, 60, palette.kraft)}${figure({ cx: 600, floor: 596, s: 1, pose: "clipboard", tone: 3 })}${figure({ cx: 300, floor: 590, s: 0.96, pose: "reach", tone: 0 })}`,
  );
}
