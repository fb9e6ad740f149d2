import type { LanguageBank } from "./types";

export const fi: LanguageBank = {
  code: "fi",
  business: {
    restaurant: {
      noun: "keittiömme",
      offer: "ruokalistamme",
      audience: "ruoan ystävät",
      hashtags: ["ruoka", "ravintola", "herkuttelu", "ravintolat", "ruokailu"],
    },
    retail: {
      noun: "kauppamme",
      offer: "valikoimamme",
      audience: "shoppailun ystävät",
      hashtags: ["shoppailu", "myymälä", "lahjaideat", "lahja", "muoti"],
    },
    services: {
      noun: "tiimimme",
      offer: "palvelumme",
      audience: "kiireiset ihmiset",
      hashtags: ["yrittäjyys", "pienyritys", "palvelut", "yritys", "asiakaspalvelu"],
    },
    healthcare: {
      noun: "vastaanottomme",
      offer: "hoitomme",
      audience: "potilaat ja läheiset",
      hashtags: ["terveys", "hyvinvointi", "terveydenhuolto", "perhe", "klinikka"],
    },
    beauty: {
      noun: "salonkimme",
      offer: "kauneushoitomme",
      audience: "hemmottelun ystävät",
      hashtags: ["kauneus", "ihonhoito", "hemmottelu", "oma aika", "meikki", "ihonhoitorutiini"],
    },
    technology: {
      noun: "tiimimme",
      offer: "ohjelmistomme",
      audience: "tiimit ja yritykset",
      hashtags: ["teknologia", "digitalisaatio", "tuottavuus", "startup", "ohjelmisto"],
    },
    realEstate: {
      noun: "välitystoimistomme",
      offer: "kohteemme",
      audience: "kodin etsijät",
      hashtags: ["asuntokauppa", "koti", "kiinteistönvälitys", "kotiinmuutto", "sisustus"],
    },
    education: {
      noun: "koulumme",
      offer: "kurssimme",
      audience: "uteliaat oppijat",
      hashtags: ["oppiminen", "koulutus", "osaaminen", "opiskelu", "kurssit"],
    },
    fitness: {
      noun: "kuntosalimme",
      offer: "ryhmätuntimme",
      audience: "liikunnan ystävät",
      hashtags: ["treeni", "liikunta", "kuntosali", "treenit", "kuntoilu"],
    },
    travel: {
      noun: "tiimimme",
      offer: "majoituksemme",
      audience: "matkailijat",
      hashtags: ["matkailu", "loma", "reissu", "matkat", "viikonloppumatka"],
    },
    nonprofit: {
      noun: "yhdistyksemme",
      offer: "työmme",
      audience: "välittävät ihmiset",
      hashtags: ["vapaaehtoistyö", "yhteisö", "yhdessä", "auttaminen", "lahjoitus"],
    },
    other: {
      noun: "yrityksemme",
      offer: "tuotteemme",
      audience: "kaikki uteliaat",
      hashtags: ["pienyritys", "yrittäjä", "yrittäjyys", "brändi", "luovuus"],
    },
  },
  cta: {
    shop: "Osta nyt",
    order: "Tilaa nyt",
    book: "Varaa nyt",
    subscribe: "Ryhdy tilaajaksi",
    signUp: "Ilmoittaudu mukaan",
    learnMore: "Lue lisää",
    contact: "Ota yhteyttä",
    visit: "Tule käymään",
    download: "Lataa sovellus",
    donate: "Lahjoita nyt",
  },
  intentWords: {
    shop: ["osta", "ostok", "shoppaile", "verkkokaup", "nappaa omasi", "hanki omasi"],
    order: ["tilaa", "tilaus", "tilauk", "kotiinkuljetu", "nouto", "take away", "ota mukaan"],
    book: ["varaa", "varau", "ajanvara", "pöytävara", "buukkaa", "varaa aika"],
    subscribe: ["tilaaja", "uutiskirje", "tilaa kanava", "kestotila", "jäsenyy", "kuukausitila"],
    signUp: ["ilmoittau", "rekisteröi", "liity", "liitty", "aloita", "kokeile", "lähde mukaan", "tule mukaan"],
    learnMore: ["lue", "lisätie", "tutustu", "katso", "ota selvää", "selvitä", "löydä", "näe lisää"],
    contact: ["ota yhteyttä", "yhtey", "soita", "kysy", "lähetä viesti", "viestiä", "sähköpost", "chattaa"],
    visit: ["tule käymään", "käymään", "tule meille", "vieraile", "poikkea", "piipahda", "tervetuloa", "nähdään"],
    download: ["lataa", "latau", "asenna", "hae sovellus", "hanki sovellus", "sovelluskaup"],
    donate: ["lahjoit", "tue", "tuke", "keräy", "anna lahja", "osallistu keräykseen"],
  },
  titles: {
    facebook: ["Kiinnostaako {product}?", "{brand} – tervetuloa!", "Meiltä löytyy {product}", "Tämä on {brand}"],
    linkedin: ["{brand}: {product}", "Tarjolla: {product}", "{brand} lyhyesti", "Yritysesittely: {brand}"],
    pinterest: ["{product} kuvina", "Tallenna: {product}", "Tältä näyttää {brand}", "{product} | {brand}"],
    reddit: [
      "{brand} – yrittäjä vastaa kysymyksiin",
      "{product} lyhyesti",
      "{brand} esittäytyy: {product}",
      "{product} – kysy yrittäjältä",
    ],
    snapchat: ["Katso: {product}", "Hei vaan, täällä {brand}", "Tämä on {brand}", "Kurkkaa: {product}"],
    youtube: ["{product} | {brand}", "{brand} esittelee: {product}", "{brand} esittäytyy", "Esittelyvideo: {product}"],
    instagram: ["Lähikuvassa: {product}", "Kiinnostaako {product}?", "Kuvina: {brand}", "Katso tarkemmin: {product}"],
    tiktok: [
      "Odota, katso tämä: {product}",
      "Pysähdy hetkeksi: {product}",
      "Vilkaise tätä: {product}",
      "Hei, täällä {brand}. Katso: {product}",
      "Tästä on kyse: {product}",
    ],
    x: ["Tutustu: {brand}", "{brand} esittelee: {product}", "Kiinnostaako {product}?", "Tältä näyttää {brand}"],
  },
  conceptTitles: {
    product: ["Tutustu: {product}", "{product} | {brand}", "Meiltä löytyy {product}"],
    audience: ["Meillä viihtyvät {audience}", "Meillä käyvät {audience}"],
    brand: ["Tämä on {brand}", "Tutustu: {brand}", "{brand} – tervetuloa"],
  },
  // Every statement says what is sold with a verb ("Meiltä löytyvät juustomme", "Tarjoamme …"), never a bare label
  // with a tagline ("Juustomme – kysy lisää!") nor an empty "Tässä …" / "Esittelyssä …". The frames with {product} as
  // an object or a subject that agrees take only the lexicon's offer (`agreement`), never the owner's phrase.
  angles: {
    product: [
      "Kiinnostaako {product}?",
      "Meiltä löytyy {product}.",
      "Tarjoamme {product}.",
      "Meiltä saat {product}.",
      "Onko {product} jo tuttu?",
      "{brand}: {product}.",
    ],
    audience: ["Meillä viihtyvät {audience}.", "Meillä käyvät {audience}.", "Meiltä löytävät paikkansa {audience}."],
    brand: [
      "{brand} on sinua varten.",
      "{brand} toivottaa sinut tervetulleeksi.",
      "{brand} palvelee sinua mielellään.",
      "{brand}: {product}.",
    ],
  },
  tones: {
    professional: {
      leads: ["Tervetuloa asiakkaaksi.", "Ota rauhassa selvää."],
      titles: ["{brand}: {product}", "Esittelyssä {brand}"],
    },
    friendly: {
      leads: ["Hei sinä!", "Mukava nähdä!"],
      titles: ["Moi, täällä {brand}", "Kurkkaa: {product}"],
    },
    bold: {
      leads: ["Tartu hetkeen!", "Nyt mennään!"],
      titles: ["Tämä on {brand}", "{product}. Anna mennä."],
    },
    trustworthy: {
      leads: ["Meillä on aikaa sinulle.", "Ilman kiirettä."],
      titles: ["{brand} esittäytyy", "Tältä näyttää {brand}"],
    },
    creative: {
      leads: ["Anna inspiraation viedä.", "Pysähdy hetkeksi."],
      titles: ["Toisin silmin: {product}", "Toisenlainen näkökulma: {brand}"],
    },
    luxury: {
      leads: ["Ota hetki itsellesi.", "Anna itsellesi aikaa."],
      titles: ["Lähemmin: {product}", "{brand} – lämpimästi tervetuloa"],
    },
    playful: {
      leads: ["Psst!", "Heippa!"],
      titles: ["Psst, tässä {product}", "Heippa, tässä {brand}"],
    },
    urgent: {
      leads: ["Älä odota.", "Miksi odottaa?"],
      titles: ["Älä odota: {product}", "Aloita tänään: {brand}"],
    },
  },
  // The verb agrees with the offer: "Kiinnostavatko juustomme?"; a phrase of the owner's whose number is not known
  // takes no such template.
  agreement: [
    ["Kiinnostaako {product}", "Kiinnostavatko {product}"],
    ["Onko {product} jo tuttu", "Ovatko {product} jo tuttuja"],
    ["Meiltä löytyy {product}", "Meiltä löytyvät {product}"],
    ["meiltä löytyy {product}", "meiltä löytyvät {product}"],
    // The same words in both numbers: the object of a verb takes the lexicon's offer only ("Tarjoamme juustomme";
    // the owner's phrase is a nominative: "Tarjoamme puulämmitteinen sauna" does not read).
    ["Tarjoamme {product}", "Tarjoamme {product}"],
    ["Meiltä saat {product}", "Meiltä saat {product}"],
  ],
  // A name, never the bank's noun: the channel ("| {brand}"), the owner's business ("nimeltä {brand}"), where the
  // noun would say "-mme" twice ("juustokauppamme esittelee: juustomme"), and the Pinterest lines that would name the
  // category twice ("Juustokauppa: tältä näyttää juustokauppamme").
  selfNaming: [
    "täällä {brand}",
    "Täällä {brand}",
    "| {brand}",
    "nimeltä {brand}",
    "nimi on {brand}",
    "yritykseni on {brand}",
    "{brand} esittelee",
    "{brand} ja {product}",
    "{brand}: {product}",
    "tässä on {brand}.",
    "näyttää {brand}.",
    ": {brand} kuvina.",
    "kuvina: {brand}.",
    "Tutustu: {brand}",
  ],
  // The category with the audience or the brand, never with the product, which often repeats the category's word
  // ("Yleinen sauna: saunamme ja löylymme").
  pinterest: [
    "{category}: meillä viihtyvät {audience}.",
    "{category}: {brand} kuvina.",
    "{category}: tältä näyttää {brand}.",
    "{category}: meillä käyvät {audience}.",
    "{category} kuvina: {brand}.",
  ],
  reddit: [
    "Yritykseni nimi on {brand}, ja meiltä löytyy {product}.",
    "Minulla on yritys nimeltä {brand}.",
    "Pyöritän yritystä nimeltä {brand}.",
    "Olen yrittäjä, ja yritykseni on {brand}.",
    "Hei, olen yrittäjä – yritykseni nimi on {brand}.",
  ],
  pinterestLine: "Tallenna pinni myöhempää varten.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
