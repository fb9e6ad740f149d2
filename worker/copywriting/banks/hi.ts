import type { LanguageBank } from "./types";

export const hi: LanguageBank = {
  code: "hi",
  business: {
    restaurant: { noun: "हमारी रसोई", benefit: "हर दिन ताज़ा स्वाद", hashtags: ["स्वादिष्ट खाना", "घर का खाना", "ज़ायका"] },
    retail: { noun: "हमारी दुकान", benefit: "ऐसी चीज़ें जो आपको पसंद आएँगी", hashtags: ["स्थानीय ख़रीदारी", "नया माल", "ख़रीदारी"] },
    services: { noun: "हमारी टीम", benefit: "ज़रूरत के समय विशेषज्ञ मदद", hashtags: ["छोटे व्यवसाय", "सलाह", "पेशेवर सेवाएँ"] },
    healthcare: { noun: "हमारा क्लिनिक", benefit: "ऐसी देखभाल जिसमें आप सबसे पहले हैं", hashtags: ["सेहत", "तंदुरुस्ती", "बचाव"] },
    beauty: { noun: "हमारा सैलून", benefit: "वह निखार जिसके आप हक़दार हैं", hashtags: ["ख़ुद की देखभाल", "सौंदर्य", "त्वचा की देखभाल"] },
    technology: { noun: "हमारा प्लेटफ़ॉर्म", benefit: "ऐसे औज़ार जो बस काम करते हैं", hashtags: ["तकनीक", "उत्पादकता", "नवाचार"] },
    realEstate: { noun: "हमारी एजेंसी", benefit: "एक जगह जिसे घर कह सकें", hashtags: ["प्रॉपर्टी", "सपनों का घर", "नया घर"] },
    education: { noun: "हमारे कोर्स", benefit: "ऐसे हुनर जो नए रास्ते खोलें", hashtags: ["सीखना", "शिक्षा", "कौशल विकास"] },
    fitness: { noun: "हमारा जिम", benefit: "हर हफ़्ते और मज़बूत", hashtags: ["कसरत", "स्वस्थ जीवन", "खेल"] },
    travel: { noun: "हमारे ठिकाने", benefit: "यादगार सफ़र", hashtags: ["यात्रा", "घूमना", "छुट्टियाँ"] },
    nonprofit: { noun: "हमारा मिशन", benefit: "आपके समुदाय में सच्चा बदलाव", hashtags: ["सेवा", "समुदाय", "स्वयंसेवा"] },
    other: { noun: "हमारा व्यवसाय", benefit: "लगन से बनाई गई चीज़", hashtags: ["स्थानीय व्यवसाय", "लोकल को सपोर्ट", "गुणवत्ता"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "जानिए: {product}"],
      bodies: ["{product}: {benefit}। {cta}।", "{brand} पेश करता है: {product}। {benefit}। {cta}।"],
      cta: "आज ही और जानें",
    },
    friendly: {
      titles: ["नमस्ते! मिलिए {product} से", "आपको ज़रूर पसंद आएगा: {product}", "{brand} की ओर से ख़ास आपके लिए"],
      bodies: ["नमस्ते! नया: {product}। {benefit}। {cta}!", "ख़ुशख़बरी: {product} आ गया है! {benefit}। {cta}!"],
      cta: "हमसे मिलने आइए",
    },
    bold: {
      titles: ["{product}। कोई समझौता नहीं।", "{brand} के साथ बड़ा सोचिए", "आपका नया पसंदीदा आ गया"],
      bodies: ["यही है वो: {product}। {benefit}, बिना किसी समझौते के। {cta}!", "दमदार चुनाव: {product}। {brand}: {benefit}। {cta}!"],
      cta: "अभी लीजिए",
    },
    trustworthy: {
      titles: ["{brand}: भरोसे की वजह है", "भरोसेमंद: {product}", "गुणवत्ता जिस पर भरोसा करें"],
      bodies: ["{brand} — {product}: {benefit}, हर बार। {cta}।", "ईमानदारी से बना: {product}। {benefit}, परवाह करने वाले लोगों से। {cta}।"],
      cta: "देखिए लोग हम पर भरोसा क्यों करते हैं",
    },
    creative: {
      titles: ["नए अंदाज़ में: {product}", "जहाँ विचार मिलते हैं: {product}", "कुछ अलग, {brand} की ओर से"],
      bodies: ["नई नज़र से: {product}। {benefit}, कल्पना के साथ। {cta}।", "{brand} ने नए सिरे से रचा: {product}। {benefit}। {cta}।"],
      cta: "संग्रह देखें",
    },
    luxury: {
      titles: ["कला का नमूना: {product}", "{brand}: नफ़ासत", "असाधारण: {product}"],
      bodies: ["सर्वश्रेष्ठ चाहने वालों के लिए: {product}। हर बारीकी में {benefit}। {cta}।", "{brand} प्रस्तुत करता है: {product}। {benefit}, उम्दा पसंद के लिए। {cta}।"],
      cta: "अनुभव कीजिए",
    },
    playful: {
      titles: ["सुनिए… {product} आ गया!", "नया दिल का टुकड़ा: {product}", "मस्ती अब अगले स्तर पर"],
      bodies: ["ध्यान दें! {product} यानी {benefit}। {cta}!", "चेतावनी: {product} से मुस्कान आ सकती है। {benefit}। {cta}!"],
      cta: "मस्ती में शामिल हों",
    },
    urgent: {
      titles: ["मौक़ा न चूकें: {product}", "आख़िरी मौक़ा: {brand}", "अभी नहीं तो कभी नहीं: {product}"],
      bodies: ["{product} इंतज़ार नहीं करेगा। {benefit}, स्टॉक रहने तक। {cta}!", "समय कम है: {product}। {brand}: {benefit}। आज ही {cta}!"],
      cta: "अभी ऑर्डर करें",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: "।",
};
