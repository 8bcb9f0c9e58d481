import { expect, it } from "vitest";
import { internationalBrazilianPhone } from "./phone";

it("writes a Brazilian number with its country code, as dialled from abroad", () => {
  expect(internationalBrazilianPhone("+551239084500")).toBe("+55 12 3908-4500");
  expect(internationalBrazilianPhone("+5511987654321")).toBe("+55 11 98765-4321");
  expect(internationalBrazilianPhone("+12125550100")).toBe("+12125550100");
});
