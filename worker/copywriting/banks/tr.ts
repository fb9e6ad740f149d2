import type { LanguageBank } from "./types";

export const tr: LanguageBank = {
  code: "tr",
  business: {
    restaurant: {
      noun: "mutfağımız",
      offer: "yemekler ve içecekler",
      audience: "lezzet tutkunları",
      hashtags: ["yemek", "lezzet", "nerede yesek", "gurme", "restoran"],
    },
    retail: {
      noun: "mağazamız",
      offer: "mağaza ürünleri",
      audience: "alışveriş severler",
      hashtags: ["alışveriş", "mağaza", "moda", "hediye", "alışveriş keyfi"],
    },
    services: {
      noun: "ekibimiz",
      offer: "ev ve iş hizmetleri",
      audience: "yoğun çalışanlar",
      hashtags: ["küçük işletme", "girişimcilik", "hizmet", "işletme", "kobi"],
    },
    healthcare: {
      noun: "kliniğimiz",
      offer: "muayene ve bakım hizmetleri",
      audience: "hastalar ve aileleri",
      hashtags: ["sağlık", "hasta bakımı", "klinik", "aile sağlığı", "muayene"],
    },
    beauty: {
      noun: "salonumuz",
      offer: "bakım uygulamaları",
      audience: "kendine vakit ayıranlar",
      hashtags: ["güzellik", "cilt bakımı", "kendine iyi bak", "makyaj", "bakım rutini"],
    },
    technology: {
      noun: "ekibimiz",
      offer: "iş yazılımları",
      audience: "ekipler",
      hashtags: ["teknoloji", "yazılım", "verimlilik", "girişim", "dijital"],
    },
    realEstate: {
      noun: "emlak ofisimiz",
      offer: "satılık ve kiralık evler",
      audience: "ev arayanlar",
      hashtags: ["emlak", "gayrimenkul", "ev sahibi olmak", "ev arıyorum", "konut"],
    },
    education: {
      noun: "okulumuz",
      offer: "kurslar ve dersler",
      audience: "öğrenmeyi sevenler",
      hashtags: ["eğitim", "kişisel gelişim", "öğrenmek", "kurs", "ders"],
    },
    fitness: {
      noun: "spor salonumuz",
      offer: "dersler ve antrenmanlar",
      audience: "hareket etmeyi sevenler",
      hashtags: ["spor", "antrenman", "fitness", "spor salonu", "egzersiz"],
    },
    travel: {
      noun: "ekibimiz",
      offer: "tatil seçenekleri",
      audience: "gezginler",
      hashtags: ["seyahat", "tatil", "gezi", "tatil zamanı", "gezgin"],
    },
    nonprofit: {
      noun: "derneğimiz",
      offer: "yardım çalışmaları",
      audience: "duyarlı insanlar",
      hashtags: ["dayanışma", "gönüllülük", "iyilik", "yardımlaşma", "bağış"],
    },
    other: {
      noun: "firmamız",
      offer: "ürünler ve hizmetler",
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
      "{brand} ile {product}",
      "{brand} ekibinden merhaba",
      "Merhaba, biz {brand}",
      "{product} arıyor musunuz?",
    ],
    linkedin: [
      "{brand}: {audience} için {product}",
      "Yakından bakış: {brand}",
      "{product} | {brand}",
      "{brand} hakkında kısaca",
    ],
    pinterest: [
      "Bunu kaydedin: {product}",
      "Sonra bakmak için: {product}",
      "{brand}: kaydetmeye değer",
      "{audience} için: {product}",
    ],
    reddit: [
      "{product}: işletmemizi tanıtıyorum",
      "{brand}: {product} üzerine birkaç söz",
      "{brand} ekibinden: {product}",
      "{brand}: {audience} için {product}",
    ],
    snapchat: ["Merhaba, biz {brand}", "{brand}: {product}", "{brand} ekibinden selam", "{brand} ile tanışın"],
    youtube: [
      "{product} | {brand}",
      "Biz kimiz? {brand}",
      "{audience} için {product} | {brand}",
      "{brand} ile bir gün",
    ],
    instagram: [
      "{brand} ekibinden: {product}",
      "{product} | {brand}",
      "{audience} için {product}",
      "{brand} ile tanışın",
    ],
    tiktok: [
      "{product} arayanlar buraya",
      "POV: {product} arıyorsunuz",
      "{audience} için: {product}",
      "{brand} ile tanışın: {product}",
    ],
    x: [
      "{brand} ile tanıştınız mı?",
      "{product} arıyor musunuz?",
      "{brand} ile {product}",
      "{audience} için: {product}",
    ],
  },
  conceptTitles: {
    product: ["{product} | {brand}", "{brand} ile {product}", "{brand}: {product}"],
    audience: ["{audience} için {product}", "{audience} için: {brand}"],
    brand: ["Merhaba, biz {brand}", "{brand} ile tanışın", "{brand} ekibinden merhaba"],
  },
  angles: {
    // The lexicon's offers carry no possessive ("sörf dersleri", "peynir çeşitleri"): {product} is the subject, stands
    // before "ile", "için", "konusunda", "arasından" or "hakkında", or is an indefinite object, which takes no suffix
    // ("{product} hazırlıyoruz", "{product} seçerken"); never "{product} için doğru yerdesiniz" (a stranger does not
    // look for "ours"), no "ask us" line ("… bize sorabilirsiniz" says nothing), no stilted "tanıştıralım", no verbless
    // label ("İşimiz {product}.", "{product}, tam da {audience} için."), no "yardım" twice in a post, no "X ile
    // ilgilenen bir ekibiz" (a hobby) and "sunmak" at most once a list (lessons are given, nails done: it is a
    // catalogue's verb). A statement tagged "[goods] " is said only of a business that sells things (a shop, a florist,
    // a café: choosing, preparing, orders), "[services] " only of one that serves (a dentist, a barber, a surf school,
    // a sauna: making time, booking an hour, looking after the reader); an untagged one reads for both. The brand's
    // statements take no {product} (beside the bank's own offer they are left out).
    product: [
      "{product} konusunda ne bekleyeceğinizi baştan açıkça anlatıyoruz.",
      "{product} için önce tercihinizi dinliyor, ona göre öneride bulunuyoruz.",
      "{product} için bizi arayabilirsiniz.",
      "[session] İlk kez geliyorsanız nasıl çalıştığımızı baştan anlatıyoruz.",
      "[visit,purchase] {product} için bize gelebilir ya da önceden yazabilirsiniz.",
      "[goods] {product} arasından dilediğinizi seçebilirsiniz.",
      "[goods] {product} seçerken size yardımcı oluyoruz.",
      "[goods] {product} hazırlıyoruz.",
      "[lesson,class] Derslerimiz adım adım ilerliyor.",
      "[session,stay] {product} sırasında kafanızı dinleyebilirsiniz.",
    ],
    // What is sold, for whom: {audience} stands before "için", which takes the nominative, or as the subject, so any
    // audience reads, a participle too ("birini şaşırtmak isteyenler için"); it is never addressed.
    audience: [
      "{audience} bize {product} için geliyor.",
      "Bizde {audience} için {product} var.",
      "Bize en çok {audience} geliyor.",
      "[goods] {audience} için {product} seçiyoruz.",
      "[appointment,consultation] {audience} {product} için bizden randevu alıyor.",
    ],
    // Nothing a customer cannot use (round 37): no welcome ("sizi ağırlamaktan mutluluk duyarız", "kapımız herkese
    // açık", "sizinle tanışmayı bekliyor"), no pleasure in the work ("bunu severek yapıyoruz"), no shelf calque ("Bizde
    // {product} bulabilirsiniz"); what the business does for the reader, or what to do next.
    brand: [
      "{brand} ekibinin kapısını en çok {audience} çalıyor.",
      "{brand} olarak gelen herkesle tek tek ilgileniyoruz.",
      "{brand} olarak yaptığımız işi burada paylaşıyoruz.",
      "[appointment,consultation,booking,job] {brand} ekibi önce ne istediğinizi dinliyor.",
    ],
  },
  tones: {
    professional: {
      leads: ["İyi günler.", "Merhabalar."],
      titles: ["{brand}: {product}", "{product} | {brand}"],
    },
    friendly: {
      leads: ["Merhaba!", "Selam!"],
      titles: ["{brand} size merhaba diyor", "Gelin, {brand} ile tanışın"],
    },
    bold: {
      leads: ["Sıra sizde!", "Hazır mısınız?"],
      titles: ["{product} için hazır mısınız?", "Sıra sizde: {product}"],
    },
    trustworthy: {
      leads: ["İyi günler.", "Merhaba."],
      titles: ["{brand} ile yakından tanışın", "{audience} için {product} | {brand}"],
    },
    creative: {
      leads: ["Merhaba, tanışalım!", "Merhabalar!"],
      titles: ["{audience} için {product}", "{brand} ile {product}"],
    },
    luxury: {
      leads: ["İyi günler.", "Merhabalar."],
      titles: ["{brand} ile tanışın", "{product} | {brand}"],
    },
    playful: {
      leads: ["Merhaba!", "Selam, selam!"],
      titles: ["Sırada {product} var", "{brand} size göz kırpıyor"],
    },
    urgent: {
      leads: ["Beklemeyin.", "Neden bekleyesiniz?"],
      titles: ["Beklemeyin: {product}", "Bugün {brand} ile başlayın"],
    },
  },
  // … and every template that sets {brand} beside {product}: with the bank's noun for a brief without a name it would
  // say "ours" twice ("fırınımız imzalı ekmeklerimiz"); "{brand} ekib…" and "{brand} dünyas…" would put a suffix on
  // the noun's own ("kliniğimiz ekibi").
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
    "{brand} ekib",
    "{brand} dünyas",
    "{brand} ve {product}",
    "{brand}, {audience} için {product}",
    "{brand}, {product} sunuyor",
    "{brand}: kaydetmeye",
    "{brand} ile bir gün",
    "{brand} ile {product}",
  ],
  // No suffix is ever joined to a slot: {product} and {audience} stand before "hakkında", "için", "ile" and "üzerine",
  // which take the nominative, and {brand} before "adında", "adına", "imzasıyla", "imzalı" and "olarak".
  pinterest: [
    "{category} arıyorsanız {brand} ile tanışın.",
    "{category} arıyorsanız bu pini panonuza ekleyin.",
    "{category} arıyorsanız bu pini kaydedin.",
  ],
  reddit: [
    "{brand} adına yazıyorum; {audience} için {product} konusunda çalışıyoruz.",
    "Merhaba, {brand} ekibinden yazıyorum; kapımızı en çok {audience} çalıyor.",
    "Merhaba, {brand} ekibinden yazıyorum.",
  ],
  pinterestLine: "Sonra bakmak için bu pini kaydedin.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
