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
    facebook: ["Tässä {product}", "Tervetuloa, täällä {brand}", "Kiinnostaako {product}?", "{brand} – tervetuloa!"],
    linkedin: ["{brand}: {product}", "Esittelyssä: {product}", "{brand} lyhyesti", "Tietoa meistä: {brand}"],
    pinterest: ["Talteen: {product}", "Tallenna myöhemmäksi: {product}", "Tutustu: {product}", "{product} | {brand}"],
    reddit: [
      "{brand} – yrittäjä vastaa kysymyksiin",
      "{product} lyhyesti",
      "{brand} esittäytyy: {product}",
      "Tässä {product} – mitä mieltä olet?",
    ],
    snapchat: ["Katso: {product}", "Hei vaan, tässä {brand}", "Tämä on {brand}", "Tässä {product}"],
    youtube: ["{product} | {brand}", "{brand} esittelee: {product}", "{brand} esittäytyy", "Esittelyvideo: {product}"],
    instagram: ["Lähikuvassa: {product}", "Kiinnostaako {product}?", "Kuvina: {brand}", "Katso tarkemmin: {product}"],
    tiktok: [
      "Odota, katso tämä: {product}",
      "Okei, kuuntele: {product}",
      "Tiesitkö? Tässä {product}",
      "Hei, täällä {brand}. Katso: {product}",
      "Pieni vinkki: {product}",
    ],
    x: [
      "Hei, tässä {product}",
      "Terveisiä, täällä {brand}",
      "Onko {product} jo tuttu?",
      "{brand} esittelee: {product}",
    ],
  },
  conceptTitles: {
    product: ["Esittelyssä: {product}", "{product} | {brand}", "Tässä {product}"],
    audience: ["Meillä käyvät {audience}", "Meillä viihtyvät {audience}"],
    brand: ["Tämä on {brand}", "Tässä on {brand}", "{brand} palveluksessasi"],
  },
  angles: {
    product: [
      "Kiinnostaako {product}?",
      "Onko {product} jo tuttu?",
      "Tässä {product}.",
      "{brand} esittelee: {product}.",
    ],
    audience: ["Meillä käyvät {audience}.", "Meillä asioivat {audience}.", "Meillä viihtyvät {audience}."],
    brand: [
      "Tämä on {brand}.",
      "{brand} toivottaa sinut tervetulleeksi.",
      "Täällä {brand}, tervetuloa!",
      "{brand} palvelee sinua mielellään.",
    ],
  },
  tones: {
    professional: {
      leads: ["Autamme mielellämme.", "Tervetuloa asiakkaaksi."],
      titles: ["{brand}: {product}", "Esittelyssä {brand}"],
    },
    friendly: {
      leads: ["Ihanaa, että löysit meidät!", "Mukava, että piipahdit!"],
      titles: ["Moikka! Tässä {brand}", "Tässä {product} – tervetuloa!"],
    },
    bold: {
      leads: ["Tartu hetkeen!", "Nyt mennään!"],
      titles: ["Tämä on {brand}", "{product}. Anna mennä."],
    },
    trustworthy: {
      leads: ["Palvelemme sinua mielellämme.", "Vastaamme mielellämme kysymyksiisi."],
      titles: ["{brand} esittäytyy", "Tutustu: {brand}"],
    },
    creative: {
      leads: ["Kiva, että poikkesit!", "Tervetuloa!"],
      titles: ["Toisin silmin: {product}", "Toisenlainen näkökulma: {brand}"],
    },
    luxury: {
      leads: ["Lämpimästi tervetuloa.", "On ilo palvella sinua."],
      titles: ["Onko {product} jo tuttu?", "{brand} – lämpimästi tervetuloa"],
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
  // The verb and its complement agree with the offer: "Kiinnostavatko juustomme?", "Ovatko surffituntimme jo
  // tuttuja?"; a phrase of the owner's whose number is not known takes neither.
  agreement: [
    ["Kiinnostaako {product}", "Kiinnostavatko {product}"],
    ["Onko {product} jo tuttu", "Ovatko {product} jo tuttuja"],
  ],
  // A name, never the bank's noun: the channel ("| {brand}"), the owner's business ("nimeltä {brand}"), where the
  // noun would say "-mme" twice ("juustokauppamme esittelee: juustomme"), and the Pinterest lines that would name the
  // category twice ("Juustokauppa: tässä on juustokauppamme").
  selfNaming: [
    "täällä {brand}",
    "Täällä {brand}",
    "| {brand}",
    "nimeltä {brand}",
    "nimi on {brand}",
    "{brand} esittelee",
    "{brand} ja {product}",
    "{brand}: {product}",
    "tässä on {brand}.",
    "näyttää {brand}.",
    ": {brand} lyhyesti.",
  ],
  pinterest: [
    "{category}: tässä on {brand}.",
    "{category}: esittelyssä {product}.",
    "{category}: meillä käyvät {audience}.",
    "{category}: tältä näyttää {brand}.",
    "{category}: {brand} lyhyesti.",
  ],
  reddit: [
    "Yritykseni nimi on {brand}, ja tässä {product}.",
    "Minulla on yritys nimeltä {brand}, ja kerron mielelläni, mitä teemme.",
    "Pyöritän yritystä nimeltä {brand} ja kuulisin mielelläni mielipiteesi.",
    "Omistan yrityksen nimeltä {brand}, ja kerron lyhyesti, mitä teemme.",
    "Pyöritän yritystä nimeltä {brand}, ja meillä käyvät {audience}.",
  ],
  pinterestLine: "Tallenna pinni myöhempää varten.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
