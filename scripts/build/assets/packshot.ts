import type { ProductDetail } from "../../../app/features/catalog/detail/detail";
import { NOT_INFORMED } from "../../../app/features/catalog/model/display-text";
import { INTER_BOLD, INTER_REGULAR, loadFont, textPath } from "./glyph-text";
import { layoutLabel } from "./label-layout";

/** Barcode bars on the back label: their height and their distance from the label's bottom. */
const BARCODE_HEIGHT = 44;
const BARCODE_BOTTOM = 18;

/**
 * A product packshot drawn from the product's own data: the container follows its presentation (bottle, jar,
 * can, tube, box, sachet, dropper, spray, bar), the colours follow its type and brand, and the label carries the
 * brand, the name and the content, laid out by label-layout.ts so no line overflows or overlaps another.
 * Views after the first are turned and show the back label.
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

/** The packshot of one view of a product as its page shows it; generation and the label test share it. */
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
    apresentacao: detail.apresentacao,
    conteudo: detail.conteudo === NOT_INFORMED ? null : detail.conteudo,
    view,
  };
}

export type Container =
  | "bottle"
  | "amber"
  | "jar"
  | "can"
  | "tube"
  | "box"
  | "sachet"
  | "dropper"
  | "spray"
  | "bar";

export function containerFor(
  input: Pick<PackshotInput, "type" | "apresentacao" | "conteudo" | "name">,
): Container {
  const text = `${input.apresentacao ?? ""} ${input.conteudo ?? ""} ${input.name}`.toLowerCase();
  if (/sach[eê]/.test(text)) return "sachet";
  if (/\blata\b/.test(text)) return "can";
  if (/\bpote\b/.test(text)) return "jar";
  if (/bisnaga|\btubo\b/.test(text)) return "tube";
  if (/\bbarra\b|sabonete em barra/.test(text)) return "bar";
  if (/gotas|gotejador|conta-gotas/.test(text)) return "dropper";
  if (/spray|col[oô]nia|body splash|perfume|deo/.test(text)) return "spray";
  if (
    /bl[ií]ster|caixa|comprimido|\bkit\b|c[aá]psulas gelatinosas/.test(text) ||
    input.type === "Medicamento"
  )
    return "box";
  if (/[âa]mbar|c[aá]psula/.test(text)) return "amber";
  if (/\bg\b|\d\s*g\b|\bkg\b/.test(text) && input.type === "Suplemento") return "jar";
  return "bottle";
}

const typeHue: Record<PackshotInput["type"], number> = {
  Suplemento: 160,
  Cosmetico: 330,
  Perfumaria: 255,
  Medicamento: 5,
};

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

interface Palette {
  bg1: string;
  bg2: string;
  body: string;
  bodyDark: string;
  cap: string;
  label: string;
  ink: string;
  accent: string;
}

function paletteFor(input: PackshotInput): Palette {
  const brandShift = (hash(input.brand ?? input.name) % 50) - 25;
  const hue = (typeHue[input.type] + brandShift + 360) % 360;
  const light = input.view === 0 ? 95 : 91;
  return {
    bg1: `hsl(${hue} 45% ${light}%)`,
    bg2: `hsl(${(hue + 25) % 360} 35% ${light - 8}%)`,
    body: input.type === "Medicamento" ? "#fbfbfb" : `hsl(${hue} 55% 38%)`,
    bodyDark: input.type === "Medicamento" ? "#dcdfe3" : `hsl(${hue} 55% 28%)`,
    cap: `hsl(${(hue + 180) % 360} 20% 22%)`,
    label: "#ffffff",
    ink: `hsl(${hue} 60% 18%)`,
    accent: `hsl(${(hue + 40) % 360} 80% 52%)`,
  };
}

/** The container outline and its label rectangle (x, y, width, height) inside a 600×600 canvas. */
function drawContainer(
  kind: Container,
  p: Palette,
): { shape: string; label: [number, number, number, number] } {
  const body = (d: string) =>
    `<path d="${d}" fill="url(#body)"/><path d="${d}" fill="none" stroke="${p.bodyDark}" stroke-width="3"/>`;
  switch (kind) {
    case "amber":
    case "bottle": {
      const fill = kind === "amber" ? "#8a4b14" : p.body;
      return {
        shape: `<rect x="250" y="92" width="100" height="58" rx="10" fill="${p.cap}"/><path d="M262 150h76v24c52 10 72 40 72 82v214c0 24-18 40-42 40H232c-24 0-42-16-42-40V256c0-42 20-72 72-82Z" fill="${fill}" stroke="${p.bodyDark}" stroke-width="3"/>`,
        label: [200, 270, 200, 190],
      };
    }
    case "dropper":
      return {
        shape: `<path d="M288 60c8 0 12 6 12 14v40h-24V74c0-8 4-14 12-14Z" fill="${p.cap}"/><rect x="262" y="112" width="76" height="58" rx="8" fill="${p.cap}"/><path d="M270 170h60v22c34 8 50 30 50 62v226c0 22-16 36-36 36h-88c-20 0-36-14-36-36V254c0-32 16-54 50-62Z" fill="#7a3f10" stroke="#4d270a" stroke-width="3"/>`,
        label: [222, 280, 156, 170],
      };
    case "spray":
      return {
        shape: `<rect x="272" y="70" width="56" height="40" rx="6" fill="${p.cap}"/><rect x="286" y="110" width="28" height="34" fill="#c9ccd1"/>${body("M206 144h188c22 0 36 14 36 36v300c0 28-20 46-48 46H218c-28 0-48-18-48-46V180c0-22 14-36 36-36Z")}`,
        label: [196, 230, 208, 210],
      };
    case "jar":
      return {
        shape: `<rect x="150" y="150" width="300" height="64" rx="14" fill="${p.cap}"/>${body("M160 214h280v248c0 30-22 50-52 50H212c-30 0-52-20-52-50Z")}`,
        label: [170, 262, 260, 180],
      };
    case "can":
      return {
        shape: `<ellipse cx="300" cy="130" rx="150" ry="30" fill="#c9ccd1"/>${body("M150 130h300v360c0 16-66 30-150 30s-150-14-150-30Z")}`,
        label: [165, 200, 270, 230],
      };
    case "tube":
      return {
        shape: `${body("M190 86h220l-30 356H220Z")}<rect x="226" y="442" width="148" height="70" rx="10" fill="${p.cap}"/>`,
        label: [214, 150, 172, 220],
      };
    case "sachet":
      return {
        shape: `${body("M170 110h260l10 10v360l-10 10H170l-10-10V120Z")}<path d="M160 122h280M160 478h280" stroke="${p.bodyDark}" stroke-width="8" stroke-dasharray="8 6"/>`,
        label: [186, 190, 228, 230],
      };
    case "bar":
      return {
        shape: body(
          "M130 230c0-30 20-50 50-50h240c30 0 50 20 50 50v140c0 30-20 50-50 50H180c-30 0-50-20-50-50Z",
        ),
        label: [170, 215, 260, 170],
      };
    default:
      return {
        shape: `<path d="M150 150l40-40h300l-40 40Z" fill="${p.bodyDark}"/><path d="M450 150l40-40v340l-40 40Z" fill="${p.bodyDark}"/>${body("M150 150h300v340H150Z")}<rect x="150" y="150" width="300" height="28" fill="${p.accent}"/>`,
        label: [166, 214, 268, 230],
      };
  }
}

function shortName(name: string, brand: string | null): string {
  const withoutBrand =
    brand && name.toLowerCase().startsWith(brand.toLowerCase()) ? name.slice(brand.length) : name;
  return withoutBrand.replace(/\s+/g, " ").trim() || name;
}

/** The label box and its laid-out lines, for the packshot and for tests that measure them. */
export function packshotLabel(input: PackshotInput) {
  const kind = containerFor(input);
  const { label } = drawContainer(kind, paletteFor(input));
  const back = input.view > 0;
  return {
    box: label,
    lines: layoutLabel({
      box: label,
      brand: (input.brand ?? "Convale").toUpperCase(),
      name: shortName(input.name, input.brand),
      content: input.conteudo,
      back,
      backText: input.conteudo ?? input.apresentacao ?? "",
      barcodeHeight: BARCODE_BOTTOM + BARCODE_HEIGHT,
      bold: loadFont(INTER_BOLD),
      regular: loadFont(INTER_REGULAR),
    }),
  };
}

export function packshotSvg(input: PackshotInput): string {
  const p = paletteFor(input);
  const kind = containerFor(input);
  const { shape, label } = drawContainer(kind, p);
  const [lx, ly, lw, lh] = label;
  const cx = lx + lw / 2;
  const back = input.view > 0;
  const { lines } = packshotLabel(input);
  let labelInk = "";
  for (const line of lines)
    labelInk += textPath(line.font, line.text, line.x, line.baseline, line.size, "middle");
  const stripes = back
    ? Array.from({ length: 30 }, (_, i) => {
        const w = 1 + (hash(`${input.code}${i}`) % 3);
        return `<rect x="${cx - 70 + i * 4.7}" y="${ly + lh - BARCODE_BOTTOM - BARCODE_HEIGHT}" width="${w}" height="${BARCODE_HEIGHT}" fill="${p.ink}"/>`;
      }).join("")
    : "";
  const turn = back ? ` transform="rotate(-8 300 300)"` : "";

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.bodyDark}"/><stop offset="0.35" stop-color="${p.body}"/><stop offset="1" stop-color="${p.bodyDark}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/><ellipse cx="300" cy="540" rx="190" ry="22" fill="#000" opacity="0.12"/>
<g${turn}>${shape}<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="12" fill="${p.label}" opacity="0.96"/>
<rect x="${lx}" y="${ly}" width="${lw}" height="8" rx="4" fill="${p.accent}"/><path d="${labelInk}" fill="${p.ink}"/>${stripes}</g>
</svg>`;
}
