import type { LanguageCode } from "@common/languages";

/**
 * 'Ask AI to Improve' read as intents (issue 27): what the user asks for, in any of the 20 languages, as a list of
 * things the phrase library knows how to do to copy. A compound request ("make it shorter and more urgent, and mention
 * free delivery") gives several intents; a part of it that maps to none is handed back in `unmapped`, to be said in
 * the answer's "could not", and never written into the copy. Pure: no bindings, no randomness.
 */

/** Changes of style or length; each has its opposite ("less urgent" is calmer). */
export type StyleIntent = "shorter" | "longer" | "urgent" | "calm" | "formal" | "casual" | "emoji" | "noEmoji";

/** Which of the card's fields a part of the request names; absent: the intent's usual fields. */
export type IntentScope = "titles" | "bodies";

export type ImproveIntent =
  | { kind: StyleIntent; scope?: IntentScope }
  | {
      kind: "mention" | "remove";
      /** The words to mention or remove, as the user wrote them (quotes and filler words taken off). */
      what: string;
      /** The language those words are written in (the language of the verb that asked for them). */
      language: LanguageCode;
      scope?: IntentScope;
    };

export interface ReadRequest {
  intents: ImproveIntent[];
  /** Parts of the request no intent covers, trimmed, as the user wrote them. */
  unmapped: string[];
}

const opposite: Record<StyleIntent, StyleIntent> = {
  shorter: "longer",
  longer: "shorter",
  urgent: "calm",
  calm: "urgent",
  formal: "casual",
  casual: "formal",
  emoji: "noEmoji",
  noEmoji: "emoji",
};

/** A word start in scripts that put spaces between words (nothing is looked for inside a word). */
const START = "(?<![\\p{L}\\p{M}\\p{N}])";
/** Where a word ends. */
const END = "(?![\\p{L}\\p{M}\\p{N}])";
/**
 * Stems that must start a word (Latin, Cyrillic…), and end one too when `whole` or written with a final "$"; entries
 * in other scripts are matched anywhere.
 */
const words = (stems: string[], whole = false) =>
  stems
    .map((raw) => {
      const s = raw.replace(/\$$/u, "");
      const end = whole || raw.endsWith("$") ? END : "";
      return /^[\p{Script=Latin}\p{Script=Cyrillic}\s'’«»-]+$/u.test(s)
        ? `${START}${s.replace(/\s+/g, "\\s+")}${end}`
        : s.replace(/\s+/g, "\\s*");
    })
    .join("|");
const re = (stems: string[], whole = false) => new RegExp(words(stems, whole), "iu");

/**
 * The phrasings of each style change, natively, in the ten languages covered in full (en es de fr pt ja ar hi zh ru),
 * then the common words of the other ten. Order matters where one phrasing holds another: "informal" is tried before
 * "formal", "calmer" before "urgent", and what one intent matched is blanked before the next is tried.
 */
const STYLE: [StyleIntent, RegExp][] = [
  [
    "casual",
    re([
      // en
      "casual",
      "informal",
      "friendl",
      "conversational",
      "laid-back",
      "laid back",
      "chatty",
      "less formal",
      "less stiff",
      // es
      "cercan",
      "desenfadad",
      "amistos",
      "amigable",
      "coloquial",
      "tutea",
      "tutéa",
      "de tú",
      "menos formal",
      // de
      "locker",
      "lässig",
      "informell",
      "freundlich",
      "duzen",
      "duz",
      "du-form",
      "persönlicher",
      "weniger förmlich",
      "weniger formell",
      // fr
      "décontract",
      "familier",
      "informel",
      "amical",
      "tutoie",
      "tutoyer",
      "moins formel",
      "plus détendu",
      // pt
      "descontraíd",
      "descontraid",
      "amigável",
      "trate por você",
      "menos formal",
      // it, nl, pl, sv, da, no, fi, tr
      "colloquiale",
      "amichevole",
      "dai del tu",
      "informeel",
      "losser",
      "je-vorm",
      "nieformaln",
      "luźn",
      "na ty",
      "avslappnad",
      "vardaglig",
      "uformel",
      "afslappet",
      "avslappet",
      "rento",
      "epämuodollis",
      "tuttavallis",
      "samimi",
      "gündelik",
      "resmi olmayan",
      // ru
      "неформальн",
      "непринуждённ",
      "непринужденн",
      "дружелюбн",
      "разговорн",
      "на «ты»",
      "на ты",
      "попроще",
      // ja, zh, ko
      "カジュアル",
      "くだけた",
      "親しみ",
      "フランク",
      "タメ口",
      "気軽",
      "随意",
      "轻松",
      "口语",
      "亲切",
      "随和",
      "캐주얼",
      "친근",
      "반말",
      "편하게",
      // ar, hi, he
      "غير رسمي",
      "ودي",
      "ودود",
      "عفوي",
      "أقل رسمية",
      "अनौपचारिक",
      "दोस्ताना",
      "कैज़ुअल",
      "कैजुअल",
      "לא רשמי",
      "קליל",
      "ידידותי",
    ]),
  ],
  [
    "calm",
    re([
      "calm",
      "relax",
      "gentle",
      "gentler",
      "softer",
      "less pushy",
      "less urgent",
      "less salesy",
      "not pushy",
      "tone it down",
      "tone down",
      "quieter",
      "low-key",
      "no pressure",
      // es
      "tranquil",
      "calmad",
      "seren",
      "sosegad",
      "suave",
      "relajad",
      "menos urgente",
      "menos agresiv",
      "sin prisa",
      // de
      "ruhiger",
      "ruhig",
      "gelassen",
      "entspannt",
      "sanfter",
      "weniger aufdringlich",
      "weniger dringend",
      "weniger drängend",
      // fr
      "calme",
      "apais",
      "plus doux",
      "plus douce",
      "moins insistant",
      "moins urgent",
      "posé",
      "serein",
      // pt
      "calm",
      "tranquil",
      "sereno",
      "menos insistente",
      "menos urgente",
      // it, nl, pl, sv, da, no, fi, tr
      "calmo",
      "pacat",
      "rustiger",
      "kalmer",
      "spokojn",
      "lugn",
      "rolig",
      "rauhallis",
      "sakin",
      // ru
      "спокойн",
      "мягче",
      "мягк",
      "менее срочн",
      "без давления",
      // ja, zh, ko
      "落ち着い",
      "穏やか",
      "控えめ",
      "やわらか",
      "柔らか",
      "急かさない",
      "平静",
      "冷静",
      "温和",
      "舒缓",
      "柔和",
      "平和",
      "차분",
      "부드럽",
      "잔잔",
      // ar, hi, he
      "هادئ",
      "أهدأ",
      "بهدوء",
      "أقل إلحاح",
      "शांत",
      "सौम्य",
      "नरम",
      "רגוע",
      "רך",
    ]),
  ],
  [
    "shorter",
    re([
      "short",
      "concise",
      "brief",
      "trim",
      "tighten",
      "tighter",
      "fewer words",
      "cut it down",
      "cut down",
      "condense",
      "less wordy",
      "punchier",
      // es
      "corto",
      "corta",
      "acorta",
      "breve",
      "concis",
      "resum",
      "reduce",
      "menos texto",
      // de
      "kürzer",
      "kürze",
      "kürzen",
      "knapper",
      "knapp",
      "prägnant",
      // fr
      "court",
      "raccourci",
      "concis",
      "plus bref",
      "plus brève",
      // pt
      "curto",
      "encurt",
      "enxut",
      "resuma",
      // it, nl, pl, sv, da, no, fi, tr
      "più breve",
      "accorcia",
      "korter",
      "inkorten",
      "krótsz",
      "krócej",
      "skróć",
      "kortare",
      "korta ner",
      "kortere",
      "forkort",
      "lyhye",
      "lyhennä",
      "lyhyt",
      "kısa",
      "kısalt",
      // ru
      "короче",
      "сократи",
      "сократите",
      "кратк",
      "лаконичн",
      "сжать",
      "сожми",
      // ja, zh, ko
      "短く",
      "短め",
      "簡潔",
      "短縮",
      "コンパクト",
      "短一点",
      "短一些",
      "更短",
      "简短",
      "缩短",
      "精简",
      "简洁",
      "짧게",
      "짧고",
      "줄여",
      "간결",
      // ar, hi, he
      "أقصر",
      "اختصر",
      "مختصر",
      "اختصار",
      "छोटा",
      "छोटी",
      "संक्षिप्त",
      "कम शब्द",
      "קצר",
    ]),
  ],
  [
    "longer",
    re([
      "longer",
      "more detail",
      "expand",
      "elaborate",
      "lengthen",
      "more words",
      "flesh out",
      "more text",
      // es
      "más largo",
      "más larga",
      "alarga",
      "amplía",
      "amplia",
      "más detalle",
      "desarroll",
      "extiende",
      // de
      "länger",
      "ausführlich",
      "erweiter",
      "mehr details",
      "mehr text",
      // fr
      "plus long",
      "plus longue",
      "développe",
      "allonge",
      "détaill",
      "étoffe",
      // pt
      "mais longo",
      "mais longa",
      "alongue",
      "amplie",
      "mais detalh",
      "expanda",
      // it, nl, pl, sv, da, no, fi, tr
      "più lungo",
      "allunga",
      "langer",
      "uitgebreid",
      "dłuższ",
      "dłużej",
      "rozwiń",
      "längre",
      "længere",
      "lengre",
      "pidemm",
      "pidennä",
      "uzun",
      "uzat",
      "detaylı",
      // ru
      "длиннее",
      "подробнее",
      "подробн",
      "расширь",
      "удлини",
      // ja, zh, ko
      "長く",
      "長め",
      "詳しく",
      "膨らま",
      "长一点",
      "长一些",
      "更长",
      "加长",
      "详细",
      "扩写",
      "길게",
      "자세히",
      "늘려",
      // ar, hi, he
      "أطول",
      "وسّع",
      "وسع",
      "بالتفصيل",
      "فصّل",
      "लंबा",
      "लम्बा",
      "विस्तार",
      "ארוך",
      "הרחב",
    ]),
  ],
  [
    "urgent",
    re([
      "urgen",
      "hurry",
      "act now",
      "fomo",
      "pressing",
      "time-sensitive",
      "push harder",
      "pushier",
      "more compelling",
      // es
      "urgente",
      "urgencia",
      "prisa",
      "apremi",
      // de
      "dringend",
      "dringlich",
      "eilig",
      "drängend",
      "mehr druck",
      // fr
      "urgent",
      "urgence",
      "pressant",
      // pt
      "urgente",
      "urgência",
      // it, nl, pl, sv, da, no, fi, tr
      "urgenza",
      "pilne",
      "pilniej",
      "pilność",
      "brådskande",
      "angelägen",
      "hastende",
      "presserende",
      "haster",
      "kiireelli",
      "acil",
      // ru
      "срочн",
      "настойчив",
      "безотлагательн",
      // ja, zh, ko
      "緊急",
      "急ぎ",
      "今すぐ",
      "切迫",
      "急いで",
      "紧迫",
      "紧急",
      "急迫",
      "迫切",
      "긴급",
      "시급",
      "급하게",
      // ar, hi, he
      "عاجل",
      "إلحاح",
      "الحاح",
      "ملحّ",
      "ملح",
      "تحفيز",
      "तत्काल",
      "तुरंत",
      "अर्जेंट",
      "जरूरी",
      "ज़रूरी",
      "דחוף",
      "דחיפות",
    ]),
  ],
  [
    "formal",
    re([
      "formal",
      "professional",
      "polite",
      "business-like",
      "businesslike",
      "serious",
      "corporate",
      "less casual",
      // es
      "formal",
      "usted",
      "profesional",
      "seri",
      // de
      "formell",
      "förmlich",
      "siezen",
      "sie-form",
      "professionell",
      "seriös",
      "seriöser",
      // fr
      "formel",
      "soutenu",
      "vouvoie",
      "vouvoyer",
      "professionnel",
      "sérieu",
      // pt
      "profissional",
      "sério",
      "séria",
      // it, nl, pl, sv, da, no, fi, tr
      "formale",
      "professionale",
      "dai del lei",
      "formeel",
      "zakelijk",
      "u-vorm",
      "formaln",
      "oficjaln",
      "profesjonaln",
      "formell",
      "formel",
      "muodollis",
      "asiallis",
      "resmi",
      "profesyonel",
      // ru
      "официальн",
      "формальн",
      "деловой",
      "делов",
      "на «вы»",
      "на вы",
      "солидн",
      // ja, zh, ko
      "フォーマル",
      "丁寧",
      "敬語",
      "改まった",
      "ビジネス",
      "正式",
      "专业",
      "礼貌",
      "书面",
      "격식",
      "공손",
      "존댓말",
      "정중",
      // ar, hi, he
      "رسمي",
      "رسمية",
      "احترافي",
      "مهني",
      "औपचारिक",
      "पेशेवर",
      "רשמי",
      "פורמלי",
      "מקצועי",
    ]),
  ],
];

/** The word for emoji in the 20 languages. */
const EMOJI = re([
  "emojis",
  "emoji",
  "emoticons",
  "emoticon",
  "smileys",
  "smiley",
  "emojі",
  "эмодзи",
  "эмоджи",
  "смайл",
  "絵文字",
  "顔文字",
  "表情",
  "이모지",
  "이모티콘",
  "إيموجي",
  "ايموجي",
  "رموز تعبيرية",
  "الرموز التعبيرية",
  "इमोजी",
  "אימוג'י",
  "אימוג׳י",
  "סמיילי",
]);

/** Words that turn "emoji" into "no emoji". */
const NO_EMOJI = re([
  "no$",
  "without",
  "remove",
  "drop$",
  "delete",
  "fewer",
  "less$",
  "lose$",
  "strip",
  "get rid",
  "take out",
  "don't use",
  "do not use",
  "sin$",
  "quita",
  "elimina",
  "borra",
  "menos$",
  "ohne$",
  "keine$",
  "entfern",
  "weg$",
  "sans$",
  "enlève",
  "supprime",
  "retire",
  "pas d",
  "sem$",
  "remov",
  "tira$",
  "senza",
  "togli",
  "rimuovi",
  "zonder",
  "geen$",
  "verwijder",
  "bez$",
  "usuń",
  "без",
  "убери",
  "удали",
  "не используй",
  "なし",
  "無し",
  "なくし",
  "消し",
  "削除",
  "外し",
  "使わない",
  "不要",
  "いらない",
  "不要",
  "去掉",
  "删除",
  "删掉",
  "去除",
  "别用",
  "없이",
  "빼",
  "삭제",
  "제거",
  "없애",
  "بدون",
  "بلا",
  "احذف",
  "أزل",
  "دون",
  "बिना",
  "हटा",
  "olmadan",
  "kaldır",
  "sil$",
  "emojisiz",
  "utan$",
  "ta bort",
  "uden$",
  "fjern",
  "uten$",
  "ilman$",
  "poista",
  "בלי",
  "ללא",
  "הסר",
  "תוריד",
]);

/** "less"/"fewer"/"not so" just before a style word: the opposite change ("less formal" is more casual). */
const LESS = new RegExp(
  `${START}(?:less|not so|not as|menos|weniger|nicht so|moins|meno|minder|mniej|менее|не так|daha az|mindre|vähemmän|פחות|أقل)\\s*$`,
  "iu",
);

/** What names the titles or the bodies. */
const TITLES = re([
  "title",
  "headline",
  "heading",
  "título",
  "titular",
  "titel",
  "überschrift",
  "schlagzeile",
  "titre",
  "titolo",
  "kop$",
  "tytuł",
  "nagłówek",
  "заголов",
  "タイトル",
  "見出し",
  "제목",
  "标题",
  "標題",
  "عنوان",
  "العنوان",
  "शीर्षक",
  "başlık",
  "rubrik",
  "overskrift",
  "otsikko",
  "כותרת",
]);
const BODIES = re([
  "body",
  "bodies",
  "text",
  "description",
  "paragraph",
  "cuerpo",
  "texto",
  "descripción",
  "fließtext",
  "texte",
  "corps",
  "corpo",
  "testo",
  "tekst",
  "treść",
  "текст",
  "本文",
  "テキスト",
  "본문",
  "正文",
  "文案",
  "النص",
  "نص",
  "टेक्स्ट",
  "metin",
  "brödtext",
  "brødtekst",
  "leipäteksti",
  "גוף",
  "טקסט",
]);

/**
 * A verb that asks to mention or remove something, in one language, with where its object stands: after it
 * ("mention X"), before it ("Xについて触れて", "X हटाएँ"), or inside it (`obj` group: "füge X hinzu").
 */
interface ObjectVerb {
  kind: "mention" | "remove";
  language: LanguageCode;
  re: RegExp;
  side: "after" | "before" | "group";
  /** A weak verb ("add") gives way to a style change it names ("add urgency" is urgent, not a mention). */
  weak?: boolean;
}

const after = (kind: ObjectVerb["kind"], language: LanguageCode, stems: string[], weak = false): ObjectVerb => ({
  kind,
  language,
  re: new RegExp(`(?:${words(stems, true)})\\s*[:：]?\\s*`, "iu"),
  side: "after",
  weak,
});
const before = (kind: ObjectVerb["kind"], language: LanguageCode, stems: string[], weak = false): ObjectVerb => ({
  kind,
  language,
  re: new RegExp(`\\s*(?:${stems.join("|")})`, "iu"),
  side: "before",
  weak,
});
const around = (kind: ObjectVerb["kind"], language: LanguageCode, source: string): ObjectVerb => ({
  kind,
  language,
  re: new RegExp(source, "iu"),
  side: "group",
});

/** Removal first: "don't mention X" is a removal, not a mention. */
const VERBS: ObjectVerb[] = [
  // Removal.
  after("remove", "en", [
    "don't mention",
    "do not mention",
    "stop mentioning",
    "no longer mention",
    "remove",
    "delete",
    "take out",
    "leave out",
    "get rid of",
    "drop",
    "strip out",
    "cut out",
  ]),
  around("remove", "en", `^(?:and\\s+)?without\\s+(?<obj>.+)$`),
  after("remove", "es", ["no menciones", "no mencionar", "quita", "quitar", "elimina", "eliminar", "borra", "saca"]),
  around("remove", "es", `^(?:y\\s+)?sin\\s+(?<obj>.+)$`),
  around("remove", "de", `${START}(?:nimm|lass)\\s+(?<obj>.+?)\\s+(?:raus|heraus|weg)${"(?![\\p{L}])"}`),
  after("remove", "de", ["erwähne nicht", "entferne", "entfernen", "streiche", "streichen", "lösche", "löschen"]),
  around("remove", "de", `^(?:und\\s+)?ohne\\s+(?<obj>.+)$`),
  after("remove", "fr", [
    "ne mentionne pas",
    "ne parle pas de",
    "enlève",
    "enlever",
    "supprime",
    "supprimer",
    "retire",
  ]),
  around("remove", "fr", `^(?:et\\s+)?sans\\s+(?<obj>.+)$`),
  after("remove", "pt", ["não mencione", "não mencionar", "remova", "remove", "tire", "retire", "apague", "elimine"]),
  around("remove", "pt", `^(?:e\\s+)?sem\\s+(?<obj>.+)$`),
  after("remove", "it", ["non menzionare", "rimuovi", "togli", "elimina", "cancella"]),
  after("remove", "nl", ["verwijder", "schrap"]),
  around("remove", "nl", `${START}haal\\s+(?<obj>.+?)\\s+weg(?![\\p{L}])`),
  after("remove", "pl", ["nie wspominaj o", "usuń", "wytnij"]),
  after("remove", "ru", ["не упоминай", "не упоминайте", "убери", "уберите", "удали", "удалите", "вычеркни"]),
  around("remove", "ru", `^(?:и\\s+)?без\\s+(?<obj>.+)$`),
  after("remove", "sv", ["ta bort", "stryk"]),
  after("remove", "da", ["fjern", "slet"]),
  after("remove", "no", ["fjern", "slett"]),
  after("remove", "fi", ["poista"]),
  after("remove", "zh", ["不要提到", "不要提", "别提", "删除", "删掉", "去掉", "去除", "拿掉"]),
  after("remove", "ar", ["لا تذكر", "احذف", "إحذف", "أزل", "ازل", "اِحذف"]),
  after("remove", "he", ["הסר", "מחק", "תוריד", "תמחק"]),
  before("remove", "ja", [
    "を削除",
    "を消して",
    "を消す",
    "を外して",
    "を取って",
    "を取り除",
    "はいらない",
    "は要らない",
    "には触れないで",
    "に触れないで",
  ]),
  before("remove", "ko", [
    "을 삭제",
    "를 삭제",
    "을 빼",
    "를 빼",
    "은 빼",
    "는 빼",
    "을 제거",
    "를 제거",
    " 삭제",
    " 빼",
  ]),
  before("remove", "hi", ["को हटाएँ", "को हटाएं", "को हटाओ", "को हटा दें", "हटाएँ", "हटाएं", "हटाओ", "हटा दें", "निकालें"]),
  before("remove", "tr", ["kaldır", "sil", "çıkar"]),

  // Mentioning.
  after("mention", "en", [
    "mention",
    "include",
    "say",
    "state",
    "talk about",
    "point out",
    "highlight",
    "note",
    "tell them",
    "tell people",
    "tell customers",
    "tell readers",
    "let them know",
    "let people know",
    "emphasi[sz]e",
  ]),
  after("mention", "en", ["add", "put in", "work in"], true),
  after("mention", "es", [
    "menciona",
    "mencionar",
    "menciones",
    "incluye",
    "incluir",
    "di que",
    "habla de",
    "habla del",
    "destaca",
    "resalta",
    "cuenta que",
  ]),
  after("mention", "es", ["añade", "añadir", "agrega", "agregar", "pon", "mete"], true),
  around("mention", "de", `${START}(?:füge|fügt)\\s+(?<obj>.+?)\\s+hinzu(?![\\p{L}])`),
  after("mention", "de", [
    "erwähne",
    "erwähnen",
    "nenne",
    "nennen",
    "sag, dass",
    "sag dass",
    "schreib, dass",
    "betone",
    "hebe hervor",
  ]),
  after("mention", "de", ["ergänze", "ergänzen", "füge"], true),
  after("mention", "fr", [
    "mentionne",
    "mentionner",
    "inclus",
    "inclure",
    "indique",
    "précise",
    "parle de",
    "parle du",
    "dis que",
    "cite",
    "souligne",
    "mets en avant",
  ]),
  after("mention", "fr", ["ajoute", "ajouter"], true),
  after("mention", "pt", [
    "mencione",
    "menciona",
    "mencionar",
    "inclua",
    "inclui",
    "fale de",
    "fale sobre",
    "fale da",
    "fale do",
    "diga que",
    "destaque",
    "cite",
  ]),
  after("mention", "pt", ["adicione", "acrescente", "coloque", "ponha"], true),
  after("mention", "it", ["menziona", "includi", "cita", "parla di", "di' che", "dì che", "evidenzia"]),
  after("mention", "it", ["aggiungi"], true),
  around("mention", "nl", `${START}voeg\\s+(?<obj>.+?)\\s+toe(?![\\p{L}])`),
  after("mention", "nl", ["vermeld", "noem", "zeg dat"]),
  after("mention", "pl", ["wspomnij o", "wspomnij", "uwzględnij", "napisz, że", "napisz że", "podkreśl"]),
  after("mention", "pl", ["dodaj"], true),
  after("mention", "ru", [
    "упомяни",
    "упомяните",
    "укажи",
    "укажите",
    "скажи, что",
    "скажи что",
    "напиши, что",
    "напиши что",
    "расскажи о",
    "расскажи про",
    "подчеркни",
  ]),
  after("mention", "ru", ["добавь", "добавьте", "вставь"], true),
  after("mention", "sv", ["nämn", "ta med", "skriv att"]),
  after("mention", "sv", ["lägg till"], true),
  after("mention", "da", ["nævn", "tag med", "skriv at"]),
  after("mention", "da", ["tilføj"], true),
  after("mention", "no", ["nevn", "ta med", "skriv at"]),
  after("mention", "no", ["legg til"], true),
  after("mention", "fi", ["mainitse", "kerro"]),
  after("mention", "fi", ["lisää"], true),
  after("mention", "zh", ["提到", "提及", "提一下", "写上", "注明", "说明", "强调"]),
  after("mention", "zh", ["加上", "添加", "加入", "加"], true),
  after("mention", "ar", ["اذكر", "أذكر", "إذكر", "تحدث عن", "قل إن", "قل أن", "وضّح", "ضمّن"]),
  after("mention", "ar", ["أضف", "اضف", "أضِف"], true),
  after("mention", "he", ["ציין", "תציין", "הזכר", "תזכיר", "ספר ש"]),
  after("mention", "he", ["הוסף", "תוסיף"], true),
  before("mention", "ja", [
    "について触れ",
    "に触れ",
    "に言及",
    "を記載",
    "を明記",
    "と書いて",
    "も書いて",
    "を書いて",
    "をアピール",
    "を強調",
  ]),
  before("mention", "ja", ["を入れて", "も入れて", "を加えて", "を追加", "も追加"], true),
  before("mention", "ko", ["을 언급", "를 언급", "도 언급", " 언급", "을 강조", "를 강조"]),
  before("mention", "ko", ["을 추가", "를 추가", "도 넣어", "을 넣어", "를 넣어", " 추가"], true),
  before("mention", "hi", ["का ज़िक्र", "का जिक्र", "का उल्लेख", "के बारे में बताएं", "के बारे में बताएँ", "बताएं कि", "पर ज़ोर"]),
  before("mention", "hi", ["जोड़ें", "जोड़ो", "जोड़ दें", "शामिल करें"], true),
  before("mention", "tr", [
    "'den bahset",
    "'dan bahset",
    "’den bahset",
    "’dan bahset",
    "den bahset",
    "dan bahset",
    "ten bahset",
    "tan bahset",
    "belirt",
  ]),
  before("mention", "tr", ["ekle"], true),
];

/**
 * Clause boundaries: sentence marks, commas and the unambiguous words for "and" (not Polish "i", Dutch "en" or
 * Finnish "ja", which are other words in other languages: style words are found without a split anyway).
 */
const SEPARATORS = new RegExp(
  [
    "\\s*[.;!?。；！？\\n؛]+\\s*",
    "\\s*[,，、،]\\s*(?:(?:and|y|e|und|et|и|oraz|och|og|ve|و|और|以及|并且|并|还有|그리고)\\s+)?",
    `\\s+(?:and then|and also|and|also|as well as|y|e|und|sowie|et|и|а также|oraz|och|samt|og|sekä|ve|ayrıca|و|और|तथा)\\s+`,
    "(?<=して|くして|にして)(?=\\S)",
    "并且|并|然后|还有|そして|それと",
    "(?<=고)\\s+",
  ].join("|"),
  "giu",
);

/** Verbs that start an instruction of their own: such a clause never runs on into the object before it. */
const INSTRUCTION = re([
  "make",
  "sound",
  "write",
  "use",
  "be",
  "keep",
  "turn",
  "rewrite",
  "change",
  "haz",
  "hazlo",
  "que suene",
  "escribe",
  "usa",
  "mach",
  "schreib",
  "klingt",
  "fais",
  "rends",
  "écris",
  "faça",
  "deixe",
  "escreva",
  "сделай",
  "напиши",
]);

/** Words that carry no intent of their own: a clause of only these is nothing left undone. */
const FILLER = re(
  [
    "add",
    "a",
    "an",
    "the",
    "some",
    "sense",
    "of",
    "touch",
    "tone",
    "feel",
    "vibe",
    "bit",
    "be",
    "to",
    "in",
    "with",
    "is",
    "way",
    "lot",
    "un",
    "una",
    "el",
    "la",
    "lo",
    "los",
    "las",
    "toque",
    "tono",
    "de",
    "añade",
    "dale",
    "con",
    "sea",
    "que",
    "es",
    "der",
    "die",
    "das",
    "ein",
    "eine",
    "le",
    "les",
    "une",
    "du",
    "o",
    "os",
    "um",
    "uma",
    "um pouco",
    "please",
    "pls",
    "thanks",
    "thank you",
    "make it",
    "make them",
    "make",
    "it",
    "them",
    "the copy",
    "the text",
    "a bit",
    "a little",
    "slightly",
    "much",
    "more",
    "very",
    "also",
    "too",
    "and",
    "then",
    "por favor",
    "gracias",
    "hazlo",
    "haz",
    "que sea",
    "un poco",
    "más",
    "bitte",
    "danke",
    "mach es",
    "mach",
    "etwas",
    "mehr",
    "s'il te plaît",
    "s'il vous plaît",
    "merci",
    "rends-le",
    "rends",
    "plus",
    "un peu",
    "por favor",
    "obrigad",
    "deixe",
    "torne",
    "mais",
    "пожалуйста",
    "сделай",
    "сделайте",
    "чуть",
    "более",
    "немного",
    "спасибо",
    "per favore",
    "rendilo",
    "più",
    "graag",
    "maak",
    "meer",
    "proszę",
    "bardziej",
    "zrób",
    "gör",
    "mer",
    "gør",
    "tee",
    "lütfen",
    "daha",
    "yap",
    "お願いします",
    "お願い",
    "ください",
    "もっと",
    "少し",
    "して",
    "请",
    "更",
    "一点",
    "一些",
    "让它",
    "把它",
    "더",
    "좀",
    "해줘",
    "해 줘",
    "주세요",
    "من فضلك",
    "رجاء",
    "اجعله",
    "اجعلها",
    "أكثر",
    "قليلا",
    "कृपया",
    "इसे",
    "और",
    "ज़्यादा",
    "ज्यादा",
    "अधिक",
    "बनाएं",
    "बनाएँ",
    "करें",
    "בבקשה",
    "תעשה",
    "יותר",
  ],
  true,
);

const QUOTES = /["“”„‟«»‹›「」『』‘’]/gu;
const TRAILING_FILLER =
  /\s*(?:,?\s*(?:too|as well|also|please|in the copy|in the text|in the body|in the titles?|in the headlines?|from the copy|from the text|from the body|from the bodies|from the titles?|from the headlines?|del título|de los títulos|del texto|del cuerpo|en el texto|en el título|everywhere|también|por favor|bitte|auch|aussi|s'il te plaît|также|тоже|пожалуйста|também|anche|ook|też|också|også|myös|da|de|も|吧|一下|도|أيضا|भी|גם))+\s*$/iu;
const LEADING_FILLER =
  /^(?:that|the fact that|something about|a line about|a sentence about|a mention of|about|que|el hecho de que|algo sobre|dass|davon,? dass|über|le fait que|qu'|o fato de que|о том,? что|что|о|об|про|che|dat|że|att|at|että|ki|ש|أن|إن|عن|कि)\s+/iu;

/** The words of an object, cleaned: quotes, filler and final punctuation off; trailing particles off verb-final languages. */
function cleanObject(raw: string, language: LanguageCode): string {
  let s = raw.replace(QUOTES, " ").replace(/\s+/gu, " ").trim();
  s = s.replace(LEADING_FILLER, "").replace(TRAILING_FILLER, "");
  if (language === "ja") s = s.replace(/(?:を|は|も|が|に|と|について)$/u, "").replace(/^(?:あと|それと)/u, "");
  if (language === "ko") s = s.replace(/(?:을|를|은|는|도|이|가)$/u, "");
  if (language === "hi") s = s.replace(/^(?:और|तथा)\s+/u, "").replace(/\s+(?:को|का|की|के)$/u, "");
  if (language === "tr") s = s.replace(/['’](?:[ıiuü]|[yn][ıiuü]|[dt][ae]n)$/iu, "");
  return s.replace(/^[\s,:;.!?¡¿。、，]+|[\s,:;.!?¡¿。、，]+$/gu, "").trim();
}

/** What of a clause is left once its intents are taken: letters that are not filler mean something was not understood. */
const meaningful = (rest: string) =>
  /[\p{L}\p{N}]/u.test(rest.replace(new RegExp(FILLER.source, "giu"), " ").replace(/[^\p{L}\p{M}\p{N}]+/gu, " "));

/** Blanks a span, so what one phrasing matched is not matched again by another. */
const blank = (s: string, from: number, to: number) => s.slice(0, from) + " ".repeat(to - from) + s.slice(to);

interface Clause {
  text: string;
  /** The separator before it when that was a word ("and"), not a mark: an object may run on across it. */
  joinedBy?: string;
}

/** The request cut into clauses; quoted phrases stay whole. */
function clauses(request: string): Clause[] {
  const quoted: string[] = [];
  const masked = request.replace(/(["“„«「『])(.+?)(["”‟»」』])/gu, (m) => {
    quoted.push(m);
    return `\uE010${quoted.length - 1}\uE011`;
  });
  const out: Clause[] = [];
  let last = 0;
  let joinedBy: string | undefined;
  const unmask = (s: string) => s.replace(/\uE010(\d+)\uE011/gu, (_, i: string) => quoted[+i]!);
  for (const m of masked.matchAll(SEPARATORS)) {
    const text = masked.slice(last, m.index);
    if (text.trim()) out.push({ text: unmask(text), ...(joinedBy ? { joinedBy } : {}) });
    joinedBy = /[.;!?。；！？\n؛,，、،]/u.test(m[0]) ? undefined : m[0];
    last = m.index + m[0].length;
  }
  const tail = masked.slice(last);
  if (tail.trim()) out.push({ text: unmask(tail), ...(joinedBy ? { joinedBy } : {}) });
  return out;
}

function scopeOf(text: string): IntentScope | undefined {
  const t = new RegExp(TITLES.source, "iu").test(text);
  const b = new RegExp(BODIES.source, "iu").test(text);
  return t && !b ? "titles" : b && !t ? "bodies" : undefined;
}

/** The style changes a text names, each once, with "less …" read as the opposite. */
function styleIntents(text: string): StyleIntent[] {
  let rest = text;
  const found: StyleIntent[] = [];
  const emoji = new RegExp(EMOJI.source, "iu").exec(rest);
  if (emoji) {
    found.push(new RegExp(NO_EMOJI.source, "iu").test(rest) ? "noEmoji" : "emoji");
    rest = blank(rest, emoji.index, emoji.index + emoji[0].length);
  }
  for (const [intent, pattern] of STYLE) {
    for (const m of rest.matchAll(new RegExp(pattern.source, "giu"))) {
      const less = LESS.test(rest.slice(0, m.index)) && !/^(?:less|menos|weniger|moins|менее|أقل)/iu.test(m[0]);
      const it = less ? opposite[intent] : intent;
      if (!found.includes(it)) found.push(it);
      rest = blank(rest, m.index, m.index + m[0].length);
    }
  }
  return found;
}

/** The text with every style word and emoji word blanked, to see what is left. */
function withoutStyleWords(text: string): string {
  let rest = text.replace(new RegExp(EMOJI.source, "giu"), " ");
  if (/\s/u.test(rest) || rest !== text) rest = rest.replace(new RegExp(NO_EMOJI.source, "giu"), " ");
  for (const [, pattern] of STYLE) rest = rest.replace(new RegExp(pattern.source, "giu"), " ");
  rest = rest.replace(new RegExp(TITLES.source, "giu"), " ").replace(new RegExp(BODIES.source, "giu"), " ");
  return rest.replace(LESS, " ");
}

/** The mention or removal a clause asks for, with what is left of the clause around it. */
function objectOf(text: string): { verb: ObjectVerb; what: string; rest: string } | null {
  for (const verb of VERBS) {
    const m = verb.re.exec(text);
    if (!m) continue;
    let what: string;
    let rest: string;
    if (verb.side === "group") {
      what = m.groups!.obj!;
      rest = blank(text, m.index, m.index + m[0].length);
    } else if (verb.side === "after") {
      what = text.slice(m.index + m[0].length);
      rest = text.slice(0, m.index);
    } else {
      what = text.slice(0, m.index);
      rest = text.slice(m.index + m[0].length);
    }
    const cleaned = cleanObject(what, verb.language);
    if (!cleaned) continue;
    // "add urgency", "add more detail", "add emoji": a weak verb whose object is a style change is that change.
    if (verb.weak && styleIntents(cleaned).length && cleaned.split(/\s+/u).length <= 5) return null;
    // "remove the emoji" is handled as no emoji.
    if (new RegExp(EMOJI.source, "iu").test(cleaned) && !meaningful(withoutStyleWords(cleaned))) return null;
    return { verb, what: cleaned, rest };
  }
  return null;
}

/** The request read as intents, and what of it could not be read. */
export function readImproveRequest(request: string): ReadRequest {
  const intents: ImproveIntent[] = [];
  const unmapped: string[] = [];
  const text = request.normalize("NFC");
  let previous: Extract<ImproveIntent, { what: string }> | null = null;
  for (const clause of clauses(text)) {
    const scope = scopeOf(clause.text);
    const object = objectOf(clause.text);
    const styleText = object ? object.rest : clause.text;
    const styles = styleIntents(styleText);
    for (const kind of styles)
      if (!intents.some((i) => i.kind === kind)) intents.push({ kind, ...(scope ? { scope } : {}) });
    if (object) {
      const intent = {
        kind: object.verb.kind,
        what: object.what,
        language: object.verb.language,
        ...(scope ? { scope } : {}),
      } satisfies ImproveIntent;
      intents.push(intent);
      previous = intent;
      continue;
    }
    if (styles.length) {
      previous = null;
      if (meaningful(withoutStyleWords(styleText))) {
        // "make it shorter and sound like a pirate": the part read is done, the rest said.
        const rest = withoutStyleWords(styleText)
          .replace(new RegExp(FILLER.source, "giu"), " ")
          .replace(/\s+/gu, " ")
          .trim();
        if (rest.split(/\s+/u).length > 2) unmapped.push(clause.text.trim());
      }
      continue;
    }
    if (!meaningful(clause.text)) continue;
    // "mention free delivery and same-day pickup": a short run-on after a mention belongs to its object.
    const runOn = clause.text.trim();
    if (previous && clause.joinedBy && runOn.split(/\s+/u).length <= 4 && !INSTRUCTION.test(runOn)) {
      previous.what = `${previous.what}${clause.joinedBy}${cleanObject(runOn, previous.language)}`;
      continue;
    }
    previous = null;
    unmapped.push(clause.text.trim());
  }
  return { intents, unmapped };
}
