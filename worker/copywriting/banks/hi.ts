import type { LanguageBank } from "./types";

export const hi: LanguageBank = {
  code: "hi",
  business: {
    restaurant: {
      noun: "हमारी रसोई",
      offer: "हमारे व्यंजन",
      audience: "खाने के शौकीन",
      hashtags: ["खाना", "खाने के शौकीन", "फ़ूडी"],
    },
    retail: {
      noun: "हमारी दुकान",
      offer: "हमारे उत्पाद",
      audience: "ख़रीदारी के शौकीन",
      hashtags: ["शॉपिंग", "ख़रीदारी", "नया कलेक्शन"],
    },
    services: {
      noun: "हमारी टीम",
      offer: "हमारी सेवाएँ",
      audience: "व्यस्त लोग",
      hashtags: ["छोटा व्यवसाय", "उद्यमी", "स्टार्टअप"],
    },
    healthcare: {
      noun: "हमारी मेडिकल टीम",
      offer: "हमारी देखभाल",
      audience: "मरीज़ और उनके परिवार",
      hashtags: ["सेहत", "स्वास्थ्य", "देखभाल"],
    },
    beauty: {
      noun: "हमारी ब्यूटी टीम",
      offer: "हमारे ट्रीटमेंट",
      audience: "ख़ुद से प्यार करने वाले",
      hashtags: ["सौंदर्य", "ब्यूटी", "स्किनकेयर"],
    },
    technology: {
      noun: "हमारी टेक टीम",
      offer: "हमारे डिजिटल टूल",
      audience: "टीमें और कंपनियाँ",
      hashtags: ["टेक", "टेक्नोलॉजी", "डिजिटल इंडिया"],
    },
    realEstate: {
      noun: "हमारी एजेंसी",
      offer: "हमारी प्रॉपर्टी लिस्टिंग",
      audience: "घर की तलाश करने वाले",
      hashtags: ["प्रॉपर्टी", "रियल एस्टेट", "नया घर"],
    },
    education: {
      noun: "हमारी अकादमी",
      offer: "हमारे कोर्स",
      audience: "सीखने के शौकीन",
      hashtags: ["शिक्षा", "पढ़ाई", "कौशल विकास"],
    },
    fitness: {
      noun: "हमारी फ़िटनेस टीम",
      offer: "हमारी फ़िटनेस क्लासें",
      audience: "फ़िटनेस प्रेमी",
      hashtags: ["फ़िटनेस", "कसरत", "फ़िट इंडिया"],
    },
    travel: {
      noun: "हमारी ट्रैवल टीम",
      offer: "हमारी यात्राएँ",
      audience: "घूमने-फिरने के शौकीन",
      hashtags: ["यात्रा", "घुमक्कड़ी", "छुट्टियाँ"],
    },
    nonprofit: {
      noun: "हमारी संस्था",
      offer: "हमारी मुहिम",
      audience: "परवाह करने वाले लोग",
      hashtags: ["सेवा", "समाज सेवा", "बदलाव"],
    },
    other: {
      noun: "हमारी कंपनी",
      offer: "हमारी पेशकश",
      audience: "सभी ग्राहक",
      hashtags: ["छोटा व्यवसाय", "उद्यमी", "नया व्यवसाय"],
    },
  },
  cta: {
    shop: "अभी ख़रीदें",
    order: "अभी ऑर्डर करें",
    book: "अभी बुक करें",
    subscribe: "आज ही सब्सक्राइब करें",
    signUp: "आज ही साइन अप करें",
    learnMore: "और जानें",
    contact: "हमसे संपर्क करें",
    visit: "हमसे मिलने आएँ",
    download: "आज ही डाउनलोड करें",
    donate: "आज ही दान करें",
  },
  intentWords: {
    shop: ["ख़रीद", "खरीद", "शॉप", "कार्ट", "कलेक्शन"],
    order: ["ऑर्डर", "आर्डर", "मंगवा", "मँगवा", "मंगा", "मँगा", "डिलीवरी", "टेकअवे"],
    book: ["बुक", "आरक्षण", "आरक्षित", "अपॉइंटमेंट", "अपॉइन्टमेंट", "टेबल", "स्लॉट"],
    subscribe: ["सब्सक्राइ", "सब्सक्रिप्शन", "सदस्यता", "मेंबरशिप", "सदस्य बन"],
    signUp: ["साइन अप", "साइनअप", "रजिस्टर", "पंजीकरण", "नामांकन", "दाख़िला", "दाखिला", "जुड़"],
    learnMore: ["जान", "पढ़", "और देख", "खोज", "एक्सप्लोर", "पता कर"],
    contact: ["संपर्क", "सम्पर्क", "कॉल", "फ़ोन", "फोन", "बात कर", "व्हाट्सऐप", "ईमेल"],
    visit: ["मिलने आ", "पधार", "विज़िट", "विजिट", "आकर ", "घूमने आ"],
    download: ["डाउनलोड", "इंस्टॉल", "इंस्टाल", "ऐप पा", "ऐप ले"],
    donate: ["दान", "डोनेट", "योगदान", "सहयोग", "चंदा"],
  },
  titles: {
    facebook: ["कुछ नया: {product}", "{brand} की ओर से: {product}", "{brand} से मिलिए", "{audience}, यह आपके लिए है"],
    linkedin: [
      "{brand} का परिचय",
      "{product}: {brand} की पेशकश",
      "{brand} पर एक नज़र",
      "{brand} की ओर से प्रस्तुति: {product}",
    ],
    pinterest: ["सहेज लें: {product}", "{brand} से एक आइडिया", "प्रेरणा: {product}", "आज का आइडिया: {product}"],
    reddit: [
      "हमारी पेशकश: {product}",
      "परिचय: {brand} और {product}",
      "{brand} से सीधी बात: {product}",
      "{product}, {brand} से",
    ],
    snapchat: ["देखिए: {product}", "हाय, {brand} यहाँ", "आपके लिए: {product}", "यह है {brand}"],
    youtube: [
      "{product} | {brand}",
      "{brand} से मिलिए: {product}",
      "{brand} की दुनिया: {product}",
      "क़रीब से देखिए: {product}",
    ],
  },
  conceptTitles: {
    product: ["{product}, {brand} की ओर से", "परिचय: {product}", "ध्यान दीजिए: {product}"],
    audience: ["{audience}, मिलिए {brand} से", "{audience} ध्यान दें: {product}"],
    brand: ["{brand} से मिलिए", "यह है {brand}", "{brand}, आपकी सेवा में"],
  },
  angles: {
    product: ["{brand} की ओर से: {product}।", "देखिए {brand} की नई पेशकश: {product}।", "आपके लिए: {product}।"],
    audience: [
      "{audience}, यह आपके लिए है।",
      "{audience} ध्यान दें: {product}।",
      "{audience}, {brand} की ओर से आपके लिए: {product}।",
    ],
    brand: ["{brand} से मिलिए।", "{brand} आपकी सेवा में हाज़िर है।", "{brand} की ओर से आपके लिए कुछ नया है।"],
  },
  tones: {
    professional: {
      leads: ["यह रही हमारी पेशकश।", "आइए, हम अपना परिचय दें।"],
      titles: ["{brand}: {product}", "परिचय: {brand}"],
    },
    friendly: {
      leads: ["नमस्ते!", "नमस्ते दोस्तो!"],
      titles: ["आइए, {brand} से मिलिए", "{brand} की ओर से नमस्ते"],
    },
    bold: {
      leads: ["बड़ी ख़बर!", "अब आपकी बारी है।"],
      titles: ["{brand} के साथ बड़ा सोचिए", "{product}: अब आगे बढ़िए"],
    },
    trustworthy: {
      leads: ["सीधी बात, कोई लाग-लपेट नहीं।", "जानिए, आपको क्या मिलेगा।"],
      titles: ["{brand} को जानिए", "{brand}: सीधी और साफ़ बात"],
    },
    creative: {
      leads: ["कुछ हटकर।", "ज़रा सोचिए।"],
      titles: ["{product}, एक नए नज़रिए से", "{brand} पर एक नई नज़र"],
    },
    luxury: {
      leads: ["थोड़ा वक़्त अपने लिए निकालिए।", "बारीकियों की क़द्र करने वालों के लिए।"],
      titles: ["कला और सलीका: {product}", "{brand}, नफ़ासत के साथ"],
    },
    playful: {
      leads: ["अरे, सुनिए!", "पता है क्या?"],
      titles: ["सुनिए ज़रा: {product}", "आपका नया क्रश: {brand}"],
    },
    urgent: {
      leads: ["देर न करें।", "इंतज़ार किस बात का?"],
      titles: ["देर न करें: {product}", "आज ही शुरू करें, {brand} के साथ"],
    },
  },
  pinterestLine: "इस पिन को बाद के लिए सहेज लें।",
  ctaSentence: "{cta}।",
  hashtagCase: "keep",
  fullStop: "।",
  sentenceGap: " ",
};
