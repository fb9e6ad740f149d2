import type { LanguageBank } from "./types";

export const pt: LanguageBank = {
  code: "pt",
  business: {
    restaurant: {
      noun: "nossa cozinha",
      offer: "pratos e petiscos",
      plural: true,
      audience: "amantes da gastronomia",
      hashtags: ["gastronomia", "foodie", "comida", "restaurante", "comidinhas", "comer fora"],
    },
    retail: {
      noun: "nossa loja",
      offer: "produtos da loja",
      plural: true,
      audience: "apaixonados por compras",
      hashtags: ["compras", "lojinha", "shopping", "moda", "presentes"],
    },
    services: {
      noun: "nossa equipe",
      offer: "serviços e atendimento",
      plural: true,
      audience: "pessoas com a agenda cheia",
      hashtags: ["empreendedorismo", "pequenos negócios", "serviços", "negócio próprio", "atendimento"],
    },
    healthcare: {
      noun: "nossa clínica",
      offer: "consultas e cuidados de saúde",
      plural: true,
      audience: "pacientes e familiares",
      hashtags: ["saúde", "bem-estar", "prevenção", "cuidado", "saúde da família"],
    },
    beauty: {
      noun: "nosso espaço",
      offer: "tratamentos de beleza",
      plural: true,
      audience: "amantes de autocuidado",
      hashtags: ["beleza", "autocuidado", "skincare", "cuidados com a pele", "rotina de beleza"],
    },
    technology: {
      noun: "nossa equipe",
      offer: "software",
      audience: "equipes de trabalho",
      hashtags: ["tecnologia", "produtividade", "software", "startup", "ferramentas digitais"],
    },
    realEstate: {
      noun: "nossa imobiliária",
      offer: "imóveis",
      plural: true,
      audience: "pessoas em busca de um lar",
      hashtags: ["imóveis", "mudança", "lar doce lar", "casa própria", "apartamento"],
    },
    education: {
      noun: "nossa escola",
      offer: "cursos e aulas",
      plural: true,
      audience: "apaixonados por aprender",
      hashtags: ["educação", "aprendizado", "estudos", "cursos", "estudar"],
    },
    fitness: {
      noun: "nossa academia",
      offer: "aulas e treinos",
      plural: true,
      audience: "amantes do esporte",
      hashtags: ["fitness", "treino", "academia", "vida ativa", "musculação"],
    },
    travel: {
      noun: "nossa equipe",
      offer: "hospedagens e passeios",
      plural: true,
      audience: "amantes de viagens",
      hashtags: ["viagem", "viajar", "férias", "viajantes", "pé na estrada"],
    },
    nonprofit: {
      noun: "nossa causa",
      offer: "projetos sociais",
      plural: true,
      audience: "pessoas que querem ajudar",
      hashtags: ["solidariedade", "voluntariado", "comunidade", "ong", "ajudar"],
    },
    other: {
      noun: "nosso negócio",
      offer: "produtos e serviços",
      plural: true,
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
  // A brand name that starts with a common noun wants an article ("a Clínica Dental Olivo") the bank cannot know:
  // {brand} stands only as a label (before a colon or a comma), in apposition ("Prazer, {brand}") or as the subject
  // at a headline's or sentence's start, never after a verb or a preposition ("Conheça {brand}", "de {brand}").
  // {product} may be the owner's bare phrase ("aulas de surf"): no verb takes it as its object where a bare plural
  // reads badly ("Conheça/Descubra {product}").
  titles: {
    facebook: ["{brand}: já conhece?", "Prazer, {brand}", "Para {audience}: {product}", "{brand}: {product}"],
    linkedin: [
      "{brand}: {product} para {audience}",
      "{product} para {audience}",
      "{brand}: {product}",
      "Quem somos: {brand}",
    ],
    pinterest: [
      "{product} | {brand}",
      "Ideia para {audience}: {product}",
      "{brand}: {product}",
      "{brand}: {product} para {audience}",
    ],
    reddit: [
      "{product} para {audience}",
      "{brand}: {product}",
      "Sobre nós: {brand}",
      "{brand}: {product} para {audience}",
    ],
    snapchat: ["{brand}: {product}", "{brand}: olá!", "{product} | {brand}", "Venha ver: {brand}"],
    youtube: ["{product} | {brand}", "{brand} em vídeo", "{brand}: quem somos", "{brand}: {product} para {audience}"],
    instagram: ["{product} para {audience}", "{product} | {brand}", "Para {audience}: {product}", "{brand}: {product}"],
    tiktok: ["{product} | {brand}", "Olha só: {product}", "Para você: {product}", "Para {audience}: {product}"],
    x: ["{brand}: {product}", "Que tal {product}?", "Procurando {product}?", "Para {audience}: {product}"],
  },
  conceptTitles: {
    product: ["{product}: vale conferir", "{product} | {brand}"],
    audience: ["{brand}: {product} para {audience}", "{brand}, para {audience}"],
    brand: ["{brand}: muito prazer", "Prazer, {brand}", "{brand}: esperamos por você"],
  },
  // The lexicon's offers carry no possessive ("queijos", "banho e tosa"), as the owner's own phrase does not ("aulas
  // de surf"), so {product} is never a subject ("Queijos são para …" reads as a sign) and never stands alone before a
  // colon or a verbless "para": a verb takes it as its object ("Oferecemos {product}", "Aqui você encontra
  // {product}"), save "conhecer"/"descobrir" before a bare plural ("Conheça aulas de surf"). Statements name the brand
  // or the product, never both, and say what is sold for whom in one sentence with a verb that reads with any business
  // (a dentist, a bakery, an accountant, a dog groomer, a sauna) and any audience, a relative clause too ("quem quer
  // relaxar"): the audience is never a verb's subject nor after "a"/"de"/"em" (a typed "os moradores" would need
  // "aos", "dos"); no frame twice in a list, no "ask us" line that says only that ("Quer saber mais? É só perguntar";
  // nor a bare "qualquer dúvida, é só mandar mensagem" or "acompanhe nosso trabalho", round 39: a next step names what
  // is sold), no
  // label ("{product} é o nosso dia a dia"), no meta lead ("Hoje o assunto é"), no "a gente" (the bank is
  // "você"-neutral and serves the formal tones too).
  // A statement tagged "[goods] " is said only of a business that sells things (a shop, a florist, a café: verbs of
  // seeing, choosing, preparing), "[services] " only of one that serves (a dentist, a barber, a surf school, a sauna:
  // verbs of booking, receiving, taking care); an untagged one reads for both. A brand's statement that names
  // {product} stands as a label ("{brand}: …"), which may own the bank's offer. {brand} never opens a sentence as its
  // subject (a name that is a common noun wants an article: "A Clínica Dental Olivo"): it stands as a label before a
  // colon or after "Nosso nome é"; no "Temos {product}." (a sign), no "Nossa especialidade é …" (a tautology).
  angles: {
    product: [
      "Aqui você encontra {product}.",
      "Oferecemos {product}.",
      "Trabalhamos com {product}.",
      "[goods] Ajudamos você a escolher {product}.",
      "[visit,purchase] Venha conhecer {product} de perto.",
      "[order] Você encomenda {product}, e nós cuidamos do resto.",
      "[session,ticket,stay] Aqui você aproveita {product} sem pressa, no seu ritmo.",
      "[lesson,class] Em {product}, cada um aprende no seu tempo.",
      "[job] Para {product}, combinamos tudo com você antes de começar.",
      "[goods] Reunimos {product} para o dia a dia e para presentear.",
    ],
    audience: [
      "Oferecemos {product} para {audience}.",
      "Trabalhamos para {audience}.",
      "Para {audience}, temos {product}.",
      "[appointment,job,order] Fazemos {product} para {audience}.",
      "[goods] Selecionamos {product} para {audience}.",
      "[lesson,class] Cada aula é preparada para o nível de quem chega.",
    ],
    brand: [
      "{brand}: atendemos {audience}.",
      "{brand}: trabalhamos com {product} para {audience}.",
      "{brand}: oferecemos {product}, com atendimento próximo.",
      "[goods] {brand}: ajudamos {audience} a escolher com calma.",
      "[lesson,class] {brand}: na primeira aula, vemos o seu nível e começamos daí.",
      "[session,ticket] {brand}: é só chegar e ficar à vontade.",
    ],
  },
  // Leads suit every business in the tone: a greeting or a short hook, never a motto ("Cada detalhe importa", "Para
  // quem aprecia os detalhes") or a line about the post ("Que tal um olhar diferente?").
  tones: {
    professional: {
      leads: ["Olá.", "Muito prazer."],
      titles: ["{brand}: {product}", "{product} para {audience}"],
    },
    friendly: {
      leads: ["Olá!", "Oi, tudo bem?"],
      titles: ["{brand}: venha nos conhecer", "Venha conferir: {product}"],
    },
    bold: {
      leads: ["Bora?", "Chegou a hora."],
      titles: ["Sem medo: {product}", "Com tudo: {product}"],
    },
    trustworthy: {
      leads: ["É um prazer atender você.", "Olá."],
      titles: ["{brand}, de perto", "{brand}: {product}"],
    },
    creative: {
      leads: ["Oi!", "Olá, tudo certo?"],
      titles: ["Do nosso jeito: {product}", "{brand}: {product} com capricho"],
    },
    luxury: {
      leads: ["É um prazer receber você.", "Olá."],
      titles: ["Um convite: {product}", "{brand}: um convite para você"],
    },
    playful: {
      leads: ["Oi, oi!", "E aí?"],
      titles: ["Partiu {product}?", "Seu novo xodó: {brand}"],
    },
    urgent: {
      leads: ["Não espere mais.", "Por que esperar?"],
      titles: ["Não espere: {product}", "Não deixe para depois: {product}"],
    },
  },
  agreement: [
    ["{product} é para", "{product} são para"],
    ["{product} é o nosso", "{product} são o nosso"],
    ["Nossa especialidade é {product}", "Nossa especialidade são {product}"],
    ["o assunto é {product}", "o assunto são {product}"],
    ["o foco é {product}", "o foco são {product}"],
  ],
  selfNaming: [
    "aqui é {brand}",
    "Aqui é {brand}",
    "Prazer, {brand}",
    "{brand}: olá",
    "{brand}: muito prazer",
    "{brand} apresenta",
    "Quem somos: {brand}",
    "se chama {brand}",
    "chamado {brand}",
    "Nosso nome é {brand}",
    "equipe {brand}",
    "meu negócio: {brand}",
    "Sobre nós: {brand}",
    "equipe de {brand}",
    "Tenho um negócio, {brand}",
    "Tenho um negócio: {brand}",
    "{category} {brand}",
  ],
  // Search lines for any category (a dentist, an accountant, a bakery), each a sentence with a verb, never a verbless
  // "{category} para {audience}?" (keyword stuffing) nor "{category}: <clause>"; {category} only at the start, as the
  // title of {brand} ("Barbearia Berber Kemal") or of a relative clause ("Sauna que recebe …"), so every line names
  // the category, and never beside {product} (many categories are named as their offer: "Banho e tosa com banho e
  // tosa"); none says the closing line (pinterestLine) again, nor "espera por você" before the place's "Estamos à sua
  // espera"; no "ideas" or "inspiration", no "de pertinho" or "tudo sobre"; {brand} only as a subject.
  pinterest: [
    "{category} que atende {audience}: salve este pin para encontrar depois.",
    "{category} para {audience}: salve este pin e volte quando quiser.",
    "{category} {brand}: salve este pin para nos encontrar depois.",
    "{category} {brand}: salve este pin e volte quando precisar.",
  ],
  // The owner speaks of their business and addresses no one: the bank's "você" stays the only address. One speaker,
  // the owner or the team, never an employee ("o lugar onde trabalho", "um lugar chamado {brand}" contradict the
  // owner's "we"). The name follows "se chama" or stands in apposition or after a
  // colon ("Tenho um negócio, {brand}, …"), where it needs no article (as a subject a name that is a common noun
  // wants one: "a Clínica Dental Olivo"); no label before a colon ("{brand}: faço parte"), no "a gente", no "pequeno
  // negócio" (a clinic is not one), no "Tenho um negócio chamado", and no gendered "dono/dona".
  reddit: [
    "Nosso negócio se chama {brand}: trabalhamos com {product} para {audience}.",
    "Nosso negócio se chama {brand}: trabalhamos com {product}.",
    "Nosso negócio se chama {brand}: atendemos {audience}.",
  ],
  pinterestLine: "Salve este pin para ver depois.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
