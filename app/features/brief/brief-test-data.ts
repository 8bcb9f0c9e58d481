/** A complete, valid brief as a form posts it; tests patch one field at a time. */
export const validBriefFields = () => ({
  company: "Farmácias Exemplo Ltda.",
  cnpj: "11222333000181",
  contactName: "Joana Prado",
  role: "Gerente de marcas próprias",
  email: "joana.prado@example.com",
  phone: "12998765432",
  lines: ["suplementos", "cosmeticos"],
  forms: ["capsulas", "cremes"],
  labelModel: "private-label",
  quantity: "5mil-20mil",
  launch: "6-12-meses",
  brandStatus: "tenho-marca",
  anvisaStatus: "preciso-ajuda",
  message: "Queremos uma linha de vitaminas em cápsulas e um hidratante com a nossa marca.",
  product: "",
});

/** The same from the English page (issue 36): a US company, no CNPJ, a phone in international form. */
export const validEnglishBriefFields = () => ({
  company: "Hudson Wellness Inc.",
  country: "United States",
  cnpj: "",
  contactName: "Dana Whitfield",
  role: "Head of private label",
  email: "dana.whitfield@example.com",
  phone: "+1 212 555 0100",
  lines: ["suplementos"],
  forms: ["gomas"],
  labelModel: "white-label",
  quantity: "5mil-20mil",
  launch: "3-6-meses",
  brandStatus: "tenho-marca",
  anvisaStatus: "nao-sei",
  message: "We want vitamin D gummies under our brand for the US market.",
  product: "",
});
