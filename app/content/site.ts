/**
 * Company facts and outbound links, in one typed place. The company is fictional; every value here is ours.
 * Values that an operator may point elsewhere (static hosts) are defaults that env.server.ts can override.
 */

import { SITE_NAME } from "./site-name";

export interface Phone {
  label: string;
  display: string;
  /** E.164 digits for tel: links. */
  e164: string;
}

export interface UnitAddress {
  unit: string;
  street: string;
  district: string;
  city: string;
  zip: string;
}

export const site = {
  name: SITE_NAME,
  legalName: "Laboratório Convale Indústria de Produtos para Saúde Ltda.",
  cnpj: "12.345.678/0001-95",
  url: "https://www.laboratorioconvale.com.br",
  tagline: "Promovendo saúde e transformando vidas.",
  description:
    "Fabricante brasileira de suplementos alimentares, cosméticos, perfumaria e medicamentos isentos de prescrição, com desenvolvimento de marca própria (private label e white label).",
  phones: [
    { label: "Central de atendimento", display: "(12) 3908-4500", e164: "+551239084500" },
    { label: "Comercial", display: "(12) 3908-4510", e164: "+551239084510" },
  ] satisfies Phone[],
  unitPhones: {
    suplementos: { label: "Suplementos", display: "(12) 3908-4520", e164: "+551239084520" },
    cosmeticos: { label: "Cosméticos e Perfumaria", display: "(12) 3908-4530", e164: "+551239084530" },
    farmaceutica: { label: "Farmacêutica", display: "(12) 3908-4540", e164: "+551239084540" },
  } satisfies Record<string, Phone>,
  /**
   * Customer service for consumers: the line printed on every medicine sheet (data/raw/medicamentos.json
   * "SAC: …"), shown site-wide so a consumer with a question about a product finds it on any page.
   */
  sac: {
    label: "SAC (atendimento ao consumidor)",
    display: "(12) 3908-4540",
    e164: "+551239084540",
    email: "contato@laboratorioconvale.com.br",
    hours: "dias úteis, das 8h às 18h",
  },
  email: "contato@laboratorioconvale.com.br",
  privacyEmail: "privacidade@laboratorioconvale.com.br",
  addresses: [
    {
      unit: "Unidade Suplementos",
      street: "Rua Doutor Aníbal Vasconcelos, 1.250",
      district: "Distrito Industrial do Chácaras Reunidas",
      city: "São José dos Campos/SP",
      zip: "12238-480",
    },
    {
      unit: "Unidade Perfumaria",
      street: "Avenida Cambuí, 3.480",
      district: "Eugênio de Mello",
      city: "São José dos Campos/SP",
      zip: "12247-030",
    },
    {
      unit: "Unidade Farmacêutica",
      street: "Rodovia Presidente Dutra, km 148, galpão 7",
      district: "Jardim Diamante",
      city: "São José dos Campos/SP",
      zip: "12223-900",
    },
  ] satisfies UnitAddress[],
  social: [
    { name: "Instagram", href: "https://www.instagram.com/laboratorioconvale" },
    { name: "Facebook", href: "https://www.facebook.com/laboratorioconvale" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/laboratorioconvale" },
  ],
  b2bPortalUrl: "https://pedidos.laboratorioconvale.com.br",
  careersUrl: "https://carreiras.laboratorioconvale.com.br",
  copyrightYear: 2025,
} as const;

export type Site = typeof site;
