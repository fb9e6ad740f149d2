import type { LanguageBank } from "./types";

export const fi: LanguageBank = {
  code: "fi",
  business: {
    restaurant: {
      noun: "keittiömme",
      offer: "ruokalistamme",
      audience: "ruoan ystävät",
      hashtags: ["ruoka", "ravintola", "herkuttelu"],
    },
    retail: {
      noun: "kauppamme",
      offer: "valikoimamme",
      audience: "shoppailun ystävät",
      hashtags: ["shoppailu", "uutuudet", "lahjaideat"],
    },
    services: {
      noun: "tiimimme",
      offer: "palvelumme",
      audience: "kiireiset ihmiset",
      hashtags: ["yrittäjyys", "pienyritys", "palvelut"],
    },
    healthcare: {
      noun: "vastaanottomme",
      offer: "hoitomme",
      audience: "potilaat ja läheiset",
      hashtags: ["terveys", "hyvinvointi", "terveydenhuolto"],
    },
    beauty: {
      noun: "salonkimme",
      offer: "kauneushoitomme",
      audience: "hemmottelun ystävät",
      hashtags: ["kauneus", "ihonhoito", "hemmottelu", "oma aika"],
    },
    technology: {
      noun: "tiimimme",
      offer: "ohjelmistomme",
      audience: "tiimit ja yritykset",
      hashtags: ["teknologia", "digitalisaatio", "tuottavuus"],
    },
    realEstate: {
      noun: "välitystoimistomme",
      offer: "kohteemme",
      audience: "kodin etsijät",
      hashtags: ["asuntokauppa", "koti", "kiinteistönvälitys"],
    },
    education: {
      noun: "koulumme",
      offer: "kurssimme",
      audience: "uteliaat oppijat",
      hashtags: ["oppiminen", "koulutus", "osaaminen"],
    },
    fitness: {
      noun: "kuntosalimme",
      offer: "ryhmätuntimme",
      audience: "liikunnan ystävät",
      hashtags: ["treeni", "liikunta", "kuntosali"],
    },
    travel: {
      noun: "tiimimme",
      offer: "majoituksemme",
      audience: "matkailijat",
      hashtags: ["matkailu", "loma", "reissu"],
    },
    nonprofit: {
      noun: "yhdistyksemme",
      offer: "työmme",
      audience: "välittävät ihmiset",
      hashtags: ["vapaaehtoistyö", "yhteisö", "yhdessä"],
    },
    other: {
      noun: "yrityksemme",
      offer: "tuotteemme",
      audience: "kaikki uteliaat",
      hashtags: ["pienyritys", "yrittäjä", "yrittäjyys"],
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
    facebook: [
      "Moikka! Tässä {product}",
      "Hei, tässä {brand}",
      "{audience}, tämä on teille",
      "Katso, mitä {brand} keksi",
    ],
    linkedin: [
      "{brand}: {product}",
      "Esittelyssä: {product}",
      "Lähempi katsaus: {brand}",
      "{product} – kohderyhmänä {audience}",
    ],
    pinterest: [
      "Tallenna idea: {product}",
      "Inspiraatiota: {product}",
      "Idea talteen: {product}",
      "{brand}: ideoita ja inspiraatiota",
    ],
    reddit: [
      "Täällä {brand}, ja tämä on {product}",
      "{product} – ajateltu teille, {audience}",
      "Tämä on {product}, tekijänä {brand}",
      "Kertokaa mielipiteenne: {product}",
    ],
    snapchat: ["Kato: {product}", "Moi, tässä {brand}", "Tämä on {brand}", "Sulle: {product}"],
    youtube: [
      "{product} | {brand}",
      "{brand} esittelee: {product}",
      "Kulissien takana: {brand}",
      "Esittelyvideo: {product}",
    ],
  },
  conceptTitles: {
    product: ["Esittelyssä: {product}", "{product} | {brand}", "Tässä {product}"],
    audience: ["{audience}, tämä on teille", "Teitä varten, {audience}"],
    brand: ["Tämä on {brand}", "Hei, tässä {brand}", "{brand} palveluksessasi"],
  },
  angles: {
    product: ["Esittelyssä {product}.", "Tässä on {product}, tekijänä {brand}.", "{brand} esittelee: {product}."],
    audience: [
      "Tämä on teille, {audience}.",
      "{audience}, tässä on jotain teille: {product}.",
      "Ajateltu teille, {audience}: {product}.",
    ],
    brand: ["Tämä on {brand}.", "Hei, tässä {brand}.", "{brand} on täällä teitä varten, {audience}."],
  },
  tones: {
    professional: {
      leads: ["Tässä on se, mitä tarjoamme.", "Esittäydymme lyhyesti."],
      titles: ["{brand}: {product}", "Esittelyssä {brand}"],
    },
    friendly: {
      leads: ["Moi!", "Hei kaikki!"],
      titles: ["Tule tutustumaan: {brand}", "Hei! Tässä {product}"],
    },
    bold: {
      leads: ["Isoja uutisia!", "Nyt mennään!"],
      titles: ["Tämä on {brand}", "{product}. Anna mennä."],
    },
    trustworthy: {
      leads: ["Ei turhia puheita, vain faktat.", "Näin se toimii."],
      titles: ["Tutustu rauhassa: {brand}", "{brand} – selkeästi ja suoraan"],
    },
    creative: {
      leads: ["Jotain erilaista.", "Kuvittele tämä."],
      titles: ["Uusin silmin: {product}", "Toisenlainen näkökulma: {brand}"],
    },
    luxury: {
      leads: ["Ota hetki itsellesi.", "Sinulle, joka arvostat yksityiskohtia."],
      titles: ["Yksityiskohtien taidetta: {product}", "{brand} – hetki itsellesi"],
    },
    playful: {
      leads: ["Psst!", "Arvaa mitä?"],
      titles: ["Psst, tässä {product}", "Uusi ihastuksesi: {brand}"],
    },
    urgent: {
      leads: ["Älä odota.", "Miksi odottaa?"],
      titles: ["Älä odota: {product}", "Aloita tänään: {brand}"],
    },
  },
  pinterestLine: "Tallenna pinni myöhempää varten.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
