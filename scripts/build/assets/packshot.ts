import type { ProductDetail } from "../../../app/features/catalog/detail/detail";
import { NOT_INFORMED } from "../../../app/features/catalog/model/display-text";
import { labelSystemFor, wordmarkText } from "./brand-labels";
import { INTER_BOLD, INTER_REGULAR, interFile, loadFont, textPath } from "./glyph-text";
import { type LabelSizes, layoutLabel } from "./label-layout";
import { type PackagingForm, packagingFormFor } from "./packaging-form";
import { drawForm } from "./packshot-forms";
import { FLOOR, type FormDrawing, type FormLook } from "./packshot-primitives";

/** Barcode bars on the back label: their height and their distance from the label's bottom. */
const BARCODE_HEIGHT = 44;
const BARCODE_BOTTOM = 18;
/** Large enough to read at card size (decision 123: the OCR test reads brand and content at 320 px). */
/** Room kept free under the front label's last line. */
const FOOT = 12;
const SIZES: LabelSizes = { brand: [40, 16], name: [30, 12], content: [32, 14] };

/**
 * A product packshot drawn from the product's own data (decision 123): the drawing of its packaging form
 * (packaging-form.ts, packshot-forms.ts), its brand's label system (brand-labels.ts) and a front label with the
 * brand's wordmark, the name and the content, laid out by label-layout.ts so no line overflows or overlaps
 * another. One light, angle and floor shadow for all, back views included: they show the back label and its
 * barcode, the container standing as in the front view.
 */
export interface PackshotInput {
  code: string;
  name: string;
  brand: string | null;
  type: "Suplemento" | "Cosmetico" | "Perfumaria" | "Medicamento";
  apresentacao: string | null;
  conteudo: string | null;
  /** 0 for the main image, 1.. for additional views. */
  view: number;
}

/** The packshot of one view of a product as its page shows it; generation and the label tests share it. */
export function packshotInputFor(
  product: { code: string; type: PackshotInput["type"] },
  detail: ProductDetail,
  view: number,
): PackshotInput {
  return {
    code: product.code,
    name: detail.nome,
    brand: detail.marca === NOT_INFORMED ? null : detail.marca,
    type: product.type,
    apresentacao: detail.apresentacao === NOT_INFORMED ? null : detail.apresentacao,
    conteudo: detail.conteudo === NOT_INFORMED ? null : detail.conteudo,
    view,
  };
}

export const packshotForm = (input: PackshotInput): PackagingForm => packagingFormFor(input);

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function drawingFor(input: PackshotInput): { form: PackagingForm; drawing: FormDrawing; look: FormLook } {
  const system = labelSystemFor(input.brand);
  const form = packshotForm(input);
  const look: FormLook = {
    pack: system.pack,
    cap: system.cap,
    band: system.band,
    accent: system.accent,
    amber: /[âa]mbar/i.test(input.apresentacao ?? ""),
  };
  return { form, drawing: drawForm(form, look), look };
}

/**
 * The name without what the label already says elsewhere: the brand ("Le Blue Shampoo…" → "Shampoo…",
 * "… – Farmacon" → "…") and a trailing copy of the content ("… 300 ml" above "300 ml").
 */
function shortName(name: string, brand: string | null, content: string | null): string {
  const at = brand ? name.toLowerCase().indexOf(brand.toLowerCase()) : -1;
  let short = brand && at >= 0 ? `${name.slice(0, at)} ${name.slice(at + brand.length)}` : name;
  short = short
    .replace(/\s+[–-]\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (content && short.toLowerCase().endsWith(` ${content.toLowerCase()}`))
    short = short.slice(0, -content.length).trim();
  return short || name;
}

/** The label box and its laid-out lines, for the packshot and for tests that measure them. */
export function packshotLabel(input: PackshotInput) {
  const { drawing } = drawingFor(input);
  const [lx, ly, lw, lh] = drawing.label;
  const system = labelSystemFor(input.brand);
  const back = input.view > 0;
  return {
    box: drawing.label,
    lines: layoutLabel({
      // The text keeps clear of the label's foot, where a round body's shading and the floor begin.
      box: [lx, ly, lw, back ? lh : lh - FOOT],
      brand: wordmarkText(input.brand ?? "Convale", system),
      name: shortName(input.name, input.brand, input.conteudo),
      content: input.conteudo,
      back,
      backText: input.conteudo ?? input.apresentacao ?? "",
      barcodeHeight: BARCODE_BOTTOM + BARCODE_HEIGHT,
      bold: loadFont(INTER_BOLD),
      regular: loadFont(INTER_REGULAR),
      brandFont: loadFont(system.wordmark.weight === 800 ? interFile(800) : INTER_BOLD),
      contentFont: loadFont(INTER_REGULAR),
      sizes: SIZES,
    }),
  };
}

/** `a` moved towards `b` by t (0..1), both "#rrggbb". */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** Shared light: one set of gradients, the light from the upper left, for every form. */
function defs(look: FormLook, backdrop: string): string {
  const across = (id: string, colour: string, vertical = false) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${mix(colour, "#000000", 0.3)}"/><stop offset="0.26" stop-color="${mix(colour, "#ffffff", 0.18)}"/><stop offset="0.62" stop-color="${colour}"/><stop offset="1" stop-color="${mix(colour, "#000000", 0.38)}"/></linearGradient>`;
  return `<defs>
<radialGradient id="bg" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${backdrop}"/></radialGradient>
${across("pk", look.pack)}${across("cp", look.cap)}${across("pkv", look.pack, true)}${across("cpv", look.cap, true)}
<linearGradient id="gl" x1="0" x2="1"><stop offset="0" stop-color="#4a2406"/><stop offset="0.3" stop-color="#9a5416"/><stop offset="1" stop-color="#3d1d05"/></linearGradient>
<linearGradient id="gc" x1="0" x2="1"><stop offset="0" stop-color="#dfe6ea"/><stop offset="0.3" stop-color="#f8fbfc"/><stop offset="1" stop-color="#cfd8dd"/></linearGradient>
<linearGradient id="mt" x1="0" x2="1"><stop offset="0" stop-color="#868e96"/><stop offset="0.3" stop-color="#f1f3f5"/><stop offset="1" stop-color="#6c757d"/></linearGradient>
<linearGradient id="hl" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="sh" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="0.18" stop-color="#000" stop-opacity="0"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.6" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
}

export function packshotSvg(input: PackshotInput): string {
  const system = labelSystemFor(input.brand);
  const { drawing, look } = drawingFor(input);
  const [lx, ly, lw, lh] = drawing.label;
  const back = input.view > 0;
  const { lines } = packshotLabel(input);
  // The wordmark in the brand's colour on the paper; a light band colour (Summer Vita's yellow) takes its ink.
  const wordmarkInk = system.bandInk === "#ffffff" ? system.band : system.bandInk;
  const ink = (role: "brand" | "other") =>
    lines
      .filter((l) => (role === "brand") === (l.role === "brand"))
      .map((l) => textPath(l.font, l.text, l.x, l.baseline, l.size, "middle"))
      .join("");
  // A rule above the content, where the name leaves room for it: touching a letter, OCR reads it as one.
  const content = lines.find((l) => l.role === "content");
  const above = Math.max(ly + 10, ...lines.filter((l) => l !== content).map((l) => l.bottom));
  const rule =
    content && content.top - above >= 12
      ? `<rect x="${lx + 18}" y="${(content.top + above) / 2 - 1}" width="${lw - 36}" height="2" fill="${system.accent}"/>`
      : "";
  const stripes = back
    ? Array.from({ length: 30 }, (_, i) => {
        const w = 1 + (hash(`${input.code}${i}`) % 3);
        return `<rect x="${lx + lw / 2 - 70 + i * 4.7}" y="${ly + lh - BARCODE_BOTTOM - BARCODE_HEIGHT}" width="${w}" height="${BARCODE_HEIGHT}" fill="${system.ink}"/>`;
      }).join("")
    : "";
  const band = back
    ? `<rect x="${lx}" y="${ly}" width="${lw}" height="8" fill="${system.band}"/>`
    : `<rect x="${lx}" y="${ly}" width="${lw}" height="10" fill="${system.band}"/>`;
  const shadowWidth = Math.max(150, lw / 2 + 70);

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
${defs(look, system.backdrop)}
<rect width="600" height="600" fill="url(#bg)"/><rect y="${FLOOR}" width="600" height="${600 - FLOOR}" fill="${system.backdrop}"/>
<ellipse cx="300" cy="${FLOOR}" rx="${shadowWidth + 20}" ry="22" fill="url(#shadow)"/>
<g data-view="${back ? "back" : "front"}">${drawing.shape}<clipPath id="lb"><rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="6"/></clipPath>
<g clip-path="url(#lb)"><rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" fill="${system.paper}"/>${band}
<path d="${ink("brand")}" fill="${back ? system.ink : wordmarkInk}"/><path d="${ink("other")}" fill="${system.ink}"/>${rule}${stripes}
${drawing.round ? `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" fill="url(#sh)"/>` : ""}</g>${drawing.over}</g>
</svg>`;
}
