import type { LanguageBank } from "./types";

export const pt: LanguageBank = {
  code: "pt",
  business: {
    restaurant: { noun: "a nossa cozinha", benefit: "sabores frescos todos os dias", hashtags: ["comida caseira", "bom apetite", "gastronomia"] },
    retail: { noun: "a nossa loja", benefit: "peças que vai adorar ter", hashtags: ["compre local", "novidades", "loja online"] },
    services: { noun: "a nossa equipa", benefit: "ajuda especializada quando importa", hashtags: ["empreendedorismo", "consultoria", "serviços profissionais"] },
    healthcare: { noun: "a nossa clínica", benefit: "cuidados que o colocam em primeiro lugar", hashtags: ["saúde", "bem-estar", "prevenção"] },
    beauty: { noun: "o nosso estúdio", benefit: "o brilho que merece", hashtags: ["autocuidado", "beleza", "pele radiante"] },
    technology: { noun: "a nossa plataforma", benefit: "ferramentas que simplesmente funcionam", hashtags: ["tecnologia", "produtividade", "inovação"] },
    realEstate: { noun: "a nossa imobiliária", benefit: "um lugar a que chamar casa", hashtags: ["imobiliário", "casa de sonho", "habitação"] },
    education: { noun: "os nossos cursos", benefit: "competências que abrem portas", hashtags: ["aprendizagem", "educação", "formação"] },
    fitness: { noun: "o nosso ginásio", benefit: "mais forte a cada semana", hashtags: ["treino", "vida saudável", "desporto"] },
    travel: { noun: "os nossos alojamentos", benefit: "viagens para recordar", hashtags: ["viagens", "escapadinha", "férias"] },
    nonprofit: { noun: "a nossa causa", benefit: "mudança real na sua comunidade", hashtags: ["solidariedade", "comunidade", "voluntariado"] },
    other: { noun: "o nosso negócio", benefit: "algo feito com cuidado", hashtags: ["comércio local", "apoie o local", "qualidade"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Descubra: {product}"],
      bodies: ["{product} para {audience}: {benefit}. {cta}.", "{brand} oferece a {audience}: {product}, com {benefit}. {cta}."],
      cta: "Saiba mais hoje",
    },
    friendly: {
      titles: ["Diga olá a {product}", "Vai adorar: {product}", "{brand} tem algo para si"],
      bodies: ["Olá, {audience}! Conheça {product} da {brand}: {benefit}. {cta}!", "Boas notícias para {audience}: chegou {product}, com {benefit}. {cta}!"],
      cta: "Venha conhecer-nos",
    },
    bold: {
      titles: ["{product}. Nada menos.", "Pense em grande com {brand}", "O seu novo favorito chegou"],
      bodies: ["{audience}, é agora: {product}. {benefit}, sem compromissos. {cta}!", "Um passo ousado para {audience}: {product} da {brand}. {benefit}. {cta}!"],
      cta: "Garanta já o seu",
    },
    trustworthy: {
      titles: ["{brand}: confiança com razão", "Pode contar com: {product}", "Qualidade em que pode confiar"],
      bodies: ["{audience} confiam na {brand} para {product}: {benefit}, sempre. {cta}.", "Com seriedade para {audience}: {product}. {benefit}, com pessoas que se importam. {cta}."],
      cta: "Veja porque confiam em nós",
    },
    creative: {
      titles: ["{product}, reinventado", "Onde as ideias encontram {product}", "Diferente, pela {brand}"],
      bodies: ["Um olhar novo para {audience}: {product}. {benefit}, com imaginação. {cta}.", "A {brand} transforma {product} para {audience}: {benefit}. {cta}."],
      cta: "Explore a coleção",
    },
    luxury: {
      titles: ["A arte de {product}", "{brand}, em requinte", "Excecional: {product}"],
      bodies: ["Para {audience} que exigem o melhor: {product}. {benefit}, em cada detalhe. {cta}.", "A {brand} apresenta {product}: {benefit}, para gostos exigentes. {cta}."],
      cta: "Descubra a experiência",
    },
    playful: {
      titles: ["Psst… chegou {product}!", "A sua nova paixão: {product}", "A diversão subiu de nível"],
      bodies: ["Atenção, {audience}! {product} da {brand} é sinónimo de {benefit}. {cta}!", "Aviso: {product} pode causar sorrisos. {benefit} para {audience}. {cta}!"],
      cta: "Junte-se à festa",
    },
    urgent: {
      titles: ["Não perca: {product}", "Última oportunidade: {brand}", "É agora: {product}"],
      bodies: ["{audience}, {product} não espera. {benefit}, até esgotar. {cta}!", "O tempo está a acabar para {product} da {brand}: {benefit}. {cta} hoje!"],
      cta: "Encomende já",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
