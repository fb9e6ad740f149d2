import type { LanguageBank } from "./types";

export const de: LanguageBank = {
  code: "de",
  business: {
    restaurant: { noun: "unsere Küche", benefit: "frische Aromen, täglich zubereitet", hashtags: ["Essen gehen", "regional genießen", "Genuss"] },
    retail: { noun: "unser Laden", benefit: "Lieblingsstücke zum Behalten", hashtags: ["lokal einkaufen", "Neuheiten", "Einkaufsbummel"] },
    services: { noun: "unser Team", benefit: "kompetente Hilfe, wenn es zählt", hashtags: ["Mittelstand", "Beratung", "Dienstleistung"] },
    healthcare: { noun: "unsere Praxis", benefit: "Versorgung, bei der Sie im Mittelpunkt stehen", hashtags: ["Gesundheit", "Wohlbefinden", "Vorsorge"] },
    beauty: { noun: "unser Studio", benefit: "der Glanz, den Sie verdienen", hashtags: ["Hautpflege", "Schönheit", "Auszeit"] },
    technology: { noun: "unsere Plattform", benefit: "Werkzeuge, die einfach funktionieren", hashtags: ["Digitalisierung", "Produktivität", "Innovation"] },
    realEstate: { noun: "unser Maklerbüro", benefit: "ein Ort zum Ankommen", hashtags: ["Immobilien", "Traumhaus", "Eigenheim"] },
    education: { noun: "unsere Kurse", benefit: "Wissen, das Türen öffnet", hashtags: ["Weiterbildung", "Lernen", "Bildung"] },
    fitness: { noun: "unser Studio", benefit: "jede Woche ein Stück stärker", hashtags: ["Training", "Sport", "gesund leben"] },
    travel: { noun: "unsere Unterkünfte", benefit: "Reisen, die in Erinnerung bleiben", hashtags: ["Reisen", "Fernweh", "Kurzurlaub"] },
    nonprofit: { noun: "unser Anliegen", benefit: "echte Veränderung vor Ort", hashtags: ["Ehrenamt", "Gemeinschaft", "Gutes tun"] },
    other: { noun: "unser Betrieb", benefit: "etwas, das mit Sorgfalt gemacht ist", hashtags: ["regional", "lokal kaufen", "Qualität"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Jetzt entdecken: {product}"],
      bodies: ["{product} für {audience}: {benefit}. {cta}.", "{brand} bietet {audience}: {product}. Dazu {benefit}. {cta}."],
      cta: "Jetzt informieren",
    },
    friendly: {
      titles: ["Darf ich vorstellen: {product}", "Das wird Ihnen gefallen: {product}", "{brand} hat etwas für Sie"],
      bodies: ["Hallo {audience}! Neu von {brand}: {product} – {benefit}. {cta}!", "Gute Nachrichten für {audience}: {product} ist da, mit {benefit}. {cta}!"],
      cta: "Schauen Sie vorbei",
    },
    bold: {
      titles: ["{product}. Punkt.", "Groß denken mit {brand}", "Ihr neuer Favorit ist da"],
      bodies: ["{audience}, jetzt gilt's: {product}. {benefit}, ohne Kompromisse. {cta}!", "Mutig, {audience}: {product} von {brand}. {benefit}. {cta}!"],
      cta: "Jetzt zugreifen",
    },
    trustworthy: {
      titles: ["{brand}: Vertrauen mit gutem Grund", "Verlässlich: {product}", "Qualität, auf die Sie zählen können"],
      bodies: ["{audience} vertrauen {brand}, wenn es um {product} geht: {benefit}, jedes Mal. {cta}.", "Ehrlich und solide für {audience}: {product}. {benefit}, von Menschen, denen es wichtig ist. {cta}."],
      cta: "Überzeugen Sie sich selbst",
    },
    creative: {
      titles: ["{product}, neu gedacht", "Wo Ideen entstehen: {product}", "Anders gemacht von {brand}"],
      bodies: ["Ein frischer Blick für {audience}: {product}. {benefit}, mit Fantasie gestaltet. {cta}.", "{brand} denkt {product} neu – für {audience}: {benefit}. {cta}."],
      cta: "Kollektion entdecken",
    },
    luxury: {
      titles: ["Die Kunst von {product}", "{brand}, vollendet", "Außergewöhnlich: {product}"],
      bodies: ["Für {audience} mit höchsten Ansprüchen: {product}. {benefit}, bis ins Detail. {cta}.", "{brand} präsentiert {product}: {benefit}, für den erlesenen Geschmack. {cta}."],
      cta: "Das Erlebnis entdecken",
    },
    playful: {
      titles: ["Psst… {product} ist da!", "Ihr neuer Schwarm: {product}", "Mehr Spaß geht nicht"],
      bodies: ["Achtung, {audience}! {product} von {brand} heißt: {benefit}. {cta}!", "Vorsicht: {product} macht gute Laune. {benefit} für {audience}. {cta}!"],
      cta: "Mitmachen",
    },
    urgent: {
      titles: ["Nicht verpassen: {product}", "Letzte Chance: {brand}", "Nur jetzt: {product}"],
      bodies: ["{audience}, {product} wartet nicht. {benefit} – solange der Vorrat reicht. {cta}!", "Die Zeit läuft für {product} von {brand}: {benefit}. {cta}, noch heute!"],
      cta: "Jetzt bestellen",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
