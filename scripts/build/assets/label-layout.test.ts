import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../../app/features/catalog/catalog.server";
import { labelSystemFor, wordmarkText } from "./brand-labels";
import { ACCENT_STRIP, LABEL_PADDING, type LabelLine } from "./label-layout";
import { type PackshotInput, packshotInputFor, packshotLabel } from "./packshot";

/** Every line inside the label's padding, below its accent strip, and no two lines sharing a height. */
function layoutProblems(box: readonly number[], lines: readonly LabelLine[]): string[] {
  const [x, y, w, h] = box as [number, number, number, number];
  const problems: string[] = [];
  const eps = 0.01;
  for (const line of lines) {
    if (
      line.x - line.width / 2 < x + LABEL_PADDING - eps ||
      line.x + line.width / 2 > x + w - LABEL_PADDING + eps
    )
      problems.push(`"${line.text}" is ${line.width.toFixed(1)} wide in a ${w - 2 * LABEL_PADDING} label`);
    if (line.top < y + ACCENT_STRIP - eps || line.bottom > y + h + eps)
      problems.push(
        `"${line.text}" runs outside the label (${line.top.toFixed(1)}–${line.bottom.toFixed(1)})`,
      );
  }
  const sorted = [...lines].sort((a, b) => a.top - b.top);
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1] as LabelLine, sorted[i] as LabelLine];
    if (b.top < a.bottom - eps) problems.push(`"${b.text}" overlaps "${a.text}"`);
  }
  return problems;
}

const catalog = loadCatalog(path.join(process.cwd(), "data/raw"));
const inputs: PackshotInput[] = catalog.products.flatMap((product) => {
  const detail = catalog.detailFor(product);
  return [0, 1].map((view) => packshotInputFor(product, detail, view));
});

describe("packshot labels (measured with Inter's metrics)", () => {
  it("fit every product's brand, name and content inside the label, without overlaps", () => {
    const problems = inputs.flatMap((input) => {
      const { box, lines } = packshotLabel(input);
      return layoutProblems(box, lines).map((p) => `${input.code} view ${input.view}: ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it("name the product's brand in full, never CONVALE", () => {
    for (const input of inputs.filter((i) => i.view === 0)) {
      const brand = packshotLabel(input)
        .lines.filter((l) => l.role === "brand")
        .map((l) => l.text)
        .join(" ");
      // Set as the brand's wordmark is (brand-labels.ts): "Le Blue", "VITACON".
      expect(brand, input.code).toBe(wordmarkText(input.brand ?? "", labelSystemFor(input.brand)));
    }
  });

  it("keep the back label's text above the barcode", () => {
    for (const input of inputs.filter((i) => i.view === 1)) {
      const { box, lines } = packshotLabel(input);
      const barcodeTop = (box[1] as number) + (box[3] as number) - 62;
      for (const line of lines) expect(line.bottom, `${input.code} ${line.text}`).toBeLessThan(barcodeTop);
    }
  });

  it("shrink, wrap and only then shorten text that cannot fit a small dropper label", () => {
    const input: PackshotInput = {
      code: "X",
      name: "Vitamina D3 Gotas Sabor Laranja com Vitamina K2 Menaquinona e Óleo de Coco Extravirgem Orgânico Certificado",
      brand: "Conlife Gold Premium Extra Longa",
      type: "Suplemento",
      apresentacao: "Frasco conta-gotas",
      conteudo: "Frasco conta-gotas de 30 ml com 900 gotas",
      view: 0,
    };
    const { box, lines } = packshotLabel(input);
    expect(layoutProblems(box, lines)).toEqual([]);
    // At the smallest size two lines cannot hold this brand on a dropper: the second line is shortened.
    expect(lines.filter((l) => l.role === "brand").map((l) => l.text)).toEqual([
      "CONLIFE GOLD",
      "PREMIUM EXTRA…",
    ]);
    // The long name fits whole once smaller and wrapped.
    expect(
      lines
        .filter((l) => l.role === "name")
        .map((l) => l.text)
        .join(" "),
    ).toBe(input.name);
    expect(lines.some((l) => l.role === "content")).toBe(true);
  });
});
