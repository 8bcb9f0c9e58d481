import { describe, expect, it } from "vitest";
import { techSheetInfo, techSheetUrl } from "./tech-sheet-url";

const headers = (values: Record<string, string>) => new Headers(values);

describe("technical-sheet check (product rules §7)", () => {
  it("builds the same-origin and external URLs", () => {
    expect(techSheetUrl("", "7897412100014")).toBe("/fichatecnica/7897412100014.pdf");
    expect(techSheetUrl("https://static.example.com/", "1")).toBe(
      "https://static.example.com/fichatecnica/1.pdf",
    );
    expect(techSheetUrl("", "7897412100014", "en")).toBe("/fichatecnica/en/7897412100014.pdf");
    expect(techSheetUrl("https://static.example.com/", "1", "en")).toBe(
      "https://static.example.com/fichatecnica/en/1.pdf",
    );
  });
  it("is available only when OK with a PDF content type", () => {
    expect(techSheetInfo(false, headers({ "content-type": "application/pdf" }))).toBeNull();
    expect(techSheetInfo(true, headers({ "content-type": "text/html; charset=utf-8" }))).toBeNull();
    expect(techSheetInfo(true, headers({}))).toBeNull();
  });
  it("rounds the size up to whole KB", () => {
    const info = techSheetInfo(
      true,
      headers({ "content-type": "application/pdf", "content-length": "17426" }),
    );
    expect(info?.label).toBe("Baixar ficha técnica (PDF, 18 KB)");
    expect(
      techSheetInfo(true, headers({ "content-type": "Application/PDF", "content-length": "1024" }))?.label,
    ).toBe("Baixar ficha técnica (PDF, 1 KB)");
    expect(techSheetInfo(true, headers({ "content-type": "application/pdf" }))?.label).toBe(
      "Baixar ficha técnica (PDF)",
    );
  });
});
