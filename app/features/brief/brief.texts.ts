import { formatNumber } from "~/i18n/number-format";
import { defineTexts } from "~/i18n/texts";
import {
  anvisaStatuses,
  brandStatuses,
  briefTexts,
  labelModels,
  launchWindows,
  productForms,
  productLines,
  quantityRanges,
} from "./brief-form-meta";

/**
 * The private-label brief's words in both languages (issue 36): the answers to a post, the choices' labels (by
 * option value, so a value never changes with the language), the form, the confirmation and the terms section.
 * The Portuguese is brief-form-meta.ts's, which the e-mail to sales and `npm run messages` keep reading.
 */

const labelsOf = <T extends readonly { value: string; label: string }[]>(list: T) =>
  Object.fromEntries(list.map((o) => [o.value, o.label])) as Record<T[number]["value"], string>;

export const briefPageTexts = defineTexts(
  {
    messages: { ...briefTexts, tooLarge: "O briefing é grande demais para ser enviado." },
    options: {
      lines: labelsOf(productLines),
      forms: labelsOf(productForms),
      labelModel: labelsOf(labelModels),
      quantity: labelsOf(quantityRanges),
      launch: labelsOf(launchWindows),
      brandStatus: labelsOf(brandStatuses),
      anvisaStatus: labelsOf(anvisaStatuses),
    },
    form: {
      selectOne: "Selecione uma opção",
      companyPart: "Empresa",
      company: "Nome da empresa",
      country: "País",
      countryHint: "O país onde a empresa está registrada.",
      cnpj: "CNPJ",
      cnpjHint: "Com ou sem pontuação, por exemplo 12.345.678/0001-95.",
      contactPart: "Contato",
      contactName: "Seu nome",
      role: "Cargo (opcional)",
      email: "E-mail",
      phone: "Telefone",
      phoneHint: "Com DDD, fixo ou celular, por exemplo (12) 99876-5432.",
      productPart: "Produto",
      referenceProduct: "Produto de referência: ",
      barcode: (ean: string) => `código de barras ${ean}`,
      lines: "Linhas de produtos de interesse",
      linesHint: "Marque uma ou mais.",
      forms: "Formas (opcional)",
      labelModel: "Modelo",
      quantity: "Quantidade estimada por pedido",
      launch: "Quando pretende lançar",
      brandPart: "Marca e registro",
      brandStatus: "Marca",
      anvisaStatus: "Registro na Anvisa",
      message: "Mensagem (opcional)",
      messageHint: (max: number) => `Conte mais sobre o projeto, em até ${max} caracteres.`,
      submit: "Enviar briefing",
    },
    confirmation: {
      title: "Briefing recebido",
      another: "Enviar outro briefing",
      keep: "Guarde este número: ele identifica o seu briefing se você falar com o nosso time comercial. Respondemos pelo e-mail informado em até dois dias úteis.",
      summaryTitle: "Primeira resposta: pedido mínimo e prazos",
    },
    summary: {
      line: (label: string, quantity: string, whiteLabel: string, privateLabel: string) =>
        `${label}: pedido mínimo de ${quantity} por item; white label em ${whiteLabel}, private label em ${privateLabel}.`,
      onQuote: (label: string) => `${label}: condições no orçamento, após a análise.`,
      note: "Estimativa preliminar, sujeita à análise do briefing.",
    },
    terms: {
      title: "Pedido mínimo, prazos e embalagens",
      intro:
        "White label é um produto que já fabricamos, com a sua marca; private label é uma fórmula desenvolvida só para você. Os valores abaixo são a nossa referência por forma do produto; a proposta confirma os do seu projeto, com o preço. Prazos em semanas, contados da aprovação da proposta até o primeiro lote liberado.",
      byForm: "Por forma do produto",
      minimumOrder: "Pedido mínimo por item",
      whiteLabelLead: "Prazo em white label",
      privateLabelLead: "Prazo em private label",
      packaging: "Embalagens",
      stagesTitle: "Do briefing ao primeiro lote",
      stagesIntro: (whiteLabel: string, privateLabel: string) =>
        `Em white label, de ${whiteLabel} ao todo; em private label, de ${privateLabel}. Cada etapa, com a sua duração usual:`,
      stageWhiteLabel: (weeks: string) => `(white label: ${weeks})`,
      stageNoWhiteLabel: "(não se aplica ao white label)",
    },
    offerTitle: "A oferta",
    faqTitle: "Perguntas frequentes",
  },
  {
    messages: {
      invalid: "Check the highlighted fields: the brief has not been sent yet.",
      robot: "Confirm that you are not a robot before sending.",
      robotKept: "You have already confirmed that you are not a robot: no need to do it again.",
      success: "Brief received",
      unavailable: "Sending briefs is unavailable right now. Please try again later.",
      malformed:
        "The submission did not arrive as a valid form and nothing was recorded. Fill out the form and send it again.",
      reused:
        "This form had already been sent, and that brief is recorded. This new submission was NOT recorded; to send another brief, use the form below.",
      tooLarge: "The brief is too large to be sent.",
    },
    options: {
      lines: {
        suplementos: "Dietary supplements",
        cosmeticos: "Cosmetics and fragrances",
        medicamentos: "Over-the-counter medicines",
      },
      forms: {
        capsulas: "Capsules",
        comprimidos: "Tablets",
        po: "Powders (sachets and jars)",
        gomas: "Gummies",
        gotas: "Drops",
        liquidos: "Liquids and syrups",
        shampoos: "Shampoos and conditioners",
        cremes: "Creams, lotions and serums",
        oleos: "Oils",
        sabonetes: "Soaps",
        protetores: "Sunscreens and insect repellents",
        perfumes: "Perfumes and colognes",
        outra: "Another form",
      },
      labelModel: {
        "white-label": "White label: a product from our portfolio under your brand",
        "private-label": "Private label: a formula developed for your brand alone",
        "nao-sei": "Not sure yet: I would like guidance",
      },
      quantity: {
        "ate-1mil": "Up to 1,000 units",
        "1mil-5mil": "1,000 to 5,000 units",
        "5mil-20mil": "5,000 to 20,000 units",
        "20mil-100mil": "20,000 to 100,000 units",
        "acima-100mil": "More than 100,000 units",
        "nao-sei": "Not sure yet",
      },
      launch: {
        "ate-3-meses": "Within 3 months",
        "3-6-meses": "In 3 to 6 months",
        "6-12-meses": "In 6 to 12 months",
        "mais-12-meses": "In more than 12 months",
        "sem-data": "No date yet",
      },
      brandStatus: { "tenho-marca": "I already have a brand", "sem-marca": "I do not have a brand yet" },
      anvisaStatus: {
        "tenho-registro": "I already have an ANVISA notification or registration",
        "preciso-ajuda": "I need help with ANVISA",
        "nao-sei": "I do not know whether the product needs one",
      },
    },
    form: {
      selectOne: "Select an option",
      companyPart: "Company",
      company: "Company name",
      country: "Country",
      countryHint: "The country where the company is registered, for example United States.",
      cnpj: "CNPJ (companies in Brazil only)",
      cnpjHint:
        "Brazil's company tax ID, for example 12.345.678/0001-95. Leave it blank for a company outside Brazil.",
      contactPart: "Contact",
      contactName: "Your name",
      role: "Job title (optional)",
      email: "E-mail",
      phone: "Phone",
      phoneHint: "In international form, with + and the country code, for example +1 212 555 0100.",
      productPart: "Product",
      referenceProduct: "Reference product: ",
      barcode: (ean: string) => `barcode ${ean}`,
      lines: "Product lines of interest",
      linesHint: "Select one or more.",
      forms: "Product forms (optional)",
      labelModel: "Model",
      quantity: "Estimated quantity per order",
      launch: "When you plan to launch",
      brandPart: "Brand and registration",
      brandStatus: "Brand",
      anvisaStatus: "ANVISA registration (Brazil)",
      message: "Message (optional)",
      messageHint: (max: number) =>
        `Tell us more about the project (up to ${formatNumber(max, "en")} characters).`,
      submit: "Send brief",
    },
    confirmation: {
      title: "Brief received",
      another: "Send another brief",
      keep: "Keep this number: it identifies your brief when you talk to our sales team. We reply to the e-mail address you gave within two business days.",
      summaryTitle: "Initial answer: minimum order and lead times",
    },
    summary: {
      line: (label: string, quantity: string, whiteLabel: string, privateLabel: string) =>
        `${label}: minimum order of ${quantity} per item; white label in ${whiteLabel}, private label in ${privateLabel}.`,
      onQuote: (label: string) => `${label}: terms come with the quote, after our review.`,
      note: "Preliminary estimate, subject to our review of the brief.",
    },
    terms: {
      title: "Minimum order, lead times and packaging",
      intro:
        "White label is a product we already make, under your brand; private label is a formula developed for you alone. The figures below are our reference by product form; the proposal confirms the figures for your project, along with the price. Lead times are in weeks, from approval of the proposal to release of the first batch.",
      byForm: "By product form",
      minimumOrder: "Minimum order per item",
      whiteLabelLead: "White label lead time",
      privateLabelLead: "Private label lead time",
      packaging: "Packaging",
      stagesTitle: "From the brief to the first batch",
      stagesIntro: (whiteLabel: string, privateLabel: string) =>
        `For white label, ${whiteLabel} in total; for private label, ${privateLabel}. Each stage, with its usual duration:`,
      stageWhiteLabel: (weeks: string) => `(white label: ${weeks})`,
      stageNoWhiteLabel: "(does not apply to white label)",
    },
    offerTitle: "What we offer",
    faqTitle: "Frequently asked questions",
  },
);
