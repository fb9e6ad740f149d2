import type { LanguageBank } from "./types";

export const tr: LanguageBank = {
  code: "tr",
  business: {
    restaurant: {
      noun: "mutfağımız",
      offer: "menümüz",
      audience: "lezzet tutkunları",
      hashtags: ["yemek", "lezzet", "nerede yesek", "gurme", "restoran"],
    },
    retail: {
      noun: "mağazamız",
      offer: "koleksiyonumuz",
      audience: "alışveriş severler",
      hashtags: ["alışveriş", "mağaza", "moda", "hediye", "alışveriş keyfi"],
    },
    services: {
      noun: "ekibimiz",
      offer: "hizmetlerimiz",
      audience: "yoğun çalışanlar",
      hashtags: ["küçük işletme", "girişimcilik", "hizmet", "işletme", "kobi"],
    },
    healthcare: {
      noun: "kliniğimiz",
      offer: "bakım hizmetlerimiz",
      audience: "hastalar ve aileleri",
      hashtags: ["sağlık", "hasta bakımı", "klinik", "aile sağlığı", "muayene"],
    },
    beauty: {
      noun: "salonumuz",
      offer: "bakım uygulamalarımız",
      audience: "kendine vakit ayıranlar",
      hashtags: ["güzellik", "cilt bakımı", "kendine iyi bak", "makyaj", "bakım rutini"],
    },
    technology: {
      noun: "ekibimiz",
      offer: "yazılımımız",
      audience: "ekipler",
      hashtags: ["teknoloji", "yazılım", "verimlilik", "girişim", "dijital"],
    },
    realEstate: {
      noun: "emlak ofisimiz",
      offer: "portföyümüz",
      audience: "ev arayanlar",
      hashtags: ["emlak", "gayrimenkul", "ev sahibi olmak", "ev arıyorum", "konut"],
    },
    education: {
      noun: "okulumuz",
      offer: "kurslarımız",
      audience: "öğrenmeyi sevenler",
      hashtags: ["eğitim", "kişisel gelişim", "öğrenmek", "kurs", "ders"],
    },
    fitness: {
      noun: "spor salonumuz",
      offer: "derslerimiz",
      audience: "hareket etmeyi sevenler",
      hashtags: ["spor", "antrenman", "fitness", "spor salonu", "egzersiz"],
    },
    travel: {
      noun: "ekibimiz",
      offer: "tatil seçeneklerimiz",
      audience: "gezginler",
      hashtags: ["seyahat", "tatil", "gezi", "tatil zamanı", "gezgin"],
    },
    nonprofit: {
      noun: "derneğimiz",
      offer: "çalışmalarımız",
      audience: "duyarlı insanlar",
      hashtags: ["dayanışma", "gönüllülük", "iyilik", "yardımlaşma", "bağış"],
    },
    other: {
      noun: "firmamız",
      offer: "ürettiklerimiz",
      audience: "herkes",
      hashtags: ["küçük işletme", "girişimcilik", "üretici", "marka", "üretim"],
    },
  },
  cta: {
    shop: "Hemen alışveriş yapın",
    order: "Hemen sipariş verin",
    book: "Yerinizi ayırtın",
    subscribe: "Bugün abone olun",
    signUp: "Bugün kaydolun",
    learnMore: "Daha fazla bilgi alın",
    contact: "Bize ulaşın",
    visit: "Bizi ziyaret edin",
    download: "Hemen indirin",
    donate: "Bugün bağış yapın",
  },
  intentWords: {
    shop: ["alışveriş", "satın al", "hemen al", "sepete", "mağaza", "göz at", "koleksiyon"],
    order: ["sipariş", "paket servis", "teslimat", "gel al", "yemeksepeti"],
    book: ["rezervasyon", "rezerve", "randevu", "ayırt", "ayırın", "masanız", "yer ayır"],
    subscribe: ["abone", "üyelik", "bülten", "takip et", "takibe"],
    signUp: ["kaydol", "kayıt", "kayd", "üye ol", "katıl", "başla", "deneyin"],
    learnMore: ["daha fazla", "bilgi", "detay", "keşfet", "incele", "öğrenin", "okuyun"],
    contact: ["iletişim", "ulaş", "arayın", "bizi ara", "yazın", "mesaj", "whatsapp", "danışın"],
    visit: ["ziyaret", "uğra", "gelin", "bekleriz", "bize gel"],
    download: ["indirin", "indir ", "indirmek", "indirme", "yükle", "uygulama", "app store", "google play"],
    donate: ["bağış", "destek ol", "destekle", "destek verin", "katkıda", "yardım edin"],
  },
  titles: {
    facebook: [
      "İşte {product}",
      "Sizin için hazırladık: {product}",
      "Merhaba, biz {brand}",
      "{audience} için {product}",
    ],
    linkedin: [
      "{brand}: {audience} için {product}",
      "Tanıtıyoruz: {product}",
      "Yakından bakış: {brand}",
      "{brand} ve {product} hakkında",
    ],
    pinterest: [
      "Bunu kaydedin: {product}",
      "Aklınızda bulunsun: {product}",
      "{audience} için {product}",
      "Panonuza ekleyin: {product}",
    ],
    reddit: [
      "Merhaba, biz {brand}. Sunduklarımız: {product}",
      "{brand} kısaca: {product}",
      "{brand} olarak sunduğumuz: {product}",
      "{product}, {audience} için",
    ],
    snapchat: ["Merhaba, biz {brand}", "Bizden: {product}", "Sizin için: {product}", "Buna bakın: {product}"],
    youtube: [
      "{product} | {brand}",
      "Biz kimiz? {brand}",
      "{audience} için {product} | {brand}",
      "{product}: {brand} anlatıyor",
      "{product}: yakından bakış",
      "{audience} için {product}",
    ],
    instagram: ["Yakından bakın: {product}", "Günün karesi: {product}", "Akışınızda: {product}", "Objektifte: {brand}"],
    tiktok: [
      "Buna bir bakın: {product}",
      "POV: {product} için geldiniz",
      "{audience} için: {product}",
      "Selam, biz {brand}. İşte {product}",
      "Bir saniye: {product}, {brand} imzasıyla",
    ],
    x: [
      "{brand} ile tanıştınız mı?",
      "Sizi {product} bekliyor",
      "{brand} anlatıyor: {product}",
      "{product}, {audience} için",
    ],
  },
  conceptTitles: {
    product: ["İşte {product}", "{product} | {brand}", "Karşınızda: {product}"],
    audience: ["{audience} için {product}", "{product}, {audience} için", "{audience} için: {brand}"],
    brand: ["Merhaba, biz {brand}", "Karşınızda {brand}", "{brand} hizmetinizde"],
  },
  angles: {
    product: [
      "{product}, {brand} imzasıyla.",
      "Karşınızda {product}.",
      "İşte {product}.",
      "Sizi {product} bekliyor.",
      "Sizin için hazırladık: {product}.",
    ],
    // What is sold, for whom: {audience} stands before "için" or "düşünülerek", which take the nominative, so any
    // audience reads, a participle too ("birini şaşırtmak isteyenler için"); it is never addressed.
    audience: [
      "{product}, {audience} için.",
      "{product}, {audience} düşünülerek sunuluyor.",
      "{brand} imzalı {product}, {audience} için.",
      "{audience} için {product}, {brand} imzasıyla.",
      "{audience} için {product} sizi bekliyor.",
    ],
    brand: [
      "{brand} ile tanışın.",
      "Biz {brand} ekibiyiz.",
      "{brand} olarak sizi bekliyoruz.",
      "{brand} hizmetinizde.",
    ],
  },
  tones: {
    professional: {
      leads: ["İyi günler.", "Merhabalar."],
      titles: ["{brand}: {product}", "Tanıtıyoruz: {brand}"],
    },
    friendly: {
      leads: ["Merhaba!", "Selam, hoş geldiniz!"],
      titles: ["{brand} size merhaba diyor", "Gelin, {brand} ile tanışın"],
    },
    bold: {
      leads: ["Hadi başlayalım!", "Harekete geçin."],
      titles: ["İşte {brand}", "{product}. Hadi!"],
    },
    trustworthy: {
      leads: ["Sorularınızı bekliyoruz.", "Burada olmanıza sevindik."],
      titles: ["{brand} ile yakından tanışın", "{brand}, açık ve net"],
    },
    creative: {
      leads: ["Her işin bir hikâyesi var.", "Güzellik ayrıntılarda saklı."],
      titles: ["{product}, farklı bir gözle", "Başka bir bakış: {brand}"],
    },
    luxury: {
      leads: ["Zevk sahipleri için.", "Zarafet sadelikte saklı."],
      titles: ["{product}, incelikle", "{brand}, zarafetle"],
    },
    playful: {
      leads: ["Psst!", "Gülümseyin!"],
      titles: ["Psst, işte {product}", "{brand} size göz kırpıyor"],
    },
    urgent: {
      leads: ["Beklemeyin.", "Neden bekleyesiniz?"],
      titles: ["Beklemeyin: {product}", "Bugün {brand} ile başlayın"],
    },
  },
  // … and every template that sets {brand} beside {product}: with the bank's noun for a brief without a name it would
  // say "ours" twice ("fırınımız imzalı ekmeklerimiz").
  selfNaming: [
    "biz {brand}",
    "Biz {brand}",
    "{brand} olarak",
    "Biz kimiz? {brand}",
    "| {brand}",
    "{brand}: {",
    "{brand} imzal",
    "{brand} imzasıyla",
    "{brand} anlatıyor",
    "{brand} kısaca",
    "{brand} ve {product}",
  ],
  // No suffix is ever joined to a slot: {product} and {audience} stand before "hakkında", "için", "düşünülerek" and
  // "üzerine", which take the nominative, and {brand} before "adında", "adıyla", "imzasıyla", "imzalı" and "işletmesinin".
  pinterest: [
    "{category}: {brand} ile tanışın.",
    "{category}: {product}, {brand} imzasıyla.",
    "{category}: {audience} için {product}.",
    "{category}: {product} sizi bekliyor.",
    "{category} arıyorsanız: {brand}.",
  ],
  reddit: [
    "Merhaba, {brand} adında bir işletmem var; sunduklarımız kısaca şöyle: {product}.",
    "{brand} benim işletmem; burada size neler sunduğumuzu anlatmak istedim: {product}.",
    "Ben {brand} işletmesinin sahibiyim; kısaca ne sunduğumuzu anlatayım: {product}.",
    "Ben {brand} işletmesinin sahibiyim ve burada işimizi kısaca tanıtmak istiyorum.",
    "Merhaba, {brand} adına yazıyorum; sunduğumuz şey şu: {product}.",
  ],
  pinterestLine: "Sonra bakmak için bu pini kaydedin.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
