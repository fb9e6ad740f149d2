import type { LanguageBank } from "./types";

export const es: LanguageBank = {
  code: "es",
  business: {
    restaurant: { noun: "nuestra cocina", benefit: "sabores frescos cada día", hashtags: ["comida casera", "buen provecho", "gastronomía"] },
    retail: { noun: "nuestra tienda", benefit: "piezas que querrás tener", hashtags: ["compra local", "novedades", "tienda online"] },
    services: { noun: "nuestro equipo", benefit: "ayuda experta cuando más importa", hashtags: ["pymes", "asesoría", "servicios profesionales"] },
    healthcare: { noun: "nuestra clínica", benefit: "cuidado que te pone primero", hashtags: ["salud", "bienestar", "cuidado del paciente"] },
    beauty: { noun: "nuestro estudio", benefit: "el brillo que mereces", hashtags: ["cuidado personal", "belleza", "piel radiante"] },
    technology: { noun: "nuestra plataforma", benefit: "herramientas que simplemente funcionan", hashtags: ["tecnología", "productividad", "innovación"] },
    realEstate: { noun: "nuestra inmobiliaria", benefit: "un lugar al que llamar hogar", hashtags: ["inmobiliaria", "casa nueva", "vivienda"] },
    education: { noun: "nuestros cursos", benefit: "habilidades que abren puertas", hashtags: ["aprendizaje", "educación", "formación"] },
    fitness: { noun: "nuestro gimnasio", benefit: "más fuerte cada semana", hashtags: ["entrenamiento", "vida sana", "deporte"] },
    travel: { noun: "nuestros alojamientos", benefit: "viajes para recordar", hashtags: ["viajes", "escapada", "vacaciones"] },
    nonprofit: { noun: "nuestra causa", benefit: "un cambio real en tu comunidad", hashtags: ["solidaridad", "comunidad", "voluntariado"] },
    other: { noun: "nuestro negocio", benefit: "algo hecho con cariño", hashtags: ["negocio local", "apoya lo local", "calidad"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Descubre {product}"],
      bodies: ["{product} para {audience}: {benefit}. {cta}.", "{brand} ofrece a {audience} {product}, con {benefit}. {cta}."],
      cta: "Infórmate hoy",
    },
    friendly: {
      titles: ["Saluda a {product}", "Te va a encantar: {product}", "{brand} tiene algo para ti"],
      bodies: ["¡Hola, {audience}! Te presentamos {product} de {brand}: {benefit}. ¡{cta}!", "Buenas noticias para {audience}: ya llegó {product}, con {benefit}. ¡{cta}!"],
      cta: "Ven a conocernos",
    },
    bold: {
      titles: ["{product}. Sin rodeos.", "Apuesta fuerte con {brand}", "Tu nuevo favorito ya está aquí"],
      bodies: ["{audience}, esto es lo que buscabas: {product}. {benefit}, sin concesiones. ¡{cta}!", "Un paso firme para {audience}: {product} de {brand}. {benefit}. ¡{cta}!"],
      cta: "Consíguelo ya",
    },
    trustworthy: {
      titles: ["{brand}: confianza con motivo", "{product}, siempre a tu lado", "Calidad en la que confiar"],
      bodies: ["{audience} confían en {brand} para {product}: {benefit}, siempre. {cta}.", "{product} honesto para {audience}. {benefit}, con personas que se preocupan. {cta}."],
      cta: "Descubre por qué confían en nosotros",
    },
    creative: {
      titles: ["{product}, reinventado", "Donde las ideas se encuentran: {product}", "Diferente, por {brand}"],
      bodies: ["Una mirada nueva para {audience}: {product}. {benefit}, con imaginación. {cta}.", "{brand} transforma {product} para {audience}: {benefit}. {cta}."],
      cta: "Explora la colección",
    },
    luxury: {
      titles: ["El arte de {product}", "{brand}, en su máxima expresión", "Excepcional: {product}"],
      bodies: ["Para {audience} que buscan lo mejor: {product}. {benefit}, en cada detalle. {cta}.", "{brand} presenta {product}: {benefit}, para los paladares más exigentes. {cta}."],
      cta: "Descubre la experiencia",
    },
    playful: {
      titles: ["Psst… ¡llegó {product}!", "Tu nuevo flechazo: {product}", "La diversión sube de nivel"],
      bodies: ["¡Atención, {audience}! {product} de {brand} significa {benefit}. ¡{cta}!", "Aviso: {product} puede provocar sonrisas. {benefit} para {audience}. ¡{cta}!"],
      cta: "Únete a la diversión",
    },
    urgent: {
      titles: ["No te pierdas {product}", "Última oportunidad: {brand}", "Ahora o nunca: {product}"],
      bodies: ["{audience}, {product} no espera. {benefit}, hasta agotar existencias. ¡{cta}!", "Se acaba el tiempo para {product} de {brand}: {benefit}. ¡{cta} hoy!"],
      cta: "Pide ahora",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
