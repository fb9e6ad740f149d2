import type { LanguageBank } from "./types";

export const he: LanguageBank = {
  code: "he",
  business: {
    restaurant: {
      noun: "המטבח שלנו",
      benefit: "טעמים טריים שמוכנים כל יום",
      hashtags: ["אוכל_טעים", "אוכל_ביתי", "מסעדות"],
    },
    retail: { noun: "החנות שלנו", benefit: "פריטים שתתאהבו בהם", hashtags: ["קניות", "חדש_בחנות", "קונים_מקומי"] },
    services: {
      noun: "הצוות שלנו",
      benefit: "מומחיות שאפשר לסמוך עליה, בדיוק כשצריך",
      hashtags: ["עסקים_קטנים", "ייעוץ_עסקי", "שירות_מקצועי"],
    },
    healthcare: {
      noun: "המרפאה שלנו",
      benefit: "טיפול אישי שמעמיד אתכם במרכז",
      hashtags: ["בריאות", "רפואה", "אורח_חיים_בריא"],
    },
    beauty: { noun: "הסטודיו שלנו", benefit: "הזוהר שמגיע לכם", hashtags: ["טיפוח", "יופי", "טיפוח_עצמי"] },
    technology: { noun: "הפלטפורמה שלנו", benefit: "כלים שפשוט עובדים", hashtags: ["טכנולוגיה", "הייטק", "חדשנות"] },
    realEstate: { noun: "המשרד שלנו", benefit: "הבית שחיפשתם", hashtags: ["נדלן", "דירות_למכירה", "בית_חלומות"] },
    education: { noun: "הקורסים שלנו", benefit: "ידע שפותח דלתות", hashtags: ["למידה", "השכלה", "פיתוח_אישי"] },
    fitness: { noun: "חדר הכושר שלנו", benefit: "כוח שגדל משבוע לשבוע", hashtags: ["כושר", "אימון", "אורח_חיים_בריא"] },
    travel: { noun: "מקומות האירוח שלנו", benefit: "טיולים שלא שוכחים", hashtags: ["טיולים", "חופשה", "נופש"] },
    nonprofit: { noun: "העמותה שלנו", benefit: "שינוי אמיתי בקהילה", hashtags: ["התנדבות", "קהילה", "תרומה"] },
    other: { noun: "העסק שלנו", benefit: "כל פרט עשוי באהבה", hashtags: ["עסק_קטן", "תומכים_בעסקים_קטנים", "איכות"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "הכירו את החדש: {product}"],
      bodies: [
        "במיוחד עבור {audience}: {product}. {benefit}, בליווי מקצועי ומוקפד. {cta}.",
        "מבית {brand}, עבור {audience}: {product}. {benefit}. {cta}.",
      ],
      cta: "לפרטים נוספים",
    },
    friendly: {
      titles: ["היי! חדש אצלנו: {product}", "בטוח תאהבו: {product}", "מבית {brand}, במיוחד בשבילכם"],
      bodies: [
        "היי {audience}! חדש מבית {brand}: {product}. {benefit}. {cta}!",
        "חדשות טובות עבור {audience}: {product} כבר כאן! {benefit}. {cta}!",
      ],
      cta: "קפצו לבקר",
    },
    bold: {
      titles: ["{product}. בלי פשרות.", "לחשוב בגדול עם {brand}", "הלהיט הבא כבר כאן"],
      bodies: [
        "{audience}, זה הרגע: {product}. {benefit}, בלי פשרות. {cta}!",
        "מהלך נועז, {audience}: {product} מבית {brand}. {benefit}. {cta}!",
      ],
      cta: "רוצו להזמין",
    },
    trustworthy: {
      titles: ["{brand}: אמון שהרווחנו ביושר", "{product}: איכות שאפשר לסמוך עליה", "בידיים טובות, בכל פעם מחדש"],
      bodies: [
        "הבחירה הבטוחה עבור {audience}: {product} מבית {brand}. {benefit}, בכל פעם מחדש. {cta}.",
        "ביושר ובמקצועיות: {product} עבור {audience}. {benefit}, מאנשים שבאמת אכפת להם. {cta}.",
      ],
      cta: "גלו למה סומכים עלינו",
    },
    creative: {
      titles: ["{product}, בגרסה חדשה לגמרי", "כשדמיון פוגש מציאות: {product}", "אחרת לגמרי, מבית {brand}"],
      bodies: [
        "מבט רענן עבור {audience}: {product}. {benefit}, עם הרבה דמיון. {cta}.",
        "מבית {brand}, בהשראה חדשה: {product} עבור {audience}. {benefit}. {cta}.",
      ],
      cta: "לצפייה בקולקציה",
    },
    luxury: {
      titles: ["אמנות השלמות: {product}", "{brand}: אלגנטיות במיטבה", "חוויה יוצאת דופן: {product}"],
      bodies: [
        "עבור {audience}, לטעם שאינו מתפשר: {product}. {benefit}, בכל פרט ופרט. {cta}.",
        "מבית {brand}: {product}. {benefit}, לטעם מעודן במיוחד. {cta}.",
      ],
      cta: "גלו את החוויה",
    },
    playful: {
      titles: ["פססט… {product} כבר כאן!", "האהבה החדשה: {product}", "הכיף עלה שלב"],
      bodies: [
        "שימו לב, {audience}! {product} מבית {brand} כבר כאן, והכיף מתחיל. {benefit}. {cta}!",
        "אזהרה: חיוכים גדולים בדרך, עם {product}! {benefit}, עבור {audience}. {cta}!",
      ],
      cta: "הצטרפו לחגיגה",
    },
    urgent: {
      titles: ["לא לפספס: {product}", "הזדמנות אחרונה: {brand}", "עכשיו או לעולם לא: {product}"],
      bodies: [
        "{audience}, הזמן לא מחכה: {product}. {benefit}, לזמן מוגבל בלבד. {cta}!",
        "הזמן אוזל: {product} מבית {brand}. {benefit}, וההזדמנות לא תחזור. {cta}!",
      ],
      cta: "הזמינו עכשיו",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: ".",
};
