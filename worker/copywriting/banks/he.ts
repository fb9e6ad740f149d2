import type { LanguageBank } from "./types";

export const he: LanguageBank = {
  code: "he",
  business: {
    restaurant: {
      noun: "המטבח שלנו",
      offer: "התפריט שלנו",
      audience: "חובבי אוכל",
      hashtags: ["אוכל", "פודי", "מסעדות", "חובבי_אוכל"],
    },
    retail: {
      noun: "החנות שלנו",
      offer: "הקולקציה שלנו",
      audience: "חובבי קניות",
      hashtags: ["קניות", "שופינג", "חדש_בחנות"],
    },
    services: {
      noun: "הצוות שלנו",
      offer: "השירותים שלנו",
      audience: "אנשים עסוקים",
      hashtags: ["עסקים_קטנים", "יזמות", "שירות"],
    },
    healthcare: {
      noun: "המרפאה שלנו",
      offer: "הטיפול שלנו",
      audience: "מטופלים ומשפחות",
      hashtags: ["רפואה", "מרפאה", "רפואת_משפחה"],
    },
    beauty: {
      noun: "הסטודיו שלנו",
      offer: "הטיפולים שלנו",
      audience: "אוהבי טיפוח",
      hashtags: ["טיפוח", "יופי", "זמן_לעצמי"],
    },
    technology: {
      noun: "הצוות שלנו",
      offer: "התוכנה שלנו",
      audience: "צוותים",
      hashtags: ["טכנולוגיה", "הייטק", "פרודוקטיביות"],
    },
    realEstate: {
      noun: "המשרד שלנו",
      offer: "הנכסים שלנו",
      audience: "מחפשי דירה",
      hashtags: ["נדלן", "דירות", "נכסים"],
    },
    education: {
      noun: "בית הספר שלנו",
      offer: "הקורסים שלנו",
      audience: "לומדים",
      hashtags: ["למידה", "השכלה", "כישורים_חדשים"],
    },
    fitness: {
      noun: "חדר הכושר שלנו",
      offer: "השיעורים שלנו",
      audience: "אוהבי תנועה",
      hashtags: ["כושר", "אימון", "אימון_כושר"],
    },
    travel: {
      noun: "הצוות שלנו",
      offer: "החופשות שלנו",
      audience: "מטיילים",
      hashtags: ["טיולים", "חופשה", "נופש"],
    },
    nonprofit: {
      noun: "העמותה שלנו",
      offer: "הפעילות שלנו",
      audience: "אנשים שאכפת להם",
      hashtags: ["התנדבות", "קהילה", "נתינה"],
    },
    other: {
      noun: "העסק שלנו",
      offer: "מה שאנחנו עושים",
      audience: "כולם",
      hashtags: ["עסק_קטן", "עסקים_קטנים", "יוצרים"],
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
    facebook: ["הכירו: {product}", "{product} מבית {brand}", "שלום, אנחנו {brand}", "{audience}, זה בשבילכם"],
    linkedin: [
      "{brand}: {product} עבור {audience}",
      "מציגים: {product} מבית {brand}",
      "מבט מקרוב על {brand}",
      "היכרות עם {brand}",
    ],
    pinterest: [
      "רעיון ששווה לשמור: {product}",
      "רעיון מבית {brand}",
      "שמרו לעצמכם: {product}",
      "עבור {audience}: {product}",
    ],
    reddit: [
      "אנחנו {brand}, וזה {product}",
      "{product}, בשביל {audience}",
      "כאן {brand}, נעים להכיר",
      "על {brand} ועל {product}",
    ],
    snapchat: ["חדש: {product}", "היי, כאן {brand}", "בשבילכם: {product}", "אנחנו {brand}"],
    youtube: [
      "{product} | {brand}",
      "הכירו את {brand}: {product} עבור {audience}",
      "מאחורי הקלעים: {brand}",
      "כל מה שרציתם לדעת על {product}",
    ],
  },
  conceptTitles: {
    product: ["הכירו: {product}", "{product} מבית {brand}", "מציגים: {product}"],
    audience: ["עבור {audience}: {brand}", "{audience}, הכירו את {brand}", "במיוחד בשביל {audience}"],
    brand: ["שלום, אנחנו {brand}", "נעים להכיר: {brand}", "{brand}, לשירותכם"],
  },
  angles: {
    product: ["הכירו: {product} מבית {brand}.", "{product}, מבית {brand}.", "מה שיש לנו בשבילכם: {product}."],
    audience: [
      "במיוחד בשביל {audience}: {product}.",
      "{audience}, זה בשבילכם.",
      "מבית {brand}, עבור {audience}: {product}.",
    ],
    brand: ["נעים מאוד, אנחנו {brand}.", "אנחנו {brand}, ושמחים להכיר.", "{brand} כאן בשביל {audience}."],
  },
  tones: {
    professional: {
      leads: ["הנה מה שאנחנו מציעים.", "הרשו לנו להציג את עצמנו."],
      titles: ["{brand}: {product}", "מציגים את {brand}"],
    },
    friendly: {
      leads: ["היי!", "שלום, שכנים!"],
      titles: ["באו להכיר את {brand}", "היי, זה {brand}"],
    },
    bold: {
      leads: ["חדשות גדולות!", "זה הזמן לעשות צעד."],
      titles: ["זה {brand}", "{product}. קדימה."],
    },
    trustworthy: {
      leads: ["בלי רעש, רק עובדות.", "הנה מה שמחכה לכם."],
      titles: ["להכיר את {brand}", "{brand}, פשוט וברור"],
    },
    creative: {
      leads: ["משהו אחר.", "דמיינו את זה."],
      titles: ["{product}, מזווית אחרת", "מבט חדש על {brand}"],
    },
    luxury: {
      leads: ["קחו רגע לעצמכם.", "לבעלי טעם מעודן."],
      titles: ["האמנות של {product}", "{brand}, באלגנטיות"],
    },
    playful: {
      leads: ["פססט!", "נחשו מה?"],
      titles: ["פססט, הכירו: {product}", "הקראש החדש שלכם: {brand}"],
    },
    urgent: {
      leads: ["אל תחכו.", "למה לחכות?"],
      titles: ["אל תחכו: {product}", "מתחילים היום עם {brand}"],
    },
  },
  pinterestLine: "שמרו את הרעיון הזה לפעם הבאה.",
  ctaSentence: "{cta}.",
  hashtagCase: "keep",
  fullStop: ".",
  sentenceGap: " ",
};
