import type { LanguageBank } from "./types";

export const pl: LanguageBank = {
  code: "pl",
  business: {
    restaurant: {
      noun: "nasza kuchnia",
      benefit: "świeże smaki każdego dnia",
      hashtags: ["pyszne jedzenie", "smacznego", "lokalne smaki"],
    },
    retail: {
      noun: "nasz sklep",
      benefit: "rzeczy, które od razu pokochasz",
      hashtags: ["zakupy", "nowości", "kupuj lokalnie"],
    },
    services: {
      noun: "nasz zespół",
      benefit: "fachowa pomoc, kiedy naprawdę jej potrzebujesz",
      hashtags: ["doradztwo", "przedsiębiorczość", "mała firma"],
    },
    healthcare: {
      noun: "nasz gabinet",
      benefit: "opieka, w której liczysz się Ty",
      hashtags: ["zdrowie", "profilaktyka", "dbaj o siebie"],
    },
    beauty: {
      noun: "nasz salon",
      benefit: "blask, na który zasługujesz",
      hashtags: ["uroda", "pielęgnacja", "czas dla siebie"],
    },
    technology: {
      noun: "nasza platforma",
      benefit: "narzędzia, które po prostu działają",
      hashtags: ["technologia", "innowacje", "cyfryzacja"],
    },
    realEstate: {
      noun: "nasze biuro nieruchomości",
      benefit: "miejsce, które nazwiesz domem",
      hashtags: ["nieruchomości", "dom marzeń", "nowe mieszkanie"],
    },
    education: {
      noun: "nasza szkoła",
      benefit: "wiedza, która otwiera drzwi",
      hashtags: ["nauka", "edukacja", "rozwój osobisty"],
    },
    fitness: {
      noun: "nasz klub",
      benefit: "więcej siły z każdym tygodniem",
      hashtags: ["trening", "siłownia", "zdrowy styl życia"],
    },
    travel: {
      noun: "nasz hotel",
      benefit: "podróże, które zostają w pamięci",
      hashtags: ["podróże", "urlop", "wypoczynek"],
    },
    nonprofit: {
      noun: "nasza fundacja",
      benefit: "prawdziwa zmiana w Twojej okolicy",
      hashtags: ["pomagamy", "wolontariat", "razem możemy więcej"],
    },
    other: {
      noun: "nasza firma",
      benefit: "coś zrobionego z sercem",
      hashtags: ["lokalna firma", "wspieraj lokalnie", "jakość"],
    },
  },
  tones: {
    professional: {
      titles: ["Przedstawiamy: {product}", "{product} – {benefit}", "{product} – poleca {brand}"],
      bodies: [
        "{product} – {benefit}. Fachowo, rzetelnie i z dbałością o szczegóły. {cta}.",
        "Z myślą o Tobie: {product} – {benefit}. Zaprasza {brand}. {cta}.",
      ],
      cta: "Dowiedz się więcej",
    },
    friendly: {
      titles: ["Cześć! Poznaj nowość: {product}", "Coś dla Ciebie: {product}", "Wpadnij! Zaprasza {brand}"],
      bodies: [
        "Hej, {audience}! Mamy nowość: {product}. W skrócie: {benefit}. {cta}!",
        "Dobra wiadomość: {product} – już u nas! A do tego: {benefit}. {cta}!",
      ],
      cta: "Wpadnij do nas",
    },
    bold: {
      titles: ["{product}. Bez kompromisów.", "Twój nowy faworyt: {product}", "Sięgnij po więcej: {product}"],
      bodies: [
        "To jest to, {audience}: {product}. Bez kompromisów: {benefit}. {cta}!",
        "Stawiasz na więcej? Oto {product} – {benefit}. Poleca {brand}. {cta}!",
      ],
      cta: "Spróbuj już dziś",
    },
    trustworthy: {
      titles: [
        "Zaufanie nie bez powodu: {brand}",
        "Sprawdzony wybór: {product}",
        "Jakość, na której polegasz: {product}",
      ],
      bodies: [
        "Dlaczego klienci nam ufają? To proste: {product} – {benefit}. Zawsze. {cta}.",
        "Bez wielkich słów: {product} od ludzi, którym naprawdę zależy. Nasza obietnica: {benefit}. {cta}.",
      ],
      cta: "Sprawdź, dlaczego nam ufają",
    },
    creative: {
      titles: ["{product} w nowej odsłonie", "Tu rodzą się pomysły: {product}", "Z wyobraźnią i pasją: {brand}"],
      bodies: [
        "Szczypta wyobraźni, świeże spojrzenie – i oto {product}. Efekt: {benefit}. {cta}.",
        "Zrobiliśmy to po swojemu, {audience}: {product}. Nasz cel: {benefit}. {cta}.",
      ],
      cta: "Daj się zainspirować",
    },
    luxury: {
      titles: ["Sztuka w każdym detalu: {product}", "Klasa sama w sobie: {product}", "Kunszt i elegancja – {brand}"],
      bodies: [
        "Dla najbardziej wymagających: {product}. Perfekcja w każdym szczególe. {cta}.",
        "Z dumą przedstawia {brand}: {product} – {benefit}. Dla prawdziwych koneserów. {cta}.",
      ],
      cta: "Poczuj różnicę",
    },
    playful: {
      titles: [
        "Psst… nowość: {product}!",
        "Miłość od pierwszego wejrzenia: {product}",
        "Robi się wesoło – zaprasza {brand}",
      ],
      bodies: [
        "Uwaga, {audience}! Oto {product}, czyli {benefit}. {cta}!",
        "Ostrzeżenie: możliwy uśmiech od ucha do ucha! Winowajca: {product}. Skutek uboczny: {benefit}. {cta}!",
      ],
      cta: "Dołącz do zabawy",
    },
    urgent: {
      titles: ["Nie przegap: {product}", "Ostatnia szansa: {product}", "Teraz albo nigdy: {product}"],
      bodies: [
        "Ostatni dzwonek, {audience}! {product} – {benefit}. Oferta ograniczona czasowo. {cta}!",
        "Czas ucieka: {product} tylko przez krótki czas. Zaprasza {brand}. {cta}!",
      ],
      cta: "Zamów teraz",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
