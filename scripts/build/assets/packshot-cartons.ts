import type { PackagingForm } from "./packaging-form";
import { type FormDrawing, type FormLook, gleam, outline, rect } from "./packshot-primitives";

/**
 * Boxes, bars and flat packs (decision 123), in the same light as the round bodies of packshot-forms.ts (primitives in packshot-primitives.ts): the
 * front faces the camera, the right side is in shade and the top catches the light, each box turned by the same
 * depth so every carton of the catalogue is seen from one angle.
 */
const DEPTH = 44;
const RISE = 0.55;

/** A box of front x, y, w, h: its front in `front`, its right side and top shaded from the same colour. */
function box(x: number, y: number, w: number, h: number, front: string, d = DEPTH): string {
  const r = d * RISE;
  const side = `M${x + w} ${y}L${x + w + d} ${y - r}V${y + h - r}L${x + w} ${y + h}Z`;
  const top = `M${x} ${y}L${x + d} ${y - r}H${x + w + d}L${x + w} ${y}Z`;
  return `<path d="${side}" fill="${front}"/><path d="${side}" fill="#000" opacity="0.28"/><path d="${top}" fill="${front}"/><path d="${top}" fill="#fff" opacity="0.3"/>${rect(x, y, w, h, 2, front, outline)}`;
}

/** A sachet with its serrated seals, stood behind a box. */
function sachet(x: number, y: number, w: number, h: number, look: FormLook, turn: number): string {
  const teeth = (yy: number) =>
    `M${x} ${yy}${Array.from({ length: Math.floor(w / 10) }, (_, i) => `l5 ${i % 2 ? 6 : -6}l5 ${i % 2 ? -6 : 6}`).join("")}`;
  return `<g transform="rotate(${turn} ${x + w / 2} ${y + h})">${rect(x, y, w, h, 4, look.accent, outline)}${rect(x + 14, y + 40, w - 28, h - 80, 4, "#fff", ' opacity="0.55"')}<path d="${teeth(y + 8)}" stroke="#000" stroke-opacity="0.2" fill="none"/><path d="${teeth(y + h - 8)}" stroke="#000" stroke-opacity="0.2" fill="none"/></g>`;
}

function blisterStrip(x: number, y: number, turn: number): string {
  const bubbles = Array.from({ length: 10 }, (_, i) => {
    const cx = x + 36 + (i % 2) * 56;
    const cy = y + 36 + Math.floor(i / 2) * 50;
    return `<ellipse cx="${cx}" cy="${cy}" rx="20" ry="14" fill="#fff" opacity="0.85"/><ellipse cx="${cx - 5}" cy="${cy - 4}" rx="7" ry="4" fill="#fff"/>`;
  }).join("");
  return `<g transform="rotate(${turn} ${x} ${y + 260})">${rect(x, y, 128, 270, 8, "url(#mt)", outline)}${bubbles}</g>`;
}

export function cartonForm(form: PackagingForm, look: FormLook): FormDrawing | null {
  switch (form) {
    case "sachet-box":
      return {
        shape: `${sachet(360, 120, 130, 250, look, 10)}${box(112, 186, 330, 370, look.band)}`,
        over: "",
        label: [128, 206, 298, 330],
        round: false,
      };
    case "blister-carton":
      return {
        shape: `${blisterStrip(372, 150, 14)}${box(110, 214, 340, 342, look.band)}`,
        over: "",
        label: [126, 232, 308, 306],
        round: false,
      };
    case "medicine-carton":
      // Tall and white, as a medicine's carton is; the brand colour only in its band and stripes.
      return {
        shape: `${box(138, 126, 278, 430, "#fdfdfd", 56)}${rect(138, 506, 278, 50, 0, look.band)}<path d="M138 490 416 470v16L138 506Z" fill="${look.accent}"/>`,
        over: "",
        label: [150, 140, 254, 326],
        round: false,
      };
    case "kit-box":
      // A gift box with a window onto the caps of what it holds.
      return {
        shape: `${box(86, 168, 400, 388, look.band, 40)}${rect(120, 184, 332, 84, 10, "#fff", ' opacity="0.5"')}${[150, 250, 350].map((x) => `${rect(x, 196, 72, 72, 10, "url(#cp)", outline)}`).join("")}${rect(120, 184, 332, 84, 10, "none", ' stroke="#fff" stroke-width="4"')}`,
        over: "",
        label: [104, 284, 364, 254],
        round: false,
      };
    case "soap-bar":
      // A bar in its paper wrap, the folds at both ends, lying on its wide face.
      return {
        shape: `<path d="M90 300 150 236H510L450 300Z" fill="${look.band}"/><path d="M90 300 150 236H510L450 300Z" fill="#fff" opacity="0.3"/><path d="M450 300 510 236V480L450 544Z" fill="${look.band}"/><path d="M450 300 510 236V480L450 544Z" fill="#000" opacity="0.28"/>${rect(90, 300, 360, 244, 6, look.band, outline)}<path d="M90 300l40 122-40 122M450 300l-40 122 40 122" stroke="#000" stroke-opacity="0.15" fill="none" stroke-width="2"/>`,
        over: "",
        label: [122, 316, 296, 212],
        round: false,
      };
    case "pouch":
      // A stand-up pouch: zip under the top seal, tear notch, the gusset rounding its foot.
      return {
        shape: `<path d="M130 90h340l-6 410c0 36-20 56-56 56H192c-36 0-56-20-56-56Z" fill="url(#pk)"${outline}/>${rect(130, 90, 340, 30, 2, "#000", ' opacity="0.12"')}${rect(136, 130, 328, 6, 3, "#000", ' opacity="0.18"')}<path d="M130 106l12 6-12 6Z" fill="#fff"/>${gleam(150, 150, 20, 380)}`,
        over: "",
        label: [150, 168, 300, 330],
        round: false,
      };
    case "bar-wrapper":
      // A protein bar's flow wrap, crimped at both ends.
      return {
        shape: `<path d="M40 268h520v220H40Z" fill="url(#pk)"${outline}/>${[40, 518].map((x) => Array.from({ length: 22 }, (_, i) => rect(x + 4, 272 + i * 10, 34, 3, 1, "#000", ' opacity="0.15"')).join("")).join("")}${rect(80, 268, 440, 10, 2, "#fff", ' opacity="0.35"')}`,
        over: "",
        label: [96, 282, 408, 192],
        round: false,
      };
    case "effervescent-tube":
      // The tube lies on its side (it is too slender to stand and stay legible), a tablet beside it.
      return {
        shape: `<ellipse cx="128" cy="520" rx="52" ry="18" fill="#f8f3e3"${outline}/><ellipse cx="128" cy="514" rx="52" ry="18" fill="#fffaf0"${outline}/>${rect(56, 280, 436, 196, 24, "url(#pkv)", outline)}${rect(470, 268, 86, 220, 18, "url(#cpv)", outline)}${Array.from({ length: 8 }, (_, i) => rect(484 + i * 8, 276, 2, 204, 1, "#000", ' opacity="0.12"')).join("")}${rect(70, 300, 400, 16, 8, "url(#hl)", ' opacity="0.6"')}`,
        over: "",
        label: [82, 296, 372, 166],
        round: false,
      };
    default:
      return null;
  }
}
