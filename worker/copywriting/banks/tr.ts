import type { LanguageBank } from "./types";

export const tr: LanguageBank = {
  code: "tr",
  business: {
    restaurant: {
      noun: "mutfağımız",
      offer: "menümüz",
      audience: "lezzet tutkunları",
      hashtags: ["yemek", "lezzet", "nerede yesek"],
    },
    retail: {
      noun: "mağazamız",
      offer: "koleksiyonumuz",
      audience: "alışveriş severler",
      hashtags: ["alışveriş", "yeni sezon", "moda"],
    },
    services: {
      noun: "ekibimiz",
      offer: "hizmetlerimiz",
      audience: "yoğun çalışanlar",
      hashtags: ["küçük işletme", "girişimcilik", "hizmet"],
    },
    healthcare: {
      noun: "kliniğimiz",
      offer: "bakım hizmetlerimiz",
      audience: "hastalar ve aileleri",
      hashtags: ["sağlık", "hasta bakımı", "klinik"],
    },
    beauty: {
      noun: "salonumuz",
      offer: "bakım uygulamalarımız",
      audience: "kendine vakit ayıranlar",
      hashtags: ["güzellik", "cilt bakımı", "kendine iyi bak"],
    },
    technology: {
      noun: "ekibimiz",
      offer: "yazılımımız",
      audience: "ekipler",
      hashtags: ["teknoloji", "yazılım", "verimlilik"],
    },
    realEstate: {
      noun: "emlak ofisimiz",
      offer: "portföyümüz",
      audience: "ev arayanlar",
      hashtags: ["emlak", "gayrimenkul", "yeni ev"],
    },
    education: {
      noun: "okulumuz",
      offer: "kurslarımız",
      audience: "öğrenmeyi sevenler",
      hashtags: ["eğitim", "kişisel gelişim", "öğrenmek"],
    },
    fitness: {
      noun: "spor salonumuz",
      offer: "derslerimiz",
      audience: "hareket etmeyi sevenler",
      hashtags: ["spor", "antrenman", "fitness"],
    },
    travel: {
      noun: "ekibimiz",
      offer: "tatil seçeneklerimiz",
      audience: "gezginler",
      hashtags: ["seyahat", "tatil", "gezi"],
    },
    nonprofit: {
      noun: "derneğimiz",
      offer: "çalışmalarımız",
      audience: "duyarlı insanlar",
      hashtags: ["dayanışma", "gönüllülük", "iyilik"],
    },
    other: {
      noun: "firmamız",
      offer: "ürettiklerimiz",
      audience: "herkes",
      hashtags: ["küçük işletme", "girişimcilik", "üretici"],
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
    facebook: ["Tanışın: {product}", "{brand} sunar: {product}", "Merhaba, biz {brand}", "{audience}, bu sizin için"],
    linkedin: [
      "{brand}: {audience} için {product}",
      "Tanıtıyoruz: {product}",
      "Yakından bakış: {brand}",
      "{brand} ve {product} hakkında",
    ],
    pinterest: [
      "Bunu kaydedin: {product}",
      "Kaydedilecek bir fikir: {product}",
      "{audience} için: {product}",
      "Panonuza ekleyin: {product}",
    ],
    reddit: [
      "Merhaba, biz {brand}. Bu da {product}",
      "{product}: {audience} için düşünüldü",
      "{brand} olarak sunduğumuz: {product}",
      "{product} ile tanışın",
    ],
    snapchat: ["Selam, biz {brand}", "Yeni: {product}", "Sizin için: {product}", "Buna bakın: {product}"],
    youtube: [
      "{product} | {brand}",
      "Perde arkası: {brand}",
      "{audience} için {product} | {brand}",
      "Tanışın: {brand} ve {product}",
    ],
  },
  conceptTitles: {
    product: ["Tanışın: {product}", "{brand} sunar: {product}", "Karşınızda: {product}"],
    audience: ["{audience} için: {brand}", "{audience}, tanışın: {brand}", "{audience} için düşünüldü"],
    brand: ["Merhaba, biz {brand}", "Karşınızda {brand}", "{brand} hizmetinizde"],
  },
  angles: {
    product: ["{brand} sunar: {product}.", "Karşınızda {product}.", "Tanışın: {product}."],
    audience: [
      "{audience} için düşünüldü: {product}.",
      "{audience}, bu sizin için.",
      "{brand}, {audience} için hazırladı: {product}.",
    ],
    brand: ["{brand} ile tanışın.", "Merhaba, biz {brand}.", "{brand}, {audience} için burada."],
  },
  tones: {
    professional: {
      leads: ["İşte sunduklarımız.", "Kendimizi tanıtmak isteriz."],
      titles: ["{brand}: {product}", "Tanıtıyoruz: {brand}"],
    },
    friendly: {
      leads: ["Merhaba!", "Selam komşular!"],
      titles: ["{brand} size merhaba diyor", "Gelin, {brand} ile tanışın"],
    },
    bold: {
      leads: ["Büyük haber!", "Harekete geçin."],
      titles: ["İşte {brand}", "{product}. Hadi!"],
    },
    trustworthy: {
      leads: ["Lafı uzatmadan, işte gerçekler.", "Sizi neler bekliyor, anlatalım."],
      titles: ["{brand} ile yakından tanışın", "{brand}, açık ve net"],
    },
    creative: {
      leads: ["Farklı bir şey.", "Şunu hayal edin."],
      titles: ["{product}, farklı bir gözle", "Yeni bir bakış: {brand}"],
    },
    luxury: {
      leads: ["Kendinize bir an ayırın.", "Zevk sahipleri için."],
      titles: ["Bir sanat: {product}", "{brand}, zarafetle"],
    },
    playful: {
      leads: ["Psst!", "Bilin bakalım ne oldu?"],
      titles: ["Psst, tanışın: {product}", "Yeni göz ağrınız: {brand}"],
    },
    urgent: {
      leads: ["Beklemeyin.", "Neden bekleyesiniz?"],
      titles: ["Beklemeyin: {product}", "Bugün {brand} ile başlayın"],
    },
  },
  pinterestLine: "Bu pini daha sonrası için kaydedin.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
