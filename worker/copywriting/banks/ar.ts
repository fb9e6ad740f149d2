import type { LanguageBank } from "./types";

export const ar: LanguageBank = {
  code: "ar",
  business: {
    restaurant: {
      noun: "مطبخنا",
      offer: "أطباقنا",
      audience: "عشاق الطعام",
      hashtags: ["طعام", "مطاعم", "عشاق_الطعام", "أكل", "مطبخ", "مأكولات"],
    },
    retail: {
      noun: "متجرنا",
      offer: "تشكيلتنا",
      audience: "عشاق التسوق",
      hashtags: ["تسوق", "متجر", "موضة", "هدايا", "تسوق_أونلاين"],
    },
    services: {
      noun: "فريقنا",
      offer: "خدماتنا",
      audience: "الأفراد والشركات",
      hashtags: ["ريادة_أعمال", "خدمات", "مشاريع_صغيرة", "أعمال", "رواد_الأعمال"],
    },
    healthcare: {
      noun: "عيادتنا",
      offer: "رعايتنا",
      audience: "المرضى وعائلاتهم",
      hashtags: ["صحة", "عافية", "رعاية_المرضى", "طب", "العائلة"],
    },
    beauty: {
      noun: "صالوننا",
      offer: "جلسات العناية لدينا",
      audience: "عشاق العناية بالذات",
      hashtags: ["جمال", "عناية_ذاتية", "عناية_بالبشرة", "مكياج", "روتين_العناية"],
    },
    technology: {
      noun: "فريقنا",
      offer: "برمجياتنا",
      audience: "فرق العمل",
      hashtags: ["تقنية", "برمجيات", "إنتاجية", "تكنولوجيا", "شركات_ناشئة"],
    },
    realEstate: {
      noun: "مكتبنا العقاري",
      offer: "عقاراتنا",
      audience: "الأسر الباحثة عن منزل",
      hashtags: ["عقارات", "شقق", "بيت_الأحلام", "بيت_العمر", "سكن"],
    },
    education: {
      noun: "أكاديميتنا",
      offer: "دوراتنا",
      audience: "عشاق التعلم",
      hashtags: ["تعلم", "تعليم", "تطوير_الذات", "مهارات", "دورات", "دراسة"],
    },
    fitness: {
      noun: "نادينا",
      offer: "حصصنا التدريبية",
      audience: "عشاق الحركة",
      hashtags: ["لياقة_بدنية", "رياضة", "تمارين", "جيم", "نمط_حياة"],
    },
    travel: {
      noun: "فريقنا",
      offer: "رحلاتنا",
      audience: "عشاق السفر",
      hashtags: ["سفر", "سياحة", "عطلة", "رحلات", "مسافر"],
    },
    nonprofit: {
      noun: "مبادرتنا",
      offer: "مشاريعنا",
      audience: "أهل الخير",
      hashtags: ["عمل_خيري", "تطوع", "عطاء", "خير", "تبرع"],
    },
    other: {
      noun: "مشروعنا",
      offer: "ما نصنعه",
      audience: "الجميع",
      hashtags: ["مشاريع_صغيرة", "ريادة_أعمال", "تسوق", "علامة_تجارية", "إبداع"],
    },
  },
  cta: {
    shop: "تسوق الآن",
    order: "اطلب الآن",
    book: "احجز الآن",
    subscribe: "اشترك اليوم",
    signUp: "سجّل اليوم",
    learnMore: "اعرف المزيد",
    contact: "تواصل معنا",
    visit: "تفضل بزيارتنا",
    download: "حمّل الآن",
    donate: "تبرع اليوم",
  },
  intentWords: {
    shop: ["تسوق", "تسوّق", "اشتر", "شراء", "للشراء", "تصفح", "تصفّح", "المتجر"],
    order: ["اطلب", "طلب", "الطلب", "للطلب", "توصيل", "التوصيل"],
    book: ["احجز", "حجز", "الحجز", "للحجز", "بالحجز", "موعد", "طاولة", "طاولت"],
    subscribe: ["اشترك", "اشتراك", "الاشتراك", "باشتراك", "تابعنا", "تابعونا", "النشرة"],
    signUp: ["سجل", "سجّل", "تسجيل", "التسجيل", "للتسجيل", "انضم", "ابدأ", "جرب"],
    learnMore: ["اعرف", "اكتشف", "المزيد", "تعرف", "تعرّف", "اقرأ", "استكشف", "شاهد"],
    contact: ["تواصل", "اتصل", "راسل", "كلمنا", "اسأل", "استفسر", "للاستفسار", "واتساب"],
    visit: ["زورونا", "زرنا", "زيارة", "زيارت", "بزيارت", "تفضل", "تعال", "زر "],
    download: ["حمّل", "حمل التطبيق", "تحميل", "للتحميل", "نزّل", "ثبّت", "التطبيق"],
    donate: ["تبرع", "تبرّع", "التبرع", "للتبرع", "ادعم", "ساهم", "ساند"],
  },
  titles: {
    facebook: [
      "نحن {brand}، ونقدّم {product}",
      "{product} من {brand}",
      "{product} ل{audience}",
      "ماذا نقدّم لك؟ {product}",
    ],
    linkedin: [
      "{brand}: {product} ل{audience}",
      "ما نقدّمه في {brand} ل{audience}",
      "{product}، من {brand}",
      "{brand} في سطور",
    ],
    pinterest: [
      "فكرة تستحق الحفظ: {product}",
      "{product} من {brand}",
      "من {brand}: {product}",
      "ل{audience}: {product}",
    ],
    reddit: [
      "{brand}: {product} ل{audience}",
      "ماذا نقدّم في {brand}؟",
      "من {brand} مباشرة: {product}",
      "نبذة عن {brand}: {product}",
    ],
    snapchat: ["{product} ل{audience}", "{brand}: {product}", "لمحة: {product}", "نحن {brand}"],
    youtube: [
      "{product} | {brand}",
      "{brand}: {product} ل{audience}",
      "{brand} في دقيقة",
      "{product} ل{audience}، من {brand}",
    ],
    instagram: ["{product} من {brand}", "{product} عن قرب", "جولة في {brand}", "{product} ل{audience}"],
    tiktok: [
      "ما رأيك في {product}؟",
      "{brand} في ثوانٍ: {product}",
      "هكذا نعمل في {brand}: {product}",
      "{product} ل{audience}",
    ],
    x: ["{brand}: {product}", "{product} في {brand}", "{product} ل{audience}، من {brand}", "من {brand}: {product}"],
  },
  conceptTitles: {
    product: ["{product} من {brand}", "نقدّم لك {product}"],
    audience: ["{product} ل{audience}", "ل{audience}: {product} من {brand}", "{brand}: {product} ل{audience}"],
    brand: ["أهلاً بك في {brand}", "نحن {brand}", "{brand} في خدمتك"],
  },
  // A statement says what is sold or for whom in one sentence with a verb: never a noun phrase joined to an unrelated
  // clause ("{product} ل{audience}، ونرحّب بأسئلتك"), never "we welcome you to {product}" (a dog's bath), no "glad to
  // answer" line ("يسعدنا الرد على أسئلتك" says nothing; one line says how to ask: "يمكنك مراسلتنا"), no "try" of a
  // service (a dentist's care is not tried), and no masculine-only form addressed to the reader (اسألنا، تجدنا، إن كنت
  // تبحث): a masdar after "يمكنك" instead ("يمكنك اختيار"). No pleasure or welcome ("نحبّ ما نقوم به"، "يسعد بلقائك"،
  // "مكانٌ نحبّ أن نستقبلك فيه"، "نسعد بخدمة … وكل من يزورنا") and no line that only says the business tries ("كل يوم
  // ليكون عند حسن ظنّك"، "نعرف احتياجات … جيداً"، "نهتمّ ب… كل يوم"): readers of rounds 34–36 quoted each as filler. At
  // most one "يسعدنا/يسرّنا/نسعد" in the list's statements (a post says it once), no "يسرّنا أن نعرّفك على" (said in
  // every brief), no "هنا {product}، ويسعدنا استقبالك" (a sign), no "في صميم عملنا" (a tautology). A statement tagged
  // "[goods] " is said only of a business that sells things (a shop, a florist, a café: "نضع بين يديك", choosing,
  // preparing an order), "[services] " only of one that serves (a dentist, a barber, a surf school, a sauna: an
  // appointment, looking after the reader); an untagged one reads for both. The brand's statements take no {product}
  // (beside the bank's own offer they are left out). A goods offer may carry "نا" ("باقاتنا"): no "يبحث عن {product}" of
  // goods (a stranger does not look for "ours"), and no "التعرّف على" (the Pinterest opener says "نعرّفك على").
  angles: {
    product: [
      "نقدّم لك {product}.",
      "مجال عملنا: {product}.",
      "[goods] ندعوك لاكتشاف {product}.",
      "نقدّم {product} بالطريقة التي تناسبك.",
      "[goods] نضع بين يديك {product}.",
    ],
    // What is sold, for whom: "ل" is joined to {audience} ("لمحبي القهوة", "لمن يحب المفاجآت"), and the mends below
    // write it before the article as Arabic does ("للمبتدئين", "للاعبين"); "ب" joins as it is ("بالمبتدئين", "بمن
    // يحب …"); a verb may take it as its object (the oblique reads there). The audience is never addressed, never a
    // subject, and never fronted ("لعشاق الأجبان نقدّم …").
    audience: [
      "نقدّم {product} ل{audience}.",
      "لدينا {product} ل{audience}.",
      "نوفّر {product} ل{audience}.",
      "[services] نستقبل {audience} ل{product}.",
    ],
    brand: [
      "في {brand} نرحّب ب{audience}.",
      "فريق {brand} يشرح كل التفاصيل قبل البدء.",
      "في {brand} نبدأ بالإصغاء إلى طلبك.",
      "[goods] في {brand} يمكنك الاختيار على مهل.",
      "[goods] فريق {brand} يجهّز طلبك.",
    ],
  },
  tones: {
    professional: {
      leads: ["تحية طيبة.", "مرحباً بك."],
      titles: ["{brand}: {product}", "نبذة عن {brand}"],
    },
    friendly: {
      leads: ["أهلاً وسهلاً!", "كيف حالك؟"],
      titles: ["تحية طيبة من {brand}", "{product}، من {brand} إليك"],
    },
    bold: {
      leads: ["بلا مقدمات.", "إليك الخلاصة."],
      titles: ["خطوتك التالية: {product}", "{product}، ببساطة"],
    },
    trustworthy: {
      leads: ["السلام عليكم.", "أهلاً بك عندنا."],
      titles: ["نعرّفك على {brand}", "{product} من {brand}"],
    },
    creative: {
      leads: ["مرحباً!", "أهلاً بك معنا!"],
      titles: ["{product} على طريقة {brand}", "من داخل {brand}"],
    },
    luxury: {
      leads: ["أهلاً بك.", "نرحّب بك."],
      titles: ["أهلاً بك في عالم {brand}", "{product} ل{audience}"],
    },
    playful: {
      leads: ["أهلاً!", "مرحباً يا أصدقاء!"],
      titles: ["ابتسامة من {brand}", "مرحباً من {brand}"],
    },
    urgent: {
      leads: ["لا داعي للانتظار.", "لماذا الانتظار؟"],
      titles: ["الآن: {product}", "البداية اليوم مع {brand}"],
    },
  },
  // … and the templates that set {brand} beside {product}: with the bank's noun they would say "ours" twice
  // ("أجباننا من محلنا").
  selfNaming: [
    "نحن {brand}",
    "من {brand}",
    "نقدّمه في {brand}",
    "في {brand}، حيث",
    "في {brand} نقدّم",
    "| {brand}",
    "{brand}: {",
    "{brand}: كل شيء عن",
    "نبذة عن {brand}: {",
    "{product} في {brand}",
    "{brand} في ثوانٍ: {",
    "عالم {brand}",
    "{brand} وجهتك ل",
    "في {brand} نقدّم",
    "في {brand}، {category}",
    "جولة في {brand}",
    "على طريقة {brand}",
    "في {brand} نخدم",
    "نعرّفك على {brand}، لمن",
  ],
  // "ل" joined to an audience that begins with the article: "لالمبتدئين" → "للمبتدئين", "لاللاعبين" → "للاعبين";
  // and to "من" (who): "لمن" stays as it is.
  mends: [
    ["(^|[\\s:،؛(«])لالل", "$1لل"],
    ["(^|[\\s:،؛(«])لال", "$1لل"],
  ],
  // {audience} stands after a preposition only (the lexicon writes it in the oblique, "المبتدئين"); "I" is said with
  // verbs only (أدير، أملك، أحببت), never with an adjective or a noun that shows the speaker's gender. The reader is
  // addressed in the singular only, in forms whose spelling is the same for a man and a woman (لك، بانتظارك، أهلاً
  // بك), never with a masculine imperative; Reddit openers address no one.
  // A Pinterest line is a sentence with a verb, never a verbless "{category} ل{audience}؟" (keyword stuffing), and
  // names no audience after {category}: the category often names it ("حلاق رجالي للرجال"، "تجميل الكلاب للكلاب").
  pinterest: ["نعرّفك على {brand}، لمن يبحث عن {category}.", "{brand} فكرة تستحق الحفظ لمن يبحث عن {category}."],
  // The owner says what the business sells or for whom in the same sentence; no promise of text that does not
  // follow ("وأحببت أن أكتب هنا قليلاً عن …").
  reddit: [
    "أدير {brand}، ونقدّم {product} ل{audience}.",
    "أكتب هنا باسم {brand}، ونقدّم {product}.",
    "أدير {brand}، وأحببت أن أعرض هنا ما نقوم به: {product}.",
    "أدير {brand}، ونخدم {audience}.",
    "أعمل في {brand}، حيث نقدّم {product}.",
    "أملك {brand}، ونقدّم فيه {product}.",
    "مرحباً، أدير {brand}، وعملنا {product}.",
  ],
  pinterestLine: "يمكنك حفظ هذا الدبوس للرجوع إليه لاحقاً.",
  ctaSentence: "{cta}.",
  hashtagCase: "keep",
  fullStop: ".",
  sentenceGap: " ",
};
