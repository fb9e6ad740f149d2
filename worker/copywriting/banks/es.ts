import type { LanguageBank } from "./types";

export const es: LanguageBank = {
  code: "es",
  business: {
    restaurant: {
      noun: "nuestra cocina",
      offer: "nuestra carta",
      audience: "amantes de la gastronomía",
      hashtags: ["gastronomía", "foodie", "comida", "restaurante"],
    },
    retail: {
      noun: "nuestra tienda",
      offer: "nuestra colección",
      audience: "amantes de las compras",
      hashtags: ["compras", "novedades", "shopping"],
    },
    services: {
      noun: "nuestro equipo",
      offer: "nuestros servicios",
      audience: "personas con poco tiempo",
      hashtags: ["pymes", "emprendedores", "servicios"],
    },
    healthcare: {
      noun: "nuestra clínica",
      offer: "nuestros servicios médicos",
      audience: "pacientes y sus familias",
      hashtags: ["salud", "bienestar", "prevención"],
    },
    beauty: {
      noun: "nuestro salón",
      offer: "nuestros tratamientos",
      audience: "amantes del autocuidado",
      hashtags: ["belleza", "autocuidado", "skincare"],
    },
    technology: {
      noun: "nuestro equipo",
      offer: "nuestro software",
      audience: "equipos de trabajo",
      hashtags: ["tecnología", "productividad", "software"],
    },
    realEstate: {
      noun: "nuestra inmobiliaria",
      offer: "nuestros inmuebles",
      audience: "quienes buscan casa",
      hashtags: ["inmobiliaria", "vivienda", "hogar"],
    },
    education: {
      noun: "nuestra academia",
      offer: "nuestros cursos",
      audience: "personas con ganas de aprender",
      hashtags: ["formación", "aprendizaje", "educación"],
    },
    fitness: {
      noun: "nuestro gimnasio",
      offer: "nuestras clases",
      audience: "amantes del deporte",
      hashtags: ["fitness", "entrenamiento", "deporte"],
    },
    travel: {
      noun: "nuestro equipo",
      offer: "nuestros alojamientos",
      audience: "amantes de los viajes",
      hashtags: ["viajes", "viajar", "escapada"],
    },
    nonprofit: {
      noun: "nuestra causa",
      offer: "nuestra labor",
      audience: "gente con ganas de ayudar",
      hashtags: ["solidaridad", "voluntariado", "comunidad"],
    },
    other: {
      noun: "nuestro negocio",
      offer: "nuestra propuesta",
      audience: "todo el mundo",
      hashtags: ["emprendedores", "pymes", "negocios"],
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
  titles: {
    facebook: ["Te presentamos {product}", "{product}, de {brand}", "¿Ya conoces {brand}?", "Pensado para {audience}"],
    linkedin: [
      "{brand}: {product} para {audience}",
      "En {brand} presentamos {product}",
      "{product}, de la mano de {brand}",
      "Así es {brand}",
    ],
    pinterest: [
      "Guarda esta idea: {product}",
      "Inspiración de {brand}",
      "Para {audience}: {product}",
      "Una idea de {brand}: {product}",
    ],
    reddit: [
      "Desde {brand}: esto es {product}",
      "Esto es {product}, de {brand}",
      "{product} para {audience}",
      "Lo que hacemos en {brand}: {product}",
    ],
    snapchat: ["Mira esto: {product}", "Hola desde {brand}", "Esto es {brand}", "Para ti: {product}"],
    youtube: [
      "{product} | {brand}",
      "Descubre {brand}: {product} para {audience}",
      "Un vistazo a {product}, de {brand}",
      "Así trabajamos en {brand}",
    ],
  },
  conceptTitles: {
    product: ["Te presentamos {product}", "{product}, de {brand}", "Descubre {product}"],
    audience: ["Para {audience}: {brand}", "Pensado para {audience}", "{brand}, para {audience}"],
    brand: ["Te presentamos {brand}", "Esto es {brand}", "Así es {brand}"],
  },
  angles: {
    product: ["Te presentamos {product}, de {brand}.", "{product}, de la mano de {brand}.", "Esto es {product}."],
    audience: [
      "Para {audience}: {product}.",
      "Pensado para {audience}.",
      "Para {audience}, de parte de {brand}: {product}.",
    ],
    brand: [
      "En {brand} te presentamos {product}.",
      "Te presentamos {brand}.",
      "En {brand} trabajamos para {audience}.",
    ],
  },
  tones: {
    professional: {
      leads: ["Esto es lo que ofrecemos.", "Permítenos presentarnos."],
      titles: ["{brand}: {product}", "Conoce {brand}"],
    },
    friendly: {
      leads: ["¡Hola!", "¡Hola a todos!"],
      titles: ["Ven a conocer {brand}", "¿Ya conoces {product}?"],
    },
    bold: {
      leads: ["¡Grandes noticias!", "Da el paso."],
      titles: ["{product}. A por ello.", "Atrévete con {product}"],
    },
    trustworthy: {
      leads: ["Vamos al grano.", "Esto es lo que puedes esperar."],
      titles: ["Conoce {brand} de cerca", "{brand}, sin rodeos"],
    },
    creative: {
      leads: ["Algo diferente.", "Imagina esto."],
      titles: ["{product}, desde otra mirada", "Otra forma de ver {brand}"],
    },
    luxury: {
      leads: ["Regálate un momento.", "Para quienes saben apreciar los detalles."],
      titles: ["El arte de {product}", "{brand}, con elegancia"],
    },
    playful: {
      leads: ["¡Psst!", "¿Adivina qué?"],
      titles: ["Psst, mira esto: {product}", "Tu nuevo flechazo: {brand}"],
    },
    urgent: {
      leads: ["No esperes más.", "¿Para qué esperar?"],
      titles: ["No esperes: {product}", "Empieza hoy con {brand}"],
    },
  },
  pinterestLine: "Guarda este pin para más tarde.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
