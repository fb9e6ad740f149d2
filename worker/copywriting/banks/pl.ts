import type { LanguageBank } from "./types";

export const pl: LanguageBank = {
  code: "pl",
  business: {
    restaurant: { noun: "nasza kuchnia", benefit: "świeże smaki każdego dnia", hashtags: ["dobre jedzenie", "domowa kuchnia", "smacznego"] },
    retail: { noun: "nasz sklep", benefit: "rzeczy, które pokochasz", hashtags: ["kupuj lokalnie", "nowości", "zakupy"] },
    services: { noun: "nasz zespół", benefit: "fachowa pomoc, gdy jest potrzebna", hashtags: ["mała firma", "doradztwo", "usługi"] },
    healthcare: { noun: "nasza przychodnia", benefit: "opieka, w której jesteś najważniejszy", hashtags: ["zdrowie", "dobre samopoczucie", "profilaktyka"] },
    beauty: { noun: "nasz salon", benefit: "blask, na który zasługujesz", hashtags: ["pielęgnacja", "uroda", "piękna skóra"] },
    technology: { noun: "nasza platforma", benefit: "narzędzia, które po prostu działają", hashtags: ["technologia", "produktywność", "innowacje"] },
    realEstate: { noun: "nasze biuro", benefit: "miejsce, które nazwiesz domem", hashtags: ["nieruchomości", "dom marzeń", "mieszkanie"] },
    education: { noun: "nasze kursy", benefit: "umiejętności, które otwierają drzwi", hashtags: ["nauka", "edukacja", "rozwój"] },
    fitness: { noun: "nasza siłownia", benefit: "z każdym tygodniem silniejszy", hashtags: ["trening", "zdrowy styl życia", "sport"] },
    travel: { noun: "nasze noclegi", benefit: "podróże, które się pamięta", hashtags: ["podróże", "wypad", "wakacje"] },
    nonprofit: { noun: "nasza misja", benefit: "prawdziwa zmiana w twojej okolicy", hashtags: ["pomagamy", "społeczność", "wolontariat"] },
    other: { noun: "nasza firma", benefit: "coś zrobionego z sercem", hashtags: ["lokalny biznes", "wspieraj lokalnie", "jakość"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Poznaj: {product}"],
      bodies: ["{product} – dla odbiorców: {audience}. {benefit}. {cta}.", "{brand} – {product}. {benefit}. Dla odbiorców: {audience}. {cta}."],
      cta: "Dowiedz się więcej",
    },
    friendly: {
      titles: ["Cześć! Oto {product}", "Pokochasz to: {product}", "{brand} ma coś dla ciebie"],
      bodies: ["Cześć! Nowość od {brand}: {product}. {benefit}. {cta}!", "Dobra wiadomość – {product} już jest! {benefit}. {cta}!"],
      cta: "Wpadnij do nas",
    },
    bold: {
      titles: ["{product}. Bez kompromisów.", "{brand}: myśl na wielką skalę", "Twój nowy faworyt już jest"],
      bodies: ["To jest to: {product}. {benefit}, bez kompromisów. {cta}!", "Odważny wybór: {product} – {brand}. {benefit}. {cta}!"],
      cta: "Bierz teraz",
    },
    trustworthy: {
      titles: ["{brand}: zaufanie nie bez powodu", "Niezawodne: {product}", "Jakość, na której polegasz"],
      bodies: ["{brand} – {product}: {benefit}, za każdym razem. {cta}.", "Uczciwie i solidnie: {product}. {benefit}, od ludzi, którym zależy. {cta}."],
      cta: "Sprawdź, dlaczego nam ufają",
    },
    creative: {
      titles: ["{product} na nowo", "Tam, gdzie rodzą się pomysły: {product}", "Inaczej – {brand}"],
      bodies: ["Świeże spojrzenie: {product}. {benefit}, z wyobraźnią. {cta}.", "{brand} tworzy na nowo: {product}. {benefit}. {cta}."],
      cta: "Odkryj kolekcję",
    },
    luxury: {
      titles: ["Sztuka w każdym detalu: {product}", "{brand} – wyrafinowanie", "Wyjątkowe: {product}"],
      bodies: ["Dla wymagających: {product}. {benefit}, w każdym szczególe. {cta}.", "{brand} przedstawia: {product}. {benefit}, dla koneserów. {cta}."],
      cta: "Odkryj to doświadczenie",
    },
    playful: {
      titles: ["Psst… {product} już jest!", "Nowa miłość: {product}", "Zabawa na wyższym poziomie"],
      bodies: ["Uwaga! {product} od {brand} to {benefit}. {cta}!", "Ostrzeżenie: {product} wywołuje uśmiech. {benefit}. {cta}!"],
      cta: "Dołącz do zabawy",
    },
    urgent: {
      titles: ["Nie przegap: {product}", "Ostatnia szansa: {brand}", "Teraz albo nigdy: {product}"],
      bodies: ["{product} nie będzie czekać. {benefit} – do wyczerpania zapasów. {cta}!", "Czas ucieka: {product} – {brand}. {benefit}. {cta} jeszcze dziś!"],
      cta: "Zamów teraz",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
