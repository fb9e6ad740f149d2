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
  // limpiezas y blanqueamiento"): it stands after "ofrece(mos)", "encontrarás", "buscas", "hablar de", "para" or a
  // colon, never after "presentar", "conocer" or "descubrir" (those need an article). {brand} may be a person's name
  // ("Lucía Martín"): never after "en". Audiences come without an
  // article ("principiantes", "quienes se regalan un capricho"): {audience} stands only after "para", never as a
  // subject. Fields the formal block does not replace (LinkedIn and Reddit headlines, Pinterest and Reddit openers)
  // address no one.
  titles: {
    facebook: [
      "¿Buscas {product}?",
      "¿Ya conoces {brand}?",
      "{product} para {audience}",
      "Conoce {brand}",
      "Así es {brand}",
    ],
    linkedin: [
      "{product} para {audience}",
      "{brand}, en pocas palabras",
      "Así es {brand}",
      "{brand}: lo que ofrecemos",
      "Presentamos {brand}",
      "{product}, de la mano de {brand}",
    ],
    pinterest: [
      "Para guardar: {product}",
      "Para tu tablero: {brand}",
      "{product} para {audience}",
      "Guarda este pin: {product}",
    ],
    reddit: [
      "{product} para {audience}",
      "Unas palabras sobre {brand}",
      "{brand}: lo que hacemos",
      "{brand}, de cerca",
      "Hablemos de {product}",
    ],
    snapchat: ["Mira esto: {product}", "Hola desde {brand}", "Hola, somos {brand}", "Para ti: {product}"],
    youtube: [
      "{product} para {audience}",
      "Así es {brand}",
      "{product}, de la mano de {brand}",
      "Un vistazo a {brand}",
      "Hola, somos {brand}",
      "Conoce {brand}",
    ],
    instagram: ["{product}, en detalle", "{product} para {audience}", "{brand} en imágenes", "Para tu feed: {product}"],
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
      "Oye, ¿conoces {brand}?",
      "{product} para {audience}",
      "Te presentamos {brand}",
    ],
  },
  conceptTitles: {
    product: ["¿Buscas {product}?", "{product}, en detalle", "{product}, de la mano de {brand}"],
    audience: ["{product} para {audience}", "{brand}: {product} para {audience}", "{brand}, para {audience}"],
    brand: ["Te presentamos {brand}", "Conoce {brand}", "Así es {brand}"],
  },
  angles: {
    // What is sold, said plainly: "ofrece(mos)" or "encontrarás" before it, never "te presentamos".
    product: [
      "{brand} ofrece {product}.",
      "Aquí encontrarás {product}.",
      "Si buscas {product}, estás en el sitio indicado.",
      "Ofrecemos {product}.",
    ],
    // What is sold, for whom, in one plain sentence.
    audience: [
      "Ofrecemos {product} para {audience}.",
      "{brand} ofrece {product} para {audience}.",
      "Trabajamos para {audience} y ofrecemos {product}.",
      "Aquí encontrarás {product} para {audience}.",
    ],
    brand: [
      "Te presentamos {brand}.",
      "Somos {brand}.",
      "{brand} te espera.",
      "{brand} te da la bienvenida.",
      "Encantados de que conozcas {brand}.",
    ],
  },
  tones: {
    professional: {
      leads: ["Te damos la bienvenida.", "Encantados de saludarte."],
      titles: ["{brand}: lo que ofrecemos", "Conoce {brand}"],
    },
    friendly: {
      leads: ["¡Hola!", "¡Nos alegra verte por aquí!"],
      titles: ["Ven a conocer {brand}", "Hola desde {brand}"],
    },
    bold: {
      leads: ["¡Vamos allá!", "¡Es el momento!"],
      titles: ["{product}. A por ello.", "Sin excusas: {product}"],
    },
    trustworthy: {
      leads: ["Cuenta con nosotros.", "Encantados de conocerte."],
      titles: ["Conoce {brand} de cerca", "Cuenta con {brand}"],
    },
    creative: {
      leads: ["Nos encanta lo que hacemos.", "Le ponemos imaginación a todo lo que hacemos."],
      titles: ["{product}, con otra mirada", "Otra forma de ver {brand}"],
    },
    luxury: {
      leads: ["Es un placer saludarte.", "Te damos la más cordial bienvenida."],
      titles: ["Te damos la bienvenida a {brand}", "{brand}: {product}"],
    },
    playful: {
      leads: ["¡Psst!", "¡Hola, hola!"],
      titles: ["Mira lo que tenemos: {product}", "Tu próximo flechazo: {brand}"],
    },
    urgent: {
      leads: ["No esperes más.", "¿Para qué esperar?"],
      titles: ["No esperes: {product}", "Empieza hoy con {brand}"],
    },
  },
  agreement: [
    ["Esto es {product}", null],
    ["esto es {product}", null],
  ],
  // The Pinterest lines that present the brand take its name, never the bank's noun ("Panadería para madrugadores:
  // así es nuestra panadería").
  selfNaming: [
    "somos {brand}",
    "Somos {brand}",
    ": así es {brand}",
    ": te presentamos {brand}",
    ": le presentamos {brand}",
    ": conoce {brand}",
    ": conozca {brand}",
    ": {brand}, para",
  ],
  // Keyword lines for any category: the category with the audience or the brand, never with the product (the
  // offer often repeats the category's word: "Sauna: sesiones de sauna").
  pinterest: [
    "{category} para {audience}: así es {brand}.",
    "{category}: {brand}, para {audience}.",
    "{category} para {audience}: te presentamos {brand}.",
    "{category}: conoce {brand}.",
    "{category} para {audience}.",
  ],
  // The owner speaks of the business to one reader or none (the call to action says "tú"), never to "vosotros".
  reddit: [
    "Estoy al frente de {brand}, donde ofrecemos {product} para {audience}.",
    "Llevo {brand} y quería contar por aquí a qué nos dedicamos.",
    "Estoy al frente de {brand} y quería presentar por aquí nuestro trabajo.",
    "Formo parte del equipo de {brand} y hoy quería hablar de {product}.",
    "Hola, escribo desde {brand} para hablar de {product}.",
    "Soy parte de {brand}: ofrecemos {product}.",
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
        "¿Ya conoce {brand}?",
        "{product} para {audience}",
        "Conozca {brand}",
        "Así es {brand}",
      ],
      pinterest: [
        "Para guardar: {product}",
        "Para su tablero: {brand}",
        "{product} para {audience}",
        "Guarde este pin: {product}",
      ],
      snapchat: ["Un vistazo a {brand}", "Saludos desde {brand}", "Hola, somos {brand}", "Para usted: {product}"],
      youtube: [
        "{product} para {audience}",
        "Así es {brand}",
        "{product}, de la mano de {brand}",
        "Un vistazo a {brand}",
        "Hola, somos {brand}",
        "Conozca {brand}",
      ],
      instagram: ["{product}, en detalle", "{product} para {audience}", "{brand} en imágenes", "Para usted: {product}"],
      tiktok: [
        "¿Busca {product}? Somos {brand}",
        "{product} para {audience}",
        "Hola, somos {brand}: {product} para usted",
        "No se lo pierda: {product}",
        "En pocas palabras: {product}",
      ],
      x: [
        "¿Busca {product}?",
        "Hablemos de {product}",
        "¿Ya conoce {brand}?",
        "{product} para {audience}",
        "Le presentamos {brand}",
      ],
    },
    conceptTitles: {
      product: ["¿Busca {product}?", "{product}, en detalle", "{product}, de la mano de {brand}"],
      brand: ["Le presentamos {brand}", "Conozca {brand}", "Así es {brand}"],
    },
    angles: {
      product: [
        "{brand} ofrece {product}.",
        "Aquí encontrará {product}.",
        "Si busca {product}, está en el sitio indicado.",
        "Ofrecemos {product}.",
      ],
      audience: [
        "Ofrecemos {product} para {audience}.",
        "{brand} ofrece {product} para {audience}.",
        "Trabajamos para {audience} y ofrecemos {product}.",
        "Aquí encontrará {product} para {audience}.",
      ],
      brand: [
        "Le presentamos {brand}.",
        "Somos {brand}.",
        "{brand} le espera.",
        "{brand} está a su disposición.",
        "Encantados de que conozca {brand}.",
      ],
    },
    tones: {
      professional: {
        leads: ["Le damos la bienvenida.", "Encantados de saludarle."],
        titles: ["{brand}: lo que ofrecemos", "Conozca {brand}"],
      },
      trustworthy: {
        leads: ["Cuente con nosotros.", "Será un placer atenderle."],
        titles: ["Conozca {brand} de cerca", "Cuente con {brand}"],
      },
      luxury: {
        leads: ["Es un placer saludarle.", "Le damos la más cordial bienvenida."],
        titles: ["Le damos la bienvenida a {brand}", "{brand}: {product}"],
      },
    },
    pinterestLine: "Guarde este pin para más tarde.",
    pinterest: [
      "{category} para {audience}: así es {brand}.",
      "{category}: {brand}, para {audience}.",
      "{category} para {audience}: le presentamos {brand}.",
      "{category}: conozca {brand}.",
      "{category} para {audience}.",
    ],
  },
  pinterestLine: "Guarda este pin para más tarde.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
