import type { LanguageBank } from "./types";

export const hi: LanguageBank = {
  code: "hi",
  business: {
    restaurant: {
      noun: "हमारी रसोई",
      benefit: "रोज़ ताज़ा बना लाजवाब स्वाद",
      hashtags: ["स्वादिष्ट खाना", "खाने के शौकीन", "घर का खाना"],
    },
    retail: { noun: "हमारी दुकान", benefit: "दिल को भाने वाली चीज़ें", hashtags: ["ख़रीदारी", "नया कलेक्शन", "वोकल फ़ॉर लोकल"] },
    services: {
      noun: "हमारी टीम",
      benefit: "ज़रूरत के वक़्त भरोसेमंद विशेषज्ञ मदद",
      hashtags: ["छोटा व्यवसाय", "विशेषज्ञ सलाह", "पेशेवर सेवाएँ"],
    },
    healthcare: {
      noun: "हमारा क्लिनिक",
      benefit: "ऐसी देखभाल जिसमें आप सबसे पहले हैं",
      hashtags: ["सेहत", "स्वस्थ जीवन", "स्वास्थ्य सेवा"],
    },
    beauty: {
      noun: "हमारा सैलून",
      benefit: "वह निखार जिसके आप हक़दार हैं",
      hashtags: ["सौंदर्य", "त्वचा की देखभाल", "ख़ुद से प्यार"],
    },
    technology: {
      noun: "हमारा प्लेटफ़ॉर्म",
      benefit: "आसान और असरदार टूल",
      hashtags: ["टेक्नोलॉजी", "डिजिटल इंडिया", "नवाचार"],
    },
    realEstate: {
      noun: "हमारी एजेंसी",
      benefit: "वह जगह जिसे आप घर कह सकें",
      hashtags: ["प्रॉपर्टी", "सपनों का घर", "नया घर"],
    },
    education: { noun: "हमारे कोर्स", benefit: "नए रास्ते खोलने वाले हुनर", hashtags: ["शिक्षा", "पढ़ाई", "कौशल विकास"] },
    fitness: { noun: "हमारा जिम", benefit: "हर हफ़्ते पहले से ज़्यादा मज़बूती", hashtags: ["फ़िटनेस", "कसरत", "फ़िट इंडिया"] },
    travel: { noun: "हमारी यात्राएँ", benefit: "ऐसे सफ़र जो हमेशा याद रहें", hashtags: ["यात्रा", "घुमक्कड़ी", "छुट्टियाँ"] },
    nonprofit: { noun: "हमारी संस्था", benefit: "आपके समुदाय में सच्चा बदलाव", hashtags: ["सेवा", "समाज सेवा", "बदलाव"] },
    other: {
      noun: "हमारा व्यवसाय",
      benefit: "लगन और प्यार से तैयार हर चीज़",
      hashtags: ["स्थानीय व्यवसाय", "भरोसेमंद", "गुणवत्ता"],
    },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "नई पेशकश: {product}"],
      bodies: [
        "{audience} के लिए ख़ास: {product}। {benefit}, पूरी ज़िम्मेदारी के साथ। {cta}।",
        "{brand} की ओर से {audience} के लिए: {product}। {benefit}। {cta}।",
      ],
      cta: "आज ही और जानें",
    },
    friendly: {
      titles: ["नमस्ते! मिलिए {product} से", "आपके लिए कुछ नया: {product}", "{brand} की ओर से, ख़ास आपके लिए"],
      bodies: [
        "नमस्ते {audience}! {brand} की ओर से कुछ नया: {product}। {benefit}। {cta}!",
        "ख़ुशख़बरी, {audience}! अब आपके लिए: {product}। {benefit}। {cta}!",
      ],
      cta: "हमसे मिलने आइए",
    },
    bold: {
      titles: ["{product}। कोई समझौता नहीं।", "{brand} के साथ बड़ा सोचिए", "मिलिए अपनी नई पसंद से"],
      bodies: [
        "{audience}, यही है वो पल: {product}! {benefit}, बिना किसी समझौते के। {cta}!",
        "दमदार फ़ैसला, {audience}: {brand} की ओर से {product}। {benefit}। {cta}!",
      ],
      cta: "अभी हासिल करें",
    },
    trustworthy: {
      titles: ["{brand}: भरोसे का दूसरा नाम", "{product}: जिस पर भरोसा कर सकें", "हर बार, वही भरोसेमंद गुणवत्ता"],
      bodies: [
        "{audience} की भरोसेमंद पसंद: {brand} की ओर से {product}। {benefit}, हर बार। {cta}।",
        "ईमानदारी से, {audience} के लिए: {product}। {benefit}, उन लोगों से जिन्हें आपकी परवाह है। {cta}।",
      ],
      cta: "हमारे ग्राहकों से पूछिए",
    },
    creative: {
      titles: ["{product}, एक नए अंदाज़ में", "जहाँ सपने हक़ीक़त बनते हैं: {product}", "कुछ हटके, {brand} की ओर से"],
      bodies: [
        "{audience} के लिए नई नज़र: {product}। {benefit}, कल्पना के रंगों के साथ। {cta}।",
        "{brand} ने {product} को दिया नया रूप, {audience} के लिए। {benefit}। {cta}।",
      ],
      cta: "कलेक्शन देखें",
    },
    luxury: {
      titles: ["{product}: कला का बेहतरीन नमूना", "{brand}: नफ़ासत की पहचान", "बेमिसाल: {product}"],
      bodies: [
        "{audience} के लिए, बेहतरीन से कम कुछ नहीं: {product}। {benefit}, हर बारीकी में। {cta}।",
        "{brand} की विशेष प्रस्तुति: {product}। {benefit}, नफ़ीस पसंद के लिए। {cta}।",
      ],
      cta: "ख़ास अनुभव का आनंद लें",
    },
    playful: {
      titles: ["सुनिए-सुनिए! नया धमाका: {product}", "दिल आ गया: {product}", "मस्ती हुई दोगुनी!"],
      bodies: [
        "{audience}, ज़रा ध्यान दीजिए! {brand} की ओर से {product}, यानी {benefit}। {cta}!",
        "चेतावनी: {product} के साथ मुस्कान रुकने वाली नहीं! {benefit}, {audience} के लिए। {cta}!",
      ],
      cta: "मस्ती में शामिल हों",
    },
    urgent: {
      titles: ["मौक़ा न चूकें: {product}", "आख़िरी मौक़ा: {brand}", "अभी नहीं तो कभी नहीं: {product}"],
      bodies: [
        "{audience}, देर न करें: {product}। {benefit}, सिर्फ़ सीमित समय के लिए। {cta}!",
        "समय कम है: {brand} की ओर से {product}। {benefit}, ऐसा मौक़ा बार-बार नहीं आता। {cta}!",
      ],
      cta: "अभी ऑर्डर करें",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: "।",
};
