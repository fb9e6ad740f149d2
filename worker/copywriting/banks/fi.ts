import type { LanguageBank } from "./types";

export const fi: LanguageBank = {
  code: "fi",
  business: {
    restaurant: {
      noun: "keittiömme",
      offer: "ruokaa ja juomaa",
      plural: true,
      audience: "ruoan ystävät",
      hashtags: ["ruoka", "ravintola", "herkuttelu", "ravintolat", "ruokailu"],
    },
    retail: {
      noun: "kauppamme",
      offer: "tuotteita ja lahjaideoita",
      plural: true,
      audience: "shoppailun ystävät",
      hashtags: ["shoppailu", "myymälä", "lahjaideat", "lahja", "muoti"],
    },
    services: {
      noun: "tiimimme",
      offer: "neuvontaa ja palveluita",
      plural: true,
      audience: "kiireiset ihmiset",
      hashtags: ["yrittäjyys", "pienyritys", "palvelut", "yritys", "asiakaspalvelu"],
    },
    healthcare: {
      noun: "vastaanottomme",
      offer: "hoitoja ja tutkimuksia",
      plural: true,
      audience: "potilaat ja läheiset",
      hashtags: ["terveys", "hyvinvointi", "terveydenhuolto", "perhe", "klinikka"],
    },
    beauty: {
      noun: "salonkimme",
      offer: "kauneushoitoja",
      plural: true,
      audience: "hemmottelun ystävät",
      hashtags: ["kauneus", "ihonhoito", "hemmottelu", "oma aika", "meikki", "ihonhoitorutiini"],
    },
    technology: {
      noun: "tiimimme",
      offer: "ohjelmistoratkaisuja",
      plural: true,
      audience: "tiimit ja yritykset",
      hashtags: ["teknologia", "digitalisaatio", "tuottavuus", "startup", "ohjelmisto"],
    },
    realEstate: {
      noun: "välitystoimistomme",
      offer: "myytäviä koteja",
      plural: true,
      audience: "kodin etsijät",
      hashtags: ["asuntokauppa", "koti", "kiinteistönvälitys", "kotiinmuutto", "sisustus"],
    },
    education: {
      noun: "koulumme",
      offer: "kursseja ja koulutusta",
      plural: true,
      audience: "uteliaat oppijat",
      hashtags: ["oppiminen", "koulutus", "osaaminen", "opiskelu", "kurssit"],
    },
    fitness: {
      noun: "kuntosalimme",
      offer: "ryhmäliikuntaa ja treeniä",
      plural: true,
      audience: "liikunnan ystävät",
      hashtags: ["treeni", "liikunta", "kuntosali", "treenit", "kuntoilu"],
    },
    travel: {
      noun: "tiimimme",
      offer: "majoitusta ja matkoja",
      plural: true,
      audience: "matkailijat",
      hashtags: ["matkailu", "loma", "reissu", "matkat", "viikonloppumatka"],
    },
    nonprofit: {
      noun: "yhdistyksemme",
      offer: "vapaaehtoistyötä",
      plural: true,
      audience: "välittävät ihmiset",
      hashtags: ["vapaaehtoistyö", "yhteisö", "yhdessä", "auttaminen", "lahjoitus"],
    },
    other: {
      noun: "yrityksemme",
      offer: "tuotteita ja palveluita",
      plural: true,
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
    facebook: ["Kiinnostaako {product}?", "{brand} – tervetuloa!", "{brand} esittäytyy", "Tämä on {brand}"],
    linkedin: ["{brand}: {product}", "Tarjolla on {product}", "{product} | {brand}", "Yritysesittely: {brand}"],
    pinterest: ["{brand}: {product}", "Kiinnostaako {product}?", "{product} – {brand}", "{product} | {brand}"],
    reddit: [
      "{brand}: kysy mitä vain",
      "Pienyrittäjän kuulumisia: {brand}",
      "{product} | {brand}",
      "{brand}: {product}",
    ],
    snapchat: ["Kiinnostaako {product}?", "Hei vaan, täällä {brand}", "Tämä on {brand}", "Moi, täällä {brand}"],
    youtube: [
      "{product} | {brand}",
      "{brand} esittäytyy",
      "Tältä näyttää {brand}",
      "Kiinnostaako {product}? Katso video",
    ],
    instagram: ["Moi, täällä {brand}", "Kiinnostaako {product}?", "{product} | {brand}", "{brand} – tervetuloa!"],
    tiktok: [
      "Kiinnostaako {product}? Katso tämä",
      "Pysähdy hetkeksi – tarjolla on {product}",
      "Tässä {brand} – katso ja tule käymään",
      "Katso tämä: {product}",
    ],
    x: ["Moi, täällä {brand}", "{brand}: {product}", "Kiinnostaako {product}?", "{product} – {brand}"],
  },
  conceptTitles: {
    product: ["Kiinnostaako {product}?", "{product} | {brand}", "Meillä on tarjolla {product}"],
    audience: ["Sinua varten: {brand}", "Tutustu: {brand}"],
    brand: ["Tämä on {brand}", "{brand} – tervetuloa"],
  },
  // {product} is the lexicon's offer as a partitive without a possessive ("surffitunteja", "hammashoitoa"; `plural`
  // marks it), a product's name, or the owner's own phrase (a nominative). The only frame that reads with all three
  // is the colon ("Tätä tarjoamme: …"); the others are written for a name ("Meiltä löytyy Brewhaus Cold Brew") and
  // listed in `agreement`, which switches them to a verb that takes the partitive ("Tarjoamme hammashoitoa", "Meiltä
  // saat juustoja") or keeps them as they are, and leaves them out for the owner's phrase ("Tarjolla on puulämmitteinen
  // sauna" reads as a splice). "[goods] " frames are said only of what is sold (löytyy, valita, tilata: a shop, a
  // café, a florist), "[services] " frames only of what is done for the reader (edetään sinun tahtiisi, luvassa on, pitää
  // huolta: a dentist, a surf school, a sauna): no "meiltä löytyy" or "odottaa" with a service, no
  // "viihtyä" at a dentist, no help desk ("Autamme, kun tarvitset …") with goods. Never a bare label ("{brand}:
  // {product}.") nor a filler ("Kerromme mielellämme lisää", "… palvelee sinua mielellään", "… tekee työnsä huolella",
  // "… hoitaa asiat rauhassa ja ajatuksella", "Meillä asioivat esimerkiksi …", "Meille ovat löytäneet tiensä …"), nor
  // the offer said three ways ("Tarjoamme", "Meiltä saat", "Tarjolla on"): a statement says what to do next or what we
  // do for the reader, plainly. The audience is a nominative plural ("perheet", "kaikki, jotka haluavat rentoutua"),
  // the subject or a passive's object; a relative clause in it closes with a comma before the verb (mends).
  angles: {
    product: [
      "Tule meille, kun tarvitset {product}.",
      "Kysy rohkeasti, jos jokin mietityttää.",
      "Lisätietoja saa soittamalla tai laittamalla viestin.",
      "[goods] Voit tilata meiltä {product} myös etukäteen.",
      "[purchase] Jos etsit lahjaa, kerro kenelle, niin autamme valinnassa.",
      "[appointment] {product} ajanvarauksella.",
      "[consultation,job,booking] Autamme, kun tarvitset {product}.",
      "[consultation,job] {product} tarpeidesi mukaan.",
      "[lesson,class] Tunneilla edetään sinun tahtiisi.",
      "[session,stay,ticket,visit] Luvassa on {product}.",
    ],
    audience: [
      "{audience} saavat meiltä neuvoja ilman kiirettä.",
      "{audience} ovat meillä tuttu näky.",
      "{audience} löytävät meiltä apua myös pieniin kysymyksiin.",
      "[session,stay] {audience} rentoutuvat meillä.",
    ],
    brand: [
      "{brand} vastaa kysymyksiin mielellään.",
      "{brand} jakaa kuulumisensa täällä.",
      "{brand} ottaa uudet asiakkaat vastaan ilman kiirettä.",
      "[goods] Jos et osaa päättää, {brand} auttaa valitsemaan.",
      "[order] Jos sinulla on toiveita, mainitse ne tilauksessa.",
      "[appointment,consultation,booking,job] Kerro etukäteen, mitä toivot.",
      "[session,stay] {brand} tarjoaa hetken rauhaa.",
    ],
  },
  tones: {
    professional: {
      leads: ["Kiitos mielenkiinnostasi.", "Hyvä, että löysit meidät."],
      titles: ["{brand}: {product}", "Esittelyssä {brand}"],
    },
    friendly: {
      leads: ["Hei sinä!", "Moi!"],
      titles: ["Moi, täällä {brand}", "{brand} – tervetuloa!"],
    },
    bold: {
      leads: ["Nyt mennään!", "Rohkeasti mukaan!"],
      titles: ["Tämä on {brand}", "Lähde mukaan: {brand}"],
    },
    trustworthy: {
      leads: ["Hyvä, että olet täällä.", "Kiitos, että pysähdyit hetkeksi."],
      titles: ["{brand} esittäytyy", "{brand} lyhyesti"],
    },
    creative: {
      leads: ["Katso tarkemmin.", "Pysähdy hetkeksi."],
      titles: ["{product} | {brand}", "Kurkista sisään: {brand}"],
    },
    luxury: {
      leads: ["Hidasta hetkeksi.", "Tervetuloa meille."],
      titles: ["{brand} esittäytyy", "{brand} – lämpimästi tervetuloa"],
    },
    playful: {
      leads: ["Psst!", "Heippa!"],
      titles: ["Psst, kiinnostaako {product}?", "Heippa, tässä {brand}"],
    },
    urgent: {
      leads: ["Älä odota.", "Miksi odottaa?"],
      titles: ["Älä odota: {brand}", "Aloita tänään: {brand}"],
    },
  },
  // The frames as written take a name ("Kiinnostaako Brewhaus Cold Brew?"); for the lexicon's partitive offer
  // (`plural`) they read "Etsitkö surffitunteja?", "Tarjoamme juustoja …", "Meiltä saat …"; the owner's phrase, whose
  // case is not known, takes none of them.
  agreement: [
    ["Kiinnostaako {product}", "Etsitkö {product}"],
    ["kiinnostaako {product}", "etsitkö {product}"],
    ["Meillä on tarjolla {product}", "Meillä on tarjolla {product}"],
    ["Meillä odottaa {product}", "Meiltä saat {product}"],
    ["meiltä saat {product}", "meiltä saat {product}"],
    ["Katso tämä: {product}", "Katso tämä, jos etsit {product}"],
    ["tilata meiltä {product}", "tilata meiltä {product}"],
    ["Tarjoamme {product}", "Tarjoamme {product}"],
    ["tarvitset {product}", "tarvitset {product}"],
    ["saavat meiltä {product}", "saavat meiltä {product}"],
    ["josta saat {product}", "josta saat {product}"],
    ["Palveluihimme kuuluu {product}", "Palveluihimme kuuluu {product}"],
    ["Luvassa on {product}", "Luvassa on {product}"],
    ["Tarjolla on {product}", "Tarjolla on {product}"],
    ["tarjolla on {product}", "tarjolla on {product}"],
    ["Teemme {product}", "Teemme {product}"],
  ],

  // A name, never the bank's noun: the channel ("| {brand}"), the owner's business ("nimeltä {brand}"), where the
  // noun would say "-mme" twice ("juustokauppamme: juustoja") or be spoken to as a guest ("Tallenna juustokauppamme").
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
    "Tallenna {brand}",
    "talteen: {brand}",
    "Tässä {brand}",
    "täältä: {brand}",
    "{brand}: kysy",
    "yritykseni: {brand}",
    "kuulumisia: {brand}",
    "{brand} -nimisen",
    "yrityksestäni: {brand}",
    "yritykseen {brand}",
    "{brand} sanoo moi",
    "{category} {brand}",
  ],
  // Whole sentences with a verb, never a bare "Parturi?" or "Surffikoulu mielessä?" nor a label before a colon
  // ("Yleinen sauna: …"): the category as people search for it is the subject ("Surffikoulu kiinnostaa?",
  // "Hammaslääkäri löytyy täältä: …"), and the rest names the brand or the audience, never the product, which often
  // repeats the category's word.
  pinterest: [
    "{category} {brand} kannattaa tallentaa.",
    "{category} {brand} kannattaa muistaa.",
    "{category} {brand} – pinnaa talteen.",
  ],
  reddit: [
    "Omistan {brand} -nimisen yrityksen, jossa tarjolla on {product}.",
    "Pyöritän pientä yritystä nimeltä {brand}.",
  ],
  pinterestLine: "Tallenna pinni myöhempää varten.",
  // A relative clause in the audience ("kaikki, jotka haluavat rentoutua") closes with a comma before the verb that
  // follows it.
  mends: [
    [
      "(, jo(?:tka|ita|ille|illa|iden|ihin|ista|nka|ka) [^,.!?:]+?) (saavat|löytävät|ovat|viihtyvät|poikkeavat|rentoutuvat|toivovat|kaipaavat|voivat|lämpimästi|tervetulleiksi)\\b",
      "$1, $2",
    ],
  ],
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
