import { defineTexts } from "~/i18n/texts";

/**
 * The privacy notice page (app/routes/privacy.tsx) in both languages (issue 36). The English is a translation of
 * the Portuguese notice, which is the one given under Brazil's LGPD (Lei 13.709/2018); articles keep their numbers.
 */
export const privacyTexts = defineTexts(
  {
    metaTitle: "Aviso de privacidade",
    metaDescription:
      "Como a Convale trata os dados pessoais enviados pelo formulário de contato, conforme a LGPD (Lei 13.709/2018).",
    eyebrow: "LGPD",
    title: "Aviso de privacidade",
    intro: "Como tratamos os dados pessoais que você nos envia pelo formulário de contato.",
    controllerTitle: "Quem é o controlador",
    /** Follows the company's legal name, which stays as registered (in Portuguese). */
    controllerAfter: (cnpj: string) =>
      `, CNPJ ${cnpj}, com unidades em São José dos Campos/SP, é a controladora dos dados pessoais enviados por este site.`,
    dataTitle: "Quais dados tratamos e para quê",
    data: "Pelo formulário de contato recebemos nome completo, e-mail, telefone (opcional), assunto e mensagem. Usamos esses dados apenas para responder ao seu contato. Não os usamos para publicidade nem os vendemos. A verificação anti-robô roda no seu navegador e não usa cookies nem serviços de terceiros.",
    performanceTitle: "Medição de desempenho das páginas",
    performance:
      "Para encontrar e corrigir páginas lentas, ao deixar cada página visitada o seu navegador nos envia quanto tempo ela levou para aparecer e para responder aos seus toques (as métricas LCP, INP, CLS, FCP e TTFB). Cada envio leva só a página, o valor medido, a faixa de largura da tela (celular, tablet ou computador), o tipo de conexão informado pelo navegador, a versão do site e, acrescentado por nós, o dia. Não usamos cookies nem serviços de terceiros, e não guardamos seu endereço IP nem a identificação do seu navegador: o endereço só conta, por alguns minutos, quantos envios chegam, para barrar abusos. Essas medições não identificam você e são apagadas automaticamente após 90 dias.",
    legalBasisTitle: "Base legal",
    legalBasis:
      "Execução de procedimentos preliminares a pedido do titular (Lei 13.709/2018, art. 7º, inciso V): você nos escreve e nós respondemos.",
    sharingTitle: "Com quem compartilhamos",
    sharing:
      "Com os operadores necessários para o serviço funcionar: o provedor de hospedagem do site, onde as mensagens ficam armazenadas, e o provedor de e-mail que entrega a mensagem às nossas caixas de atendimento. Ambos tratam os dados apenas conforme nossas instruções. Não há transferência internacional planejada; se um provedor vier a armazenar dados fora do Brasil, isso será informado aqui.",
    retentionTitle: "Por quanto tempo guardamos",
    retention: (days: number) =>
      `As mensagens são apagadas automaticamente ${days} dias após o envio. As respostas trocadas por e-mail seguem a política de retenção da nossa caixa de atendimento.`,
    rightsTitle: "Seus direitos (art. 18 da LGPD)",
    rightsIntro: "Você pode pedir, a qualquer momento e sem custo:",
    rights: [
      "confirmação de que tratamos seus dados e acesso a eles;",
      "correção de dados incompletos, inexatos ou desatualizados;",
      "anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade com a lei;",
      "portabilidade dos dados a outro fornecedor;",
      "eliminação dos dados tratados com seu consentimento;",
      "informação sobre com quem compartilhamos seus dados;",
      "informação sobre a possibilidade de não fornecer consentimento e suas consequências;",
      "revogação do consentimento, quando ele for a base do tratamento;",
      "oposição a tratamento feito em desconformidade com a lei.",
    ],
    authority: "Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).",
    officerTitle: "Encarregado pelo tratamento de dados",
    officerBefore: "Fale com o nosso encarregado (art. 41 da LGPD) pelo e-mail ",
    officerAfter: ". Respondemos em até 15 dias.",
  },
  {
    metaTitle: "Privacy notice",
    metaDescription:
      "How Convale processes the personal data sent through the contact form, under Brazil's data protection law (LGPD, Lei 13.709/2018).",
    eyebrow: "LGPD",
    title: "Privacy notice",
    intro: "How we process the personal data you send us through the contact form.",
    controllerTitle: "Who the controller is",
    controllerAfter: (cnpj: string) =>
      `, CNPJ ${cnpj}, with units in São José dos Campos/SP, Brazil, is the controller of the personal data sent through this site.`,
    dataTitle: "What data we process and why",
    data: "Through the contact form we receive your full name, e-mail, phone (optional), subject and message. We use this data only to answer you. We do not use it for advertising and we do not sell it. The robot check runs in your browser and uses no cookies and no third-party services.",
    performanceTitle: "Measuring page performance",
    performance:
      "To find and fix slow pages, when you leave each page you visit, your browser sends us how long it took to appear and to respond to your taps (the LCP, INP, CLS, FCP and TTFB metrics). Each report carries only the page, the measured value, the screen width band (phone, tablet or computer), the connection type the browser reports, the site version and, added by us, the date. We use no cookies and no third-party services, and we do not keep your IP address or your browser's identification: the address only counts, for a few minutes, how many reports arrive, to stop abuse. These measurements do not identify you and are deleted automatically after 90 days.",
    legalBasisTitle: "Legal basis",
    legalBasis:
      "Carrying out preliminary procedures at the data subject's request (Lei 13.709/2018, art. 7, item V): you write to us and we answer.",
    sharingTitle: "Who we share it with",
    sharing:
      "With the processors the service needs to work: the site's hosting provider, where messages are stored, and the e-mail provider that delivers the message to our service inboxes. Both process the data only as we instruct. No international transfer is planned; if a provider ever stores data outside Brazil, we will say so here.",
    retentionTitle: "How long we keep it",
    retention: (days: number) =>
      `Messages are deleted automatically ${days} days after they are sent. Replies exchanged by e-mail follow the retention policy of our service inbox.`,
    rightsTitle: "Your rights (LGPD, art. 18)",
    rightsIntro: "You may ask, at any time and free of charge, for:",
    rights: [
      "confirmation that we process your data, and access to it;",
      "correction of incomplete, inaccurate or outdated data;",
      "anonymization, blocking or deletion of data that is unnecessary or processed in breach of the law;",
      "portability of the data to another provider;",
      "deletion of data processed with your consent;",
      "information on whom we share your data with;",
      "information on the possibility of not giving consent and its consequences;",
      "withdrawal of consent, when consent is the basis of the processing;",
      "objection to processing carried out in breach of the law.",
    ],
    authority:
      "You may also file a complaint with Brazil's National Data Protection Authority (ANPD, Autoridade Nacional de Proteção de Dados).",
    officerTitle: "Data protection officer",
    officerBefore: "Write to our data protection officer (LGPD, art. 41) at ",
    officerAfter: ". We reply within 15 days.",
  },
);
