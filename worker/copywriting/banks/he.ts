import type { LanguageBank } from "./types";

export const he: LanguageBank = {
  code: "he",
  business: {
    restaurant: {
      noun: "המטבח שלנו",
      offer: "מנות וארוחות",
      audience: "חובבי אוכל",
      hashtags: ["אוכל", "פודי", "מסעדות", "חובבי_אוכל", "פודיז", "מסעדה"],
    },
    retail: {
      noun: "החנות שלנו",
      offer: "מוצרים ומתנות",
      audience: "חובבי קניות",
      hashtags: ["קניות", "שופינג", "סטייל", "מתנות", "אופנה"],
    },
    services: {
      noun: "הצוות שלנו",
      offer: "שירותים מקצועיים",
      plural: true,
      audience: "אנשים עסוקים",
      hashtags: ["עסקים_קטנים", "יזמות", "שירות", "עסקים", "נותני_שירות"],
    },
    healthcare: {
      noun: "המרפאה שלנו",
      offer: "טיפול רפואי",
      audience: "מטופלים ומשפחות",
      hashtags: ["רפואה", "מרפאה", "רפואת_משפחה", "משפחה", "בדיקות"],
    },
    beauty: {
      noun: "הסטודיו שלנו",
      offer: "טיפולי יופי וטיפוח",
      plural: true,
      audience: "אוהבי טיפוח",
      hashtags: ["טיפוח", "יופי", "זמן_לעצמי", "איפור", "שגרת_טיפוח"],
    },
    technology: {
      noun: "הצוות שלנו",
      offer: "תוכנה לעסקים",
      audience: "צוותים",
      hashtags: ["טכנולוגיה", "הייטק", "פרודוקטיביות", "סטארטאפ", "תוכנה"],
    },
    realEstate: {
      noun: "המשרד שלנו",
      offer: "נכסים למכירה ולהשכרה",
      plural: true,
      audience: "מחפשי דירה",
      hashtags: ["נדלן", "דירות", "נכסים", "דירה_להשכרה", "דירה"],
    },
    education: {
      noun: "בית הספר שלנו",
      offer: "קורסים וסדנאות",
      plural: true,
      audience: "לומדים",
      hashtags: ["למידה", "השכלה", "פיתוח_אישי", "קורסים", "לימודים"],
    },
    fitness: {
      noun: "חדר הכושר שלנו",
      offer: "שיעורים ואימונים",
      plural: true,
      audience: "אוהבי תנועה",
      hashtags: ["כושר", "אימון", "אימון_כושר", "חדר_כושר", "ספורט"],
    },
    travel: {
      noun: "הצוות שלנו",
      offer: "חבילות נופש",
      plural: true,
      audience: "מטיילים",
      hashtags: ["טיולים", "חופשה", "נופש", "טיול", "מטיילים"],
    },
    nonprofit: {
      noun: "העמותה שלנו",
      offer: "פעילות התנדבותית",
      audience: "אנשים שאכפת להם",
      hashtags: ["התנדבות", "קהילה", "נתינה", "עזרה", "תרומה"],
    },
    other: {
      noun: "העסק שלנו",
      offer: "מוצרים ושירותים",
      audience: "כולם",
      hashtags: ["עסק_קטן", "עסקים_קטנים", "יוצרים", "מותג", "יצירה"],
    },
  },
  cta: {
    shop: "קנו עכשיו",
    order: "הזמינו עכשיו",
    book: "שריינו את המקום שלכם",
    subscribe: "עשו מנוי עוד היום",
    signUp: "הירשמו עוד היום",
    learnMore: "לפרטים נוספים",
    contact: "צרו קשר",
    visit: "בואו לבקר אותנו",
    download: "הורידו עוד היום",
    donate: "תרמו עוד היום",
  },
  intentWords: {
    shop: ["קנו", "קנייה", "לקנות", "רכשו", "רכישה", "לרכישה", "לחנות", "שופינג"],
    order: ["הזמינו", "הזמנ", "להזמנ", "הזמן", "משלוח", "טייק אווי"],
    book: ["שריינו", "לשריון", "קבעו", "לקביעת", "תור", "הזמינו מקום", "הזמינו שולחן", "הזמנת מקום"],
    subscribe: ["מנוי", "למנוי", "המנוי", "הירשמו לערוץ", "הירשמו לניוזלטר", "ניוזלטר", "עקבו"],
    signUp: ["הירשמו", "הרשמה", "להרשמה", "הצטרפו", "להצטרפות", "התחילו", "נסו", "להירשם"],
    learnMore: ["לפרטים", "פרטים", "גלו", "למידע", "מידע", "קראו", "למדו", "הכירו"],
    contact: ["צרו קשר", "צור קשר", "ליצירת קשר", "התקשרו", "חייגו", "כתבו", "שלחו הודעה", "וואטסאפ"],
    visit: ["בואו", "בקרו", "ביקור", "לביקור", "קפצו", "בקרו אותנו"],
    download: ["הורידו", "הורדה", "להורדה", "התקינו", "התקנה", "אפליקציה", "האפליקציה"],
    donate: ["תרמו", "תרום", "תרומ", "לתרומ", "תמכו", "לתמיכה", "עזרו"],
  },
  titles: {
    facebook: ["{product} עבור {audience}", "{product} אצל {brand}", "שלום, אנחנו {brand}", "הכירו את {brand}"],
    linkedin: [
      "{brand}: {product} עבור {audience}",
      "{product} אצל {brand}",
      "מבט מקרוב על {brand}",
      "היכרות עם {brand}",
    ],
    pinterest: [
      "שמרו לפעם הבאה: {product}",
      "{brand}: {product}",
      "שמרו לעצמכם: {product}",
      "{product}, במיוחד עבור {audience}",
    ],
    reddit: ["{brand}: {product}", "{product}, עבור {audience}", "כמה מילים על {brand}", "{brand}: מה אנחנו מציעים"],
    snapchat: ["הצצה: {product}", "היי, כאן {brand}", "{product} היום?", "אנחנו {brand}"],
    youtube: [
      "{product} | {brand}",
      "הכירו את {brand}: {product} עבור {audience}",
      "{brand}: היכרות קצרה",
      "מבט מקרוב: {product}",
    ],
    instagram: [
      "{product} עבור {audience}",
      "{product}: ככה זה נראה אצלנו",
      "{brand} בתמונות",
      "{product} אצל {brand}",
    ],
    tiktok: [
      "רגע, תראו את זה: {product}",
      "מכירים את {brand}? {product}",
      "יש לנו משהו בשבילכם: {product}",
      "{product} בשביל {audience}",
    ],
    x: ["מכירים את {brand}?", "{product} עבור {audience}", "מחפשים {product}?", "כמה מילים על {brand}"],
  },
  conceptTitles: {
    product: ["מה אנחנו עושים: {product}", "{product} אצל {brand}"],
    audience: ["עבור {audience}: {brand}", "{product} עבור {audience}", "במיוחד עבור {audience}"],
    brand: ["שלום, אנחנו {brand}", "נעים להכיר: {brand}", "מה מחכה לכם אצל {brand}?"],
  },
  angles: {
    // The lexicon's offers are indefinite and hold no possessive ("שיעורי גלישה"), as the owner's own phrase is: {product}
    // stands as a verb's object without "את" (תמצאו, מציעים, לבחור, יש לנו), after "על", or before "עבור"; no
    // prefix is joined to it, and nothing agrees with it. "[goods]" statements are said only of things sold (a shop, a
    // florist, a café), "[services]" ones only of a service (a clinic, a school, a barber, a sauna); the others of both;
    // coming in to choose only of a shop people visit ("[visit,purchase]": a florist that delivers is not visited).
    // No statement names the brand and the product together, none is filler ("ונשמח לראות אתכם", "באים אלינו בשביל",
    // "לכל מי שמגיע", "ולא רק", "וכולם מוזמנים": readers of rounds 34–36 quoted each): each says what the reader can
    // do next or what is done for them.
    product: [
      "התחום שלנו: {product}.",
      "אנחנו מציעים {product}.",
      "כאן תמצאו {product}.",
      "[visit,purchase] בואו לראות {product} מקרוב ולבחור בעצמכם.",
      "[goods] אצלנו אפשר להזמין {product} מראש, או לקנות במקום.",
      "[session,lesson,class] מוזמנים לנסות אצלנו {product}.",
    ],
    // What is sold, for whom: {audience} may be a relative clause ("מי שרוצה להפתיע מישהו") or feminine ("כלות"): it
    // stands after "עבור", "על" or "עם" only, never addressed and never the subject of a word that agrees with it.
    audience: [
      "אנחנו מציעים {product} עבור {audience}.",
      "חשבנו על {audience} כשבחרנו מה להציע: {product}.",
      "בשביל {audience} יש כאן {product}.",
    ],
    // Every greeting of the brand's says something the reader can use: how the business works, or for whom.
    brand: [
      "{brand} פונה אל {audience}.",
      "כאן {brand}, ואנחנו עובדים עם {audience}.",
      "אצל {brand} מקשיבים קודם למה שאתם צריכים.",
      "[visit,purchase] כאן {brand}: אפשר לבוא ולבחור בנחת.",
    ],
  },
  tones: {
    professional: {
      leads: ["שלום רב.", "ברוכים הבאים."],
      titles: ["{brand}: {product}", "מציגים את {brand}"],
    },
    friendly: {
      leads: ["היי!", "שלום לכם!"],
      titles: ["בואו להכיר את {brand}", "היי, זה {brand}"],
    },
    bold: {
      leads: ["יאללה, מתחילים!", "מוכנים?"],
      titles: ["מכירים את {brand}?", "{product}? יש אצלנו"],
    },
    trustworthy: {
      leads: ["שלום לכם.", "נעים להכיר."],
      titles: ["להכיר את {brand}", "כל מה שכדאי לדעת על {brand}"],
    },
    creative: {
      leads: ["היי לכולם!", "עוצרים לשנייה?"],
      titles: ["זווית אחרת על {product}", "מבט אחר על {brand}"],
    },
    luxury: {
      leads: ["שלום רב.", "נעים להכיר."],
      titles: ["הזמנה אישית מבית {brand}", "{product} | {brand}"],
    },
    playful: {
      leads: ["מה קורה?", "אהלן!"],
      titles: ["הצצה קטנה: {product}", "רגע של חיוך: {brand}"],
    },
    urgent: {
      leads: ["אל תחכו.", "למה לחכות?"],
      titles: ["אל תחכו: {product}", "מתחילים היום עם {brand}"],
    },
  },
  // "וזה" agrees with a singular {product} only ("וזה הספר שלנו", never "וזה השיעורים שלנו").
  agreement: [["וזה {product}", null]],
  // "מבית {brand}" and "{brand}, עם {product}" beside the bank's own "…שלנו" offer would say "ours" twice:
  // they take a name only.
  selfNaming: [
    "אנחנו {brand}",
    "כאן {brand}",
    "היי, זה {brand}",
    "מבית {brand}",
    "| {brand}",
    "{brand}: {",
    "{brand}, עם {",
    "{brand}: מה אנחנו מציעים",
    "אצל {brand}",
  ],
  // No prefix is joined to a slot; "I" takes only the past and future tenses (רציתי) and "הבעלים", whose form does not
  // show the speaker's gender.
  // {category} is followed by the brand, never by the product, whose words often repeat it ("סאונה: חוויית הסאונה").
  pinterest: [
    "מחפשים {category}? שמרו את {brand} לפעם הבאה.",
    "חושבים על {category}? הנה {brand}.",
    "בחיפוש אחרי {category}? שמרו את הפוסט הזה והכירו את {brand}.",
  ],
  reddit: [
    "אני הבעלים של {brand}, ואנחנו מציעים {product}.",
    "שלום לכולם, כאן {brand}, ורציתי לשתף במה שאנחנו עושים: {product} עבור {audience}.",
    "יש לי עסק בשם {brand}, ואנחנו מציעים {product}.",
    "העסק שלי נקרא {brand}, ואנחנו מציעים {product} עבור {audience}.",
  ],
  pinterestLine: "שמרו את הרעיון הזה לפעם הבאה.",
  ctaSentence: "{cta}.",
  hashtagCase: "keep",
  fullStop: ".",
  sentenceGap: " ",
};
