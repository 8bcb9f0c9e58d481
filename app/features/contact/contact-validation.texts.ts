import { formatNumber } from "~/i18n/number-format";
import { defineTexts } from "~/i18n/texts";
import { limits } from "./contact-form-meta";

/**
 * What the contact validator says beside each field, in the page's language (issue 36). contact-schema.ts builds
 * one schema per language from this; the browser and the server use the same one, so they say the same.
 */
export const contactValidationTexts = defineTexts(
  {
    required: "Campo obrigatório.",
    badCharacters: "Remova caracteres inválidos.",
    nameTooLong: `Use no máximo ${limits.nameMax} caracteres.`,
    nameRequired: "Informe seu nome completo.",
    emailInvalid: "Informe um e-mail válido.",
    emailRequired: "Informe seu e-mail.",
    phoneInvalid: "Informe um telefone válido.",
    phoneFormat: "Informe um telefone com DDD, só com números (10 a 13 dígitos).",
    subject: "Selecione um assunto.",
    messageRequired: "Escreva sua mensagem.",
    messageTooShort: `Escreva pelo menos ${limits.messageMin} caracteres.`,
    messageTooLong: `Use no máximo ${limits.messageMax} caracteres.`,
    badForm: "Dados do formulário inválidos.",
  },
  {
    required: "This field is required.",
    badCharacters: "Remove the invalid characters.",
    nameTooLong: `Use at most ${limits.nameMax} characters.`,
    nameRequired: "Enter your full name.",
    emailInvalid: "Enter a valid e-mail address.",
    emailRequired: "Enter your e-mail address.",
    phoneInvalid: "Enter a valid phone number.",
    phoneFormat: "Enter the phone number with + and the country code, e.g. +1 212 555 0100.",
    subject: "Select a subject.",
    messageRequired: "Write your message.",
    messageTooShort: `Write at least ${limits.messageMin} characters.`,
    messageTooLong: `Use at most ${formatNumber(limits.messageMax, "en")} characters.`,
    badForm: "Invalid form data.",
  },
);
