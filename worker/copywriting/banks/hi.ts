import type { LanguageBank } from "./types";

export const hi: LanguageBank = {
  code: "hi",
  business: {
    restaurant: {
      noun: "हमारी रसोई",
      offer: "खाना और ड्रिंक्स",
      plural: true,
      audience: "खाने के शौक़ीन",
      hashtags: ["खाना", "खाने के शौक़ीन", "फ़ूडी", "ज़ायका", "स्वाद"],
    },
    retail: {
      noun: "हमारी दुकान",
      offer: "उत्पाद और कलेक्शन",
      plural: true,
      audience: "ख़रीदारी के शौक़ीन",
      hashtags: ["शॉपिंग", "ख़रीदारी", "स्टाइल", "फ़ैशन", "तोहफ़े"],
    },
    services: {
      noun: "हमारी टीम",
      offer: "पेशेवर सेवाएँ",
      plural: true,
      audience: "व्यस्त लोग",
      hashtags: ["छोटा व्यवसाय", "उद्यमी", "स्टार्टअप", "व्यवसाय", "सेवाएँ"],
    },
    healthcare: {
      noun: "हमारी मेडिकल टीम",
      offer: "जाँच और इलाज",
      plural: true,
      audience: "मरीज़ और परिजन",
      hashtags: ["सेहत", "स्वास्थ्य", "देखभाल", "परिवार", "क्लिनिक"],
    },
    beauty: {
      noun: "हमारी ब्यूटी टीम",
      offer: "ब्यूटी ट्रीटमेंट",
      plural: true,
      audience: "ख़ुद से प्यार करने वाले",
      hashtags: ["सौंदर्य", "ब्यूटी", "स्किनकेयर", "मेकअप", "त्वचा की देखभाल"],
    },
    technology: {
      noun: "हमारी टेक टीम",
      offer: "डिजिटल टूल",
      plural: true,
      audience: "टीमें और कंपनियाँ",
      hashtags: ["टेक", "टेक्नोलॉजी", "डिजिटल इंडिया", "सॉफ़्टवेयर", "स्टार्टअप"],
    },
    realEstate: {
      noun: "हमारी एजेंसी",
      offer: "प्रॉपर्टी लिस्टिंग",
      audience: "घर की तलाश करने वाले",
      hashtags: ["प्रॉपर्टी", "रियल एस्टेट", "ड्रीम होम", "घर की तलाश", "अपना घर"],
    },
    education: {
      noun: "हमारी अकादमी",
      offer: "कोर्स और क्लासें",
      plural: true,
      audience: "सीखने के शौक़ीन",
      hashtags: ["शिक्षा", "पढ़ाई", "कौशल विकास", "कोर्स", "सीखना"],
    },
    fitness: {
      noun: "हमारी फ़िटनेस टीम",
      offer: "फ़िटनेस क्लासें",
      plural: true,
      audience: "फ़िटनेस प्रेमी",
      hashtags: ["फ़िटनेस", "कसरत", "फ़िट इंडिया", "जिम", "वर्कआउट"],
    },
    travel: {
      noun: "हमारी ट्रैवल टीम",
      offer: "यात्राएँ और टूर",
      plural: true,
      audience: "घूमने-फिरने के शौक़ीन",
      hashtags: ["यात्रा", "घुमक्कड़ी", "छुट्टियाँ", "घूमना", "सफ़र"],
    },
    nonprofit: {
      noun: "हमारी संस्था",
      offer: "सेवा और मदद की मुहिम",
      audience: "परवाह करने वाले लोग",
      hashtags: ["सेवा", "समाज सेवा", "बदलाव", "मदद", "दान"],
    },
    other: {
      noun: "हमारी कंपनी",
      offer: "सेवाएँ और उत्पाद",
      plural: true,
      audience: "सभी ग्राहक",
      hashtags: ["छोटा व्यवसाय", "उद्यमी", "बिज़नेस", "ब्रांड", "अपना व्यवसाय"],
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
    facebook: [
      "{audience}\u2060 के लिए {product}",
      "{product}, {brand} की ओर से",
      "यह है {brand}",
      "{brand} से मिलिए",
      "{brand} की पेशकश: {product}",
    ],
    linkedin: [
      "परिचय: {brand}",
      "{audience}\u2060 के लिए {product}",
      "{brand} का परिचय",
      "{brand} पर एक नज़र",
      "{product}: {brand} की पेशकश",
    ],
    pinterest: [
      "सहेज लें: {product}",
      "{audience}\u2060 के लिए {product}",
      "पिन करके रखें: {product}",
      "{brand}: बाद के लिए सहेजें",
    ],
    reddit: [
      "{brand} में क्या मिलता है: {product}",
      "एक छोटा परिचय: {brand}",
      "{audience}\u2060 के लिए {product}",
      "{product}, {brand} से",
    ],
    snapchat: ["देखिए: {product}", "झलक: {product}", "यह है {brand}", "नमस्ते, हम {brand} हैं"],
    youtube: [
      "{product} | {brand}",
      "{audience}\u2060 के लिए {product} | {brand}",
      "{brand}: एक परिचय",
      "{brand} की एक झलक",
    ],
    instagram: ["{audience}\u2060 के लिए {product}", "{brand} में {product}", "{brand} की झलक", "{brand} के अंदर"],
    tiktok: [
      "रुकिए, यह देखिए: {product}",
      "स्क्रॉल करने से पहले देखिए: {product}",
      "रुकिए! {audience}\u2060 के लिए {product}",
      "{brand} का काम देखिए: {product}",
      "ज़रा देखिए: {product}, {brand} की ओर से",
    ],
    x: [
      "{product}, {brand} की ओर से",
      "{audience}\u2060 के लिए {product}",
      "क्या आप {brand} को जानते हैं?",
      "{brand}: {product}",
    ],
  },
  conceptTitles: {
    product: ["{product}, {brand} की ओर से", "परिचय: {product}", "ज़रा देखिए: {product}"],
    audience: [
      "{audience}\u2060 के लिए {product}",
      "{audience}\u2060 के लिए: {brand}",
      "{product}, {audience}\u2060 के लिए",
    ],
    brand: ["{brand} से मिलिए", "यह है {brand}", "{brand}, आपकी सेवा में"],
  },
  angles: {
    // {product} stands before no postposition: as the object of a verb that agrees with हम (पेश करते हैं, लेकर आए हैं,
    // उपलब्ध कराते हैं), with चाहिए, or as the subject of है (the agreement list gives हैं for a plural product). The
    // lexicon's offers hold no possessive ("सर्फ़िंग क्लासें"), as the owner's own words do not: "हम हमारी …" is wrong.
    // "[goods]" statements are said only of things sold (a shop, a florist, a café), "[services]" ones only of a service
    // (a clinic, a school, a salon, a sauna); the others of both; coming in to look only of a shop people visit
    // ("[visit,purchase]": a florist that delivers is not visited). No statement names the brand and the product
    // together, and none is a stock frame the readers of rounds 34–36 counted in every business ("अगर आपको … चाहिए, तो
    // … आपके लिए है", "… में आइए: हम यहाँ … पेश करते हैं", "… की टीम … लेकर आई है", "उपलब्ध कराते हैं", "पूरे ध्यान
    // के साथ"): each says what the reader can do next or what is done for them.
    product: [
      "हमारे यहाँ आप {product} पा सकते हैं।",
      "हम {product} पेश करते हैं।",
      "हमारे पास {product} है।",
      "[visit,purchase] दुकान में आप {product} ख़ुद देखकर चुन सकते हैं।",
      "[goods] {product} आप हमारे यहाँ आकर चुन सकते हैं, या पहले से ऑर्डर कर सकते हैं।",
    ],
    // What is sold, for whom: {audience} before "के लिए", "के साथ", "की" or "को", marked with a word joiner (U+2060) that
    // the mends below turn into the oblique plural of its last word ("शुरुआत करने वाले" → "शुरुआत करने वालों के लिए", "हर
    // उम्र के मरीज़" → "मरीज़ों", "छोटे व्यापारी और फ़्रीलांसर" → "व्यापारियों और फ़्रीलांसरों") and then remove. It is
    // never addressed.
    audience: [
      "{audience}\u2060 के लिए हमारे यहाँ {product} है।",
      "हम {audience}\u2060 के लिए {product} पेश करते हैं।",
      "{audience}\u2060 के लिए {product} ही हमारा काम है।",
    ],
    // Every greeting of the brand's says something the reader can use: how the business works, or for whom.
    brand: [
      "{brand} में हम {audience}\u2060 की पसंद का ध्यान रखते हैं।",
      "{brand} में आपकी हर बात ध्यान से सुनी जाती है।",
      "{brand} मैसेज और कॉल, दोनों पर उपलब्ध है।",
      "[visit,purchase] {brand} में आप आराम से देखकर चुन सकते हैं।",
    ],
  },
  tones: {
    professional: {
      leads: ["नमस्कार।", "नमस्ते।"],
      titles: ["{brand}: {product}", "{brand}: {audience}\u2060 के लिए {product}"],
    },
    friendly: {
      leads: ["नमस्ते!", "हैलो!"],
      titles: ["{brand} की तरफ़ से नमस्ते", "नमस्ते, यह है {brand}"],
    },
    bold: {
      leads: ["तैयार हैं?", "सीधे काम की बात।"],
      titles: ["तैयार हैं? {product}", "अब बारी आपकी: {product}"],
    },
    trustworthy: {
      leads: ["नमस्कार जी।", "आपका स्वागत है।"],
      titles: ["{brand} को जानिए", "{brand} के बारे में जानिए"],
    },
    creative: {
      leads: ["नमस्ते, स्वागत है!", "आइए, मिलते हैं!"],
      titles: ["{brand} की कहानी", "{brand} पर एक अलग नज़र"],
    },
    luxury: {
      leads: ["आपका हार्दिक स्वागत है।", "नमस्कार, स्वागत है।"],
      titles: ["{product}, {brand} की ओर से", "{brand} में आपका स्वागत है"],
    },
    playful: {
      leads: ["एक बात बताएँ?", "अरे, सुनिए!"],
      titles: ["आज का प्लान: {product}", "ज़रा मुस्कुराइए: {brand}"],
    },
    urgent: {
      leads: ["देर न करें।", "इंतज़ार किस बात का?"],
      titles: ["देर न करें: {product}", "आज ही शुरू करें, {brand} के साथ"],
    },
  },
  // {product} (a nominative offer, or a phrase of unknown number) never stands before a postposition.
  agreement: [
    ["पेश है {product}", "पेश हैं {product}"],
    ["{product} है।", "{product} हैं।"],
    ["{audience}\u2060 के लिए है।", "{audience}\u2060 के लिए हैं।"],
  ],
  // {brand} before a postposition takes a name only: the bank's noun ("हमारा सैलून") would need its oblique form.
  selfNaming: [
    "हम {brand} हैं",
    "हम हैं {brand}",
    "{brand} यहाँ",
    "{brand} से",
    "{brand} की",
    "{brand} का",
    "{brand} को",
    "{brand} पर",
    "{brand} में",
    "{brand} के",
    "{brand} मेरा",
    "| {brand}",
    "{brand}: {",
    "{brand} यानी",
    "{brand} हमने",
  ],
  // The oblique plural of the audience before "के लिए" (see angles.audience): both words of "X और Y" are marked, then
  // each marked word takes its oblique ending; a word already oblique, an English plural in "-्स" or a pair ("माता-पिता") keeps its own.
  mends: [
    ["(\\S+) और (\\S+)\u2060", "$1\u2060 और $2\u2060"],
    ["(ों|ओं|्स)\u2060", "$1"],
    ["(\\S+-\\S+)\u2060", "$1"],
    ["(?:याँ|यां)\u2060", "यों"],
    ["(?:एँ|एं)\u2060", "ओं"],
    ["(?:ें|े)\u2060", "ों"],
    ["ी\u2060", "ियों"],
    ["ा\u2060", "ाओं"],
    ["(?:ू|ु)\u2060", "ुओं"],
    ["([\\u0915-\\u0939\\u0958-\\u095F]\\u093C?)\u2060", "$1ों"],
    ["\u2060", ""],
  ],
  // {product} and {audience} stand before no postposition but the audience's "के लिए"; "I" is said only in forms
  // that do not show the speaker's gender (मन है, मुझे … बताना है, मैं … से हूँ, सोचा, शेयर करूँ).
  // {category} is followed by the brand, never by the product, whose words often repeat it ("सॉना: हमारे सॉना सेशन").
  pinterest: [
    "{category} ढूँढ रहे हैं? {brand} को देखिए।",
    "{category} चाहिए? यह है {brand}।",
    "{category} चुनना है? {brand} पर एक नज़र डालिए।",
    "{category} के बारे में सोच रहे हैं? {brand} से मिलिए।",
  ],
  reddit: [
    "नमस्ते! {brand} में हमारा काम है {product}।",
    "मैं {brand} से हूँ, और {audience}\u2060 के लिए हमारे पास {product} है।",
    "{brand} मेरा अपना कारोबार है, और हम {product} पेश करते हैं।",
    "मैं {brand} चलाने वालों में से एक हूँ, और हम {audience}\u2060 के लिए {product} पेश करते हैं।",
  ],
  pinterestLine: "इस पिन को बाद के लिए सहेज लें।",
  ctaSentence: "{cta}।",
  hashtagCase: "keep",
  fullStop: "।",
  sentenceGap: " ",
};
