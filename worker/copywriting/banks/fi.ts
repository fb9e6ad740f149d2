import type { LanguageBank } from "./types";

export const fi: LanguageBank = {
  code: "fi",
  business: {
    restaurant: { noun: "keittiömme", benefit: "tuoreita makuja joka päivä", hashtags: ["hyvää ruokaa", "kotiruoka", "ruokailo"] },
    retail: { noun: "kauppamme", benefit: "tuotteita, joista et halua luopua", hashtags: ["osta paikallista", "uutuudet", "ostokset"] },
    services: { noun: "tiimimme", benefit: "asiantuntija-apua silloin kun sitä tarvitaan", hashtags: ["pienyritys", "neuvonta", "asiantuntijapalvelut"] },
    healthcare: { noun: "klinikkamme", benefit: "hoitoa, jossa sinä olet tärkein", hashtags: ["terveys", "hyvinvointi", "ennaltaehkäisy"] },
    beauty: { noun: "salonkimme", benefit: "hehku, jonka ansaitset", hashtags: ["itsestä huolehtiminen", "kauneus", "ihonhoito"] },
    technology: { noun: "alustamme", benefit: "työkaluja, jotka yksinkertaisesti toimivat", hashtags: ["teknologia", "tuottavuus", "innovaatio"] },
    realEstate: { noun: "välitystoimistomme", benefit: "paikka, jota kutsua kodiksi", hashtags: ["asunnot", "unelmakoti", "asunnonosto"] },
    education: { noun: "kurssimme", benefit: "taitoja, jotka avaavat ovia", hashtags: ["oppiminen", "koulutus", "osaaminen"] },
    fitness: { noun: "kuntosalimme", benefit: "vahvempi viikko viikolta", hashtags: ["treeni", "terveellinen elämä", "urheilu"] },
    travel: { noun: "majoituksemme", benefit: "muistamisen arvoisia matkoja", hashtags: ["matkailu", "lomalle", "viikonloppumatka"] },
    nonprofit: { noun: "asiamme", benefit: "todellista muutosta lähelläsi", hashtags: ["vapaaehtoistyö", "yhteisö", "auttaminen"] },
    other: { noun: "yrityksemme", benefit: "huolella tehtyä", hashtags: ["paikallinen yritys", "tue paikallista", "laatu"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Tutustu: {product}"],
      bodies: ["{product} – {benefit}. Kenelle: {audience}. {cta}.", "{brand} esittelee: {product}. {benefit}. {cta}."],
      cta: "Lue lisää jo tänään",
    },
    friendly: {
      titles: ["Hei! Tässä {product}", "Tästä tulet pitämään: {product}", "{brand}: jotain sinulle"],
      bodies: ["Hei! Uutuus: {product}. {benefit}. {cta}!", "Hyviä uutisia – {product} on täällä! {benefit}. {cta}!"],
      cta: "Tule käymään",
    },
    bold: {
      titles: ["{product}. Ei yhtään vähempää.", "{brand}: ajattele isosti", "Uusi suosikkisi on täällä"],
      bodies: ["Nyt se on täällä: {product}. {benefit}, ilman kompromisseja. {cta}!", "Rohkea valinta: {product}. {brand}: {benefit}. {cta}!"],
      cta: "Nappaa omasi nyt",
    },
    trustworthy: {
      titles: ["{brand}: luotettu syystä", "Luotettava: {product}", "Laatua, johon voi luottaa"],
      bodies: ["{brand} – {product}: {benefit}, joka kerta. {cta}.", "Rehellisesti ja huolella: {product}. {benefit}, ihmisiltä, jotka välittävät. {cta}."],
      cta: "Katso, miksi meihin luotetaan",
    },
    creative: {
      titles: ["Uudelleen ajateltu: {product}", "Missä ideat kohtaavat: {product}", "Toisin tehty – {brand}"],
      bodies: ["Raikas näkökulma: {product}. {benefit}, mielikuvituksella. {cta}.", "{brand} ajattelee uudelleen: {product}. {benefit}. {cta}."],
      cta: "Tutustu mallistoon",
    },
    luxury: {
      titles: ["Yksityiskohtien taidetta: {product}", "{brand}: hienostuneisuutta", "Poikkeuksellinen: {product}"],
      bodies: ["Parasta odottaville: {product}. {benefit}, jokaista yksityiskohtaa myöten. {cta}.", "{brand} esittelee: {product}. {benefit}, vaativalle maulle. {cta}."],
      cta: "Koe itse",
    },
    playful: {
      titles: ["Psst… {product} on täällä!", "Uusi ihastuksesi: {product}", "Hauskuus nousi tasolle"],
      bodies: ["Huomio! {product} tarkoittaa: {benefit}. {cta}!", "Varoitus: {product} voi aiheuttaa hymyjä. {benefit}. {cta}!"],
      cta: "Tule mukaan",
    },
    urgent: {
      titles: ["Älä missaa: {product}", "Viimeinen tilaisuus: {brand}", "Nyt tai ei koskaan: {product}"],
      bodies: ["{product} ei odota. {benefit} – niin kauan kuin tavaraa riittää. {cta}!", "Aika loppuu: {product}. {brand}: {benefit}. {cta} jo tänään!"],
      cta: "Tilaa nyt",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
