import type { PackagingForm } from "./packaging-form";
import { drawForm } from "./packshot-forms";
import type { FormLook } from "./packshot-primitives";
import { outline, FLOOR as PACKSHOT_FLOOR, rect } from "./packshot-primitives";

/**
 * What every scene shares (decision 136): the 800×600 canvas, one light from the upper left as in the packshots
 * (packshot.ts `defs`: the same "across" gradient, highlight left of centre, shade on the right), the wall and
 * floor, the soft contact shadow, boxes turned by the packshots' depth (packshot-cartons.ts), and our packaging
 * forms drawn by the packshots' own code (packshot-forms.ts), so a bottle on a line is the bottle in the catalogue.
 */
export const SCENE_W = 800;
export const SCENE_H = 600;
/** Where the back wall meets the floor; props at the back stand here, nearer ones lower down. */
export const WALL_FOOT = 430;

/** The site's palette (app/app.css) and the house label system (brand-labels.ts). */
export const palette = {
  brand50: "#effaf6",
  brand100: "#d6f2e8",
  brand200: "#aee4d2",
  brand500: "#1f9d7f",
  brand700: "#0e6656",
  brand900: "#093d35",
  accent: "#f5b94a",
  accentDeep: "#e99d1b",
  ink: "#12261c",
  kraft: "#c8a06a",
};

export const house: FormLook = {
  pack: "#f4f6f5",
  cap: palette.brand700,
  band: palette.brand700,
  accent: palette.accent,
  amber: false,
};

/** `a` moved towards `b` by t (0..1), both "#rrggbb" (as packshot.ts mixes its gradients). */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** The packshots' round-body gradient: shade at the left edge, the light just left of centre, shade on the right. */
export const across = (id: string, colour: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${mix(colour, "#000000", 0.3)}"/><stop offset="0.26" stop-color="${mix(colour, "#ffffff", 0.18)}"/><stop offset="0.62" stop-color="${colour}"/><stop offset="1" stop-color="${mix(colour, "#000000", 0.38)}"/></linearGradient>`;

/** A packaging form's gradients under a suffix, so one scene can hold several brand colours. */
export const lookDefs = (look: FormLook, suffix = "") =>
  `${across(`pk${suffix}`, look.pack)}${across(`cp${suffix}`, look.cap)}${across(`pkv${suffix}`, look.pack, true)}${across(`cpv${suffix}`, look.cap, true)}`;

function defs(wall: string, floor: string): string {
  return `<defs>
<radialGradient id="wall" cx="0.25" cy="0.2" r="0.95"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${wall}"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(floor, "#000000", 0.06)}"/><stop offset="1" stop-color="${mix(floor, "#ffffff", 0.35)}"/></linearGradient>
${lookDefs(house)}${across("st", "#c9d0d5")}${across("stv", "#c9d0d5", true)}${across("coat", "#f3f5f6")}${across("green", palette.brand700)}${across("kraft", palette.kraft)}${across("dark", "#3d4a52")}
<linearGradient id="gl" x1="0" x2="1"><stop offset="0" stop-color="#4a2406"/><stop offset="0.3" stop-color="#9a5416"/><stop offset="1" stop-color="#3d1d05"/></linearGradient>
<linearGradient id="gc" x1="0" x2="1"><stop offset="0" stop-color="#dfe6ea"/><stop offset="0.3" stop-color="#f8fbfc"/><stop offset="1" stop-color="#cfd8dd"/></linearGradient>
<linearGradient id="mt" x1="0" x2="1"><stop offset="0" stop-color="#868e96"/><stop offset="0.3" stop-color="#f1f3f5"/><stop offset="1" stop-color="#6c757d"/></linearGradient>
<linearGradient id="hl" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="sh" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="0.18" stop-color="#000" stop-opacity="0"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>
<linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#cfe3ea" stop-opacity="0.75"/><stop offset="0.3" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#b7cdd6" stop-opacity="0.75"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe8f3"/><stop offset="1" stop-color="#f4fafc"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.6" stop-color="#000" stop-opacity="0.14"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
}

export interface SceneOptions {
  /** The wall's tint far from the light; the house backdrop (brand-labels.ts) unless a room is another colour. */
  wall?: string;
  floor?: string;
  /** Where the wall ends; an outdoor scene passes its horizon. */
  wallFoot?: number;
}

/** The whole SVG: the room, then the scene's layers back to front. */
export function scene(body: string, options: SceneOptions = {}): string {
  const wall = options.wall ?? "#e3efe9";
  const floor = options.floor ?? "#d5dfdb";
  const foot = options.wallFoot ?? WALL_FOOT;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCENE_W} ${SCENE_H}" width="${SCENE_W}" height="${SCENE_H}">
${defs(wall, floor)}
<rect width="${SCENE_W}" height="${foot}" fill="url(#wall)"/><rect y="${foot}" width="${SCENE_W}" height="${SCENE_H - foot}" fill="url(#floor)"/>
<rect y="${foot - 6}" width="${SCENE_W}" height="6" fill="#000" opacity="0.06"/>
${body}
</svg>`;
}

/** The packshots' contact shadow: a soft ellipse where a thing meets the floor. */
export const shadow = (cx: number, y: number, rx: number, ry = rx / 9) =>
  `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;

export { outline, rect };

/** The packshots' box: front facing us, right side in shade, top in the light, turned by the same depth. */
export function box(x: number, y: number, w: number, h: number, front: string, d = 22): string {
  const r = d * 0.55;
  const side = `M${x + w} ${y}L${x + w + d} ${y - r}V${y + h - r}L${x + w} ${y + h}Z`;
  const top = `M${x} ${y}L${x + d} ${y - r}H${x + w + d}L${x + w} ${y}Z`;
  return `<path d="${side}" fill="${front}"/><path d="${side}" fill="#000" opacity="0.26"/><path d="${top}" fill="${front}"/><path d="${top}" fill="#fff" opacity="0.35"/>${rect(x, y, w, h, 2, front, outline)}`;
}

/**
 * One of our packaging forms at scale `s`, its foot centred on (cx, floor): the packshot drawing itself, with a
 * blank label in the house colours (text would be a smudge at this size). `suffix` picks a look's gradients.
 */
export function pack(
  form: PackagingForm,
  cx: number,
  floor: number,
  s: number,
  look = house,
  suffix = "",
): string {
  const d = drawForm(form, look);
  const [lx, ly, lw, lh] = d.label;
  const ids = (svg: string) => (suffix ? svg.replace(/url\(#(pk|cp|pkv|cpv)\)/g, `url(#$1${suffix})`) : svg);
  const label = `${rect(lx, ly, lw, lh, 6, "#ffffff")}${rect(lx, ly, lw, lh * 0.16, 0, look.band)}${rect(lx + lw * 0.2, ly + lh * 0.42, lw * 0.6, lh * 0.08, 4, look.band, ' opacity="0.55"')}${rect(lx + lw * 0.3, ly + lh * 0.66, lw * 0.4, lh * 0.06, 3, look.accent)}${d.round ? rect(lx, ly, lw, lh, 0, "url(#sh)") : ""}`;
  return `<g transform="translate(${cx - 300 * s} ${floor - PACKSHOT_FLOOR * s}) scale(${s})">${ids(d.shape)}${label}${ids(d.over)}</g>`;
}

/** A small helper for repeated things along x. */
export const repeat = (n: number, draw: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => draw(i)).join("");
