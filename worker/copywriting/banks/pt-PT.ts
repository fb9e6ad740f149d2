import type { LanguageBank } from "./types";

/**
 * European Portuguese (Portugal). The bank's own register is "tu" ("Descobre", "Passa por cá"), as Portuguese small
 * brands write to their customers; LinkedIn's headlines address no one. `formal` holds the formal register for
 * Professional, Trustworthy and Luxury campaigns: third-person imperatives and "si", "o seu" ("Descubra", "Para si"),
 * never "você" said to the reader. No template addresses readers in the plural (vocês, vos, lhes). The bank's nouns
 * take the article European Portuguese puts before a possessive ("a nossa cozinha"), so no template puts {brand} or
 * {product} after a preposition that contracts with it (de, em, a, por: "do nosso menu"); "para", "com" and "sobre"
 * do not.
 */
export const ptPT: LanguageBank = {
  code: "pt",
  business: {
    restaurant: {
      noun: "a nossa cozinha",
      offer: "pratos e petiscos",
      plural: true,
      audience: "amantes de gastronomia",
      hashtags: ["gastronomia", "foodie", "comida", "restaurante", "petiscos", "comer fora"],
    },
    retail: {
      noun: "a nossa loja",
      offer: "artigos da loja",
      plural: true,
      audience: "apaixonados por compras",
      hashtags: ["compras", "shopping", "moda", "presentes", "estilo"],
    },
    services: {
      noun: "a nossa equipa",
      offer: "serviços e atendimento",
      plural: true,
      audience: "pessoas com a agenda cheia",
      hashtags: ["empreendedorismo", "pequenos negócios", "serviços", "negócio próprio", "trabalho"],
    },
    healthcare: {
      noun: "a nossa clínica",
      offer: "consultas e cuidados de saúde",
      plural: true,
      audience: "utentes e famílias",
      hashtags: ["saúde", "bem-estar", "prevenção", "cuidados de saúde", "saúde familiar"],
    },
    beauty: {
      noun: "o nosso espaço",
      offer: "tratamentos de beleza",
      plural: true,
      audience: "amantes de beleza e bem-estar",
      hashtags: ["beleza", "autocuidado", "skincare", "cuidados de pele", "rotina de beleza"],
    },
    technology: {
      noun: "a nossa equipa",
      offer: "software",
      audience: "equipas de trabalho",
      hashtags: ["tecnologia", "produtividade", "software", "startup", "ferramentas digitais"],
    },
    realEstate: {
      noun: "a nossa imobiliária",
      offer: "imóveis",
      plural: true,
      audience: "pessoas à procura de casa",
      hashtags: ["imobiliário", "comprar casa", "arrendamento", "apartamento", "casa"],
    },
    education: {
      noun: "a nossa escola",
      offer: "cursos e formações",
      plural: true,
      audience: "apaixonados por aprender",
      hashtags: ["educação", "formação", "aprender", "cursos", "estudar"],
    },
    fitness: {
      noun: "o nosso ginásio",
      offer: "aulas e treinos",
      plural: true,
      audience: "amantes de desporto",
      hashtags: ["fitness", "treino", "ginásio", "vida ativa", "desporto"],
    },
    travel: {
      noun: "a nossa equipa",
      offer: "alojamentos e passeios",
      plural: true,
      audience: "amantes de viagens",
      hashtags: ["viagens", "viajar", "férias", "viajantes", "escapadinha"],
    },
    nonprofit: {
      noun: "a nossa causa",
      offer: "projetos solidários",
      plural: true,
      audience: "pessoas que querem ajudar",
      hashtags: ["solidariedade", "voluntariado", "comunidade", "causas sociais", "ajudar"],
    },
    other: {
      noun: "o nosso negócio",
      offer: "produtos e serviços",
      plural: true,
      audience: "toda a gente",
      hashtags: ["empreendedorismo", "pequenos negócios", "negócios", "marca", "empreender"],
    },
  },
  cta: {
    shop: "Compra já",
    order: "Faz a tua encomenda",
    book: "Reserva já",
    subscribe: "Subscreve já",
    signUp: "Inscreve-te hoje",
    learnMore: "Sabe mais",
    contact: "Fala connosco",
    visit: "Passa por cá",
    download: "Descarrega já",
    donate: "Faz o teu donativo",
  },
  // Calls to action in either variety: the Brazilian forms first, then the European ones.
  intentWords: {
    shop: [
      "compre",
      "comprar",
      "compras",
      "loja",
      "garanta o seu",
      "garanta a sua",
      "confira a coleção",
      "compra ",
      "compra já",
      "compra agora",
      "garante o teu",
      "garante a tua",
      "descobre a coleção",
      "espreita a coleção",
    ],
    order: [
      "peça ",
      "pedido",
      "pedir",
      "encomend",
      "delivery",
      "para viagem",
      "receba em casa",
      "pede já",
      "pede o teu",
      "pede a tua",
      "take away",
      "take-away",
      "takeaway",
      "ao domicílio",
      "recebe em casa",
    ],
    book: [
      "reserv",
      "agend",
      "marque sua",
      "marque seu",
      "horário",
      "consulta",
      "mesa",
      "marca já",
      "marca a tua",
      "marca o teu",
      "marcaç",
    ],
    subscribe: [
      "assin",
      "subscre",
      "seja sócio",
      "seja membro",
      "associe-se",
      "clube de",
      "torna-te sócio",
      "torna-te membro",
      "faz-te sócio",
      "associa-te",
      "newsletter",
    ],
    signUp: [
      "inscrev",
      "inscriç",
      "cadastr",
      "registr",
      "matricul",
      "comece",
      "experimente",
      "junte-se",
      "regist",
      "começa",
      "experimenta",
      "junta-te",
      "adere",
      "cria a tua conta",
    ],
    learnMore: [
      "saiba",
      "conheça",
      "descubr",
      "confira",
      "veja",
      "explore",
      "leia",
      "mais informaç",
      "sabe mais",
      "saber mais",
      "conhece",
      "descobr",
      "vê ",
      "vê já",
      "espreita",
      "explora",
      "lê ",
      "mais info",
    ],
    contact: [
      "contat",
      "fale",
      "ligue",
      "ligar",
      "mande",
      "envie uma mensagem",
      "whatsapp",
      "chame",
      "contact",
      "fala",
      "liga",
      "manda",
      "envia",
      "escreve-nos",
      "telefona",
    ],
    visit: [
      "visit",
      "venha",
      "passe aqui",
      "passe na",
      "passe no",
      "apareça",
      "te esperamos",
      "esperamos você",
      "vem ",
      "passa por",
      "passa na",
      "passa no",
      "passa cá",
      "aparece",
      "esperamos-te",
      "esperamos por ti",
      "estamos à tua espera",
    ],
    download: [
      "baixe",
      "baixar",
      "download",
      "instale",
      "instalar",
      "pegue o app",
      "descarreg",
      "instala",
      "obtém a app",
      "experimenta a app",
    ],
    donate: [
      "doe ",
      "doar",
      "doaç",
      "contribu",
      "apoie",
      "colabore",
      "faça sua parte",
      "doa ",
      "donativ",
      "apoia",
      "colabora",
      "faz a tua parte",
      "consign",
    ],
  },
  // A name takes an article in European Portuguese ("a Onda Norte") that the bank cannot know: {brand} stands only
  // as a label (before a colon or a comma) or in apposition ("um sítio chamado {brand}"), never as a subject or
  // object, nor after "Somos". {product} may be the owner's bare phrase ("aulas de surf"): no verb takes it as its
  // object where a bare plural reads badly ("Vem conhecer/Descobre {product}").
  titles: {
    facebook: [
      "{brand}: já nos conheces?",
      "Para ti: {product}",
      "Olha só: {product}",
      "{brand}: temos uma coisa para ti",
    ],
    linkedin: [
      "{brand}: {product} para {audience}",
      "O que fazemos: {product}",
      "{brand} em foco",
      "{brand}, em poucas palavras",
    ],
    pinterest: [
      "Para guardar: {product}",
      "{product}: a guardar para depois",
      "Vale a pena guardar: {product}",
      "{brand}, para {audience}",
    ],
    reddit: [
      "Para {audience}: {product}",
      "Sobre o nosso trabalho: {product}",
      "O que fazemos: {product}",
      "{brand}: {product}, sem floreados",
    ],
    snapchat: ["Olha para isto: {product}", "{brand}: olá!", "Para ti: {product}", "Espreita: {brand}"],
    youtube: [
      "{product} | {brand}",
      "{brand} em vídeo: {product}",
      "Um olhar sobre {product}",
      "{brand}: {product} para {audience}",
    ],
    instagram: ["De perto: {product}", "Repara bem: {product}", "{brand}: {product}", "{product} | {brand}"],
    tiktok: [
      "POV: acabaste de descobrir {product}",
      "Tens de ver isto: {product}",
      "Para {audience}: {product}",
      "Olha o que temos: {product}",
    ],
    x: [
      "Que tal {product}?",
      "{brand}: já nos conheces?",
      "Uma sugestão para {audience}: {product}",
      "Andas à procura de {product}?",
    ],
  },
  conceptTitles: {
    product: ["Olha bem: {product}", "{product} em destaque", "{product} | {brand}"],
    audience: ["A pensar em {audience}: {product}", "{brand}, para {audience}", "Para {audience}: {product}"],
    brand: ["{brand}: já nos conheces?", "{brand}: vem conhecer-nos", "{brand}: muito gosto"],
  },
  // The lexicon's offers carry no possessive ("queijos", "corte e barba"), as the owner's own phrase does not ("aulas
  // de surf"), so {product} is never a subject ("Queijos são para …" reads as a sign) nor a verbless label ("{product}
  // para {audience}."): a verb takes it as its object ("Trabalhamos com {product}"), save "conhecer"/"descobrir"
  // before a bare plural. Statements name the brand or the product, never both, and say what is sold for whom in one
  // sentence with a verb that reads with any business (a dentist, a bakery, an accountant, a dog groomer, a sauna)
  // and any audience, a relative clause too ("quem precisa de relaxar"): the audience is never a verb's subject;
  // {brand} only after "Chamamo-nos" or as a label before a colon, where it needs no article ("a equipa {brand}" wants
  // "da": "a equipa da Onda Norte"), and never beside {product} (beside the bank's own offer it is left out); no frame twice in a list, no "ask us"
  // line that says only that ("Queres saber mais? É só perguntar"; one that says how, "manda-nos mensagem", is a next
  // step), no label ("{product} é o nosso dia a dia"), no frame
  // ("as nossas portas estão abertas para", "é a isto que nos dedicamos"), no meta lead ("Hoje queremos falar-te
  // sobre"). No "oferecer" (in Portugal it reads as "give for free"), no "Temos {product}." (a sign), no "A nossa
  // especialidade é …" (a tautology). A statement tagged "[goods] " is said only of a business that sells things (a
  // shop, a florist, a café: verbs of seeing, choosing, preparing), "[services] " only of one that serves (a dentist,
  // a barber, a surf school, a sauna: verbs of booking, receiving, taking care); an untagged one reads for both.
  angles: {
    product: [
      "Aqui encontras {product}.",
      "Trabalhamos com {product}.",
      "Se procuras {product}, fala connosco.",
      "[goods] Ajudamos-te a escolher {product}.",
      "[visit,purchase] Vem ver {product} ao vivo e escolhe com calma.",
      "[order] Encomendas {product}, e nós tratamos do resto.",
      "[session,ticket,stay] Aqui aproveitas {product} sem pressas, ao teu ritmo.",
      "[session,ticket,stay] Tira um tempo só para ti e aproveita {product}.",
      "[appointment,consultation,job] Dizes-nos o que precisas, e nós explicamos as opções.",
      "[lesson,class] Aqui, cada um aprende ao seu ritmo.",
      "[job] Para {product}, combinamos tudo contigo antes de começar.",
      "[goods] Reunimos {product} para o dia a dia e para presentes.",
    ],
    audience: [
      "Trabalhamos para {audience}.",
      "O nosso trabalho com {product} é pensado para {audience}.",
      "Atendemos {audience} com calma e atenção.",
      "[appointment,job,order] Fazemos {product} para {audience}.",
      "[goods] Selecionamos {product} para {audience}.",
      "[lesson,class] Cada aula é preparada a pensar no nível de quem chega.",
    ],
    brand: [
      "Chamamo-nos {brand} e atendemos {audience}.",
      "{brand}: se tiveres alguma dúvida, manda-nos mensagem.",
      "{brand}: acompanha-nos para veres o nosso trabalho.",
      "[lesson,class] {brand}: na primeira aula, vemos o teu nível e começamos a partir daí.",
      "[session,ticket] {brand}: é só aparecer e ficar à vontade.",
      "[goods] {brand}: ajudamos {audience} a escolher.",
    ],
  },
  // Leads suit every business in the tone: a greeting or a short hook, never a motto ("Cada pormenor conta", "Para
  // quem aprecia os pormenores") or a line about the post ("Que tal um olhar diferente?").
  tones: {
    professional: {
      leads: ["Muito gosto.", "Olá."],
      titles: ["{brand}: {product}", "{brand}, em poucas palavras"],
    },
    friendly: {
      leads: ["Olá!", "Olá, tudo bem?"],
      titles: ["Vem conhecer-nos: {brand}", "Olha só: {product}"],
    },
    bold: {
      leads: ["Chegou a hora.", "Vamos a isso!"],
      titles: ["{product}. Sem medo.", "Atreve-te: {product}"],
    },
    trustworthy: {
      leads: ["Cá estamos.", "É um gosto atender-te."],
      titles: ["{brand}: {product}", "{brand}, sem rodeios"],
    },
    creative: {
      leads: ["Espreita.", "Imagina só."],
      titles: ["{product}, com o nosso cunho", "{brand}, à nossa maneira"],
    },
    luxury: {
      leads: ["É um gosto receber-te.", "Olá."],
      titles: ["Um convite: {product}", "{brand}: um convite para ti"],
    },
    playful: {
      leads: ["Psst!", "Olá, olá!"],
      titles: ["Anda daí: {product}", "Amor à primeira vista: {brand}"],
    },
    urgent: {
      leads: ["Não esperes mais.", "Porquê esperar?"],
      titles: ["Não esperes: {product}", "Não deixes para depois: {product}"],
    },
  },
  agreement: [
    ["Aqui está {product}", "Aqui estão {product}"],
    ["aqui está {product}", "aqui estão {product}"],
    ["{product} é para", "{product} são para"],
    ["A nossa especialidade é {product}", "A nossa especialidade são {product}"],
  ],
  selfNaming: [
    "Quem somos: {brand}",
    "{brand}: olá",
    "{brand}: muito gosto",
    "{brand}: deixa-nos",
    "{brand}: deixe-nos",
    "chamado {brand}",
    "equipa {brand}",
    "equipa de {brand}",
    "Tenho um negócio, {brand}",
    "Tenho um negócio: {brand}",
    "chama-se {brand}",
    "Chamamo-nos {brand}",
    "{category} {brand}",
  ],
  // Search lines for any category (a dentist, an accountant, a bakery), each a sentence opening with the category's
  // name as people search for it, as the title of {brand} ("Barbearia Berber Kemal") or of a relative clause ("Sauna
  // que recebe …"), then a verb; never a verbless "{category} para {audience}?" (keyword stuffing); never beside {product} (many categories are named as their offer: "Banho e tosa"); no "{category}: <clause>"
  // label (many names are lists: "Tabacaria / quiosque"), no "ideas" or "inspiration", no dangling "de perto", no
  // "tudo sobre", not the closing line (pinterestLine) again, and no "espera" before the place's "te esperamos".
  pinterest: [
    "{category} que recebe {audience}: guarda este pin.",
    "{category} que atende {audience}: guarda este pin e passa por cá.",
    "{category} {brand}: guarda este pin para a próxima vez.",
    "{category} {brand}: guarda este pin e volta sempre que precisares.",
  ],
  // The owner speaks of their business and addresses no one (the bank says "tu" to one reader). One speaker, the
  // owner or the team, never an employee ("o sítio onde trabalho", "um sítio chamado {brand}" contradict the owner's
  // "nós"). The name follows "chama-se" or stands in apposition or after a colon
  // ("Tenho um negócio, {brand}, …"), where it needs no article ("a equipa {brand}" wants "da"); never as a label
  // before a colon ("{brand}: faço parte"). No "Tenho um negócio chamado", no "apresentar/mostrar" before the offer,
  // no "pequeno negócio", no gendered "dono/dona".
  reddit: [
    "O meu negócio chama-se {brand}: trabalho com {product} para {audience}.",
    "O nosso negócio chama-se {brand}: trabalhamos com {product}.",
    "O meu negócio chama-se {brand}: atendo {audience}.",
    "O meu negócio chama-se {brand}: trabalho com {product}.",
    "O nosso negócio chama-se {brand}: trabalhamos para {audience}.",
  ],
  pinterestLine: "Guarda este pin para mais tarde.",
  formal: {
    cta: {
      shop: "Compre agora",
      order: "Faça a sua encomenda",
      book: "Faça a sua reserva",
      subscribe: "Subscreva agora",
      signUp: "Inscreva-se hoje",
      learnMore: "Saiba mais",
      contact: "Fale connosco",
      visit: "Visite-nos",
      download: "Descarregue agora",
      donate: "Faça o seu donativo",
    },
    titles: {
      facebook: [
        "{brand}: já nos conhece?",
        "Para si: {product}",
        "Em destaque: {product}",
        "{brand}: temos uma proposta para si",
      ],
      snapchat: ["Veja isto: {product}", "{brand}: olá!", "Para si: {product}", "Conheça-nos: {brand}"],
      instagram: ["De perto: {product}", "Em pormenor: {product}", "{brand}: {product}", "Para si: {product}"],
      tiktok: [
        "POV: acabou de descobrir {product}",
        "Uma sugestão para si: {product}",
        "Veja bem: {product}",
        "Especialmente para {audience}: {product}",
        "Veja o que temos: {product}",
      ],
      x: [
        "Que tal {product}?",
        "{brand}: já nos conhece?",
        "Uma sugestão para {audience}: {product}",
        "Anda à procura de {product}?",
      ],
    },
    conceptTitles: {
      product: ["{product}, em pormenor", "{product} em destaque", "{product} | {brand}"],
      brand: ["{brand}: já nos conhece?", "{brand}: venha conhecer-nos", "{brand}: muito gosto"],
    },
    angles: {
      product: [
        "Aqui encontra {product}.",
        "Se procura {product}, fale connosco.",
        "Trabalhamos com {product}.",
        "[goods] Teremos todo o gosto em ajudar na escolha de {product}.",
        "[visit,purchase] Venha ver {product} ao vivo e escolha com calma.",
        "[order] Encomenda {product}, e nós tratamos do resto.",
        "[session,ticket,stay] Aqui pode aproveitar {product} sem pressas, ao seu ritmo.",
        "[session,ticket,stay] Reserve um tempo só para si, sem pressas.",
        "[appointment,consultation,job] Diga-nos o que precisa, e nós explicamos as opções.",
        "[lesson,class] Aqui, cada um aprende ao seu ritmo.",
        "[job] Para {product}, combinamos tudo consigo antes de começar.",
        "[goods] Reunimos {product} para o dia a dia e para presentes.",
      ],
      brand: [
        "Chamamo-nos {brand} e atendemos {audience}.",
        "{brand}: se tiver alguma dúvida, envie-nos uma mensagem.",
        "{brand}: acompanhe-nos para ver o nosso trabalho.",
        "[lesson,class] {brand}: na primeira aula, vemos o seu nível e começamos a partir daí.",
        "[session,ticket] {brand}: basta aparecer e ficar à vontade.",
        "[goods] {brand}: ajudamos {audience} a escolher.",
      ],
    },
    tones: {
      professional: {
        leads: ["Olá.", "Muito gosto."],
        titles: ["{brand}: {product}", "{brand}, em poucas palavras"],
      },
      trustworthy: {
        leads: ["Cá estamos.", "Olá."],
        titles: ["{brand}: {product}", "{brand}, sem rodeios"],
      },
      luxury: {
        leads: ["Muito gosto.", "Olá."],
        titles: ["Um convite: {product}", "{brand}: um convite para si"],
      },
    },
    pinterestLine: "Guarde este pin para mais tarde.",
    pinterest: [
      "{category} que recebe {audience}: guarde este pin.",
      "{category} que atende {audience}: guarde este pin e visite-nos.",
      "{category} {brand}: guarde este pin para nos encontrar com facilidade.",
      "{category} {brand}: guarde este pin e volte sempre que precisar.",
    ],
    reddit: [
      "O meu negócio chama-se {brand}: trabalho com {product} para {audience}.",
      "O nosso negócio chama-se {brand}: trabalhamos com {product}.",
      "O meu negócio chama-se {brand}: atendo {audience}.",
      "O meu negócio chama-se {brand}: trabalho com {product}.",
      "O nosso negócio chama-se {brand}: trabalhamos para {audience}.",
    ],
  },
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
