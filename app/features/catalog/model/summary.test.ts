import { describe, expect, it } from "vitest";
import { titleCase } from "./summary";

describe("titleCase", () => {
  it.each([
    ["LE BLUE Shampoo Hidratação Profunda 300ML", "Le Blue Shampoo Hidratação Profunda 300 ml"],
    ["VITACON Vitamina D3 2000UI 60 Cápsulas", "Vitacon Vitamina D3 2000 UI 60 Cápsulas"],
    ["MCG WHEY CONC 1,8KG MORANGO", "MCG Whey Conc 1,8 kg Morango"],
    ["CREME PARA AS MÃOS", "Creme para as Mãos"],
    ["SUMMER VITA Protetor SOLAR FPS30", "Summer Vita Protetor Solar FPS30"],
    ["ON Antitranspirante ROLL-ON sem Perfume", "On Antitranspirante Roll-On sem Perfume"],
  ])("%s → %s", (text, title) => {
    expect(titleCase(text)).toBe(title);
  });
});
