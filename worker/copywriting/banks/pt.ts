import type { LanguageBank } from "./types";

export const pt: LanguageBank = {
  code: "pt",
  business: {
    restaurant: {
      noun: "nossa cozinha",
      offer: "nosso cardápio",
      audience: "amantes da gastronomia",
      hashtags: ["gastronomia", "foodie", "comida", "restaurante"],
    },
    retail: {
      noun: "nossa loja",
      offer: "nossa coleção",
      audience: "apaixonados por compras",
      hashtags: ["compras", "novidades", "shopping"],
    },
    services: {
      noun: "nossa equipe",
      offer: "nossos serviços",
      audience: "pessoas com a agenda cheia",
      hashtags: ["empreendedorismo", "pequenos negócios", "serviços"],
    },
    healthcare: {
      noun: "nossa clínica",
      offer: "nossos serviços de saúde",
      audience: "pacientes e familiares",
      hashtags: ["saúde", "bem-estar", "prevenção"],
    },
    beauty: {
      noun: "nosso espaço",
      offer: "nossos tratamentos",
      audience: "amantes de autocuidado",
      hashtags: ["beleza", "autocuidado", "skincare"],
    },
    technology: {
      noun: "nossa equipe",
      offer: "nosso software",
      audience: "equipes de trabalho",
      hashtags: ["tecnologia", "produtividade", "software"],
    },
    realEstate: {
      noun: "nossa imobiliária",
      offer: "nossos imóveis",
      audience: "pessoas em busca de um lar",
      hashtags: ["imóveis", "casa nova", "lar doce lar"],
    },
    education: {
      noun: "nossa escola",
      offer: "nossos cursos",
      audience: "apaixonados por aprender",
      hashtags: ["educação", "aprendizado", "estudos"],
    },
    fitness: {
      noun: "nossa academia",
      offer: "nossas aulas",
      audience: "amantes do esporte",
      hashtags: ["fitness", "treino", "academia"],
    },
    travel: {
      noun: "nossa equipe",
      offer: "nossas hospedagens",
      audience: "amantes de viagens",
      hashtags: ["viagem", "viajar", "férias"],
    },
    nonprofit: {
      noun: "nossa causa",
      offer: "nosso trabalho",
      audience: "pessoas que querem ajudar",
      hashtags: ["solidariedade", "voluntariado", "comunidade"],
    },
    other: {
      noun: "nosso negócio",
      offer: "nossa proposta",
      audience: "todo mundo",
      hashtags: ["empreendedorismo", "pequenos negócios", "negócios"],
    },
  },
  cta: {
    shop: "Compre agora",
    order: "Faça seu pedido",
    book: "Reserve agora",
    subscribe: "Assine agora",
    signUp: "Inscreva-se hoje",
    learnMore: "Saiba mais",
    contact: "Fale com a gente",
    visit: "Venha nos visitar",
    download: "Baixe agora",
    donate: "Doe agora",
  },
  intentWords: {
    shop: ["compre", "comprar", "compras", "loja", "garanta o seu", "garanta a sua", "confira a coleção"],
    order: ["peça ", "pedido", "pedir", "encomend", "delivery", "para viagem", "receba em casa"],
    book: ["reserv", "agend", "marque sua", "marque seu", "horário", "consulta", "mesa"],
    subscribe: ["assin", "subscre", "seja sócio", "seja membro", "associe-se", "clube de"],
    signUp: ["inscrev", "inscriç", "cadastr", "registr", "matricul", "comece", "experimente", "junte-se"],
    learnMore: ["saiba", "conheça", "descubr", "confira", "veja", "explore", "leia", "mais informaç"],
    contact: ["contat", "fale", "ligue", "ligar", "mande", "envie uma mensagem", "whatsapp", "chame"],
    visit: ["visit", "venha", "passe aqui", "passe na", "passe no", "apareça", "te esperamos", "esperamos você"],
    download: ["baixe", "baixar", "download", "instale", "instalar", "pegue o app"],
    donate: ["doe ", "doar", "doaç", "contribu", "apoie", "colabore", "faça sua parte"],
  },
  titles: {
    facebook: ["Conheça {product}", "{product}, de {brand}", "Já conhece {brand}?", "Feito para {audience}"],
    linkedin: [
      "{brand}: {product} para {audience}",
      "Apresentamos {product}, de {brand}",
      "Conheça o trabalho de {brand}",
      "Um olhar sobre {brand}",
    ],
    pinterest: [
      "Salve esta ideia: {product}",
      "Inspiração de {brand}",
      "Para {audience}: {product}",
      "Uma ideia de {brand}: {product}",
    ],
    reddit: [
      "Direto de {brand}: {product}",
      "{product} para {audience}",
      "O que fazemos: {product}",
      "Apresentando {product}, de {brand}",
    ],
    snapchat: ["Olha só: {product}", "Oi, aqui é {brand}", "Pra você: {product}", "Vem ver: {brand}"],
    youtube: [
      "{product} | {brand}",
      "Conheça {brand}: {product} para {audience}",
      "Um olhar sobre {product}",
      "Por dentro de {brand}",
    ],
  },
  conceptTitles: {
    product: ["Conheça {product}", "Apresentamos {product}", "{product}, de {brand}"],
    audience: ["Para {audience}: {brand}", "Feito para {audience}", "{brand}, para {audience}"],
    brand: ["Conheça {brand}", "Apresentamos {brand}", "Aqui é {brand}"],
  },
  angles: {
    product: [
      "Apresentamos {product}, de {brand}.",
      "{product}, com a assinatura de {brand}.",
      "Em destaque: {product}.",
    ],
    audience: ["Para {audience}: {product}.", "Pensado para {audience}.", "Para {audience}, de {brand}: {product}."],
    brand: ["{brand} apresenta: {product}.", "Aqui é {brand}.", "{brand} trabalha para {audience}."],
  },
  tones: {
    professional: {
      leads: ["Veja o que oferecemos.", "Muito prazer."],
      titles: ["{brand}: {product}", "Apresentamos {brand}"],
    },
    friendly: {
      leads: ["Oi!", "Olá, pessoal!"],
      titles: ["Vem conhecer {brand}", "Já conhece {product}?"],
    },
    bold: {
      leads: ["Grande novidade!", "Chegou a hora."],
      titles: ["{product}. Vai fundo.", "Vem com tudo: {product}"],
    },
    trustworthy: {
      leads: ["Direto ao ponto.", "Veja o que esperar."],
      titles: ["Conheça {brand} de perto", "{brand}, sem rodeios"],
    },
    creative: {
      leads: ["Algo diferente.", "Imagine só."],
      titles: ["{product}, por outro ângulo", "Um novo olhar sobre {brand}"],
    },
    luxury: {
      leads: ["Permita-se um momento.", "Para quem aprecia os detalhes."],
      titles: ["A arte de {product}", "{brand}, com elegância"],
    },
    playful: {
      leads: ["Psiu!", "Adivinha só!"],
      titles: ["Psiu, olha só: {product}", "Seu novo crush: {brand}"],
    },
    urgent: {
      leads: ["Não espere mais.", "Por que esperar?"],
      titles: ["Não espere: {product}", "Comece hoje com {brand}"],
    },
  },
  pinterestLine: "Salve este pin para ver depois.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
