// The widget package ships no type declarations for its per-language files; they only register strings.
declare module "altcha/i18n/pt-br";
