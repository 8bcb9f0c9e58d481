import { describe, expect, it } from "vitest";
import { formTerms } from "~/content/private-label-terms";
import { briefHrefForProduct } from "~/features/brief/brief-links";
import { loadCatalog } from "../catalog.server";
import { FIXTURE_DIR } from "../fixtures/read-fixture";
import { catalogQuery } from "../search/catalog-query";
import { countFacets } from "../search/facets";
import { type WhiteLabelProduct, whiteLabelOffer } from "./white-label";

const product = (p: Partial<WhiteLabelProduct>): WhiteLabelProduct => ({
  type: "Suplemento",
  nome: "Vitacon Vitamina D3 2.000 UI 60 Cápsulas",
  apresentacao: "Frasco plástico",
  conteudo: "60 cápsulas",
  ean: "7897412100014",
  ...p,
});

describe("whiteLabelOffer: which products we offer with the client's brand", () => {
  it.each([
    [product({}), { line: "suplementos", form: "capsulas" }],
    [
      product({ type: "Cosmetico", nome: "Le Blue Shampoo Hidratação 300 ml", conteudo: "300 ml" }),
      { line: "cosmeticos", form: "shampoos" },
    ],
    // Perfumery is made by the cosmetics line, under its terms.
    [
      product({
        type: "Perfumaria",
        nome: "Colônia Lavanda",
        apresentacao: "Frasco spray",
        conteudo: "100 ml",
      }),
      { line: "cosmeticos", form: "perfumes" },
    ],
    [
      product({ nome: "Conlife Colágeno Verisol 300 g", apresentacao: "Lata", conteudo: "300 g" }),
      { line: "suplementos", form: "po" },
    ],
  ])("offers %j as %j", (p, offer) => {
    expect(whiteLabelOffer(p)).toEqual(offer);
  });

  it("does not offer an OTC medicine, even in a form with terms (its notification names its holder)", () => {
    const medicine = product({ type: "Medicamento", nome: "Paracetamol 750 mg", conteudo: "20 comprimidos" });
    expect(whiteLabelOffer(medicine)).toBeNull();
  });

  it("does not offer an unpublished product (no page at a unit EAN), a kit, or a product of unclear form", () => {
    expect(whiteLabelOffer(product({ ean: null }))).toBeNull();
    expect(whiteLabelOffer(product({ ean: "" }))).toBeNull();
    expect(
      whiteLabelOffer(product({ type: "Cosmetico", nome: "Kit Le Blue Shampoo + Condicionador 300 ml" })),
    ).toBeNull();
    expect(
      whiteLabelOffer(product({ nome: "MCG Maltodextrina 1 kg", apresentacao: "Pacote", conteudo: "1 kg" })),
    ).toBeNull();
  });

  it("does not offer a form its line has no white-label terms for (a cosmetic read as drops)", () => {
    const serum = product({
      type: "Cosmetico",
      nome: "Concare Sérum Facial Niacinamida 10% 30 ml",
      apresentacao: "Frasco conta-gotas",
      conteudo: "30 ml",
    });
    expect(formTerms.gotas.lines).not.toContain("cosmeticos");
    expect(whiteLabelOffer(serum)).toBeNull();
  });

  it("every offer has white-label terms on the private-label page for its line", () => {
    for (const [form, terms] of Object.entries(formTerms)) {
      for (const line of terms.lines) {
        if (line === "medicamentos") continue;
        const offer = whiteLabelOffer(product({ type: line === "suplementos" ? "Suplemento" : "Cosmetico" }));
        if (offer) expect(formTerms[offer.form].leadTime.whiteLabel.from).toBeGreaterThan(0);
      }
      expect(terms.leadTime.whiteLabel.to).toBeGreaterThanOrEqual(terms.leadTime.whiteLabel.from);
      expect(form).not.toBe("");
    }
  });
});

describe("the catalogue's white-label mark", () => {
  const catalog = loadCatalog(FIXTURE_DIR);

  it("marks exactly the products whose page offers them, and their brief link names line, form and product", () => {
    let marked = 0;
    for (const p of catalog.products) {
      const summary = catalog.summaryFor(p);
      const detail = catalog.detailFor(p);
      const offer = whiteLabelOffer({ ...detail, ean: summary.ean });
      expect(summary.whiteLabel === true).toBe(offer !== null);
      if (!offer || !summary.ean) continue;
      marked++;
      const href = new URL(briefHrefForProduct({ ...detail, ean: summary.ean }), "https://x");
      expect(href.searchParams.get("linha")).toBe(offer.line);
      expect(href.searchParams.get("forma")).toBe(offer.form);
      expect(href.searchParams.get("produto")).toBe(summary.ean);
    }
    expect(marked).toBeGreaterThan(0);
    expect(catalog.products.some((p) => catalog.summaryFor(p).whiteLabel !== true)).toBe(true);
  });

  it("the facet lists the marked products, and counts them", () => {
    const marked = catalog.summaries.filter((s) => s.whiteLabel).map((s) => s.code);
    const result = catalog.search(catalogQuery({ ofertas: ["sua-marca"] }));
    expect(result.items.map((s) => s.code).sort()).toEqual([...marked].sort());
    expect(result.facets.ofertas).toEqual([
      { value: "sua-marca", label: "Disponível para sua marca", count: marked.length, selected: true },
    ]);
    expect(catalog.search(catalogQuery({})).facets.ofertas[0]?.count).toBe(marked.length);
  });

  it("countFacets counts offers over the other groups' selection", () => {
    const entries = [
      { brand: "A", form: null, diets: [], whiteLabel: true },
      { brand: "B", form: null, diets: [], whiteLabel: true },
      { brand: "B", form: null, diets: [] },
    ];
    const facets = countFacets(entries, { marcas: ["B"], formas: [], dietas: [], ofertas: [] });
    expect(facets.ofertas).toEqual([
      { value: "sua-marca", label: "Disponível para sua marca", count: 1, selected: false },
    ]);
  });
});
