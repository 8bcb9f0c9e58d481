/**
 * What the packshot drawings share (decision 123): the look a form is drawn in, what a drawing returns, and the
 * few SVG primitives both packshot-forms.ts and packshot-cartons.ts use.
 */
export interface FormLook {
  /** The brand's plastic and cap colours, its band and accent (brand-labels.ts). */
  pack: string;
  cap: string;
  band: string;
  accent: string;
  /** Amber glass or PET ("Frasco âmbar"). */
  amber: boolean;
}

export interface FormDrawing {
  /** Drawn under the label. */
  shape: string;
  /** Drawn over the label (a glass base's reflection). */
  over: string;
  /** The front label: x, y, width, height on the 600×600 canvas. */
  label: [number, number, number, number];
  /** The label sits on a round body, so its edges are shaded like the body's. */
  round: boolean;
}

/** Every form stands on this line of the 600×600 canvas. */
export const FLOOR = 556;

export const outline = ' stroke="#000" stroke-opacity="0.18" stroke-width="2"';

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, more = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${more}/>`;

/** The light's reflection down a round body: a soft vertical strip left of centre. */
export const gleam = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, w / 2, "url(#hl)", ' opacity="0.7"');
