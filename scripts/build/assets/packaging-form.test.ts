import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../../app/features/catalog/catalog.server";
import { type FormSubject, PACKAGING_FORMS, packagingFormFor, templateIdFor } from "./packaging-form";
import { packshotForm, packshotInputFor } from "./packshot";

const subject = (type: FormSubject["type"], name: string, apresentacao: string, conteudo = "") => ({
  type,
  name,
  apresentacao,
  conteudo,
});

describe("packaging form", () => {
  it("follows the presentation, then the kind, then the type", () => {
    const cases: [FormSubject, string][] = [
      [subject("Suplemento", "Vitamina D3 60 Cápsulas", "Frasco âmbar com 60 cápsulas"), "capsule-bottle"],
      [subject("Suplemento", "Vitamina D3 Gotas 20 ml", "Frasco âmbar conta-gotas"), "dropper-bottle"],
      [subject("Suplemento", "Psyllium em Pó 200 g", "Pote", "200 g"), "powder-tub"],
      [subject("Cosmetico", "Máscara Capilar 250 g", "Pote", "250 g"), "cream-jar"],
      [subject("Suplemento", "Fibras 30 Sachês", "Caixa com 30 sachês"), "sachet-box"],
      [subject("Suplemento", "Vitamina D3 30 Gomas", "Pote com 30 gomas"), "gummy-jar"],
      [subject("Suplemento", "Vitamina C", "Tubo com 10 comprimidos efervescentes"), "effervescent-tube"],
      [subject("Suplemento", "Ácido Fólico", "Blíster com 60 comprimidos"), "blister-carton"],
      [subject("Cosmetico", "Le Blue Shampoo 300 ml", "Frasco com tampa flip-top"), "flip-top-bottle"],
      [
        subject("Cosmetico", "Le Blue Condicionador 300 ml", "Frasco com tampa flip-top"),
        "conditioner-bottle",
      ],
      [subject("Cosmetico", "Sabonete Líquido 250 ml", "Frasco com válvula pump"), "pump-bottle"],
      [
        subject(
          "Cosmetico",
          "Shampoo 1 L",
          "Frasco com tampa flip-top (300 ml) e frasco com válvula pump (1 L)",
          "1 L",
        ),
        "pump-bottle",
      ],
      [subject("Cosmetico", "Gel de Barbear", "Bisnaga"), "tube"],
      [subject("Perfumaria", "Body Splash 200 ml", "Frasco spray"), "spray-bottle"],
      [subject("Cosmetico", "Antitranspirante Roll-on", "Frasco roll-on"), "roll-on"],
      [subject("Perfumaria", "Deo-Colônia 100 ml", "Frasco com válvula spray"), "perfume-bottle"],
      [subject("Perfumaria", "Água de Colônia 500 ml", "Frasco"), "perfume-bottle"],
      [subject("Cosmetico", "Sabonete em Barra 90 g", "Barra"), "soap-bar"],
      [subject("Cosmetico", "Kit Shampoo + Condicionador", "Caixa com 2 unidades"), "kit-box"],
      [subject("Suplemento", "Kit Colágeno 2 x 300 g", "Caixa com 2 latas de 300 g"), "kit-box"],
      [subject("Medicamento", "Paracetamol 500 mg", "Caixa com 20 comprimidos"), "medicine-carton"],
      [subject("Medicamento", "Simeticona", "Caixa com 10 cápsulas gelatinosas moles"), "medicine-carton"],
      [subject("Medicamento", "Paracetamol Gotas", "Frasco gotejador com 15 ml"), "drops-bottle"],
      [subject("Suplemento", "Whey 900 g", "Lata"), "can"],
      [subject("Suplemento", "Albumina 500 g", "Pacote"), "pouch"],
    ];
    for (const [input, form] of cases) expect(packagingFormFor(input), input.name).toBe(form);
  });

  const catalog = loadCatalog(path.join(process.cwd(), "data/raw"));
  const forms = catalog.products.map((product) =>
    packshotForm(packshotInputFor(product, catalog.detailFor(product), 0)),
  );

  it("draws every form issue 34 lists for at least one product of the catalogue", () => {
    const used = new Set(forms);
    expect(PACKAGING_FORMS.slice(0, 18).filter((form) => !used.has(form))).toEqual([]);
  });

  it("gives no two products of different forms the same template id", () => {
    const formsOf = new Map<string, Set<string>>();
    for (const form of forms)
      formsOf.set(templateIdFor(form), (formsOf.get(templateIdFor(form)) ?? new Set()).add(form));
    for (const [id, set] of formsOf) expect([...set], id).toHaveLength(1);
    expect(new Set(PACKAGING_FORMS.map(templateIdFor)).size).toBe(PACKAGING_FORMS.length);
  });
});
