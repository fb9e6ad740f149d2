import { francAll } from "franc";
import type { LanguageCode as Code } from "@common/languages";

/**
 * The language a short text (a brief: a product, an audience, a message) is written in, and whether that is a reading
 * or a guess. A brief is a few words long, far too short for trigram statistics alone (franc reads "Bicycle repair
 * service, same day" as French), so the reading goes:
 * 1. the script, where it names the language among the 20 (kana → Japanese, Hangul → Korean, Han → Chinese, …);
 * 2. for Latin script, the words each language uses often (its grammar words and the common words of a brief) and the
 *    letters only some languages write (ß, ñ, å, ł, ı, …), words that look like names (capitalised, not first) left out;
 * 3. franc's trigrams (restricted to the Latin-script languages among the 20) only to choose between languages that the
 *    words leave tied, and only for a text long enough to have trigrams.
 * When none of that is clear the answer is not confident, and the caller's fallback (the interface's language) stands:
 * a wrong guess would put the user's own words into another language's sentences.
 */
export interface DetectedLanguage {
  language: Code;
  confident: boolean;
}

/** franc's ISO 639-3 codes of the Latin-script languages among the 20 (Norwegian as Bokmål). */
const iso6393: Record<string, Code> = {
  eng: "en",
  spa: "es",
  fra: "fr",
  deu: "de",
  por: "pt",
  ita: "it",
  nld: "nl",
  pol: "pl",
  tur: "tr",
  swe: "sv",
  dan: "da",
  nob: "no",
  fin: "fi",
};
const latinOnly = Object.keys(iso6393);

/** Scripts that name their language outright among the 20 (kana first: Japanese writes Han too). */
const scripts: [RegExp, Code][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, "ja"],
  [/\p{Script=Hangul}/gu, "ko"],
  [/\p{Script=Han}/gu, "zh"],
  [/\p{Script=Arabic}/gu, "ar"],
  [/\p{Script=Hebrew}/gu, "he"],
  [/\p{Script=Devanagari}/gu, "hi"],
  [/\p{Script=Cyrillic}/gu, "ru"],
];

const list = (s: string) => new Set(s.split(/\s+/u).filter(Boolean));

/**
 * Words that show a Latin-script language: its grammar words (weighted 2: they show the sentence is in it) and common
 * words of small-business briefs (weighted 1). A word two languages share counts for both, so it decides nothing alone.
 */
const words: Partial<Record<Code, { grammar: Set<string>; common: Set<string> }>> = {
  en: {
    grammar: list(`the a an and or of to in on at for with from by your our my their its you we they it this that these
      those is are was be been has have who what which every all any some no not into over near about just than very
      more most so how why where when here there can will get got it's we're you're don't i i'm`),
    common:
      list(`shop store bakery bread cake cakes coffee tea bar cafe restaurant food fresh hot cold brew roasted baked
      daily weekly today tonight morning night day days week weekend month year time same new old open opening soon
      now local near nearby city town downtown neighbourhood neighborhood home house family families kids children
      parents mums moms dads women men people friends couples students beginners lovers fans owners workers
      professionals commuters locals visitors tourists customers clients everyone anyone busy young adults seniors
      handmade homemade made custom crafted artisan organic natural vegan healthy premium luxury vintage small batch
      batches repair repairs service services shop studio workshop class classes lesson lessons course courses session
      sessions training coaching help free sale discount offer deal price prices cheap delivery delivered order book
      booking call visit try buy get join sign up learn save shipping gift gifts box boxes set kit bike bikes bicycle
      car cars dog dogs pet pets cat cats hair salon nails skin skincare care beauty spa massage yoga fitness gym
      dance music piano guitar art photo photos photography wedding weddings party parties event events flowers plants
      garden candles candle soap jewelry jewellery rings ring clothes clothing shirts jackets shoes socks bags wine beer
      craft smoked grilled barbecue bbq sandwiches burgers pizza pasta sushi tacos coffee beans tax taxes accounting
      accountant lawyer insurance cleaning plumbing plumber electrician moving design designer designed furniture
      tables table chairs chair wood wooden ceramic ceramics pottery mugs glass leather cotton wool silk paper print
      prints books book online app software team teams business businesses office remote quick fast easy best great
      good quality lovers whole everything something special sunday monday weekends evenings lunch dinner breakfast
      brunch menu dishes drinks cocktails hand hands style styled affordable reliable friendly trusted certified
      experienced expert experts doors window windows roof heating cooling phone screen laptop computer`),
  },
  es: {
    grammar: list(`el la los las un una unos unas y o de del al en con para por sin sobre tu tus su sus nuestro nuestra
      nuestros nuestras que quien cada todo todos toda todas es son está están muy más como donde cuando este esta
      estos estas ese esa te nos les lo`),
    common: list(`tienda panadería pan pastel pasteles café cafetería comida fresco fresca frescos recién hecho hecha
      hechos hechas mano casa casera familia familias niños padres mujeres hombres gente amigos parejas estudiantes
      clientes vecinos barrio ciudad ciudades clases clase curso cursos taller servicio servicios reparación
      entrega envío gratis oferta descuento precio pedido pide reserva reservar compra comprar visita prueba
      nuevo nueva hoy mañana semana día días noche fin amantes dueños profesionales jóvenes principiantes
      flores plantas velas joyas ropa zapatos vino cerveza cocina carne pescado mesa mesas madera artesanal
      artesanales ecológico natural calidad mejor mejores abierto abrimos todos`),
  },
  fr: {
    grammar: list(`le la les un une des du de au aux et ou en dans avec pour par sans sur ton ta tes votre vos notre nos
      son sa ses leur leurs qui que chaque tout tous toute toutes est sont très plus comme où quand ce cette ces
      vous nous c'est d'un d'une l'`),
    common: list(`boutique boulangerie pain pâtisserie gâteau gâteaux café cuisine frais fraîche fraîches fait faits
      faite faites main maison famille familles enfants parents femmes hommes gens amis couples étudiants clients
      voisins quartier ville cours atelier ateliers service services réparation livraison gratuit gratuite offre
      remise prix commande commandez réservez réserver achetez visitez essayez nouveau nouvelle aujourd'hui demain
      semaine jour jours soir nuit amateurs passionnés propriétaires professionnels jeunes débutants fleurs plantes
      bougies bijoux vêtements chaussures vin bière viande poisson table tables bois artisanal artisanale artisanaux
      bio naturel naturelle qualité meilleur meilleure ouvert`),
  },
  de: {
    grammar: list(`der die das den dem des ein eine einen einem einer und oder von vom zu zum zur im in mit für auf aus
      bei nach ohne über dein deine deinen unser unsere unseren euer eure ihr ihre sie wir du ist sind sehr mehr wie
      wo wenn jeden jede jeder alle auch nicht noch nur schon`),
    common: list(`laden bäckerei brot brötchen kuchen torte kaffee frisch frische frischer gebacken handgemacht
      handgemachte hausgemacht hausgemachte familie familien kinder eltern frauen männer leute freunde paare
      studenten studierende kunden kundinnen nachbarn viertel kiez stadt kurs kurse werkstatt dienst service
      reparatur lieferung kostenlos gratis angebot rabatt preis bestellen bestellung buchen besuchen probieren kaufen
      neu neue neuer heute morgen woche tag tage abend nacht liebhaber besitzer berufstätige pendler junge anfänger
      blumen pflanzen kerzen schmuck kleidung schuhe wein bier fleisch fisch tisch tische holz keramik qualität
      beste geöffnet jetzt gleich`),
  },
  pt: {
    grammar: list(`o a os as um uma uns umas e ou de do da dos das no na nos nas em com para por sem sobre seu sua seus
      suas nosso nossa nossos nossas teu tua que quem cada todo todos toda todas é são está estão muito mais como
      onde quando este esta estes estas você vocês`),
    common: list(`loja padaria pão bolo bolos café comida fresco fresca frescos feito feita feitos feitas mão casa
      caseiro caseira família famílias crianças pais mulheres homens pessoas amigos casais estudantes clientes
      vizinhos bairro cidade aulas aula curso cursos oficina serviço serviços reparação conserto entrega grátis
      gratuito oferta desconto preço encomenda encomende reserve peça compre visite experimente novo nova hoje
      amanhã semana dia dias noite amantes donos profissionais jovens iniciantes principiantes flores plantas velas
      joias roupa sapatos vinho cerveja carne peixe mesa mesas madeira artesanal qualidade melhor aberto`),
  },
  it: {
    grammar: list(`il lo la i gli le un uno una e o di del dello della dei degli delle a al allo alla ai agli alle da
      dal dalla in nel nella con per su sul sulla tra fra tuo tua tuoi tue nostro nostra nostri nostre che chi ogni
      tutto tutti tutta tutte è sono molto più come dove quando questo questa questi queste ti ci vi`),
    common: list(`negozio panificio forno pane torta torte caffè cucina fresco fresca freschi fresche fatto fatta fatti
      fatte mano casa fatti famiglia famiglie bambini genitori donne uomini persone amici coppie studenti clienti
      vicini quartiere città corsi corso lezioni lezione laboratorio bottega servizio servizi riparazione consegna
      gratis gratuito gratuita offerta sconto prezzo ordina ordine prenota prenotare compra visita prova nuovo nuova
      oggi domani settimana giorno giorni sera notte amanti appassionati proprietari professionisti giovani
      principianti fiori piante candele gioielli vestiti scarpe vino birra carne pesce tavolo tavoli legno
      artigianale artigianali biologico naturale qualità migliore aperto`),
  },
  nl: {
    grammar: list(`de het een en of van voor met op in uit bij naar zonder over jouw je jij onze ons uw hun die dat wie
      wat elke elk alle ook niet nog is zijn zeer meer hoe waar wanneer deze dit we wij`),
    common: list(`winkel bakkerij brood taart taarten koffie vers verse gebakken handgemaakt handgemaakte
      huisgemaakt huisgemaakte gezin gezinnen kinderen ouders vrouwen mannen mensen vrienden stellen studenten
      klanten buren buurt stad cursus cursussen lessen werkplaats dienst service reparatie bezorging gratis
      aanbieding korting prijs bestel bestellen boek boeken bezoek probeer koop nieuw nieuwe vandaag morgen week dag
      dagen avond nacht liefhebbers eigenaren jonge beginners bloemen planten kaarsen sieraden kleding schoenen wijn
      bier vlees vis tafel tafels hout keramiek ambachtelijk kwaliteit beste open`),
  },
  pl: {
    grammar: list(`i w we z ze dla na do od po przy bez o twój twoja twoje twoich nasz nasza nasze naszych wasz wasza
      ich jego jej który która które kto co każdy każda każde wszystkie wszystko jest są bardzo więcej jak gdzie kiedy
      ten ta to te się nie już tylko pan pani państwo`),
    common: list(`sklep piekarnia chleb ciasto ciasta kawa kawiarnia jedzenie świeży świeża świeże pieczony ręcznie
      robione domowe rodzina rodziny dzieci rodzice kobiety mężczyźni ludzie przyjaciele pary studenci klienci
      sąsiedzi dzielnica miasto kurs kursy zajęcia lekcje warsztat warsztaty usługa usługi naprawa dostawa darmowa
      bezpłatna bezpłatny oferta rabat zniżka cena zamów zamówienie zarezerwuj umów kup odwiedź spróbuj nowy nowa
      nowe dziś dzisiaj jutro tydzień dzień dni wieczór noc miłośnicy właściciele profesjonaliści młodzi początkujący
      kwiaty rośliny świece biżuteria ubrania buty wino piwo mięso ryby stół stoły drewno rękodzieło jakość najlepszy
      otwarte firmy firm biuro księgowość konsultacja`),
  },
  tr: {
    grammar: list(`ve veya ile için bir her bu şu o da de ki ne kim en çok daha gibi nerede zaman sizin bizim senin
      siz biz sen ben tüm bütün değil var yok olan`),
    common: list(`dükkan dükkanı mağaza fırın ekmek pasta kahve kafe yemek taze el yapımı ev aile aileler çocuklar
      anneler kadınlar erkekler insanlar arkadaşlar çiftler öğrenciler müşteriler komşular mahalle şehir kurs kursu
      kursları ders dersleri atölye hizmet hizmeti tamir onarım teslimat ücretsiz bedava indirim fiyat sipariş
      rezervasyon ziyaret deneyin satın yeni bugün yarın hafta gün günler akşam gece sevenler sahipleri
      profesyoneller gençler yeni başlayanlar çiçek çiçekler bitkiler mumlar takı giyim ayakkabı şarap bira et balık
      masa masalar ahşap seramik kalite kaliteli en iyi açık`),
  },
  sv: {
    grammar: list(`och eller i på av för med till från om utan över din ditt dina vår vårt våra er ert era deras som
      vem vad varje alla också inte är var mycket mer hur där när den det denna detta de vi ni du en ett att`),
    common: list(`butik bageri bröd tårta tårtor kaffe kafé mat färsk färska färskt bakad bakat handgjord handgjorda
      hemgjord hemgjorda familj familjer barn föräldrar kvinnor män människor vänner par studenter kunder grannar
      kvarter stad kurs kurser lektioner verkstad tjänst tjänster reparation leverans gratis erbjudande rabatt pris
      beställ beställning boka besök prova köp ny nytt nya idag imorgon vecka dag dagar kväll natt älskare ägare
      unga nybörjare blommor växter ljus smycken kläder skor vin öl kött fisk bord trä keramik kvalitet bästa öppet`),
  },
  da: {
    grammar: list(`og eller i på af for med til fra om uden over din dit dine vores jeres deres som hvem hvad hver
      alle også ikke er var meget mere hvordan hvor når den det denne dette de vi i du en et at jer mig`),
    common: list(`butik bageri brød kage kager kaffe café mad frisk friske friskbagt bagt håndlavet håndlavede
      hjemmelavet hjemmelavede familie familier børn forældre kvinder mænd mennesker venner par studerende kunder
      naboer kvarter by kursus kurser undervisning værksted tjeneste service reparation levering gratis tilbud rabat
      pris bestil bestilling book besøg prøv køb ny nyt nye i dag i morgen uge dag dage aften nat elskere ejere unge
      begyndere blomster planter lys smykker tøj sko vin øl kød fisk bord borde træ keramik kvalitet bedste åbent`),
  },
  no: {
    grammar: list(`og eller i på av for med til fra om uten over din ditt dine vår vårt våre deres som hvem hva hver
      alle også ikke er var veldig mer hvordan hvor når den det denne dette de vi dere du en et å meg`),
    common: list(`butikk bakeri brød kake kaker kaffe kafé mat fersk ferske ferskt bakt håndlaget håndlagde
      hjemmelaget hjemmelagde familie familier barn foreldre kvinner menn mennesker venner par studenter kunder
      naboer nabolag by kurs kurset undervisning verksted tjeneste tjenester reparasjon levering gratis tilbud
      rabatt pris bestill bestilling bestill book besøk prøv kjøp ny nytt nye i dag i morgen uke dag dager kveld natt
      elskere eiere unge nybegynnere blomster planter lys smykker klær sko vin øl kjøtt fisk bord tre keramikk
      kvalitet beste åpent`),
  },
  fi: {
    grammar: list(`ja tai sekä kanssa ilman joka jokainen jokaiselle kaikki kaikille myös ei on ovat oli hyvin
      enemmän kuin miten missä kun tämä tämän nämä se ne me te sinä sinun meidän teidän heidän sinulle teille
      meille vain jo nyt`),
    common: list(`kauppa liike leipomo leipä kakku kakut kahvi kahvila ruoka tuore tuoreet tuoretta leivottu
      käsintehty käsintehdyt kotitekoinen perhe perheet perheille lapset lapsille vanhemmat naiset miehet ihmiset
      ystävät pariskunnat opiskelijat opiskelijoille asiakkaat asiakkaille naapurit kaupunki kurssi kurssit tunnit
      verstas palvelu palvelut korjaus korjaamo toimitus ilmainen ilmaiseksi tarjous alennus hinta tilaa tilaus
      varaa varaus käy kokeile osta uusi uudet tänään huomenna viikko päivä päivät ilta yö ystäville omistajat
      nuoret aloittelijat kukat kasvit kynttilät korut vaatteet kengät viini olut liha kala pöytä pöydät puu
      keramiikka laatu paras avoinna`),
  },
};

/** Letters only some of the Latin-script languages write: each counts once for each language that writes it. */
const letters: [RegExp, Code[]][] = [
  [/ß/u, ["de"]],
  [/[ñ¿¡]/u, ["es"]],
  [/[ãõ]/u, ["pt"]],
  [/[łąęśźżćń]/u, ["pl"]],
  [/[ığş]/u, ["tr"]],
  [/[æø]/u, ["da", "no"]],
  [/å/u, ["sv", "da", "no", "fi"]],
  [/[äö]/u, ["de", "sv", "fi", "tr"]],
  [/ü/u, ["de", "tr"]],
  [/[èùœ]/u, ["fr", "it"]],
  [/[êâîôûëïç]/u, ["fr", "pt", "tr"]],
  [/ì|ò/u, ["it"]],
];

/** Words are letters, marks and inner apostrophes ("it's", "l'atelier" stays one word and its parts count too). */
function wordsOf(text: string): { word: string; name: boolean }[] {
  const out: { word: string; name: boolean }[] = [];
  for (const sentence of text.split(/[.!?;:\n]+/u)) {
    const tokens = sentence.split(/[^\p{L}\p{M}'’-]+/u).filter((t) => /\p{L}/u.test(t));
    tokens.forEach((raw, i) => {
      const token = raw.replace(/’/gu, "'").replace(/^['-]+|['-]+$/gu, "");
      // A capitalised word inside a sentence reads as a name ("Café Noir", "Sakura"), unless it is wholly one
      // language's common word (German capitalises its nouns).
      const name = i > 0 && /^\p{Lu}/u.test(token);
      const word = token.toLocaleLowerCase();
      out.push({ word, name });
      for (const part of word.split(/['-]/u)) if (part && part !== word) out.push({ word: part, name });
    });
  }
  return out;
}

/** Per language: grammar words ×2, common words ×1, each distinct word once; then the letters only it writes. */
export function languageScores(text: string): Map<Code, number> {
  const tokens = wordsOf(text);
  const seen = new Set<string>();
  const score = new Map<Code, number>();
  const add = (code: Code, n: number) => score.set(code, (score.get(code) ?? 0) + n);
  for (const { word, name } of tokens) {
    if (seen.has(word)) continue;
    seen.add(word);
    for (const [code, w] of Object.entries(words) as [Code, { grammar: Set<string>; common: Set<string> }][]) {
      if (w.grammar.has(word)) add(code, name ? 1 : 2);
      else if (w.common.has(word)) add(code, 1);
    }
  }
  // Letters count from words that are not names: "Café Noir Berlin" says nothing about French.
  const plain = tokens
    .filter((t) => !t.name)
    .map((t) => t.word)
    .join(" ");
  for (const [re, codes] of letters) if (re.test(plain)) for (const c of codes) add(c, 1);
  // English writes none of those letters: a plain word with one is a word of another language.
  if (/[^\p{ASCII}]/u.test(plain.replace(/[^\p{L}]/gu, ""))) add("en", -1);
  return score;
}

/** Letters needed before franc's trigrams may choose between languages the words leave tied. */
const TRIGRAM_LETTERS = 24;
/** franc's lead (its scores are 0–1, the best 1) needed to choose between tied languages. */
const TRIGRAM_LEAD = 0.08;

/** The language of `text`; not confident (and then `fallback`) when the text does not show it clearly. */
export function detectLanguage(text: string, fallback: Code): DetectedLanguage {
  const unsure = { language: fallback, confident: false };
  const letterCount = text.match(/\p{L}/gu)?.length ?? 0;
  if (!letterCount) return unsure;

  // A script that names its language, when it writes a good part of the text (a Latin brand name may sit beside it).
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  let bestScript: [Code, number] | null = null;
  for (const [re, code] of scripts) {
    const n = text.match(re)?.length ?? 0;
    if (n && (!bestScript || n > bestScript[1])) bestScript = [code, n];
  }
  if (bestScript) {
    const kana = text.match(scripts[0]![0])?.length ?? 0;
    // Japanese writes Han and kana together: any kana beside Han is Japanese.
    const code = bestScript[0] === "zh" && kana > 0 ? "ja" : bestScript[0];
    const own = code === "ja" ? kana + (text.match(scripts[2]![0])?.length ?? 0) : bestScript[1];
    if (own * 3 >= latin) return { language: code, confident: true };
  }

  const ranked = [...languageScores(text)].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first) return unsure;
  const lead = first[1] - (second?.[1] ?? 0);
  // Two grammar words, or a grammar word and a common word, with nothing as strong beside them.
  if (first[1] >= 2 && lead >= 1) return { language: first[0], confident: true };
  if (lead > 0 || letterCount < TRIGRAM_LETTERS) return unsure;

  // A tie between languages that share words (Danish and Norwegian, Spanish and Portuguese): franc's trigrams decide
  // when they lead clearly among the tied ones.
  const tied = new Set(ranked.filter(([, n]) => n === first[1]).map(([c]) => c));
  const trigram = francAll(text, { only: latinOnly, minLength: 3 })
    .map(([code, score]) => [iso6393[code], score] as const)
    .filter(([code]) => code && tied.has(code));
  const [a, b] = trigram;
  if (a?.[0] && first[1] >= 2 && a[1] - (b?.[1] ?? 0) >= TRIGRAM_LEAD) return { language: a[0], confident: true };
  return unsure;
}
