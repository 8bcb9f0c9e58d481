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
