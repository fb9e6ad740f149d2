import type { LanguageBank } from "./types";

export const ar: LanguageBank = {
  code: "ar",
  business: {
    restaurant: { noun: "مطبخنا", benefit: "نكهات طازجة كل يوم", hashtags: ["طعام_لذيذ", "أكل_بيتي", "مطاعم"] },
    retail: { noun: "متجرنا", benefit: "قطع ستحب اقتناءها", hashtags: ["تسوق_محلي", "وصل_حديثا", "تسوق"] },
    services: { noun: "فريقنا", benefit: "دعم خبير حين تحتاجه", hashtags: ["مشاريع_صغيرة", "استشارات", "خدمات_مهنية"] },
    healthcare: { noun: "عيادتنا", benefit: "رعاية تضعك أولاً", hashtags: ["صحة", "عافية", "وقاية"] },
    beauty: { noun: "مركزنا", benefit: "الإشراقة التي تستحقها", hashtags: ["عناية_ذاتية", "جمال", "عناية_بالبشرة"] },
    technology: { noun: "منصتنا", benefit: "أدوات تعمل ببساطة", hashtags: ["تقنية", "إنتاجية", "ابتكار"] },
    realEstate: { noun: "مكتبنا العقاري", benefit: "مكان تسميه بيتك", hashtags: ["عقارات", "بيت_الأحلام", "سكن"] },
    education: { noun: "دوراتنا", benefit: "مهارات تفتح الأبواب", hashtags: ["تعلم", "تعليم", "تطوير_الذات"] },
    fitness: { noun: "نادينا", benefit: "أقوى كل أسبوع", hashtags: ["تمارين", "حياة_صحية", "رياضة"] },
    travel: { noun: "إقاماتنا", benefit: "رحلات لا تُنسى", hashtags: ["سفر", "عطلة", "سياحة"] },
    nonprofit: { noun: "قضيتنا", benefit: "تغيير حقيقي في مجتمعك", hashtags: ["عطاء", "مجتمع", "تطوع"] },
    other: { noun: "مشروعنا", benefit: "شيء صُنع بعناية", hashtags: ["مشروع_محلي", "ادعم_المحلي", "جودة"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "اكتشف: {product}"],
      bodies: ["{product}: {benefit}. {cta}.", "من {brand}: {product}، مع {benefit}. {cta}."],
      cta: "اعرف المزيد اليوم",
    },
    friendly: {
      titles: ["مرحباً! إليك {product}", "ستحبه: {product}", "من {brand} إليك"],
      bodies: ["مرحباً! جديدنا: {product}. {benefit}. {cta}!", "خبر سار: وصل {product}! {benefit}. {cta}!"],
      cta: "تفضل بزيارتنا",
    },
    bold: {
      titles: ["{product}. بلا تنازلات.", "فكّر بجرأة مع {brand}", "المفضل الجديد وصل"],
      bodies: ["هذه هي اللحظة: {product}. {benefit}، بلا تنازلات. {cta}!", "اختيار جريء: {product} من {brand}. {benefit}. {cta}!"],
      cta: "احصل عليه الآن",
    },
    trustworthy: {
      titles: ["{brand}: ثقة في محلها", "موثوق: {product}", "جودة يمكنك الاعتماد عليها"],
      bodies: ["{brand} — {product}: {benefit}، في كل مرة. {cta}.", "بصدق وإتقان: {product}. {benefit}، من أناس يهتمون. {cta}."],
      cta: "اكتشف سر ثقة عملائنا",
    },
    creative: {
      titles: ["بروح جديدة: {product}", "حيث تلتقي الأفكار: {product}", "لمسة مختلفة من {brand}"],
      bodies: ["نظرة جديدة: {product}. {benefit}، بخيال مبدع. {cta}.", "من {brand}، بأسلوب جديد: {product}. {benefit}. {cta}."],
      cta: "استكشف المجموعة",
    },
    luxury: {
      titles: ["فن الإتقان: {product}", "{brand}: رقي بلا حدود", "استثنائي: {product}"],
      bodies: ["لمن يطلب الأفضل: {product}. {benefit}، في كل تفصيل. {cta}.", "تقدّم {brand}: {product}. {benefit}، لذوق رفيع. {cta}."],
      cta: "عش التجربة",
    },
    playful: {
      titles: ["سرّ صغير: {product} وصل!", "حبك الجديد: {product}", "المتعة في مستوى جديد"],
      bodies: ["انتبهوا! {product} يعني {benefit}. {cta}!", "تحذير: {product} قد يرسم الابتسامة. {benefit}. {cta}!"],
      cta: "انضم إلى المرح",
    },
    urgent: {
      titles: ["لا تفوّت: {product}", "الفرصة الأخيرة: {brand}", "الآن أو أبداً: {product}"],
      bodies: ["{product} لن ينتظر. {benefit}، حتى نفاد الكمية. {cta}!", "الوقت ينفد: {product} من {brand}. {benefit}. {cta} اليوم!"],
      cta: "اطلب الآن",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: ".",
};
