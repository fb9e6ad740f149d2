import type { LanguageBank } from "./types";

export const he: LanguageBank = {
  code: "he",
  business: {
    restaurant: { noun: "המטבח שלנו", benefit: "טעמים טריים בכל יום", hashtags: ["אוכל_טוב", "אוכל_ביתי", "קולינריה"] },
    retail: { noun: "החנות שלנו", benefit: "פריטים שתרצו לשמור", hashtags: ["קונים_מקומי", "חדש_בחנות", "קניות"] },
    services: { noun: "הצוות שלנו", benefit: "עזרה מקצועית ברגע האמת", hashtags: ["עסקים_קטנים", "ייעוץ", "שירות_מקצועי"] },
    healthcare: { noun: "המרפאה שלנו", benefit: "טיפול ששם אתכם במרכז", hashtags: ["בריאות", "רווחה", "רפואה_מונעת"] },
    beauty: { noun: "הסטודיו שלנו", benefit: "הזוהר שמגיע לכם", hashtags: ["טיפוח", "יופי", "טיפוח_עור"] },
    technology: { noun: "הפלטפורמה שלנו", benefit: "כלים שפשוט עובדים", hashtags: ["טכנולוגיה", "פרודוקטיביות", "חדשנות"] },
    realEstate: { noun: "המשרד שלנו", benefit: "מקום לקרוא לו בית", hashtags: ["נדלן", "בית_חלומות", "דירה_חדשה"] },
    education: { noun: "הקורסים שלנו", benefit: "כישורים שפותחים דלתות", hashtags: ["למידה", "חינוך", "העשרה"] },
    fitness: { noun: "חדר הכושר שלנו", benefit: "חזקים יותר בכל שבוע", hashtags: ["אימון", "אורח_חיים_בריא", "ספורט"] },
    travel: { noun: "מקומות הלינה שלנו", benefit: "טיולים שזוכרים", hashtags: ["טיולים", "חופשה", "סוף_שבוע"] },
    nonprofit: { noun: "המטרה שלנו", benefit: "שינוי אמיתי בקהילה שלכם", hashtags: ["נתינה", "קהילה", "התנדבות"] },
    other: { noun: "העסק שלנו", benefit: "משהו שנעשה באהבה", hashtags: ["עסק_מקומי", "תומכים_מקומי", "איכות"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "הכירו: {product}"],
      bodies: ["{product}: {benefit}. {cta}.", "מבית {brand}: {product}, עם {benefit}. {cta}."],
      cta: "לפרטים נוספים",
    },
    friendly: {
      titles: ["שלום! הכירו את {product}", "זה בטוח יתאים לכם: {product}", "מ־{brand}, במיוחד בשבילכם"],
      bodies: ["היי! חדש אצלנו: {product}. {benefit}. {cta}!", "חדשות טובות: {product} כבר כאן! {benefit}. {cta}!"],
      cta: "קפצו לבקר",
    },
    bold: {
      titles: ["{product}. בלי פשרות.", "לחשוב בגדול: {brand}", "הפייבוריט החדש הגיע"],
      bodies: ["זה הרגע: {product}. {benefit}, בלי פשרות. {cta}!", "בחירה נועזת: {product} מבית {brand}. {benefit}. {cta}!"],
      cta: "להזמנה עכשיו",
    },
    trustworthy: {
      titles: ["{brand}: אמון שמגיע בזכות", "אמין: {product}", "איכות שאפשר לסמוך עליה"],
      bodies: ["{brand} — {product}: {benefit}, בכל פעם מחדש. {cta}.", "ביושר ובמקצועיות: {product}. {benefit}, מאנשים שאכפת להם. {cta}."],
      cta: "גלו למה סומכים עלינו",
    },
    creative: {
      titles: ["בגרסה חדשה: {product}", "איפה שרעיונות נפגשים: {product}", "אחרת, מבית {brand}"],
      bodies: ["מבט רענן: {product}. {benefit}, עם המון דמיון. {cta}.", "מבית {brand}, בהשראה חדשה: {product}. {benefit}. {cta}."],
      cta: "לצפייה בקולקציה",
    },
    luxury: {
      titles: ["אמנות השלמות: {product}", "{brand}: עידון במיטבו", "יוצא דופן: {product}"],
      bodies: ["למי שמחפשים את הטוב ביותר: {product}. {benefit}, בכל פרט. {cta}.", "מבית {brand}: {product}. {benefit}, לטעם מעודן. {cta}."],
      cta: "לחוות את החוויה",
    },
    playful: {
      titles: ["פססט… {product} הגיע!", "האהבה החדשה: {product}", "הכיף עלה שלב"],
      bodies: ["שימו לב! {product} זה {benefit}. {cta}!", "אזהרה: {product} עלול לגרום לחיוכים. {benefit}. {cta}!"],
      cta: "הצטרפו לחגיגה",
    },
    urgent: {
      titles: ["לא לפספס: {product}", "הזדמנות אחרונה: {brand}", "עכשיו או לעולם לא: {product}"],
      bodies: ["{product} לא יחכה. {benefit}, עד גמר המלאי. {cta}!", "הזמן אוזל: {product} מבית {brand}. {benefit}. {cta} עוד היום!"],
      cta: "להזמנה עכשיו",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: ".",
};
