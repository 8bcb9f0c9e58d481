import { formatNumber } from "~/i18n/number-format";
import { defineTexts } from "~/i18n/texts";
import { cnpjMessages } from "../catalog/model/cnpj";
import { phoneMessages } from "./br-phone";

/**
 * What the brief's validator says, in the language of the page that posted it (issue 36): brief-schema.ts builds
 * one schema per language from this, and the server answers with it. The Portuguese CNPJ and phone messages are
 * those of their parsers (cnpj.ts, br-phone.ts), so both forms say the same as before.
 */
export const briefValidationTexts = defineTexts(
  {
    companyRequired: "Informe o nome da empresa.",
    countryRequired: "Informe o país da empresa.",
    nameRequired: "Informe o seu nome.",
    emailRequired: "Informe seu e-mail.",
    emailInvalid: "Informe um e-mail válido, por exemplo nome@empresa.com.br.",
    tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
    messageTooLong: (max: number) => `Use no máximo ${max} caracteres (hoje há mais).`,
    badCharacters: "Remova caracteres inválidos.",
    badData: "Dados inválidos.",
    notInList: "Escolha entre as opções da lista.",
    lines: "Escolha pelo menos uma linha de produtos.",
    labelModel: "Escolha white label, private label ou peça orientação.",
    quantity: "Escolha uma faixa de quantidade por pedido.",
    launch: "Escolha quando pretende lançar.",
    brandStatus: "Diga se já tem marca.",
    anvisaStatus: "Diga como está o registro na Anvisa.",
    product: "Produto inválido.",
    cnpj: cnpjMessages,
    brPhone: phoneMessages,
    intlPhone: {
      empty: "Informe um telefone com o código do país, por exemplo +55 12 99876-5432.",
      characters: "Use só números, espaços, parênteses, pontos e hífen, depois do + inicial.",
      countryCode: "Comece com + e o código do país, por exemplo +1 212 555 0100.",
      length: "Confira o número: com o código do país, ele tem de 8 a 15 dígitos.",
    },
  },
  {
    companyRequired: "Enter your company's name.",
    countryRequired: "Enter your company's country.",
    nameRequired: "Enter your name.",
    emailRequired: "Enter your e-mail address.",
    emailInvalid: "Enter a valid e-mail address, for example name@company.com.",
    tooLong: (max: number) => `Use at most ${formatNumber(max, "en")} characters.`,
    messageTooLong: (max: number) =>
      `Use at most ${formatNumber(max, "en")} characters (your message is longer).`,
    badCharacters: "Remove the invalid characters.",
    badData: "Invalid data.",
    notInList: "Choose from the options in the list.",
    lines: "Choose at least one product line.",
    labelModel: "Choose white label, private label or ask for guidance.",
    quantity: "Choose a quantity range per order.",
    launch: "Choose when you plan to launch.",
    brandStatus: "Tell us whether you already have a brand.",
    anvisaStatus: "Tell us where the ANVISA registration stands.",
    product: "Invalid product.",
    cnpj: {
      empty: "For a company in Brazil, enter its CNPJ.",
      length: "A CNPJ has 14 characters, for example 12.345.678/0001-95.",
      characters: "Use only digits (and letters, in an alphanumeric CNPJ), dots, a slash and a hyphen.",
      repeated: "This CNPJ is not valid: check the numbers.",
      checkDigits: "This CNPJ is not valid: the check digits do not match. Check the numbers.",
    },
    brPhone: {
      empty: "Enter a phone number with its area code.",
      characters: "Use only digits, spaces, parentheses and hyphens.",
      length: "Enter the area code and number: 10 digits for a landline, 11 for a cell phone.",
      areaCode: "This area code does not exist. Check the first two digits.",
      mobile:
        "Check the number: after the area code, cell numbers start with 9 and landlines with 2, 3, 4 or 5.",
    },
    intlPhone: {
      empty: "Enter a phone number with its country code, for example +1 212 555 0100.",
      characters: "Use only digits, spaces, parentheses, dots and hyphens after the leading +.",
      countryCode: "Start with + and the country code, for example +1 212 555 0100.",
      length: "Check the number: with the country code it has 8 to 15 digits.",
    },
  },
);
