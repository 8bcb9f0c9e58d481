/**
 * Prints the SVG path data of the text inside our drawn marks: the logo's wordmark (app/features/layout/logo.tsx and
 * public/logo.svg) and the certification badges' labels (app/features/home/certification-badge.tsx). Those files hold this output instead of SVG <text>: a mark then looks the same
 * whether or not the web font has arrived, and the browser lays out no SVG text and resolves no extra font sizes on
 * first paint (docs/decisions/109).
 * Run: npx tsx scripts/design/outline-marks.ts
 */
import { type Anchor, interFile, loadFont, textPath } from "../build/assets/glyph-text";

const marks: {
  name: string;
  text: string;
  x: number;
  y: number;
  size: number;
  weight: 400 | 700 | 800;
  anchor: Anchor;
}[] = [
  { name: "logo wordmark", text: "convale", x: 46, y: 28, size: 22, weight: 700, anchor: "start" },
  { name: "badge iso", text: "ISO", x: 48, y: 46, size: 20, weight: 800, anchor: "middle" },
  { name: "badge iso 9001", text: "9001", x: 48, y: 66, size: 15, weight: 800, anchor: "middle" },
  { name: "badge fda", text: "FDA", x: 48, y: 56, size: 22, weight: 800, anchor: "middle" },
  { name: "badge anvisa", text: "ANVISA", x: 48, y: 86, size: 11, weight: 800, anchor: "middle" },
];

/** Two decimals are a hundredth of a viewBox unit: far below a device pixel at the sizes the marks are shown. */
const rounded = (d: string) => d.replace(/-?\d+\.\d+/g, (n) => String(Number(Number(n).toFixed(2))));

for (const mark of marks) {
  const font = loadFont(interFile(mark.weight));
  console.log(
    `${mark.name}:\n${rounded(textPath(font, mark.text, mark.x, mark.y, mark.size, mark.anchor))}\n`,
  );
}
