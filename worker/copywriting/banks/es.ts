import type { LanguageBank } from "./types";

export const es: LanguageBank = {
  code: "es",
  business: {
    restaurant: {
      noun: "nuestra cocina",
      offer: "comidas y cenas",
      plural: true,
      audience: "amantes de la gastronomía",
      hashtags: ["gastronomía", "foodie", "comida", "restaurante", "comer fuera", "comer"],
    },
    retail: {
      noun: "nuestra tienda",
      offer: "una selección de productos",
      audience: "amantes de las compras",
      hashtags: ["compras", "comercio de barrio", "shopping", "ideas de regalo", "moda"],
    },
    services: {
      noun: "nuestra empresa",
      offer: "servicios profesionales",
      plural: true,
      audience: "personas con poco tiempo",
      hashtags: ["pymes", "emprendedores", "servicios", "negocio", "autónomos"],
    },
    healthcare: {
      noun: "nuestra clínica",
      offer: "servicios médicos",
      plural: true,
      audience: "pacientes y sus familias",
      hashtags: ["salud", "bienestar", "prevención", "cuidado", "salud familiar"],
    },
    beauty: {
      noun: "nuestro salón",
      offer: "tratamientos de belleza",
      plural: true,
      audience: "amantes del autocuidado",
      hashtags: ["belleza", "autocuidado", "skincare", "cuidado de la piel", "rutina de belleza"],
    },
    technology: {
      noun: "nuestra empresa",
      offer: "soluciones de software",
      plural: true,
      audience: "equipos de trabajo",
      hashtags: ["tecnología", "productividad", "software", "startup", "herramientas digitales"],
    },
    realEstate: {
      noun: "nuestra inmobiliaria",
      offer: "pisos y casas",
      plural: true,
      audience: "quienes buscan casa",
      hashtags: ["inmobiliaria", "vivienda", "hogar", "comprar casa", "buscar piso"],
    },
    education: {
      noun: "nuestra academia",
      offer: "cursos y formación",
      plural: true,
      audience: "personas con ganas de aprender",
      hashtags: ["formación", "aprendizaje", "educación", "estudiar", "cursos"],
    },
    fitness: {
      noun: "nuestro gimnasio",
      offer: "clases y entrenamientos",
      plural: true,
      audience: "amantes del deporte",
      hashtags: ["fitness", "entrenamiento", "deporte", "gimnasio", "entreno"],
    },
    travel: {
      noun: "nuestra empresa",
      offer: "alojamientos y escapadas",
      plural: true,
      audience: "amantes de los viajes",
      hashtags: ["viajes", "viajar", "escapada", "vacaciones", "viajeros"],
    },
    nonprofit: {
      noun: "nuestra asociación",
      offer: "proyectos solidarios",
      plural: true,
      audience: "gente con ganas de ayudar",
      hashtags: ["solidaridad", "voluntariado", "comunidad", "ong", "ayudar"],
    },
    other: {
      noun: "nuestro negocio",
      offer: "productos y servicios",
      plural: true,
      audience: "clientes de todo tipo",
      hashtags: ["emprendedores", "pymes", "negocios", "marca", "emprender"],
    },
  },
  cta: {
    shop: "Compra ahora",
    order: "Haz tu pedido",
    book: "Reserva ahora",
    subscribe: "Suscríbete hoy",
    signUp: "Inscríbete hoy",
    learnMore: "Descubre más",
    contact: "Escríbenos",
    visit: "Ven a visitarnos",
    download: "Descárgalo hoy",
    donate: "Dona hoy",
  },
  intentWords: {
    shop: ["compra", "cómpral", "tienda", "consigue", "hazte con", "llévate"],
    order: ["pide", "pídel", "pedido", "pedir", "encarg", "a domicilio", "para llevar", "ordena ya"],
    book: ["reserv", "cita", "agenda", "turno", "mesa", "pide hora", "pedir hora"],
    subscribe: ["suscr", "subscri", "hazte socio", "hazte miembro", "membres", "abónate"],
    signUp: ["regístr", "registr", "inscr", "apúnt", "apunta", "únete", "date de alta", "empieza"],
    learnMore: ["descubr", "conoce", "conóc", "más info", "saber más", "infórm", "informa", "explora"],
    contact: ["contact", "contáct", "llám", "llama", "escrib", "escríb", "habla", "consúlt"],
    visit: ["visit", "visít", "ven a", "ven al", "ven y", "pásate", "acércate", "te esperamos"],
    download: ["descarg", "descárg", "baja la app", "bájate", "instala la app", "instálal"],
    donate: ["donar", "dona ", "donaci", "donativ", "aporta", "contribu", "colabora", "haz tu aporte"],
  },
  // {product} is the lexicon's offer without a possessive ("clases de surf") or the owner's own phrase ("revisiones,
  // limpiezas y blanqueamiento"): it stands after "ofrece(mos)", "tenemos", "encontrarás", "buscas", "hablar de",
  // "para" or a colon, never after "presentar", "conocer" or "descubrir" (those need an article). {brand} may be a
  // name that starts with a common noun ("Clínica Dental Olivo") or a person's name ("Lucía Martín"): it stands as a
  // label ("{brand}: …", "{brand}, …") or as the subject at the start of a sentence, never as an object nor after a
  // preposition ("Conoce {brand}", "desde {brand}", "a {brand}" would need "la"); only the Reddit owner "dirige" it.
  // Audiences come without an article ("principiantes", "quienes se regalan un capricho"): {audience} stands only
  // after "para", never as a subject. Fields the formal block does not replace (LinkedIn and Reddit headlines,
  // Reddit openers) address no one.
  titles: {
    facebook: [
      "¿Buscas {product}?",
      "{product} para {audience}",
      "{brand}: {product} para {audience}",
      "{brand} te espera",
      "Para ti: {product}",
    ],
    linkedin: [
      "{product} para {audience}",
      "{brand}, en pocas palabras",
      "{brand}: {product}",
      "{brand}: a qué nos dedicamos",
      "{brand}: {product} para {audience}",
      "{product}: nuestra propuesta",
    ],
    pinterest: [
      "{product} para {audience}",
      "Para tu tablero: {brand}",
      "{brand}: {product}",
      "Para guardar: {product}",
    ],
    reddit: [
      "{product} para {audience}",
      "Mi negocio: {brand}",
      "{brand}, en pocas palabras",
      "{brand}: {product}",
      "Hablemos de {product}",
    ],
    snapchat: ["Mira esto: {product}", "{brand} te saluda", "Hola, somos {brand}", "Para ti: {product}"],
    youtube: [
      "{product} para {audience}",
      "{brand}: {product}",
      "{brand}: así trabajamos",
      "{brand} en vídeo",
      "Hola, somos {brand}",
      "{brand}, de cerca",
    ],
    instagram: [
      "{product}, en detalle",
      "{product} para {audience}",
      "{brand} en imágenes",
      "Para tu feed: {product}",
      "{product}, en imágenes",
      "Un vistazo: {product}",
    ],
    tiktok: [
      "POV: buscabas {product} y nos encontraste",
      "¿Buscas {product}? Somos {brand}",
      "{product} para {audience}",
      "Hola, somos {brand}: {product} para ti",
      "No te lo pierdas: {product}",
    ],
    x: [
      "¿Buscas {product}?",
      "Hablemos de {product}",
      "{product} para {audience}",
      "{brand}: {product} para {audience}",
      "{brand} te espera",
    ],
  },
  conceptTitles: {
    product: ["¿Buscas {product}?", "{product}, en detalle", "{brand}: {product}"],
    audience: ["{product} para {audience}", "{brand}: {product} para {audience}", "{brand}, para {audience}"],
    brand: ["{brand} te da la bienvenida", "{brand}, en pocas palabras", "{brand} te espera"],
  },
  angles: {
    // What is sold, said plainly and as the subject or object of a plain verb, never "te presentamos".
    product: [
      "{brand} ofrece {product}.",
      "Aquí encontrarás {product}.",
      "Ofrecemos {product}.",
      "Tenemos {product}.",
      "Te ofrecemos {product}.",
      "Contamos con {product}.",
      "Aquí tienes {product}.",
    ],
    // What is sold, for whom, in one plain sentence.
    audience: [
      "Ofrecemos {product} para {audience}.",
      "{brand} ofrece {product} para {audience}.",
      "Tenemos {product} para {audience}.",
      "Aquí encontrarás {product} para {audience}.",
      "Contamos con {product} para {audience}.",
      "Aquí tienes {product} para {audience}.",
    ],
    // The brand as the subject or a label, never an object ("Te presentamos Clínica Dental Olivo").
    brand: [
      "{brand} te espera.",
      "{brand} te da la bienvenida.",
      "Somos {brand}.",
      "{brand}: encantados de conocerte.",
      "{brand} te abre sus puertas.",
    ],
  },
  tones: {
    professional: {
      leads: ["Te damos la bienvenida.", "Encantados de saludarte."],
      titles: ["{brand}: a qué nos dedicamos", "{brand}, en pocas palabras"],
    },
    friendly: {
      leads: ["¡Hola!", "¡Nos alegra verte por aquí!"],
      titles: ["{brand} te espera", "¡Hola! Somos {brand}"],
    },
    bold: {
      leads: ["¡Vamos allá!", "¡Es el momento!"],
      titles: ["{product}. A por ello.", "Sin excusas: {product}"],
    },
    trustworthy: {
      leads: ["Cuenta con nosotros.", "Encantados de conocerte."],
      titles: ["{brand}, de cerca", "{brand}: así trabajamos"],
    },
    creative: {
      leads: ["Nos gusta hacer las cosas a nuestra manera.", "Échale un vistazo."],
      titles: ["{product}, con otra mirada", "{brand}, con otra mirada"],
    },
    luxury: {
      leads: ["Es un placer saludarte.", "Te damos la más cordial bienvenida."],
      titles: ["{brand} te da la bienvenida", "{brand}: {product}"],
    },
    playful: {
      leads: ["¡Psst!", "¡Hola, hola!"],
      titles: ["Mira lo que tenemos: {product}", "Tu próximo flechazo: {brand}"],
    },
    urgent: {
      leads: ["No esperes más.", "¿Para qué esperar?"],
      titles: ["No esperes: {product}", "No lo dejes para mañana: {product}"],
    },
  },
  agreement: [
    ["Esto es {product}", null],
    ["esto es {product}", null],
  ],
  // The lines in which the brand speaks or presents itself take its name, never the bank's noun ("Quesería: nuestra
  // quesería te espera", "Somos nuestra quesería").
  selfNaming: ["somos {brand}", "Somos {brand}", "Mi negocio: {brand}", ": {brand}, para", ": {brand} te"],
  // Keyword lines for any category: the category with the audience, never with the product (the offer often
  // repeats the category's word: "Sauna: sesiones de sauna") and seldom with the brand, whose name often holds the
  // category's word too ("Clínica dental: Clínica Dental Olivo te espera").
  pinterest: [
    "{category} para {audience}.",
    "{category}: {brand}, para {audience}.",
    "{category} para {audience}: guarda este pin.",
    "{category} para {audience}: te contamos quiénes somos.",
    "{category}: guarda este pin para más tarde.",
  ],
  // The owner speaks of the business in the first person, to no one in particular ("dirijo", never "llevo"); {brand}
  // is a name here. An opener that promises to say what is offered is followed by the statement that says it.
  reddit: [
    "Dirijo {brand}, donde ofrecemos {product} para {audience}.",
    "Dirijo {brand}: ofrecemos {product}.",
    "{brand} es mi negocio: ofrecemos {product} para {audience}.",
    "Me presento: dirijo {brand}.",
    "Hola, dirijo {brand} y quería contar aquí a qué nos dedicamos.",
    "{brand} es mi negocio y quería presentarlo por aquí.",
  ],
  formal: {
    cta: {
      shop: "Compre ahora",
      order: "Haga su pedido",
      book: "Reserve ahora",
      subscribe: "Suscríbase hoy",
      signUp: "Inscríbase hoy",
      learnMore: "Descubra más",
      contact: "Escríbanos",
      visit: "Visítenos",
      download: "Descárguelo hoy",
      donate: "Haga su donación",
    },
    titles: {
      facebook: [
        "¿Busca {product}?",
        "{product} para {audience}",
        "{brand}: {product} para {audience}",
        "{brand} le espera",
        "Para usted: {product}",
      ],
      pinterest: [
        "{product} para {audience}",
        "Para su tablero: {brand}",
        "{brand}: {product}",
        "Para guardar: {product}",
      ],
      snapchat: ["{brand} le saluda", "{brand}, de cerca", "{brand}: {product}", "Para usted: {product}"],
      youtube: [
        "{product} para {audience}",
        "{brand}: {product}",
        "{brand}: así trabajamos",
        "{brand} en vídeo",
        "{brand}, de cerca",
        "{brand}: {product} para {audience}",
      ],
      instagram: [
        "{product}, en detalle",
        "{product} para {audience}",
        "{brand} en imágenes",
        "{brand}: {product}",
        "{product}, en imágenes",
        "Un vistazo: {product}",
      ],
      tiktok: [
        "¿Busca {product}? Somos {brand}",
        "{product} para {audience}",
        "{brand}: {product} para usted",
        "No se lo pierda: {product}",
        "En pocas palabras: {product}",
      ],
      x: [
        "¿Busca {product}?",
        "Hablemos de {product}",
        "{brand}: {product}",
        "{product} para {audience}",
        "{brand} le espera",
      ],
    },
    conceptTitles: {
      product: ["¿Busca {product}?", "{product}, en detalle", "{brand}: {product}"],
      brand: ["{brand} le da la bienvenida", "{brand}, en pocas palabras", "{brand} le espera"],
    },
    angles: {
      product: [
        "{brand} ofrece {product}.",
        "Aquí encontrará {product}.",
        "Ofrecemos {product}.",
        "Tenemos {product}.",
        "Le ofrecemos {product}.",
        "Contamos con {product}.",
        "Aquí tiene {product}.",
      ],
      audience: [
        "Ofrecemos {product} para {audience}.",
        "{brand} ofrece {product} para {audience}.",
        "Tenemos {product} para {audience}.",
        "Aquí encontrará {product} para {audience}.",
        "Contamos con {product} para {audience}.",
        "Aquí tiene {product} para {audience}.",
      ],
      brand: [
        "{brand} le espera.",
        "{brand} le da la bienvenida.",
        "Somos {brand}.",
        "{brand}: encantados de atenderle.",
        "{brand} le abre sus puertas.",
      ],
    },
    tones: {
      professional: {
        leads: ["Le damos la bienvenida.", "Encantados de saludarle."],
        titles: ["{brand}: a qué nos dedicamos", "{brand}, en pocas palabras"],
      },
      trustworthy: {
        leads: ["Cuente con nosotros.", "Será un placer atenderle."],
        titles: ["{brand}, de cerca", "{brand}: así trabajamos"],
      },
      luxury: {
        leads: ["Es un placer saludarle.", "Le damos la más cordial bienvenida."],
        titles: ["{brand} le da la bienvenida", "{brand}: {product}"],
      },
    },
    pinterestLine: "Guarde este pin para más tarde.",
    pinterest: [
      "{category} para {audience}.",
      "{category}: {brand}, para {audience}.",
      "{category} para {audience}: guarde este pin.",
      "{category} para {audience}: le contamos quiénes somos.",
      "{category}: guarde este pin para más tarde.",
    ],
    selfNaming: ["somos {brand}", "Somos {brand}", "Mi negocio: {brand}", ": {brand}, para", ": {brand} le"],
  },
  pinterestLine: "Guarda este pin para más tarde.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
