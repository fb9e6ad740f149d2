import type { LanguageBank } from "./types";

export const pt: LanguageBank = {
  code: "pt",
  business: {
    restaurant: {
      noun: "nossa cozinha",
      benefit: "sabor caseiro, feito todos os dias",
      hashtags: ["comida caseira", "comer bem", "gastronomia"],
    },
    retail: {
      noun: "nossa loja",
      benefit: "achados que encantam",
      hashtags: ["comércio local", "novidades", "ideias de presente"],
    },
    services: {
      noun: "nosso escritório",
      benefit: "apoio especializado quando mais importa",
      hashtags: ["empreendedorismo", "consultoria", "pequenas empresas"],
    },
    healthcare: {
      noun: "nossa clínica",
      benefit: "atendimento humano e próximo",
      hashtags: ["saúde", "bem-estar", "prevenção"],
    },
    beauty: {
      noun: "nosso salão",
      benefit: "beleza e bem-estar em cada detalhe",
      hashtags: ["beleza", "autocuidado", "autoestima"],
    },
    technology: {
      noun: "nossa plataforma",
      benefit: "ferramentas simples, que funcionam de verdade",
      hashtags: ["tecnologia", "inovação", "transformação digital"],
    },
    realEstate: {
      noun: "nossa imobiliária",
      benefit: "a casa dos seus sonhos",
      hashtags: ["imóveis", "casa nova", "casa própria"],
    },
    education: {
      noun: "nossa escola",
      benefit: "conhecimento que abre portas",
      hashtags: ["educação", "conhecimento", "nunca pare de aprender"],
    },
    fitness: {
      noun: "nosso estúdio de treino",
      benefit: "mais força a cada semana",
      hashtags: ["treino", "vida saudável", "motivação"],
    },
    travel: { noun: "nosso hotel", benefit: "viagens inesquecíveis", hashtags: ["viajar", "férias", "pé na estrada"] },
    nonprofit: {
      noun: "nossa associação",
      benefit: "mudança real na sua comunidade",
      hashtags: ["solidariedade", "voluntariado", "faça a diferença"],
    },
    other: {
      noun: "nosso negócio",
      benefit: "qualidade feita com carinho",
      hashtags: ["negócio local", "feito com carinho", "qualidade"],
    },
  },
  tones: {
    professional: {
      titles: ["Conheça {product}", "{product}: {benefit}", "Excelência em cada detalhe: {product}"],
      bodies: [
        "{product} para {audience}: {benefit}. Rigor e cuidado em cada etapa. {cta}.",
        "Para {audience}, {brand} apresenta {product}: {benefit}. {cta}.",
      ],
      cta: "Saiba mais",
    },
    friendly: {
      titles: ["Vai adorar: {product}", "Novidade fresquinha: {product}", "Chegou a hora de conhecer {product}"],
      bodies: [
        "Olá, {audience}! Apresentamos {product}: {benefit}. {cta}!",
        "Boas notícias para {audience}: já pode conhecer {product}. O melhor: {benefit}. {cta}!",
      ],
      cta: "Venha conhecer",
    },
    bold: {
      titles: ["{product}. Sem meio-termo.", "Ouse experimentar {product}", "Pense grande com {brand}"],
      bodies: [
        "É agora, {audience}: {product}, sem concessões. Resultado: {benefit}. {cta}!",
        "Dê o próximo passo, {audience}: {product} com {brand}. {cta}!",
      ],
      cta: "Não espere mais",
    },
    trustworthy: {
      titles: ["Confiança que se conquista: {brand}", "{product}: qualidade de confiança", "Pode contar com {brand}"],
      bodies: [
        "Há motivos para escolher {brand}: {product} para {audience}. O nosso compromisso: {benefit}. {cta}.",
        "Sem surpresas nem letras miúdas: {product} para {audience}, com gente que se importa. {cta}.",
      ],
      cta: "Conheça o nosso trabalho",
    },
    creative: {
      titles: [
        "{product}, de outra forma",
        "Onde as ideias ganham vida: {product}",
        "Criatividade sem limites, com {brand}",
      ],
      bodies: [
        "Um olhar novo para {audience}: {product}. O resultado: {benefit}. {cta}.",
        "Reinventamos {product} para {audience}, com a criatividade de sempre: {benefit}. {cta}.",
      ],
      cta: "Deixe-se inspirar",
    },
    luxury: {
      titles: [
        "{product}, elegância em estado puro",
        "A excelência segundo {brand}",
        "O extraordinário tem nome: {product}",
      ],
      bodies: [
        "Só o melhor para {audience}: {product}. Cada detalhe conta: {benefit}. {cta}.",
        "{product}, para quem não se contenta com menos. Uma experiência única, com {brand}. {cta}.",
      ],
      cta: "Viva a experiência",
    },
    playful: {
      titles: ["Psst… já conhece {product}?", "Amor à primeira vista: {product}", "Prepare-se para sorrir com {brand}"],
      bodies: [
        "Atenção, {audience}! Programa do dia: {product}. Efeito garantido: {benefit}. {cta}!",
        "Aviso para {audience}: com {product}, os sorrisos são garantidos. Palavra de honra! {cta}!",
      ],
      cta: "Junte-se à festa",
    },
    urgent: {
      titles: ["Não perca: {product}", "Última oportunidade: {product}", "Corra, antes que acabe"],
      bodies: [
        "Corra, {audience}: {product}, só por tempo limitado. Não deixe escapar {benefit}. {cta}!",
        "Últimos dias! {product} para {audience}: {benefit}. {cta}!",
      ],
      cta: "Aproveite já",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
