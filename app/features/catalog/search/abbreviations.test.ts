import { describe, expect, it } from "vitest";
import { ABBREVIATIONS, expandErpName } from "./abbreviations";

describe("expandErpName", () => {
  it.each([
    ["LE BLUE SH HIDRAT PROF 300ML", "LE BLUE Shampoo Hidratação Profunda 300ML"],
    ["LE BLUE COND CACHOS DEF 300ML", "LE BLUE Condicionador CACHOS Definidos 300ML"],
    ["SUMMER VITA PROT SOLAR FPS30 200ML", "SUMMER VITA Protetor SOLAR FPS30 200ML"],
    ["REDUZCON SHAKE PROT FIBRAS 400G CHOC", "REDUZCON SHAKE Proteico FIBRAS 400G Chocolate"],
    ["MCG SAB AVEIA 90G", "MCG Sabonete AVEIA 90G"],
    ["LE BLUE COL BRISA DO MAR 100ML", "LE BLUE Colônia BRISA DO MAR 100ML"],
    ["VITACON VIT D3 2000UI 60CPS", "VITACON Vitamina D3 2000UI 60 Cápsulas"],
    ["VITACON VIT D3 GTS 20ML", "VITACON Vitamina D3 Gotas 20ML"],
    ["VITACON VIT C + ZINCO 30SACH LARANJA", "VITACON Vitamina C + ZINCO 30 Sachês LARANJA"],
    ["ON ANTITRANSP ROLLON S/PERF 50ML", "ON Antitranspirante ROLLON sem Perfume 50ML"],
    ["LE BLUE SH LISO PERF 300ML", "LE BLUE Shampoo LISO Perfeito 300ML"],
    ["PARACETAMOL 500MG CX 20 CPR FARMACON", "PARACETAMOL 500MG Caixa 20 Comprimidos FARMACON"],
  ])("%s → %s", (name, expanded) => {
    expect(expandErpName(name)).toBe(expanded);
  });

  it("folds accents and case before looking words up, and leaves unknown words alone", () => {
    expect(expandErpName("le blue sh xyz")).toBe("LE BLUE Shampoo XYZ");
    expect(expandErpName("CREME PARA AS MÃOS")).toBe("CREME PARA AS Mãos");
  });

  it("keys the table by upper-case, accent-free abbreviations", () => {
    for (const key of Object.keys(ABBREVIATIONS)) expect(key).toMatch(/^[A-Z]+$/);
  });
});
