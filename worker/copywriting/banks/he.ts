import type { LanguageBank } from "./types";

export const he: LanguageBank = {
  code: "he",
  business: {
    restaurant: {
      noun: "המטבח שלנו",
      offer: "התפריט שלנו",
      audience: "חובבי אוכל",
      hashtags: ["אוכל", "פודי", "מסעדות", "חובבי_אוכל", "פודיז", "מסעדה"],
    },
    retail: {
      noun: "החנות שלנו",
      offer: "הקולקציה שלנו",
      audience: "חובבי קניות",
      hashtags: ["קניות", "שופינג", "סטייל", "מתנות", "אופנה"],
    },
    services: {
      noun: "הצוות שלנו",
      offer: "השירותים שלנו",
      plural: true,
      audience: "אנשים עסוקים",
      hashtags: ["עסקים_קטנים", "יזמות", "שירות", "עסקים", "נותני_שירות"],
    },
    healthcare: {
      noun: "המרפאה שלנו",
      offer: "הטיפול שלנו",
      audience: "מטופלים ומשפחות",
      hashtags: ["רפואה", "מרפאה", "רפואת_משפחה", "משפחה", "בדיקות"],
    },
    beauty: {
      noun: "הסטודיו שלנו",
      offer: "הטיפולים שלנו",
      plural: true,
      audience: "אוהבי טיפוח",
      hashtags: ["טיפוח", "יופי", "זמן_לעצמי", "איפור", "שגרת_טיפוח"],
    },
    technology: {
      noun: "הצוות שלנו",
      offer: "התוכנה שלנו",
      audience: "צוותים",
      hashtags: ["טכנולוגיה", "הייטק", "פרודוקטיביות", "סטארטאפ", "תוכנה"],
    },
    realEstate: {
      noun: "המשרד שלנו",
      offer: "הנכסים שלנו",
      plural: true,
      audience: "מחפשי דירה",
      hashtags: ["נדלן", "דירות", "נכסים", "דירה_להשכרה", "דירה"],
    },
    education: {
      noun: "בית הספר שלנו",
      offer: "הקורסים שלנו",
      plural: true,
      audience: "לומדים",
      hashtags: ["למידה", "השכלה", "פיתוח_אישי", "קורסים", "לימודים"],
    },
    fitness: {
      noun: "חדר הכושר שלנו",
      offer: "השיעורים שלנו",
      plural: true,
      audience: "אוהבי תנועה",
      hashtags: ["כושר", "אימון", "אימון_כושר", "חדר_כושר", "ספורט"],
    },
    travel: {
      noun: "הצוות שלנו",
      offer: "החופשות שלנו",
      plural: true,
      audience: "מטיילים",
      hashtags: ["טיולים", "חופשה", "נופש", "טיול", "מטיילים"],
    },
    nonprofit: {
      noun: "העמותה שלנו",
      offer: "הפעילות שלנו",
      audience: "אנשים שאכפת להם",
      hashtags: ["התנדבות", "קהילה", "נתינה", "עזרה", "תרומה"],
    },
    other: {
      noun: "העסק שלנו",
      offer: "מה שאנחנו עושים",
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
    facebook: ["שווה להכיר: {product}", "{product} מבית {brand}", "שלום, אנחנו {brand}", "{audience}, זה בשבילכם"],
    linkedin: [
      "{brand}: {product} עבור {audience}",
      "מציגים: {product} מבית {brand}",
      "מבט מקרוב על {brand}",
      "היכרות עם {brand}",
      "{product}, בקצרה",
    ],
    pinterest: [
      "רעיון ששווה לשמור: {product}",
      "{brand}: שמרו לפעם הבאה",
      "שמרו לעצמכם: {product}",
      "עבור {audience}: {product}",
    ],
    reddit: [
      "אנחנו {brand}, וזה {product}",
      "{product}, בשביל {audience}",
      "כאן {brand}, נעים להכיר",
      "על {brand} ועל {product}",
    ],
    snapchat: ["הצצה: {product}", "היי, כאן {brand}", "רגע, תראו: {product}", "אנחנו {brand}"],
    youtube: [
      "{product} | {brand}",
      "הכירו את {brand}: {product} עבור {audience}",
      "{brand}: היכרות קצרה",
      "מבט מקרוב: {product}",
    ],
    instagram: ["{product} מקרוב", "התמונה של היום: {product}", "{brand} בתמונות", "תסתכלו טוב: {product}"],
    tiktok: [
      "רגע, תראו את זה: {product}",
      "עצרו לשנייה: {product}",
      "אוקיי, תקשיבו: {product}",
      "{audience}, זה בשבילכם: {product}",
      "היי, אנחנו {brand}. תכירו: {product}",
    ],
    x: ["מכירים את {brand}?", "{audience}, הכירו: {product}", "בואו נדבר על {product}", "כמה מילים על {brand}"],
  },
  conceptTitles: {
    product: ["הכירו: {product}", "{product} מבית {brand}", "מציגים: {product}"],
    audience: ["עבור {audience}: {brand}", "{audience}, הכירו את {brand}", "במיוחד בשביל {audience}"],
    brand: ["שלום, אנחנו {brand}", "נעים להכיר: {brand}", "{brand}, לשירותכם"],
  },
  angles: {
    product: ["{product}, מבית {brand}.", "שווה להכיר: {product}.", "הפעם בפוקוס: {product}."],
    // {audience} may be a relative clause ("מי שרוצים להפתיע") or feminine ("כלות"): it is addressed, never the
    // subject of a word that agrees with it.
    audience: [
      "{audience}, בואו להכיר את {brand}.",
      "{audience}, {brand} מחכה לכם.",
      "{audience}, נשמח לראות אתכם אצלנו.",
      "{audience}, שווה להכיר: {product}.",
    ],
    brand: ["נעים מאוד, אנחנו {brand}.", "אנחנו {brand}, ושמחים להכיר.", "{brand} כאן בשבילכם."],
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
      titles: ["זה {brand}", "בלי הקדמות: {product}"],
    },
    trustworthy: {
      leads: ["שאלות? נשמח לענות.", "קודם מכירים, אחר כך מחליטים."],
      titles: ["להכיר את {brand}", "{brand}, פשוט וברור"],
    },
    creative: {
      leads: ["בואו נסתכל על זה אחרת.", "קצת דמיון לא מזיק."],
      titles: ["{product}, מזווית אחרת", "מבט אחר על {brand}"],
    },
    luxury: {
      leads: ["קחו רגע לעצמכם.", "לבעלי טעם מעודן."],
      titles: ["בשקט ובאלגנטיות: {product}", "{brand}, באלגנטיות"],
    },
    playful: {
      leads: ["פססט!", "רגע, רגע!"],
      titles: ["פססט, הכירו: {product}", "רגע של חיוך: {brand}"],
    },
    urgent: {
      leads: ["אל תחכו.", "למה לחכות?"],
      titles: ["אל תחכו: {product}", "מתחילים היום עם {brand}"],
    },
  },
  // "וזה" agrees with a singular {product} only ("וזה הספר שלנו", never "וזה השיעורים שלנו").
  agreement: [["וזה {product}", null]],
  // "מבית {brand}" beside the bank's own "…שלנו" offer would say "ours" twice: it takes a name only.
  selfNaming: ["אנחנו {brand}", "כאן {brand}", "היי, זה {brand}", "מבית {brand}"],
  // No prefix is joined to a slot; "I" takes only the past and future tenses (רציתי) and "הבעלים", whose form does not
  // show the speaker's gender.
  pinterest: [
    "{category}: הכירו את {brand}.",
    "{category}: {product}, מבית {brand}.",
    "{category}: הצצה אל {product}.",
    "{category}: כמה מילים על {product}.",
    "{category}: כמה מילים על {brand}.",
  ],
  reddit: [
    "יש לי עסק קטן בשם {brand}, ורציתי לשתף אתכם במה שאנחנו עושים: {product}.",
    "אני הבעלים של {brand}, ורציתי לספר לכם קצת על {product}.",
    "שלום לכולם, כאן {brand}, ורציתי לספר בקצרה מה אנחנו עושים: {product}.",
    "רציתי לשתף משהו מהעסק שלי, {brand}: {product}.",
    "העסק שלי נקרא {brand}, ורציתי לספר עליו כאן קצת.",
  ],
  pinterestLine: "שמרו את הרעיון הזה לפעם הבאה.",
  ctaSentence: "{cta}.",
  hashtagCase: "keep",
  fullStop: ".",
  sentenceGap: " ",
};
