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
  // Audiences come without an article ("principiantes", "quienes quieren mimarse"): {audience} stands only
  // after "para", never as a subject. Fields the formal block does not replace (LinkedIn and Reddit headlines,
  // Reddit openers) address no one.
  titles: {
    facebook: [
      "¿Buscas {product}?",
      "{product} para {audience}",
      "{brand}: {product} para {audience}",
      "{brand} te espera",
      "Te ofrecemos {product}",
    ],
    linkedin: [
      "{product} para {audience}",
      "{brand}: {product}",
      "{brand}: {product} para {audience}",
      "Ofrecemos {product} para {audience}",
      "{brand}, de cerca",
    ],
    pinterest: ["{product} para {audience}", "{brand}, para {audience}", "{brand}: {product}", "{product} en {brand}"],
    reddit: [
      "{product} para {audience}",
      "Lo que ofrecemos en {brand}",
      "{brand}: {product} para {audience}",
      "{brand}: {product}",
      "Lo que hacemos en {brand}",
    ],
    snapchat: ["Mira esto: {product}", "{brand} te espera", "Te ofrecemos {product}", "{brand}: {product}"],
    youtube: [
      "{product} para {audience}",
      "{brand}: {product}",
      "{product} en {brand}",
      "{brand}: {product} para {audience}",
    ],
    instagram: ["{product} para {audience}", "{product} en {brand}", "{brand}: {product}", "{brand}, para {audience}"],
    tiktok: [
      "POV: buscabas {product} y nos encontraste",
      "¿Buscas {product}? Somos {brand}",
      "{product} para {audience}",
      "Hola, somos {brand}: {product} para ti",
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
    product: ["¿Buscas {product}?", "{brand}: {product}"],
    audience: ["{product} para {audience}", "{brand}: {product} para {audience}", "{brand}, para {audience}"],
    brand: ["Así es {brand}", "{brand} te espera"],
  },
  angles: {
    // What is sold, said plainly and as the subject or object of a plain verb, never "te presentamos". Untagged frames
    // read for goods and services alike; "[goods] " frames only for what is sold (encontrar, elegir, encargar: a
    // cheese shop, a florist, a café), "[services] " frames only for what is done for the reader (atender, cuidar,
    // acompañar: a dentist, a surf school, a sauna). No "nos encargamos de quesos", no "si necesitas quesos, te
    // atendemos", no "contar con nosotros para sesiones de sauna", no tautology ("Nos especializamos en quesos").
    product: [
      "{brand} ofrece {product}.",
      "Ofrecemos {product}.",
      "En {brand} encontrarás {product}.",
      "[goods] Te ayudamos a escoger {product} para cada ocasión.",
      "[goods] Puedes encargar {product} con antelación.",
      "[goods] Si tienes dudas al elegir, te orientamos sin prisas.",
      "[purchase,visit] Puedes venir a mirar sin compromiso.",
      "[order] Cuéntanos qué tienes en mente y preparamos tu pedido.",
      "[consultation] En la primera consulta escuchamos lo que necesitas.",
      "[job] Antes de empezar, te explicamos qué vamos a hacer.",
      "[lesson,class] En cada clase avanzas a tu ritmo.",
      "[lesson,class] En la primera clase vemos tu nivel y empezamos desde ahí.",
      "[session,stay] Si es tu primera vez, te explicamos cómo funciona.",
    ],
    // What is sold, for whom, in one plain sentence. No word here addresses the reader: the formal register keeps
    // these.
    audience: [
      "Ofrecemos {product} para {audience}.",
      "{brand} ofrece {product} para {audience}.",
      "Tenemos {product} para {audience}.",
      "[goods] Seleccionamos {product} para {audience}.",
      "[lesson,class] Damos {product} a {audience}.",
      "[lesson,class] Preparamos cada clase pensando en {audience}.",
      "[lesson,class] Nuestras clases están pensadas para {audience}.",
      "[ticket] Preparamos cada visita pensando en {audience}.",
    ],
    brand: [
      "En {brand} tenemos {product} para {audience}.",
      "{brand} trabaja para {audience}.",
      "{brand} ofrece {product}, con un trato cercano.",
      "[goods] En {brand} te aconsejamos para que elijas a tu gusto.",
      "[order] Si quieres hacer un pedido, cuéntanos qué necesitas.",
      "[consultation,lesson,class,job] En {brand} te explicamos cada paso.",
      "[appointment,consultation,booking,job] En {brand} nos ocupamos de {product}.",
      "[lesson,class] En {brand} te acompañamos desde la primera clase.",
    ],
  },
  tones: {
    professional: {
      leads: ["Hola.", "Encantados de saludarte."],
      titles: ["{product}, de la mano de {brand}", "Así es {brand}"],
    },
    friendly: {
      leads: ["¡Hola!", "¡Hola, qué tal!"],
      titles: ["{brand} te espera", "{brand}: {product}"],
    },
    bold: {
      leads: ["¡Vamos allá!", "¡Es el momento!"],
      titles: ["{product}: ¿te animas?", "{brand}: {product}"],
    },
    trustworthy: {
      leads: ["Hola.", "Encantados de conocerte."],
      titles: ["Así es {brand}", "{product} para {audience}"],
    },
    creative: {
      leads: ["¡Buenas!", "¿Qué tal?"],
      titles: ["{product} en {brand}", "{brand} se presenta"],
    },
    luxury: {
      leads: ["Tómate un momento.", "Un placer saludarte."],
      titles: ["{brand}, para {audience}", "{brand}: {product}"],
    },
    playful: {
      leads: ["¡Hola, hola!", "¡Buenas, buenas!"],
      titles: ["Mira lo que tenemos: {product}", "Echa un vistazo: {product}"],
    },
    urgent: {
      leads: ["No esperes más.", "¿Para qué esperar?"],
      titles: ["No esperes: {product}", "No lo dejes para mañana: {product}"],
    },
  },
  agreement: [
    ["Esto es {product}", null],
    ["esto es {product}", null],
    ["Lo nuestro es {product}", "Lo nuestro son {product}"],
  ],
  // The lines in which the brand speaks or presents itself take its name, never the bank's noun ("Quesería: nuestra
  // quesería te espera", "Somos nuestra quesería").
  selfNaming: [
    "{brand} se presenta",
    "somos {brand}",
    "Somos {brand}",
    "Mi negocio: {brand}",
    ": {brand}, para",
    ": {brand} te",
    "Guarda {brand}",
    "Conoce {brand}",
    "presente a {brand}",
    "? {brand} te",
    "Sobre {brand}",
    "en {brand}",
    "se llama {brand}",
    "negocio: {brand}",
  ],
  // Keyword lines for any category: the category with the audience as people search for it, then a sentence with a
  // verb, the brand's as its subject ("Clínica dental para familias: Clínica Dental Olivo te espera.") or the reader's
  // saving the pin, never the brand as an object ("guarda Clínica Dental Olivo", "ten presente a …" read as a notice);
  // never a bare "¿Barbería?" nor a filler ("Este pin es para ti"), never the product beside the category (the offer
  // often repeats the category's word: "Sauna: sesiones de sauna"); the brand takes its name (selfNaming).
  pinterest: [
    "{category} para {audience}: {brand} te espera.",
    "{category} para {audience}: guarda este pin para tenerlo a mano.",
    "{category} para {audience}: guarda este pin y vuelve cuando quieras.",
  ],
  // The owner speaks of the business in the first person, to no one in particular ("dirijo", never "llevo"); {brand}
  // is a name here. An opener that promises to say what is offered is followed by the statement that says it.
  reddit: [
    "Dirijo {brand}, donde ofrecemos {product} para {audience}.",
    "Dirijo {brand}, donde ofrecemos {product}.",
    "Somos {brand} y ofrecemos {product} para {audience}.",
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
        "Le ofrecemos {product}",
      ],
      pinterest: [
        "{product} para {audience}",
        "{brand}, para {audience}",
        "{brand}: {product}",
        "{product} en {brand}",
      ],
      snapchat: ["{brand} le espera", "{brand}: {product}", "Le ofrecemos {product}", "{product} en {brand}"],
      youtube: [
        "{product} para {audience}",
        "{brand}: {product}",
        "{product} en {brand}",
        "{brand}: {product} para {audience}",
      ],
      instagram: [
        "{product} para {audience}",
        "{product} en {brand}",
        "{brand}: {product}",
        "{brand}, para {audience}",
      ],
      tiktok: [
        "¿Busca {product}? Somos {brand}",
        "{product} para {audience}",
        "{brand}: {product}",
        "{product} en {brand}",
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
      product: ["¿Busca {product}?", "{brand}: {product}"],
      brand: ["Así es {brand}", "{brand} le espera"],
    },
    angles: {
      product: [
        "{brand} ofrece {product}.",
        "Ofrecemos {product}.",
        "En {brand} encontrará {product}.",
        "[goods] Le ayudamos a escoger {product} para cada ocasión.",
        "[goods] Puede encargar {product} con antelación.",
        "[goods] Si tiene dudas al elegir, le orientamos sin prisas.",
        "[purchase,visit] Puede venir a mirar sin compromiso.",
        "[order] Cuéntenos qué tiene en mente y preparamos su pedido.",
        "[consultation] En la primera consulta escuchamos lo que necesita.",
        "[job] Antes de empezar, le explicamos qué vamos a hacer.",
        "[lesson,class] En cada clase avanza a su ritmo.",
        "[lesson,class] En la primera clase vemos su nivel y empezamos desde ahí.",
        "[session,stay] Si es su primera vez, le explicamos cómo funciona.",
      ],
      brand: [
        "En {brand} tenemos {product} para {audience}.",
        "{brand} trabaja para {audience}.",
        "{brand} ofrece {product}, con un trato cercano.",
        "[goods] En {brand} le aconsejamos para que elija a su gusto.",
        "[order] Si quiere hacer un pedido, cuéntenos qué necesita.",
        "[consultation,lesson,class,job] En {brand} le explicamos cada paso.",
        "[appointment,consultation,booking,job] En {brand} nos ocupamos de {product}.",
        "[lesson,class] En {brand} le acompañamos desde la primera clase.",
      ],
    },
    tones: {
      professional: {
        leads: ["Encantados de saludarle.", "Es un placer saludarle."],
        titles: ["{product}, de la mano de {brand}", "Así es {brand}"],
      },
      trustworthy: {
        leads: ["Hola.", "Será un placer atenderle."],
        titles: ["Así es {brand}", "{product} para {audience}"],
      },
      luxury: {
        leads: ["Tómese un momento.", "Un placer saludarle."],
        titles: ["{brand}, para {audience}", "{brand}: {product}"],
      },
    },
    pinterestLine: "Guarde este pin para más tarde.",
    pinterest: [
      "{category} para {audience}: {brand} le espera.",
      "{category} para {audience}: guarde este pin para tenerlo a mano.",
      "{category} para {audience}: guarde este pin y vuelva cuando quiera.",
    ],
    selfNaming: [
      "somos {brand}",
      "Somos {brand}",
      "Mi negocio: {brand}",
      ": {brand}, para",
      ": {brand} le",
      "Guarde {brand}",
      "Conozca {brand}",
      "presente a {brand}",
      "? {brand} le",
      "Sobre {brand}",
      "en {brand}",
    ],
  },
  pinterestLine: "Guarda este pin para más tarde.",
  // The grooming offer names the dog ("… para perros"): an audience of dogs after it is not said twice.
  mends: [
    ["para perros para perros", "para perros"],
    ["para perros para ti", "para tu perro"],
    ["para perros para usted", "para su perro"],
  ],
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
