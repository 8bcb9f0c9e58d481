/**
 * Each brand's label system (decision 123): the colour of its wordmark band, the label paper and ink, the colour
 * of its plastic and caps, and how its wordmark is set (case, weight). Every product of a brand wears the same
 * system whatever its form, so a shelf of one brand reads as one family and two brands never look alike. The
 * inks are dark on light (or white on a dark band) because the OCR test (packshot-ocr.test.ts) reads the labels.
 *
 * - `labelSystemFor(brand)`: the brand's system, or the house system for a product without a brand.
 */
export interface LabelSystem {
  /** Band behind the wordmark, and the wordmark's own colour on it. */
  band: string;
  bandInk: string;
  /** Label paper, the ink of the name and content, and a thin accent rule. */
  paper: string;
  ink: string;
  accent: string;
  /** The brand's plastic (bottles, tubs, tubes) and its caps. */
  pack: string;
  cap: string;
  /** Background tint of the photograph, pale so every packshot sits in the same light. */
  backdrop: string;
  wordmark: { case: "upper" | "as-is"; weight: 700 | 800 };
}

const house: LabelSystem = {
  band: "#0f5132",
  bandInk: "#ffffff",
  paper: "#ffffff",
  ink: "#12261c",
  accent: "#2f9e6a",
  pack: "#f4f6f5",
  cap: "#0f5132",
  backdrop: "#eef4f1",
  wordmark: { case: "upper", weight: 800 },
};

const systems: Record<string, LabelSystem> = {
  Vitacon: {
    ...house,
    band: "#d9480f",
    paper: "#fffaf4",
    ink: "#3b1806",
    accent: "#f59f00",
    pack: "#fbfbf8",
    cap: "#d9480f",
    backdrop: "#fdf1e7",
  },
  Calciocon: {
    ...house,
    band: "#1864ab",
    ink: "#0b2545",
    accent: "#74c0fc",
    pack: "#ffffff",
    cap: "#1864ab",
    backdrop: "#e9f1fa",
    wordmark: { case: "as-is", weight: 800 },
  },
  Concare: {
    ...house,
    band: "#0b7285",
    paper: "#f6fcfc",
    ink: "#06343c",
    accent: "#63e6be",
    pack: "#e6f4f3",
    cap: "#0b7285",
    backdrop: "#e7f4f4",
    wordmark: { case: "as-is", weight: 700 },
  },
  "Summer Vita": {
    ...house,
    band: "#ffc234",
    bandInk: "#4a2500",
    paper: "#ffffff",
    ink: "#4a2500",
    accent: "#ff7a1a",
    pack: "#fff3cc",
    cap: "#ff7a1a",
    backdrop: "#fff6df",
    wordmark: { case: "as-is", weight: 800 },
  },
  MCG: {
    ...house,
    band: "#1f1f1f",
    paper: "#ffffff",
    ink: "#1f1f1f",
    accent: "#e03131",
    pack: "#2b2b2b",
    cap: "#e03131",
    backdrop: "#f0efee",
  },
  On: {
    ...house,
    band: "#2b8a3e",
    paper: "#fbfff5",
    ink: "#173d1f",
    accent: "#a9e34b",
    pack: "#ebfbd8",
    cap: "#2b8a3e",
    backdrop: "#eef8e6",
    wordmark: { case: "as-is", weight: 800 },
  },
  Conlife: {
    ...house,
    band: "#2f6b2f",
    paper: "#fbfdf8",
    ink: "#1d3a1d",
    accent: "#94d82d",
    pack: "#ffffff",
    cap: "#2f6b2f",
    backdrop: "#eef5ea",
    wordmark: { case: "as-is", weight: 800 },
  },
  "Conlife Gold Premium": {
    ...house,
    band: "#8a6d1d",
    paper: "#fbf6e6",
    ink: "#2b2410",
    accent: "#d4af37",
    pack: "#1c1a16",
    cap: "#b8922e",
    backdrop: "#f4efe2",
  },
  Digescon: {
    ...house,
    band: "#6741d9",
    paper: "#faf8ff",
    ink: "#2b1a5c",
    accent: "#b197fc",
    pack: "#f3f0ff",
    cap: "#6741d9",
    backdrop: "#f0ecfb",
    wordmark: { case: "as-is", weight: 800 },
  },
  Reduzcon: {
    ...house,
    band: "#c2255c",
    paper: "#fff9fb",
    ink: "#4a0f25",
    accent: "#faa2c1",
    pack: "#ffffff",
    cap: "#c2255c",
    backdrop: "#fbeef3",
  },
  Farmacon: {
    ...house,
    band: "#c92a2a",
    paper: "#ffffff",
    ink: "#1a1a2e",
    accent: "#1864ab",
    pack: "#ffffff",
    cap: "#f8f9fa",
    backdrop: "#eef1f5",
  },
  "Le Blue": {
    ...house,
    band: "#3b5bdb",
    paper: "#ffffff",
    ink: "#1b2559",
    accent: "#91a7ff",
    pack: "#dbe4ff",
    cap: "#3b5bdb",
    backdrop: "#ebeffc",
    wordmark: { case: "as-is", weight: 800 },
  },
  "Le Blue Pantol": {
    ...house,
    band: "#1b2a6b",
    paper: "#fffdf6",
    ink: "#1b2a6b",
    accent: "#d4a72c",
    pack: "#f2ead3",
    cap: "#1b2a6b",
    backdrop: "#eeedf3",
    wordmark: { case: "as-is", weight: 800 },
  },
  "Le Blue Men": {
    ...house,
    band: "#212529",
    paper: "#f8f9fa",
    ink: "#212529",
    accent: "#4c6ef5",
    pack: "#343a40",
    cap: "#4c6ef5",
    backdrop: "#eceef1",
  },
};

export function labelSystemFor(brand: string | null): LabelSystem {
  return (brand && systems[brand]) || house;
}

export function wordmarkText(brand: string, system: LabelSystem): string {
  return system.wordmark.case === "upper" ? brand.toUpperCase() : brand;
}
