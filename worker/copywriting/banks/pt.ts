import type { LanguageBank } from "./types";

export const pt: LanguageBank = {
  code: "pt",
  business: {
    restaurant: {
      noun: "nossa cozinha",
      offer: "nosso cardápio",
      audience: "amantes da gastronomia",
      hashtags: ["gastronomia", "foodie", "comida", "restaurante", "comidinhas", "comer fora"],
    },
    retail: {
      noun: "nossa loja",
      offer: "nossa coleção",
      audience: "apaixonados por compras",
      hashtags: ["compras", "lojinha", "shopping", "moda", "presentes"],
    },
    services: {
      noun: "nossa equipe",
      offer: "nossos serviços",
      plural: true,
      audience: "pessoas com a agenda cheia",
      hashtags: ["empreendedorismo", "pequenos negócios", "serviços", "negócio próprio", "atendimento"],
    },
    healthcare: {
      noun: "nossa clínica",
      offer: "nossos serviços de saúde",
      plural: true,
      audience: "pacientes e familiares",
      hashtags: ["saúde", "bem-estar", "prevenção", "cuidado", "saúde da família"],
    },
    beauty: {
      noun: "nosso espaço",
      offer: "nossos tratamentos",
      plural: true,
      audience: "amantes de autocuidado",
      hashtags: ["beleza", "autocuidado", "skincare", "cuidados com a pele", "rotina de beleza"],
    },
    technology: {
      noun: "nossa equipe",
      offer: "nosso software",
      audience: "equipes de trabalho",
      hashtags: ["tecnologia", "produtividade", "software", "startup", "ferramentas digitais"],
    },
    realEstate: {
      noun: "nossa imobiliária",
      offer: "nossos imóveis",
      plural: true,
      audience: "pessoas em busca de um lar",
      hashtags: ["imóveis", "mudança", "lar doce lar", "casa própria", "apartamento"],
    },
    education: {
      noun: "nossa escola",
      offer: "nossos cursos",
      plural: true,
      audience: "apaixonados por aprender",
      hashtags: ["educação", "aprendizado", "estudos", "cursos", "estudar"],
    },
    fitness: {
      noun: "nossa academia",
      offer: "nossas aulas",
      plural: true,
      audience: "amantes do esporte",
      hashtags: ["fitness", "treino", "academia", "vida ativa", "musculação"],
    },
    travel: {
      noun: "nossa equipe",
      offer: "nossas hospedagens",
      plural: true,
      audience: "amantes de viagens",
      hashtags: ["viagem", "viajar", "férias", "viajantes", "pé na estrada"],
    },
    nonprofit: {
      noun: "nossa causa",
      offer: "nosso trabalho",
      audience: "pessoas que querem ajudar",
      hashtags: ["solidariedade", "voluntariado", "comunidade", "ong", "ajudar"],
    },
    other: {
      noun: "nosso negócio",
      offer: "nossa proposta",
      audience: "todo mundo",
      hashtags: ["empreendedorismo", "pequenos negócios", "negócios", "marca", "empreender"],
    },
  },
  cta: {
    shop: "Compre agora",
    order: "Faça seu pedido",
    book: "Reserve agora",
    subscribe: "Assine agora",
    signUp: "Inscreva-se hoje",
    learnMore: "Saiba mais",
    contact: "Fale conosco",
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
    facebook: [
      "Conheça {product}",
      "{product}, de {brand}",
      "Já conhece {brand}?",
      "{brand}: {product} para {audience}",
      "{product} para {audience}",
    ],
    linkedin: [
      "{brand}: {product} para {audience}",
      "{product}, por {brand}",
      "Conheça o trabalho de {brand}",
      "{product} para {audience}",
      "Um olhar sobre {brand}",
    ],
    pinterest: [
      "Para salvar: {product}",
      "{brand}: para salvar e ver depois",
      "{product} para {audience}",
      "{product}: vale salvar",
    ],
    reddit: [
      "Direto de {brand}: {product}",
      "{product} para {audience}",
      "Um pouco sobre {brand}",
      "Sobre {brand}: {product}",
    ],
    snapchat: ["Olhe só: {product}", "Olá, aqui é {brand}", "Para você: {product}", "Venha ver: {brand}"],
    youtube: [
      "{product} | {brand}",
      "Conheça {brand}: {product} para {audience}",
      "Um olhar sobre {product}",
      "Por dentro de {brand}",
      "{product} para {audience}",
      "Conheça {brand}",
    ],
    instagram: ["{product} de pertinho", "Em foco: {product}", "{brand} em imagens", "No seu feed: {product}"],
    tiktok: [
      "POV: você acabou de descobrir {product}",
      "Espere só para ver: {product}",
      "Preste atenção: {product}, de {brand}",
      "Dica para {audience}: {product}",
      "Olá, aqui é {brand}. Venha conhecer {product}",
    ],
    x: [
      "Já ouviu falar de {brand}?",
      "Que tal conhecer {product}?",
      "Uma dica para {audience}: {product}",
      "Um recado de {brand}: {product}",
    ],
  },
  conceptTitles: {
    product: ["Conheça {product}", "{product} em destaque", "{product}, de {brand}"],
    audience: ["{product} para {audience}", "{brand}: {product} para {audience}", "{brand}, para {audience}"],
    brand: ["Conheça {brand}", "Prazer, {brand}", "Aqui é {brand}"],
  },
  // Statements name the brand or the product, never both ("Nossa clínica apresenta nosso atendimento" says "our"
  // twice); the brand stands as a label before a colon, where a name that wants an article ("a Clínica Olivo") reads
  // without one. They say what is sold for whom in a plain sentence that reads with any audience, a relative clause
  // too ("quem quer relaxar"): no frame ("abre as portas para", "é pensando em … que"), no meta lead ("Hoje o assunto
  // é"), no "a gente" (the bank is "você"-neutral and serves the formal tones too).
  angles: {
    product: [
      "Aqui você encontra {product}.",
      "{product}: é com isso que trabalhamos.",
      "Venha conhecer {product}.",
      "Aqui, o foco é {product}.",
    ],
    audience: [
      "{product} é para {audience}.",
      "Atendemos {audience}.",
      "Aqui você encontra {product} para {audience}.",
      "Nosso trabalho é pensado para {audience}.",
    ],
    brand: [
      "Aqui é {brand}.",
      "{brand}: estamos à disposição.",
      "{brand}: esperamos por você.",
      "{brand}: pode contar conosco.",
    ],
  },
  tones: {
    professional: {
      leads: ["Muito prazer.", "Boas-vindas."],
      titles: ["{brand}: {product}", "Conheça {brand}"],
    },
    friendly: {
      leads: ["Olá!", "Oi, tudo bem?"],
      titles: ["Venha conhecer {brand}", "Já conhece {product}?"],
    },
    bold: {
      leads: ["Bora?", "Chegou a hora."],
      titles: ["Sem medo: {product}", "Com tudo: {product}"],
    },
    trustworthy: {
      leads: ["Conte conosco.", "É um prazer atender você."],
      titles: ["Conheça {brand} de perto", "{brand}: pode contar conosco"],
    },
    creative: {
      leads: ["Cada detalhe importa.", "Que tal um olhar diferente?"],
      titles: ["{product}, por outro ângulo", "Outro olhar sobre {brand}"],
    },
    luxury: {
      leads: ["É um prazer receber você.", "Para quem aprecia os detalhes."],
      titles: ["Descubra {product}", "{brand}: um convite para você"],
    },
    playful: {
      leads: ["Psiu!", "Oi, oi!"],
      titles: ["Spoiler: {product}", "Seu novo xodó: {brand}"],
    },
    urgent: {
      leads: ["Não espere mais.", "Por que esperar?"],
      titles: ["Não espere: {product}", "Comece hoje com {brand}"],
    },
  },
  agreement: [
    ["{product} é para", "{product} são para"],
    ["o assunto é {product}", "o assunto são {product}"],
    ["O assunto é {product}", "O assunto são {product}"],
    ["o foco é {product}", "o foco são {product}"],
  ],
  selfNaming: ["aqui é {brand}", "Aqui é {brand}", "Prazer, {brand}"],
  // Keyword lines for any category (a dentist, an accountant, a bakery): no "ideas" or "inspiration", no "de
  // pertinho" or "tudo sobre"; {category} only before a colon: some names are lists ("Açougue / talho").
  // The offer never follows {category} ("Sauna: nossas sessões de sauna" says it twice).
  pinterest: [
    "{category}: {brand}, para {audience}.",
    "{category}: {brand}, onde você encontra {product}.",
    "{category}: conheça o trabalho de {brand}.",
    "{category}: conheça {brand}.",
    "{category}: o trabalho de {brand}, para {audience}.",
  ],
  // The owner speaks of their business and addresses no one: the bank's "você" stays the only address. The name
  // stands in apposition, where it needs no article ("Tenho um negócio chamado X"); no "a gente".
  // No "oferecemos/apresentamos" before the offer, no "pequeno negócio" (a clinic is not one).
  reddit: [
    "Tenho um negócio chamado {brand} e queria contar um pouco sobre {product}.",
    "Tenho um negócio chamado {brand}, que atende {audience}.",
    "Meu negócio se chama {brand}, e gostaria de ouvir opiniões sobre {product}.",
    "Queria apresentar aqui meu negócio, {brand}, e contar um pouco sobre o que fazemos.",
    "Meu negócio se chama {brand}, e atendemos {audience}.",
  ],
  pinterestLine: "Salve este pin para ver depois.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
