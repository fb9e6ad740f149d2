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
      "Har du varit hos {brand}?",
      "Det här är {brand}",
    ],
    linkedin: ["{product} för {audience}", "Kort om {brand}", "{brand}: {product}", "Vad {brand} gör", "Möt {brand}"],
    pinterest: [
      "{product} för {audience}",
      "{product} hos {brand}",
      "Spara till nästa gång: {brand}",
      "Ett besök hos {brand}",
    ],
    reddit: [
      "{product} för {audience}",
      "Ägare till {brand} här – fråga på",
      "Så jobbar vi på {brand}",
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
    instagram: ["{product} hos {brand}", "{brand} i bilder", "En titt hos {brand}", "En vanlig dag hos {brand}"],
    tiktok: [
      "POV: du har precis hittat {brand}",
      "Söker du {product}? Här är {brand}",
      "För {audience}: {brand}",
      "Nyfiken på {product}? Kolla in {brand}",
    ],
    x: ["Känner du till {brand}?", "{product} för {audience}", "{product} hos {brand}", "Hälsa på hos {brand}"],
  },
  conceptTitles: {
    product: ["{product} hos {brand}", "Söker du {product}?"],
    audience: ["{product} för {audience}", "För {audience}: {brand}", "{brand} – för {audience}"],
    brand: ["Välkommen till {brand}", "Möt {brand}", "Det här är {brand}"],
  },
  // Statements say what is sold and for whom with a verb, for any business (a dentist, a bakery, an accountant, a dog
  // groomer, a sauna), with the audience (maybe a relative clause, "alla som vill varva ner") at the end. The offer is
  // an indefinite noun phrase without "vår/våra" ("ostar och ostbrickor"), so "Vi erbjuder {product}" reads; no "Hos oss
  // hittar du" or "Hos oss får du" (a sign), as the place lines say "Du hittar oss i". The bare offer is an object or follows "för", "på",
  // "med": never a subject ("Ostar är …" reads as a generic truth) nor a headline alone ("Upptäck ostar"), where a
  // name or the brand gives it its owner. No "Det här är …", "Vi presenterar …", no "finns här när du är redo", no
  // "ask us" line, at most one "gärna" per list. A frame that fits one kind only carries its tag: "[goods] " (välja,
  // sätta ihop, binda: ostbutik, blomsterbutik, kafé) or "[services] " (ta emot, ta hand om, anpassa: tandläkare,
  // barberare, bastu, surfskola); untagged ones read for both, at least three per angle. The audience angle (Facebook) says the offer in another frame than the
  // product angle (Instagram), so the two posts differ in shape. No "finns" beside the place lines' "Vi finns i". No
  // bureaucratic verbs ("ägnar oss åt", "utför", "tar fram") and no empty time lines ("på en tid som passar dig").
  // Rounds 34–36 took out what says nothing a customer can use ("Vi jobbar med", "Hos oss handlar allt om", "Vi har
  // specialiserat oss på", "ett personligt bemötande", "i lugn och ro", "varmt välkomna"): a statement says what to do
  // next or what we do for the reader, plainly, and names the brand or the offer, never both.
  angles: {
    product: [
      "Kom förbi och prata {product} med oss.",
      "Första gången? Säg till, så visar vi hur allt går till.",
      "Du får gärna titta in utan att bestämma dig direkt.",
      "[goods] Osäker på vad du ska välja? Vi hjälper dig.",
      "[purchase] Ska det bli en present? Berätta vem den är till, så hittar vi något som passar.",
      "[appointment,consultation,booking,job] Berätta i förväg vad du vill ha hjälp med.",
    ],
    audience: [
      "Vi erbjuder {product} för {audience}.",
      "Vi riktar oss till {audience}.",
      "Vi lyssnar på vad som är viktigt för {audience}.",
      "[goods] Vi säljer {product} till {audience}.",
      "[lesson,class] Vi håller {product} för {audience}.",
    ],
    brand: [
      "{brand} är till för {audience}.",
      "Hos {brand} får du veta vad det kostar innan du bestämmer dig.",
      "Berätta för {brand} vad du behöver.",
      "[order] Har du särskilda önskemål? Nämn dem när du beställer.",
      "[session,stay] Hos {brand} kan du lämna vardagen utanför en stund.",
      "[lesson,class] Hos {brand} lär du dig i din egen takt.",
      "[goods,session,stay,ticket] {brand} är en plats för {audience}.",
      "[lesson,class,stay] {brand} tar hand om {audience}.",
    ],
  },
  tones: {
    professional: {
      leads: ["Vi vill gärna presentera oss.", "Tack för att du tittar in."],
      titles: ["{brand}: {product}", "{product} hos {brand}"],
    },
    friendly: {
      leads: ["Hej på dig!", "Hallå där!"],
      titles: ["Hälsa på hos {brand}", "Kika in hos {brand}"],
    },
    bold: {
      leads: ["Häng med!", "Nu kör vi!"],
      titles: ["Dags för {product}", "Ta steget till {brand}"],
    },
    trustworthy: {
      leads: ["Tack för ditt intresse.", "Trevligt att du hittade hit."],
      titles: ["Lär känna {brand}", "Vi är {brand}"],
    },
    creative: {
      leads: ["Hej, kul att du är här!", "Nyfiken?"],
      titles: ["{brand} i bilder", "En titt hos {brand}"],
    },
    luxury: {
      leads: ["Stanna upp en stund.", "Hjärtligt välkommen."],
      titles: ["Upptäck {product} hos {brand}", "En stund hos {brand}"],
    },
    playful: {
      leads: ["Hej hej!", "Tjena!"],
      titles: ["Redo för {product}?", "Har du kollat in {brand}?"],
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
    "kollat in {brand}",
    "berättar om {brand}",
  ],
  // The category's name and the audience open a question, a sentence with a verb follows: never a colon label, never the offer after the category
  // ("Bastu: bastubad" says it twice). At least three without {audience} (written late, when the audience is spent).
  pinterest: [
    "{category} {brand} – ett tips att spara.",
    "{category} {brand} – bra att ha i bakfickan.",
    "{category} {brand} – pinna inför nästa besök.",
  ],
  reddit: [
    "Jag äger och driver {brand}.",
    "Jag driver {brand} tillsammans med mitt team.",
    "Jag är en av dem som driver {brand}.",
  ],
  pinterestLine: "Spara den här pinnen till senare.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
