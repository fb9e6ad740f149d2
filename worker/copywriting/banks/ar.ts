import type { LanguageBank } from "./types";

export const ar: LanguageBank = {
  code: "ar",
  business: {
    restaurant: { noun: "مطبخنا", benefit: "نكهات طازجة تُحضَّر كل يوم", hashtags: ["طعام_لذيذ", "مطاعم", "أكل_بيتي"] },
    retail: { noun: "متجرنا", benefit: "قطع مميزة يسعدك اقتناؤها", hashtags: ["تسوق", "وصل_حديثا", "عروض"] },
    services: {
      noun: "فريقنا",
      benefit: "خبرة موثوقة في الوقت المناسب",
      hashtags: ["ريادة_أعمال", "استشارات", "خدمات_مهنية"],
    },
    healthcare: { noun: "عيادتنا", benefit: "رعاية تضع صحتك أولاً", hashtags: ["صحة", "صحتك_تهمنا", "رعاية_صحية"] },
    beauty: { noun: "صالوننا", benefit: "إشراقة تليق بك", hashtags: ["جمال", "عناية_بالبشرة", "عناية_ذاتية"] },
    technology: { noun: "منصتنا", benefit: "أدوات ذكية تعمل بكل سهولة", hashtags: ["تقنية", "تحول_رقمي", "ابتكار"] },
    realEstate: { noun: "مكتبنا العقاري", benefit: "بيت يشبهك", hashtags: ["عقارات", "شقق_للبيع", "بيت_الأحلام"] },
    education: {
      noun: "دوراتنا",
      benefit: "مهارات تفتح لك أبواب المستقبل",
      hashtags: ["تعلم", "تطوير_الذات", "دورات_تدريبية"],
    },
    fitness: { noun: "نادينا", benefit: "قوة تزداد أسبوعاً بعد أسبوع", hashtags: ["لياقة_بدنية", "تمارين", "رياضة"] },
    travel: { noun: "وجهاتنا", benefit: "رحلات لا تُنسى", hashtags: ["سفر", "سياحة", "عطلة"] },
    nonprofit: { noun: "مبادرتنا", benefit: "أثر حقيقي في مجتمعك", hashtags: ["عطاء", "تطوع", "عمل_خيري"] },
    other: { noun: "مشروعنا", benefit: "شغف وإتقان في كل تفصيل", hashtags: ["مشاريع_صغيرة", "ادعم_المحلي", "جودة"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "اكتشف الآن: {product}"],
      bodies: [
        "خصيصاً من أجل {audience}: {product}. {benefit}، بعناية واحترافية. {cta}.",
        "من {brand} إلى {audience}: {product}. {benefit}. {cta}.",
      ],
      cta: "اعرف المزيد اليوم",
    },
    friendly: {
      titles: ["أهلاً! جديدنا: {product}", "من {brand} إليك، مع الحب", "مفاجأة جميلة: {product}"],
      bodies: [
        "مرحباً يا {audience}! جديد {brand}: {product}. {benefit}. {cta}!",
        "خبر سار يا {audience}! جديدنا بين يديك: {product}. {benefit}. {cta}!",
      ],
      cta: "تفضّلوا بزيارتنا",
    },
    bold: {
      titles: ["{product}. بلا أي تنازلات.", "انطلق بقوة مع {brand}", "خيارك المفضّل الجديد هنا"],
      bodies: [
        "{audience}، هذه هي اللحظة: {product}! {benefit}، بلا تنازلات. {cta}!",
        "خطوة جريئة يا {audience}: {product} من {brand}. {benefit}. {cta}!",
      ],
      cta: "خذ الخطوة الآن",
    },
    trustworthy: {
      titles: ["{brand}: ثقة في محلها", "{product}: جودة تعتمد عليها", "جودة تستحق ثقتك"],
      bodies: [
        "الاختيار الموثوق من أجل {audience}: {product} من {brand}. {benefit}، في كل مرة. {cta}.",
        "بكل صدق وأمانة: {product} من أجل {audience}. {benefit}، على أيدي فريق يهتم بك. {cta}.",
      ],
      cta: "اكتشف لماذا يثقون بنا",
    },
    creative: {
      titles: ["{product} برؤية جديدة", "حيث تلتقي الأفكار: {product}", "بلمسة مختلفة من {brand}"],
      bodies: [
        "نظرة جديدة من أجل {audience}: {product}. {benefit}، بخيال مبدع. {cta}.",
        "من {brand} وبأسلوب لم تعهده: {product}، من أجل {audience}. {benefit}. {cta}.",
      ],
      cta: "استكشف المجموعة",
    },
    luxury: {
      titles: ["فن الفخامة: {product}", "{brand}: رقيّ بلا حدود", "تجربة استثنائية: {product}"],
      bodies: [
        "إلى {audience}: {product}، لمن لا يرضى إلا بالأفضل. {benefit}، في أدق التفاصيل. {cta}.",
        "بتوقيع {brand}: {product}. {benefit}، لأصحاب الذوق الرفيع. {cta}.",
      ],
      cta: "عِش تجربة لا مثيل لها",
    },
    playful: {
      titles: ["همسة سرية: {product} هنا!", "حبك الجديد: {product}", "المتعة صارت أحلى"],
      bodies: [
        "انتبهوا يا {audience}! جديد {brand} هنا: {product}. {benefit}. {cta}!",
        "تحذير: ابتسامات عريضة في الطريق مع {product}! {benefit}، من أجل {audience}. {cta}!",
      ],
      cta: "شاركنا المرح",
    },
    urgent: {
      titles: ["لا تفوّت: {product}", "الفرصة الأخيرة: {brand}", "الآن أو أبداً: {product}"],
      bodies: [
        "{audience}، الوقت لا ينتظر: {product}. {benefit}، لفترة محدودة فقط. {cta}!",
        "الوقت ينفد: {product} من {brand}. {benefit}، والفرصة لن تتكرر. {cta}!",
      ],
      cta: "اطلب الآن",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: ".",
};
