import { expect, expectNoAxeViolations, test } from "../support/fixtures";

test("privacy notice names the controller, recipients, retention, rights and the encarregado", async ({
  page,
}) => {
  await page.goto("/privacidade");
  await expect(page.getByRole("heading", { level: 1, name: "Aviso de privacidade" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(
    "Laboratório Convale Indústria de Produtos para Saúde Ltda., CNPJ 12.345.678/0001-95",
  );
  await expect(main.getByRole("region", { name: "Com quem compartilhamos" })).toContainText(
    "provedor de e-mail",
  );
  await expect(main.getByRole("region", { name: "Por quanto tempo guardamos" })).toContainText("180 dias");
  await expect(main.getByRole("region", { name: /art\. 18/ }).getByRole("listitem")).toHaveCount(9);
  await expect(main.getByRole("link", { name: "privacidade@laboratorioconvale.com.br" })).toHaveAttribute(
    "href",
    "mailto:privacidade@laboratorioconvale.com.br",
  );
  await expectNoAxeViolations(page);
});
