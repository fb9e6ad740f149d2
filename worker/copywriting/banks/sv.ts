import type { LanguageBank } from "./types";

export const sv: LanguageBank = {
  code: "sv",
  business: {
    restaurant: {
      noun: "vårt kök",
      offer: "vår meny",
      audience: "matälskare",
      hashtags: ["matglädje", "äta ute", "restaurang", "middag"],
    },
    retail: {
      noun: "vår butik",
      offer: "vårt sortiment",
      audience: "alla som gillar att shoppa",
      hashtags: ["shopping", "nyheter", "stilinspiration"],
    },
    services: {
      noun: "vårt team",
      offer: "våra tjänster",
      audience: "alla med fullt upp",
      hashtags: ["småföretag", "företagande", "entreprenör"],
    },
    healthcare: {
      noun: "vår mottagning",
      offer: "vår vård",
      audience: "patienter och anhöriga",
      hashtags: ["hälsa", "välmående", "vård"],
    },
    beauty: {
      noun: "vår salong",
      offer: "våra behandlingar",
      audience: "alla som vill unna sig",
      hashtags: ["skönhet", "hudvård", "unna dig", "egentid"],
    },
    technology: {
      noun: "vårt team",
      offer: "vår programvara",
      audience: "team och företag",
      hashtags: ["teknik", "digitalisering", "produktivitet"],
    },
    realEstate: {
      noun: "vår mäklarbyrå",
      offer: "våra objekt",
      audience: "bostadssökande",
      hashtags: ["bostad", "lägenhet", "villa", "mäklare"],
    },
    education: {
      noun: "vår skola",
      offer: "våra kurser",
      audience: "alla som vill lära sig mer",
      hashtags: ["lärande", "utbildning", "kompetensutveckling"],
    },
    fitness: {
      noun: "vårt gym",
      offer: "våra pass",
      audience: "alla som älskar att röra sig",
      hashtags: ["träning", "träningsglädje", "gym"],
    },
    travel: {
      noun: "vårt team",
      offer: "våra boenden",
      audience: "resenärer",
      hashtags: ["resa", "semester", "reselust"],
    },
    nonprofit: {
      noun: "vår förening",
      offer: "vårt arbete",
      audience: "alla som bryr sig",
      hashtags: ["gör skillnad", "ideellt", "tillsammans", "volontär"],
    },
    other: {
      noun: "vårt företag",
      offer: "det vi skapar",
      audience: "alla nyfikna",
      hashtags: ["småföretag", "företagande", "entreprenör"],
    },
  },
  cta: {
    shop: "Handla nu",
    order: "Beställ nu",
    book: "Boka nu",
    subscribe: "Prenumerera i dag",
    signUp: "Anmäl dig i dag",
    learnMore: "Läs mer",
    contact: "Kontakta oss",
    visit: "Kom förbi och hälsa på",
    download: "Ladda ner i dag",
    donate: "Ge en gåva i dag",
  },
  intentWords: {
    shop: ["handla", "köp", "shoppa", "webbutik", "nätbutik", "sortiment"],
    order: ["beställ", "hämtmat", "avhämtning", "take away", "hemkörning", "leverans"],
    book: ["boka", "bokning", "reserver", "tidsbokning", "beställ tid", "bordsbokning"],
    subscribe: ["prenumer", "abonnemang", "abonnera", "medlemskap", "nyhetsbrev"],
    signUp: ["anmäl", "registrera", "skriv upp dig", "bli medlem", "gå med", "kom igång", "testa", "prova"],
    learnMore: ["läs", "lär dig", "upptäck", "utforska", "ta reda på", "se mer", "mer info", "kolla in"],
    contact: ["kontakt", "ring", "hör av dig", "mejla", "maila", "skriv till", "fråga", "chatta"],
    visit: ["besök", "kom förbi", "hälsa på", "titta in", "kika in", "välkommen", "kom och"],
    download: ["ladda ner", "ladda hem", "nedladdning", "installera", "hämta appen", "skaffa appen"],
    donate: ["donera", "donation", "skänk", "ge en gåva", "gåva", "stöd", "bidra", "swisha en gåva"],
  },
  titles: {
    facebook: [
      "Möt {product}",
      "Säg hej till {brand}",
      "{audience}, det här är för er",
      "Kolla vad {brand} har hittat på",
    ],
    linkedin: [
      "{brand}: {product} för {audience}",
      "Vi presenterar {product} från {brand}",
      "En närmare titt på {brand}",
      "{brand} presenterar {product}",
    ],
    pinterest: ["Spara idén: {product}", "{product} från {brand}", "En idé från {brand}", "För {audience}: {product}"],
    reddit: [
      "{brand} här: det här är {product}",
      "{product}, för {audience}",
      "Det här är {product} från {brand}",
      "Vad tycker ni om {product}?",
    ],
    snapchat: ["Kolla: {product}", "Hej från {brand}", "Det här är {brand}", "Till dig: {product}"],
    youtube: [
      "{product} | {brand}",
      "Möt {brand}: {product} för {audience}",
      "Bakom kulisserna: {brand}",
      "Så fungerar {product}",
    ],
  },
  conceptTitles: {
    product: ["Möt {product}", "{product} från {brand}", "Nu presenterar vi: {product}"],
    audience: ["För {audience}: {brand}", "{audience}, möt {brand}", "Med {audience} i tankarna"],
    brand: ["Säg hej till {brand}", "Det här är {brand}", "{brand} står till tjänst"],
  },
  angles: {
    product: ["Möt {product} från {brand}.", "Det här är {product}.", "Här är {product}, från {brand}."],
    audience: [
      "För {audience}: {product}.",
      "Det här är för er, {audience}.",
      "Från {brand} till {audience}: {product}.",
    ],
    brand: ["{brand} presenterar {product}.", "Säg hej till {brand}.", "{brand} finns här för {audience}."],
  },
  tones: {
    professional: {
      leads: ["Här är vad vi erbjuder.", "Låt oss presentera oss."],
      titles: ["{brand}: {product}", "Vi presenterar {brand}"],
    },
    friendly: {
      leads: ["Hej på er!", "Hallå där!"],
      titles: ["Säg hej till {brand}", "Kika in hos {brand}"],
    },
    bold: {
      leads: ["Stora nyheter!", "Nu kör vi!"],
      titles: ["Det här är {brand}", "{product}. Ta steget."],
    },
    trustworthy: {
      leads: ["Inget krångel, bara fakta.", "Så här går det till."],
      titles: ["Lär känna {brand}", "Rakt på sak: {brand}"],
    },
    creative: {
      leads: ["Något annorlunda.", "Föreställ dig det här."],
      titles: ["{product}, sett med nya ögon", "En ny blick på {brand}"],
    },
    luxury: {
      leads: ["Ta en stund för dig själv.", "För dig med känsla för detaljer."],
      titles: ["Konsten bakom {product}", "{brand}, in i minsta detalj"],
    },
    playful: {
      leads: ["Psst!", "Gissa vad?"],
      titles: ["Psst, kolla {product}", "Kärlek vid första ögonkastet: {brand}"],
    },
    urgent: {
      leads: ["Vänta inte.", "Varför vänta?"],
      titles: ["Vänta inte: {product}", "Börja i dag med {brand}"],
    },
  },
  pinterestLine: "Spara den här pinnen till senare.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
