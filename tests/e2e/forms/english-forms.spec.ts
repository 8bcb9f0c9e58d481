import type { Page } from "@playwright/test";
import { decodeMail } from "../../../server/mail/decode-mail";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { solveRobotCheck } from "../support/page-kit";
import { type BriefServer, startBriefServer } from "./brief-kit";

/**
 * The private-label brief and the contact form in English (issue 36): English words everywhere a visitor reads or
 * hears them, a US company's brief with and without JavaScript through the same service, and the e-mail to sales
 * marked [EN] (docs/decisions/140-english-brief.md).
 */

// Each journey loads several full pages on a shared CI machine.
test.describe.configure({ timeout: 240_000 });

let app: BriefServer;
test.beforeAll(async () => {
  app = await startBriefServer();
});
test.afterAll(async () => {
  await app?.close();
});

const company = { name: "Hudson Wellness Inc.", country: "United States" };
const buyer = { name: "Dana Whitfield", email: "dana.whitfield@example.com", phone: "+1 212 555 0100" };

/** The English robot check, solved (the widget's own English strings). */
const solveEnglishCheck = (page: Page) => solveRobotCheck(page, { box: "I'm not a robot", done: "Verified" });

async function fillEnglishBrief(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Company name" }).fill(company.name);
  await page.getByRole("textbox", { name: "Country" }).fill(company.country);
  await page.getByRole("textbox", { name: "Your name" }).fill(buyer.name);
  await page.getByRole("textbox", { name: "Job title (optional)" }).fill("Head of private label");
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill(buyer.phone);
  await page.getByRole("checkbox", { name: "Dietary supplements" }).check();
  await page.getByRole("checkbox", { name: "Gummies" }).check();
  await page
    .getByRole("radio", { name: "White label: a product from our portfolio under your brand" })
    .check();
  await page.getByRole("combobox", { name: "Estimated quantity per order" }).selectOption({
    label: "5,000 to 20,000 units",
  });
  await page
    .getByRole("combobox", { name: "When you plan to launch" })
    .selectOption({ label: "In 3 to 6 months" });
  await page.getByRole("radio", { name: "I already have a brand" }).check();
  await page.getByRole("radio", { name: "I do not know whether the product needs one" }).check();
  await page
    .getByRole("textbox", { name: "Message (optional)" })
    .fill("We want vitamin D gummies under our brand for the US market.");
}

/** Stored with its language and country, no CNPJ; e-mailed to sales with [EN] leading the subject. */
async function expectStoredAndMailed(protocol: string, email: string) {
  const { message, detail } = app.stored(protocol);
  expect(message).toMatchObject({ locale: "en", name: buyer.name, email, phone: buyer.phone });
  expect(detail).toMatchObject({ company: company.name, country: company.country, cnpj: "", forms: "gomas" });
  const subject = `[EN] [${protocol}] [Orçamento] ${company.name} (${company.country}) — Suplementos alimentares`;
  const mail = await findMail(subject);
  expect(mail.header("To")).toBe("comercial@example.com");
  expect(mail.header("Reply-To")).toBe(`${buyer.name} <${email}>`);
  for (const row of [
    `País: ${company.country}`,
    "Idioma: inglês",
    `Telefone: ${buyer.phone}`,
    `Protocolo: ${protocol}`,
  ])
    expect(mail.text).toContain(row);
}

async function findMail(subject: string) {
  const find = () =>
    app.smtp.received.map((m) => decodeMail(m.raw)).find((m) => m.header("Subject") === subject);
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return find() as NonNullable<ReturnType<typeof find>>;
}

/** The English confirmation: the protocol, the first answer in English figures, and the way to another brief. */
async function expectEnglishConfirmation(page: Page): Promise<string> {
  const box = page.getByRole("status").filter({ hasText: "Brief received" });
  await expect(box).toBeVisible();
  await expect(box).toContainText(/Reference number: MP-\d{4}-\d{6}(?!\d)/);
  await expect(
    box.getByRole("heading", { name: "Initial answer: minimum order and lead times" }),
  ).toBeVisible();
  await expect(box.getByRole("listitem")).toHaveText([
    /^Gummies: minimum order of 5,000 jars per item; white label in 6 to 9 weeks, private label in 14 to 20 weeks\.$/,
  ]);
  await expect(box).toContainText("Preliminary estimate, subject to our review of the brief.");
  await expect(box.getByRole("link", { name: "Send another brief" })).toHaveAttribute(
    "href",
    "/en/private-label#briefing",
  );
  return /MP-\d{4}-\d{6}/.exec((await box.textContent()) ?? "")?.[0] ?? "";
}

test("with JavaScript: the English page, a US company's brief sent, stored in English and mailed [EN]", async ({
  page,
}) => {
  await page.goto(`${app.base}/en/private-label`);
  await expect(page.getByRole("heading", { level: 1, name: "Private label development" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  // The US specification is offered in plain words (issue 36).
  await expect(page.getByRole("heading", { name: "Selling in the United States" })).toBeVisible();
  await expect(
    page.getByText(/Supplement Facts panel for dietary supplements \(21 CFR 101\.36\)/),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Minimum order, lead times and packaging" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  await expectNoAxeViolations(page);
  // An open question of the FAQ, then axe again with it open.
  await page.getByText("What is the minimum order?").click();
  await expect(page.getByText(/from 2,000 to 10,000 units per item/)).toBeVisible();

  await fillEnglishBrief(page, buyer.email);
  await expect(page.getByRole("textbox", { name: "Phone" })).toHaveValue(buyer.phone);
  await solveEnglishCheck(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send brief" }).click();
  const protocol = await expectEnglishConfirmation(page);
  await expectNoAxeViolations(page);
  await expectStoredAndMailed(protocol, buyer.email);
});

test("without JavaScript: the English brief posts, confirms in English and is mailed [EN]", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
  const page = await context.newPage();
  await page.goto(`${app.base}/en/private-label#briefing`);
  const email = "dana.nojs@example.com";
  await fillEnglishBrief(page, email);
  await page.getByRole("button", { name: "Send brief" }).click();
  await expect(page).toHaveURL(/\/en\/private-label$/);
  const protocol = await expectEnglishConfirmation(page);
  await expect(page.getByText("Briefing recebido")).toHaveCount(0);
  await expectStoredAndMailed(protocol, email);
  await context.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`English validation messages (JavaScript ${javaScriptEnabled ? "on" : "off"}): a company in Brazil needs its CNPJ, the phone its country code`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${app.base}/en/private-label`);
    if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const before = app.count();
    await page.getByRole("textbox", { name: "Country" }).fill("Brazil");
    await page.getByRole("textbox", { name: "Phone" }).fill("(212) 555-0100");
    await page.getByRole("textbox", { name: "Message (optional)" }).fill("x".repeat(3001));
    if (javaScriptEnabled) await solveEnglishCheck(page);
    await page.getByRole("button", { name: "Send brief" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Check the highlighted fields" });
    await expect(summary).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Company name" })).toHaveAccessibleDescription(
      "Enter your company's name.",
    );
    await expect(page.getByRole("textbox", { name: /^CNPJ/ })).toHaveAccessibleDescription(
      /For a company in Brazil, enter its CNPJ\.$/,
    );
    await expect(page.getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription(
      /Start with \+ and the country code, for example \+1 212 555 0100\.$/,
    );
    await expect(page.getByRole("group", { name: "Product lines of interest" })).toHaveAccessibleDescription(
      /Choose at least one product line\./,
    );
    await expect(
      page.getByRole("combobox", { name: "Estimated quantity per order" }),
    ).toHaveAccessibleDescription("Choose a quantity range per order.");
    await expect(page.getByRole("textbox", { name: "Message (optional)" })).toHaveAccessibleDescription(
      /Use at most 3,000 characters/,
    );
    // What was typed stays.
    await expect(page.getByRole("textbox", { name: "Country" })).toHaveValue("Brazil");
    if (javaScriptEnabled) {
      await expect(page.getByText("You have already confirmed that you are not a robot")).toBeVisible();
      await expectNoAxeViolations(page);
    }
    expect(app.count()).toBe(before);
    await context.close();
  });
}

test("the English contact page: English form, validation, axe, and the menu dialog", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${app.base}/en/contact`);
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Call our business units" })).toContainText(
    "Consumer service (SAC, in Portuguese)",
  );
  const notice = page.getByRole("complementary", { name: "How we use your data" });
  await expect(notice.getByRole("link", { name: "Read the full privacy notice" })).toHaveAttribute(
    "href",
    "/en/privacy",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "E-mail" }).fill("dana@");
  await page.getByRole("textbox", { name: "Phone (optional)" }).fill("(212) 555-0100");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Check the highlighted fields" })).toBeVisible();
  const name = page.getByRole("textbox", { name: "Full name" });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription("Enter your full name.");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
    "Enter a valid e-mail address.",
  );
  await expect(page.getByRole("textbox", { name: "Phone (optional)" })).toHaveAccessibleDescription(
    /Enter the phone number with \+ and the country code/,
  );
  await expect(page.getByRole("combobox", { name: "Subject" })).toHaveAccessibleDescription(
    "Select a subject.",
  );
  await expectNoAxeViolations(page);
  // The robot check speaks English too.
  await expect(page.getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the English contact form sends through the API in English and the message is mailed [EN]", async ({
  page,
}) => {
  await page.goto(`${app.base}/en/contact`);
  await page.getByRole("textbox", { name: "Full name" }).fill(buyer.name);
  await page.getByRole("textbox", { name: "E-mail" }).fill("dana.contact@example.com");
  await page.getByRole("textbox", { name: "Phone (optional)" }).fill(buyer.phone);
  await page.getByRole("combobox", { name: "Subject" }).selectOption({ label: "Partnership" });
  await page
    .getByRole("textbox", { name: "Message" })
    .fill("We would like to talk about a private label line.");
  await solveEnglishCheck(page);
  await page.getByRole("button", { name: "Send message" }).click();
  const confirmation = page
    .getByRole("status")
    .filter({ hasText: "Message sent! We will get back to you soon." });
  await expect(confirmation).toContainText(/Reference number: CV-\d{4}-\d{6}(?!\d)/);
  await expectNoAxeViolations(page);
  const protocol = /CV-\d{4}-\d{6}/.exec((await confirmation.textContent()) ?? "")?.[0] ?? "";
  const mail = await findMail(`[EN] [${protocol}] [Site] Parceria: ${buyer.name}`);
  expect(mail.text).toContain("Idioma: inglês");
});

test("the English privacy notice", async ({ page }) => {
  await page.goto(`${app.base}/en/privacy`);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your rights (LGPD, art. 18)" })).toBeVisible();
  await expectNoAxeViolations(page);
});
