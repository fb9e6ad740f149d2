import type { LanguageBank } from "./types";

export const fi: LanguageBank = {
  code: "fi",
  business: {
    restaurant: {
      noun: "keittiömme",
      benefit: "tuoreita makuja joka päivä",
      hashtags: ["ruoka", "hyvää ruokaa", "lähiruoka"],
    },
    retail: {
      noun: "kauppamme",
      benefit: "löytöjä, joista et halua luopua",
      hashtags: ["uutuudet", "shoppailu", "lahjaideat"],
    },
    services: {
      noun: "tiimimme",
      benefit: "asiantuntemusta silloin, kun sitä tarvitaan",
      hashtags: ["yrittäjyys", "pienyritys", "asiantuntija"],
    },
    healthcare: {
      noun: "vastaanottomme",
      benefit: "hoitoa, jossa sinä olet tärkein",
      hashtags: ["terveys", "hyvinvointi", "ennaltaehkäisy"],
    },
    beauty: {
      noun: "salonkimme",
      benefit: "hehkua, jonka ansaitset",
      hashtags: ["kauneus", "ihonhoito", "hemmottelu"],
    },
    technology: {
      noun: "alustamme",
      benefit: "työkaluja, jotka vain toimivat",
      hashtags: ["teknologia", "digitalisaatio", "tuottavuus"],
    },
    realEstate: {
      noun: "välitystoimistomme",
      benefit: "seuraava kotisi",
      hashtags: ["asuntokauppa", "unelmakoti", "kodinvaihto"],
    },
    education: {
      noun: "kurssimme",
      benefit: "osaamista, joka avaa ovia",
      hashtags: ["oppiminen", "koulutus", "elinikäinen oppiminen"],
    },
    fitness: {
      noun: "kuntosalimme",
      benefit: "lisää voimaa viikko viikolta",
      hashtags: ["treeni", "liikunta", "kuntosali"],
    },
    travel: {
      noun: "majoituksemme",
      benefit: "muistoja, jotka jäävät",
      hashtags: ["matkailu", "loma", "kotimaan matkailu"],
    },
    nonprofit: {
      noun: "yhdistyksemme",
      benefit: "todellista muutosta lähiyhteisössäsi",
      hashtags: ["vapaaehtoistyö", "hyväntekeväisyys", "yhdessä"],
    },
    other: {
      noun: "yrityksemme",
      benefit: "huolella tehtyä laatua",
      hashtags: ["tue paikallista", "pienyrittäjä", "laatu"],
    },
  },
  tones: {
    professional: {
      titles: ["Esittelyssä: {product}", "{product} – {benefit}", "{product} | {brand}"],
      bodies: [
        "{product} – {benefit}. Ammattitaidolla ja huolella. {cta}.",
        "Tervetuloa tutustumaan, {audience}: {product} – {benefit}. Tekijänä {brand}. {cta}.",
      ],
      cta: "Lue lisää",
    },
    friendly: {
      titles: ["Hei, tässä {product}!", "Tästä tykkäät: {product}", "Jotain kivaa sinulle: {product}"],
      bodies: [
        "Hei {audience}! Uutuus: {product}. Luvassa {benefit}. {cta}!",
        "Hyviä uutisia, {audience}! Nyt saatavilla: {product}. Tiedossa {benefit}. {cta}!",
      ],
      cta: "Tule käymään",
    },
    bold: {
      titles: ["{product}. Ei kompromisseja.", "Uusi suosikkisi: {product}", "Rohkeasti uutta: {product}"],
      bodies: [
        "Nyt se on täällä, {audience}: {product}. Tarjolla {benefit} – ilman kompromisseja. {cta}!",
        "Rohkea valinta, {audience}: {product}. Tuloksena {benefit}. {cta}!",
      ],
      cta: "Nappaa omasi nyt",
    },
    trustworthy: {
      titles: ["Luotettava valinta: {product}", "Luotettu kumppani: {brand}", "Laatua, johon voit luottaa: {product}"],
      bodies: [
        "Varma valinta, {audience}: {product} – {benefit}, joka ikinen kerta. {cta}.",
        "Ei suuria sanoja – vain {product} ja {benefit}. Takana ihmiset, jotka välittävät. {cta}.",
      ],
      cta: "Katso, miksi meihin luotetaan",
    },
    creative: {
      titles: ["Uusin silmin: {product}", "Kun mielikuvitus saa vallan: {product}", "Toisin tehty – {brand}"],
      bodies: [
        "Raikas näkökulma: {product}, mielikuvituksella toteutettu. Lopputuloksena {benefit}. {cta}.",
        "Ideasta todeksi, {audience}: {product}. Tavoitteena {benefit}. {cta}.",
      ],
      cta: "Anna inspiraation viedä",
    },
    luxury: {
      titles: ["Omaa luokkaansa: {product}", "Yksityiskohtien taidetta: {product}", "{product} – ylellisyyttä arkeen"],
      bodies: [
        "Parhaaseen tottuneille: {product}. Viimeistelty viimeistä yksityiskohtaa myöten. {cta}.",
        "Ylpeänä esittelemme: {product}. Tarjolla {benefit} – vaativaan makuun. {cta}.",
      ],
      cta: "Koe ero itse",
    },
    playful: {
      titles: ["Psst… uutuus: {product}!", "Uusi ihastuksesi: {product}", "Hauskuus uudelle tasolle: {product}"],
      bodies: [
        "Huomio, {audience}! Nyt saapui {product} – ja mukana {benefit}. {cta}!",
        "Varoitus, {audience}: {product} – saattaa aiheuttaa naurunryppyjä. Sivuvaikutuksena {benefit}. {cta}!",
      ],
      cta: "Lähde mukaan",
    },
    urgent: {
      titles: ["Älä missaa: {product}", "Viimeinen tilaisuus: {product}", "Nyt tai ei koskaan: {product}"],
      bodies: [
        "Nyt kannattaa toimia, {audience}: {product} – {benefit}. Aikaa on vähän. {cta}!",
        "Kello käy: {product} – {benefit}. Älä jää paitsi! {cta}!",
      ],
      cta: "Tilaa nyt",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
