import type { PackagingForm } from "./packaging-form";
import { cartonForm } from "./packshot-cartons";
import { type FormDrawing, type FormLook, gleam, outline, rect } from "./packshot-primitives";

/**
 * The drawing of each packaging form (decision 123) on the 600×600 canvas: every form stands on the same floor
 * (FLOOR in packshot-primitives.ts), faces the same way and is lit from the upper left by the shared gradients packshot.ts defines
 * (#pk the brand's plastic, #cp its cap, #gl glass, #mt metal, #hl a highlight, #sh the label's roundness).
 * Round bodies are drawn here; boxes, bars and flat packs in packshot-cartons.ts.
 *
 * - `drawForm(form, look)`: the form's `FormDrawing` (packshot-primitives.ts).
 */
/** Vertical ribs of a screw cap. */
const ribs = (x: number, y: number, w: number, h: number) =>
  Array.from({ length: Math.floor(w / 9) }, (_, i) =>
    rect(x + 5 + i * 9, y + 4, 2, h - 8, 1, "#000", ' opacity="0.12"'),
  ).join("");

/** A flip-top's lid line and the thumb recess that opens it: what tells it from a screw cap. */
const flipHinge = (x: number, y: number, w: number) =>
  `${rect(x, y, w, 4, 2, "#000", ' opacity="0.3"')}<path d="M${x + w / 2 - 22} ${y}a22 14 0 0 0 44 0Z" fill="#000" opacity="0.22"/>`;

function round(form: PackagingForm, look: FormLook): FormDrawing | null {
  const body = look.amber ? "url(#gl)" : "url(#pk)";
  switch (form) {
    case "capsule-bottle":
      return {
        shape: `${rect(232, 84, 136, 66, 10, "url(#cp)")}${ribs(232, 84, 136, 66)}${rect(248, 146, 104, 22, 4, body)}<path d="M214 168h172c22 0 34 16 34 38v326c0 16-10 24-26 24H206c-16 0-26-8-26-24V206c0-22 12-38 34-38Z" fill="${body}"${outline}/>${gleam(204, 190, 22, 340)}`,
        over: "",
        label: [188, 232, 224, 266],
        round: true,
      };
    case "dropper-bottle":
      return {
        shape: `<path d="M300 40c26 0 34 22 34 46v74h-68V86c0-24 8-46 34-46Z" fill="#2b2b2b"/>${rect(246, 156, 108, 70, 8, "url(#cp)")}${ribs(246, 156, 108, 70)}<path d="M262 226h76v18c46 6 66 30 66 64v222c0 18-12 26-30 26H226c-18 0-30-8-30-26V308c0-34 20-58 66-64Z" fill="${look.amber ? "url(#gl)" : "url(#gc)"}"${outline}/>${gleam(214, 280, 18, 250)}`,
        over: "",
        label: [206, 300, 188, 236],
        round: true,
      };
    case "drops-bottle":
      return {
        shape: `<path d="M300 64 340 190H260Z" fill="url(#cp)"${outline}/>${rect(244, 186, 112, 62, 10, "url(#cp)")}${ribs(244, 186, 112, 62)}<path d="M250 248h100v14c40 8 56 30 56 62v206c0 18-12 26-30 26H224c-18 0-30-8-30-26V324c0-32 16-54 56-62Z" fill="${body}"${outline}/>${gleam(210, 300, 18, 230)}`,
        over: "",
        label: [204, 300, 192, 236],
        round: true,
      };
    case "flip-top-bottle":
      return {
        shape: `<path d="M238 92h124c8 0 12 6 12 14v62H226v-62c0-8 4-14 12-14Z" fill="url(#cp)"${outline}/>${flipHinge(226, 124, 148)}<path d="M226 168h148c30 8 52 34 52 70v296c0 16-10 22-26 22H200c-16 0-26-6-26-22V238c0-36 22-62 52-70Z" fill="url(#pk)"${outline}/>${gleam(196, 210, 22, 320)}`,
        over: "",
        label: [186, 236, 228, 282],
        round: true,
      };
    case "conditioner-bottle":
      // A "tottle": it stands on its flip cap, so the wide end is up and the cap is the foot.
      return {
        shape: `<path d="M206 64h188c28 0 44 18 44 46v300c0 34-30 58-58 70H220c-28-12-58-36-58-70V110c0-28 16-46 44-46Z" fill="url(#pk)"${outline}/><path d="M222 480h156v64c0 8-4 12-12 12H234c-8 0-12-4-12-12Z" fill="url(#cp)"${outline}/>${flipHinge(222, 512, 156)}${gleam(184, 90, 22, 360)}`,
        over: "",
        label: [176, 140, 248, 292],
        round: true,
      };
    case "pump-bottle":
      return {
        shape: `<path d="M176 78h132v40H200c-14 0-24-8-24-20Z" fill="url(#cp)"${outline}/>${rect(280, 78, 40, 64, 6, "url(#cp)")}${rect(290, 142, 20, 44, 3, "#cfd4da")}${rect(254, 186, 92, 42, 8, "url(#cp)")}${ribs(254, 186, 92, 42)}<path d="M222 228h156c26 0 38 14 38 38v270c0 14-8 20-22 20H206c-14 0-22-6-22-20V266c0-24 12-38 38-38Z" fill="url(#pk)"${outline}/>${gleam(200, 250, 20, 280)}`,
        over: "",
        label: [194, 268, 212, 264],
        round: true,
      };
    case "spray-bottle":
      return {
        shape: `${rect(262, 118, 76, 42, 8, "url(#cp)")}${rect(290, 108, 20, 14, 3, "#adb5bd")}<path d="M246 160h108v24H246Z" fill="url(#mt)"/><path d="M236 90c0-30 128-30 128 0v94H236Z" fill="#fff" opacity="0.35"${outline}/><path d="M228 184h144c28 0 42 16 42 42v306c0 16-10 24-26 24H212c-16 0-26-8-26-24V226c0-26 14-42 42-42Z" fill="url(#pk)"${outline}/>${gleam(204, 210, 20, 320)}`,
        over: "",
        label: [196, 246, 208, 276],
        round: true,
      };
    case "roll-on":
      return {
        shape: `<path d="M226 118c0-36 148-36 148 0v152H226Z" fill="url(#cp)"${outline}/>${rect(226, 250, 148, 10, 2, "#000", ' opacity="0.18"')}<path d="M232 270h136c30 20 48 52 48 92v170c0 16-10 24-26 24H210c-16 0-26-8-26-24V362c0-40 18-72 48-92Z" fill="url(#pk)"${outline}/>${gleam(204, 320, 18, 210)}`,
        over: "",
        label: [196, 330, 208, 206],
        round: true,
      };
    case "perfume-bottle":
      return {
        shape: `${rect(236, 70, 128, 112, 12, "url(#cp)")}${gleam(248, 80, 16, 90)}${rect(262, 182, 76, 40, 4, "url(#mt)")}${rect(150, 222, 300, 334, 34, "url(#gc)", outline)}${rect(166, 238, 268, 302, 24, "url(#pk)", ' opacity="0.55"')}${gleam(164, 236, 18, 300)}`,
        over: `${rect(150, 508, 300, 48, 24, "#fff", ' opacity="0.25"')}`,
        label: [186, 276, 228, 220],
        round: false,
      };
    case "tube":
      // A squeeze tube standing on its cap, the crimped seal on top.
      return {
        shape: `<path d="M154 70h292l-8 30-46 380H208L162 100Z" fill="url(#pk)"${outline}/>${rect(154, 60, 292, 30, 4, "url(#pk)", outline)}${Array.from({ length: 30 }, (_, i) => rect(158 + i * 9.6, 64, 2, 22, 1, "#000", ' opacity="0.15"')).join("")}<path d="M226 480h148l-8 76H234Z" fill="url(#cp)"${outline}/>${gleam(190, 110, 18, 330)}`,
        over: "",
        label: [194, 128, 212, 292],
        round: true,
      };
    case "lip-balm-stick":
      return {
        shape: `${rect(212, 70, 176, 196, 14, "url(#cp)", outline)}${rect(212, 258, 176, 8, 2, "#000", ' opacity="0.2"')}${rect(212, 266, 176, 290, 12, "url(#pk)", outline)}${gleam(226, 86, 14, 450)}`,
        over: "",
        label: [220, 290, 160, 246],
        round: true,
      };
    case "ampoule":
      return {
        shape: `<path d="M252 52h96l-14 86h-68Z" fill="url(#pk)"${outline}/>${rect(284, 136, 32, 46, 6, "url(#pk)")}<path d="M236 182h128c30 0 46 18 46 46v304c0 16-10 24-26 24H216c-16 0-26-8-26-24V228c0-28 16-46 46-46Z" fill="url(#pk)"${outline}/>${gleam(206, 206, 18, 320)}`,
        over: "",
        label: [200, 236, 200, 290],
        round: true,
      };
    case "syrup-bottle":
      return {
        shape: `<path d="M228 70h144l-10 90H238Z" fill="#fff" opacity="0.75"${outline}/>${[96, 116, 136].map((y) => rect(250, y, 30, 2, 1, "#495057")).join("")}${rect(250, 160, 100, 40, 6, "url(#cp)")}${ribs(250, 160, 100, 40)}<path d="M260 200h80v14c48 8 74 34 74 70v248c0 16-10 24-26 24H212c-16 0-26-8-26-24V284c0-36 26-62 74-70Z" fill="url(#gl)"${outline}/>${gleam(204, 270, 18, 260)}`,
        over: "",
        label: [194, 286, 212, 240],
        round: true,
      };
    case "glass-bottle":
      return {
        shape: `${rect(244, 96, 112, 64, 8, "url(#mt)")}${ribs(244, 96, 112, 64)}<path d="M256 160h88v40c52 10 76 40 76 82v250c0 16-10 24-26 24H206c-16 0-26-8-26-24V282c0-42 24-72 76-82Z" fill="url(#gc)"${outline}/><path d="M196 300h208v236c0 8-6 12-14 12H210c-8 0-14-4-14-12Z" fill="${look.accent}" opacity="0.55"/>${gleam(200, 250, 18, 280)}`,
        over: "",
        label: [190, 296, 220, 236],
        round: true,
      };
    case "drink-bottle":
      return {
        shape: `${rect(260, 44, 80, 50, 8, "url(#cp)")}${ribs(260, 44, 80, 50)}${rect(256, 94, 88, 14, 4, "url(#cp)")}<path d="M268 108h64v26c44 22 66 56 66 94v304c0 16-10 24-26 24H228c-16 0-26-8-26-24V228c0-38 22-72 66-94Z" fill="url(#gc)"${outline}/><path d="M208 300h184v230c0 10-6 16-16 16H224c-10 0-16-6-16-16Z" fill="${look.accent}" opacity="0.6"/>${gleam(214, 200, 16, 330)}`,
        over: "",
        label: [204, 292, 192, 240],
        round: true,
      };
    case "powder-tub":
      return {
        shape: `${rect(126, 130, 348, 78, 14, "url(#cp)", outline)}${ribs(126, 130, 348, 78)}<path d="M138 208h324v322c0 18-12 26-30 26H168c-18 0-30-8-30-26Z" fill="url(#pk)"${outline}/>${gleam(156, 220, 22, 320)}`,
        over: "",
        label: [146, 246, 308, 272],
        round: true,
      };
    case "can":
      return {
        shape: `${rect(144, 110, 312, 50, 12, "url(#cp)")}${rect(136, 156, 328, 18, 8, "url(#mt)")}<path d="M144 174h312v356H144Z" fill="url(#pk)"${outline}/>${rect(136, 528, 328, 28, 10, "url(#mt)")}${gleam(160, 184, 20, 330)}`,
        over: "",
        label: [152, 206, 296, 300],
        round: true,
      };
    case "gummy-jar":
      return {
        shape: `${rect(146, 150, 308, 70, 14, "url(#cp)", outline)}${ribs(146, 150, 308, 70)}<path d="M156 220h288c14 0 22 8 22 22v292c0 14-8 22-22 22H156c-14 0-22-8-22-22V242c0-14 8-22 22-22Z" fill="url(#gc)"${outline}/>${gummies(look)}${gleam(150, 232, 18, 300)}`,
        over: "",
        label: [148, 270, 304, 232],
        round: true,
      };
    case "cream-jar":
      return {
        shape: `${rect(96, 214, 408, 92, 18, "url(#cp)", outline)}${ribs(96, 214, 408, 92)}<path d="M110 306h380v226c0 16-10 24-26 24H136c-16 0-26-8-26-24Z" fill="url(#pk)"${outline}/>${gleam(126, 316, 20, 220)}`,
        over: "",
        label: [128, 322, 344, 218],
        round: true,
      };
    default:
      return null;
  }
}

/** Gummies seen through the jar's clear plastic, above and below the label. */
function gummies(look: FormLook): string {
  const colours = [look.accent, look.band, "#f783ac"];
  return [158, 178, 198, 218, 238, 258, 278, 298, 318, 338, 358, 378, 398, 418, 438]
    .flatMap((x, i) => [
      `<circle cx="${x + 6}" cy="${244 + (i % 3) * 6}" r="15" fill="${colours[i % 3]}" opacity="0.9"/>`,
      `<circle cx="${x + 4}" cy="${526 - (i % 2) * 8}" r="15" fill="${colours[(i + 1) % 3]}" opacity="0.9"/>`,
    ])
    .join("");
}

export function drawForm(form: PackagingForm, look: FormLook): FormDrawing {
  const drawing = round(form, look) ?? cartonForm(form, look);
  if (!drawing) throw new Error(`no drawing for the packaging form ${form}`);
  return drawing;
}
