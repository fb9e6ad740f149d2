import type { LanguageBank } from "./types";

export const es: LanguageBank = {
  code: "es",
  business: {
    restaurant: {
      noun: "nuestra cocina",
      benefit: "sabores frescos, hechos cada día",
      hashtags: ["comida casera", "comer bien", "gastronomía"],
    },
    retail: {
      noun: "nuestra tienda",
      benefit: "piezas que te van a enamorar",
      hashtags: ["comercio local", "novedades", "ideas para regalar"],
    },
    services: {
      noun: "nuestro equipo",
      benefit: "apoyo profesional cuando más lo necesitas",
      hashtags: ["pymes", "emprendedores", "asesoría"],
    },
    healthcare: {
      noun: "nuestra clínica",
      benefit: "atención cercana, centrada en ti",
      hashtags: ["salud", "bienestar", "cuida tu salud"],
    },
    beauty: {
      noun: "nuestro salón",
      benefit: "el cuidado que mereces",
      hashtags: ["belleza", "cuidado de la piel", "autocuidado"],
    },
    technology: {
      noun: "nuestra plataforma",
      benefit: "herramientas que funcionan sin complicaciones",
      hashtags: ["tecnología", "transformación digital", "productividad"],
    },
    realEstate: {
      noun: "nuestra inmobiliaria",
      benefit: "el hogar que estabas buscando",
      hashtags: ["inmobiliaria", "vivienda", "hogar dulce hogar"],
    },
    education: {
      noun: "nuestra academia",
      benefit: "formación que te abre puertas",
      hashtags: ["formación", "aprendizaje", "nunca dejes de aprender"],
    },
    fitness: {
      noun: "nuestro gimnasio",
      benefit: "más fuerza, semana a semana",
      hashtags: ["entrenamiento", "vida sana", "motivación"],
    },
    travel: {
      noun: "nuestro alojamiento",
      benefit: "viajes inolvidables",
      hashtags: ["viajar", "escapada", "vacaciones"],
    },
    nonprofit: {
      noun: "nuestra asociación",
      benefit: "un cambio real en tu comunidad",
      hashtags: ["solidaridad", "voluntariado", "juntos sumamos"],
    },
    other: {
      noun: "nuestro negocio",
      benefit: "calidad hecha con cariño",
      hashtags: ["apoya lo local", "hecho con cariño", "calidad"],
    },
  },
  tones: {
    professional: {
      titles: ["Descubre {product}", "{product}: {benefit}", "{product}, de la mano de {brand}"],
      bodies: [
        "{product} para {audience}: {benefit}. Rigor y calidad en cada detalle. {cta}.",
        "En {brand} ofrecemos {product} para {audience}: {benefit}. {cta}.",
      ],
      cta: "Solicita información",
    },
    friendly: {
      titles: ["Te va a encantar: {product}", "Lo nuevo de {brand}", "Algo especial para ti: {product}"],
      bodies: [
        "¡Hola, {audience}! Te presentamos {product}: {benefit}. ¡{cta}!",
        "Buenas noticias para {audience}: ya puedes descubrir {product}. Lo mejor: {benefit}. ¡{cta}!",
      ],
      cta: "Ven a conocernos",
    },
    bold: {
      titles: ["{product}. Sin medias tintas.", "Atrévete con {product}", "Piensa en grande con {brand}"],
      bodies: [
        "Esto es lo que buscabas, {audience}. {product}: {benefit}, sin concesiones. ¡{cta}!",
        "Da el paso, {audience}: {product}, de {brand}. Lo que te llevas: {benefit}. ¡{cta}!",
      ],
      cta: "No esperes más",
    },
    trustworthy: {
      titles: [
        "Confianza con nombre propio: {brand}",
        "{product}: calidad en la que puedes confiar",
        "Tu confianza, nuestra prioridad",
      ],
      bodies: [
        "Hay motivos para confiar en {brand}: {product} para {audience}. Nuestro compromiso: {benefit}. {cta}.",
        "Sin letra pequeña: {product} para {audience}, con gente comprometida de verdad. {cta}.",
      ],
      cta: "Descubre por qué nos eligen",
    },
    creative: {
      titles: [
        "{product}: otra forma de verlo",
        "Donde las ideas cobran vida: {product}",
        "El toque creativo de {brand}",
      ],
      bodies: [
        "Una mirada distinta para {audience}: {product}. El resultado: {benefit}. {cta}.",
        "En {brand} reinventamos {product} para {audience}: {benefit}. {cta}.",
      ],
      cta: "Déjate inspirar",
    },
    luxury: {
      titles: ["{product}, en estado puro", "La excelencia según {brand}", "Lo excepcional tiene nombre: {product}"],
      bodies: [
        "Solo lo mejor para {audience}: {product}. Cada detalle cuenta: {benefit}. {cta}.",
        "Con la firma de {brand}: {product}, para quienes no se conforman con menos. {cta}.",
      ],
      cta: "Vive la experiencia",
    },
    playful: {
      titles: ["Psst… ¿ya conoces {product}?", "Flechazo a la vista: {product}", "Ojo, que {brand} trae sorpresas"],
      bodies: [
        "¡Atención, {audience}! Plan perfecto: {product}. Efecto secundario: {benefit}. ¡{cta}!",
        "Aviso para {audience}: con {product}, las sonrisas están garantizadas. Palabra de {brand}. ¡{cta}!",
      ],
      cta: "Apúntate al plan",
    },
    urgent: {
      titles: ["No te pierdas {product}", "Última oportunidad: {product}", "Corre, que se acaba"],
      bodies: [
        "Date prisa, {audience}: {product}, solo por tiempo limitado. No dejes escapar {benefit}. ¡{cta}!",
        "¡Últimos días! {product} para {audience}: {benefit}. ¡{cta}!",
      ],
      cta: "Aprovecha ahora",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
