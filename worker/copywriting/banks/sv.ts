import type { LanguageBank } from "./types";

export const sv: LanguageBank = {
  code: "sv",
  business: {
    restaurant: {
      noun: "vårt kök",
      offer: "mat och dryck",
      audience: "matälskare",
      hashtags: ["matglädje", "äta ute", "restaurang", "middag", "mat", "fika"],
    },
    retail: {
      noun: "vår butik",
      offer: "produkter och presenter",
      audience: "alla som gillar att shoppa",
      hashtags: ["shopping", "butik", "stilinspiration", "presenttips", "mode"],
    },
    services: {
      noun: "vårt team",
      offer: "tjänster",
      audience: "alla med fullt upp",
      hashtags: ["småföretag", "företagande", "entreprenör", "företag", "tjänster"],
    },
    healthcare: {
      noun: "vår mottagning",
      offer: "vård och behandling",
      audience: "patienter och anhöriga",
      hashtags: ["hälsa", "välmående", "vård", "familj", "omtanke"],
    },
    beauty: {
      noun: "vår salong",
      offer: "behandlingar",
      audience: "alla som vill unna sig",
      hashtags: ["skönhet", "hudvård", "unna dig", "egentid", "skincare", "makeup"],
    },
    technology: {
      noun: "vårt team",
      offer: "programvara",
      audience: "team och företag",
      hashtags: ["teknik", "digitalisering", "produktivitet", "startup", "tech"],
    },
    realEstate: {
      noun: "vår mäklarbyrå",
      offer: "bostäder till salu",
      audience: "bostadssökande",
      hashtags: ["bostad", "lägenhet", "villa", "mäklare", "hem", "boende"],
    },
    education: {
      noun: "vår skola",
      offer: "kurser",
      audience: "alla som vill lära sig mer",
      hashtags: ["lärande", "utbildning", "kompetensutveckling", "studier", "kurser"],
    },
    fitness: {
      noun: "vårt gym",
      offer: "träningspass",
      audience: "alla som älskar att röra sig",
      hashtags: ["träning", "träningsglädje", "gym", "workout", "styrketräning"],
    },
    travel: {
      noun: "vårt team",
      offer: "boenden",
      audience: "resenärer",
      hashtags: ["resa", "semester", "reselust", "weekendresa", "resetips"],
    },
    nonprofit: {
      noun: "vår förening",
      offer: "insatser för andra",
      audience: "alla som bryr sig",
      hashtags: ["gör skillnad", "ideellt", "tillsammans", "volontär", "hjälp", "insamling"],
    },
    other: {
      noun: "vårt företag",
      offer: "det vi skapar",
      audience: "alla nyfikna",
      hashtags: ["småföretag", "företagande", "entreprenör", "varumärke", "kreatörer"],
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
      "{product} för {audience}",
      "Har du hört talas om {brand}?",
      "Känner du till {product} från {brand}?",
      "Det här är {brand}",
    ],
    linkedin: [
      "{product} för {audience}",
      "Kort om {brand}",
      "{brand}: {product}",
      "Så kan {brand} hjälpa dig",
      "Om {brand} och {product}",
    ],
    pinterest: [
      "{product} för {audience}",
      "{product} från {brand}",
      "Så ser det ut hos {brand}",
      "Spara till senare: {brand}",
    ],
    reddit: [
      "{product} för {audience}",
      "Ägare till {brand} här – fråga på",
      "Om {product} från {brand}",
      "Ägaren berättar om {brand}",
    ],
    snapchat: ["Kolla: {brand}", "Hej från {brand}", "Vi är {brand}", "Spana in {brand}"],
    youtube: [
      "{product} | {brand}",
      "Följ med till {brand}",
      "Möt {brand}",
      "Ett besök hos {brand}",
      "{product} för {audience} | {brand}",
    ],
    instagram: ["En vanlig dag hos {brand}", "{brand} i bilder", "En titt hos {brand}", "{product} för {audience}"],
    tiktok: [
      "POV: du har precis hittat {brand}",
      "Kolla in {product} från {brand}",
      "För {audience}: {brand}",
      "Känner du till {brand}?",
      "Hej, vi är {brand} – kom förbi!",
    ],
    x: ["Känner du till {brand}?", "{product} för {audience}", "Har du koll på {brand}?", "Säg hej till {brand}"],
  },
  conceptTitles: {
    product: ["{product} hos {brand}", "{product} från {brand}", "Söker du {product}?"],
    audience: ["{product} för {audience}", "{product} – för {audience}", "{brand}: {product} för {audience}"],
    brand: ["Välkommen till {brand}", "Möt {brand}", "Det här är {brand}"],
  },
  // Statements say what is sold and for whom with a verb, for any business (a dentist, a bakery, an accountant, a dog
  // groomer, a sauna), with the audience (maybe a relative clause, "alla som vill varva ner") at the end. The offer is
  // an indefinite noun phrase without "vår/våra" ("ostar och ostbrickor"), so "Vi erbjuder {product}" and "Hos oss
  // hittar du {product}" read; the place lines say no "hittar". The bare offer is an object or follows "för", "på",
  // "med": never a subject ("Ostar är …" reads as a generic truth) nor a headline alone ("Upptäck ostar"), where a
  // name or the brand gives it its owner. No "Det här är …", "Vi presenterar …", no "finns här när du är redo", no
  // "ask us" line, at most one "gärna" per list. The audience angle (Facebook) says the offer in another frame than the
  // product angle (Instagram), so the two posts differ in shape. No "finns" beside the place lines' "Vi finns i".
  angles: {
    product: [
      "Hos oss hittar du {product}.",
      "Vi erbjuder {product} för {audience}.",
      "Hos oss får du {product}.",
      "Om du söker {product} har du kommit rätt.",
      "Vi hjälper dig gärna med {product}.",
      "Vi jobbar med {product}.",
      "Vi är här för dig som söker {product}.",
      "Hos oss ligger fokus på {product}.",
      "Kom till oss för {product}.",
    ],
    audience: [
      "Vi har specialiserat oss på {product} för {audience}.",
      "Vi är inriktade på {product} för {audience}.",
      "Vi tar emot {audience}.",
      "Vi är här för {audience}.",
      "Vi ser fram emot att träffa {audience}.",
      "Vi välkomnar {audience}.",
    ],
    brand: [
      "{brand} tar emot {audience}.",
      "{brand} är till för {audience}.",
      "Hos {brand} får du {product}.",
      "Vi på {brand} erbjuder {product} för {audience}.",
      "{brand} välkomnar {audience}.",
    ],
  },
  tones: {
    professional: {
      leads: ["Välkommen.", "Trevligt att träffas."],
      titles: ["{brand}: {product}", "Vi presenterar {brand}"],
    },
    friendly: {
      leads: ["Hej på dig!", "Hallå där!"],
      titles: ["Säg hej till {brand}", "Kika in hos {brand}"],
    },
    bold: {
      leads: ["Häng med!", "Nu kör vi!"],
      titles: ["Dags för {product}", "Ta steget till {brand}"],
    },
    trustworthy: {
      leads: ["Vi tar väl hand om dig.", "Vi tar oss tid för dig."],
      titles: ["Lär känna {brand}", "Vi är {brand}"],
    },
    creative: {
      leads: ["Låt dig inspireras.", "Se dig omkring."],
      titles: ["{product} i ett annat ljus", "{brand} från en annan vinkel"],
    },
    luxury: {
      leads: ["Ta god tid på dig.", "Njut av stunden."],
      titles: ["Upptäck {product} hos {brand}", "Välkommen till {brand}"],
    },
    playful: {
      leads: ["Psst!", "Hej hopp!"],
      titles: ["Redo för {product}?", "Hej hej från {brand}"],
    },
    urgent: {
      leads: ["Vänta inte.", "Varför vänta?"],
      titles: ["Vänta inte: {product}", "Dags att upptäcka {brand}"],
    },
  },
  // No template agrees in number with {product} now ("är till för", "passar" take both); kept for a template that will.
  agreement: [["{product} är tänkt för", "{product} är tänkta för"]],
  // A name, never the bank's noun, where the noun would say "our" twice ("Våra ostar | vår ostbutik", "våra ostar
  // från vår ostbutik") or name the speaker ("Vi är vår ostbutik", "Säg hej till vår ostbutik").
  selfNaming: [
    "vi är {brand}",
    "Vi är {brand}",
    "{brand} här",
    "Hos {brand}",
    "hos {brand}",
    "| {brand}",
    "från {brand}",
    "{brand} presenterar",
    "{brand}: {product}",
    "{brand} erbjuder",
    "driver {brand}",
    "står bakom {brand}",
    "äger {brand}",
    "Ägare till {brand}",
    "lär känna {brand}",
    "Om {brand}",
    "hört talas om {brand}",
    "hej till {brand}",
    "på {brand}",
    "spara {brand}",
    "pinna {brand}",
    "lägg {brand}",
    "ha {brand}",
    "berättar om {brand}",
  ],
  // The category's name and the audience open a question, a sentence with a verb follows: never a colon label, never the offer after the category
  // ("Bastu: bastubad" says it twice).
  pinterest: [
    "{category} för {audience}? Spara {brand} till senare.",
    "{category} för {audience}? Lägg {brand} på din tavla.",
    "{category} för {audience}? Pinna {brand}.",
    "{category} för {audience}? Ha {brand} i åtanke.",
    "{category} för {audience}? Spara {brand} och kom tillbaka senare.",
  ],
  reddit: [
    "Jag driver {brand}, och vi är till för {audience}.",
    "Jag står bakom {brand}.",
    "Jag äger {brand} och svarar på frågor om {product}.",
    "Jag driver {brand} och vill berätta lite om {product}.",
    "Jag är ägare till {brand}.",
  ],
  pinterestLine: "Spara den här pinnen till senare.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
