import type { LanguageBank } from "./types";

export const de: LanguageBank = {
  code: "de",
  business: {
    restaurant: {
      noun: "unsere Küche",
      benefit: "Genuss, jeden Tag frisch zubereitet",
      hashtags: ["hausgemacht", "essen gehen", "lecker"],
    },
    retail: {
      noun: "unser Laden",
      benefit: "Lieblingsstücke, die bleiben",
      hashtags: ["kauf lokal", "Neuheiten", "Geschenkidee"],
    },
    services: {
      noun: "unser Büro",
      benefit: "Kompetenz, wenn es darauf ankommt",
      hashtags: ["Beratung", "Mittelstand", "Unternehmer"],
    },
    healthcare: {
      noun: "unsere Praxis",
      benefit: "Versorgung mit Herz und Verstand",
      hashtags: ["Gesundheit", "Vorsorge", "Wohlbefinden"],
    },
    beauty: {
      noun: "unser Salon",
      benefit: "Pflege, die man sieht und spürt",
      hashtags: ["Hautpflege", "Kosmetik", "Zeit für mich"],
    },
    technology: {
      noun: "unsere Plattform",
      benefit: "Werkzeuge, die einfach funktionieren",
      hashtags: ["Digitalisierung", "Innovation", "Produktivität"],
    },
    realEstate: {
      noun: "unser Maklerbüro",
      benefit: "Wohnträume, die wahr werden",
      hashtags: ["Immobilien", "Traumhaus", "Eigenheim"],
    },
    education: {
      noun: "unsere Akademie",
      benefit: "Wissen, das Türen öffnet",
      hashtags: ["Weiterbildung", "lebenslanges Lernen", "Bildung"],
    },
    fitness: {
      noun: "unser Sportstudio",
      benefit: "Woche für Woche mehr Kraft",
      hashtags: ["Sport", "Bewegung", "gesund leben"],
    },
    travel: {
      noun: "unser Haus",
      benefit: "Auszeiten, die in Erinnerung bleiben",
      hashtags: ["Fernweh", "Reiselust", "Kurzurlaub"],
    },
    nonprofit: {
      noun: "unser Verein",
      benefit: "Veränderung, die vor Ort ankommt",
      hashtags: ["Ehrenamt", "Gemeinschaft", "Gutes tun"],
    },
    other: {
      noun: "unser Betrieb",
      benefit: "Qualität mit Liebe zum Detail",
      hashtags: ["Qualität", "regional", "Liebe zum Detail"],
    },
  },
  tones: {
    professional: {
      titles: ["Entdecken Sie {product}", "{product}: {benefit}", "{product} – überzeugend in jedem Detail"],
      bodies: [
        "{product} für {audience}: {benefit}. Mit Sorgfalt und Sachverstand umgesetzt. {cta}.",
        "Für {audience} hat {brand} das Richtige: {product} – {benefit}. {cta}.",
      ],
      cta: "Jetzt informieren",
    },
    friendly: {
      titles: [
        "Das wird dir gefallen: {product}",
        "Darf ich vorstellen: {product}",
        "Schau mal, was {brand} für dich hat",
      ],
      bodies: [
        "Hallo {audience}! Neu bei uns: {product} – {benefit}. {cta}!",
        "Gute Nachrichten für {audience}: Ab sofort gibt es {product}. Das Beste daran: {benefit}. {cta}!",
      ],
      cta: "Schau gleich vorbei",
    },
    bold: {
      titles: ["{product}. Punkt.", "Trau dich: {product}", "Jetzt zeigt {brand}, was geht"],
      bodies: [
        "Keine halben Sachen, {audience}: {product}. {benefit} – ohne Kompromisse. {cta}!",
        "Zeit für den nächsten Schritt, {audience}: {product}. Dein Vorteil: {benefit}. {cta}!",
      ],
      cta: "Jetzt zuschlagen",
    },
    trustworthy: {
      titles: [
        "{product} – darauf ist Verlass",
        "Qualität, auf die Sie zählen können",
        "Ihr verlässlicher Partner: {brand}",
      ],
      bodies: [
        "Was wir versprechen, halten wir: {product} für {audience}. Unser Anspruch: {benefit}. {cta}.",
        "Ehrlich, solide, persönlich: {product} für {audience} – von Menschen, denen Qualität am Herzen liegt. {cta}.",
      ],
      cta: "Überzeugen Sie sich selbst",
    },
    creative: {
      titles: ["{product}, neu gedacht", "Wo Ideen lebendig werden: {product}", "Hier denkt {brand} um die Ecke"],
      bodies: [
        "Ein frischer Blick für {audience}: {product}. Das Ergebnis: {benefit}. {cta}.",
        "Mit Fantasie und Können macht {brand} aus {product} etwas Neues – für {audience}. {cta}.",
      ],
      cta: "Lass dich inspirieren",
    },
    luxury: {
      titles: ["Exklusiv: {product}", "{product}, in Vollendung", "Das Besondere hat einen Namen: {product}"],
      bodies: [
        "Für {audience} mit höchsten Ansprüchen: {product}. {benefit} – bis ins kleinste Detail. {cta}.",
        "Mit Stolz präsentiert {brand}: {product} – für den besonderen Anspruch. {cta}.",
      ],
      cta: "Erleben Sie den Unterschied",
    },
    playful: {
      titles: [
        "Psst… kennst du schon {product}?",
        "Liebe auf den ersten Blick: {product}",
        "Achtung, Suchtgefahr: {product}",
      ],
      bodies: [
        "Aufgepasst, {audience}! Auf dem Programm: {product}. Nebenwirkungen: {benefit}. {cta}!",
        "Kleiner Hinweis für {audience}: Mit {product} ist gute Laune vorprogrammiert. Versprochen! {cta}!",
      ],
      cta: "Sei dabei",
    },
    urgent: {
      titles: ["Nicht verpassen: {product}", "Letzte Chance: {product}", "Jetzt oder nie: {product}"],
      bodies: [
        "Schnell sein lohnt sich, {audience}: {product} gibt es nur für kurze Zeit. {cta}!",
        "Nur noch wenige Tage! {product} für {audience}: {benefit}. {cta}!",
      ],
      cta: "Jetzt sichern",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
