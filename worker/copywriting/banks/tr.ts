import type { LanguageBank } from "./types";

export const tr: LanguageBank = {
  code: "tr",
  business: {
    restaurant: { noun: "mutfağımız", benefit: "her gün taze lezzetler", hashtags: ["lezzet", "ev yemeği", "afiyet olsun"] },
    retail: { noun: "mağazamız", benefit: "sahip olmayı seveceğiniz parçalar", hashtags: ["yerel alışveriş", "yeni ürünler", "alışveriş"] },
    services: { noun: "ekibimiz", benefit: "önemli anlarda uzman destek", hashtags: ["küçük işletme", "danışmanlık", "profesyonel hizmet"] },
    healthcare: { noun: "kliniğimiz", benefit: "sizi önceleyen bakım", hashtags: ["sağlık", "iyi yaşam", "koruyucu sağlık"] },
    beauty: { noun: "salonumuz", benefit: "hak ettiğiniz ışıltı", hashtags: ["kişisel bakım", "güzellik", "cilt bakımı"] },
    technology: { noun: "platformumuz", benefit: "sorunsuz çalışan araçlar", hashtags: ["teknoloji", "verimlilik", "inovasyon"] },
    realEstate: { noun: "ofisimiz", benefit: "yuva diyeceğiniz bir yer", hashtags: ["emlak", "hayalimdeki ev", "yeni ev"] },
    education: { noun: "kurslarımız", benefit: "kapıları açan beceriler", hashtags: ["öğrenme", "eğitim", "kişisel gelişim"] },
    fitness: { noun: "salonumuz", benefit: "her hafta daha güçlü", hashtags: ["antrenman", "sağlıklı yaşam", "spor"] },
    travel: { noun: "konaklamalarımız", benefit: "unutulmayacak seyahatler", hashtags: ["seyahat", "kaçamak", "tatil"] },
    nonprofit: { noun: "davamız", benefit: "çevrenizde gerçek bir değişim", hashtags: ["dayanışma", "topluluk", "gönüllülük"] },
    other: { noun: "işletmemiz", benefit: "özenle yapılmış bir şey", hashtags: ["yerel işletme", "yereli destekle", "kalite"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Keşfedin: {product}"],
      bodies: ["{product} — {benefit}. Kimler için: {audience}. {cta}.", "{brand} sunar: {product}. {benefit}. {cta}."],
      cta: "Hemen bilgi alın",
    },
    friendly: {
      titles: ["Merhaba! Karşınızda {product}", "Çok seveceksiniz: {product}", "{brand} sizin için burada"],
      bodies: ["Merhaba! Yeni: {product}. {benefit}. {cta}!", "Müjde: {product} geldi! {benefit}. {cta}!"],
      cta: "Bize uğrayın",
    },
    bold: {
      titles: ["{product}. Tavizsiz.", "{brand} ile büyük düşünün", "Yeni favoriniz burada"],
      bodies: ["İşte beklediğiniz an: {product}. {benefit}, tavizsiz. {cta}!", "Cesur bir seçim: {product}. {brand}: {benefit}. {cta}!"],
      cta: "Hemen alın",
    },
    trustworthy: {
      titles: ["{brand}: güvenin bir sebebi var", "Güvenilir: {product}", "Güvenebileceğiniz kalite"],
      bodies: ["{brand} — {product}: {benefit}, her seferinde. {cta}.", "Dürüst ve sağlam: {product}. {benefit}, önemseyen insanlardan. {cta}."],
      cta: "Neden güvenildiğimizi görün",
    },
    creative: {
      titles: ["Yeniden tasarlandı: {product}", "Fikirlerin buluştuğu yer: {product}", "Farklı bir dokunuş: {brand}"],
      bodies: ["Yeni bir bakış: {product}. {benefit}, hayal gücüyle. {cta}.", "{brand} yeniden yorumluyor: {product}. {benefit}. {cta}."],
      cta: "Koleksiyonu keşfedin",
    },
    luxury: {
      titles: ["Zarafet sanatı: {product}", "{brand}: seçkinlik", "Ayrıcalıklı: {product}"],
      bodies: ["En iyisini arayanlar için: {product}. {benefit}, her ayrıntıda. {cta}.", "{brand} sunar: {product}. {benefit}, seçkin zevkler için. {cta}."],
      cta: "Deneyimi keşfedin",
    },
    playful: {
      titles: ["Psst… {product} burada!", "Yeni aşkınız: {product}", "Eğlence seviye atladı"],
      bodies: ["Dikkat! {product} demek {benefit} demek. {cta}!", "Uyarı: {product} gülümsetebilir. {benefit}. {cta}!"],
      cta: "Eğlenceye katılın",
    },
    urgent: {
      titles: ["Kaçırmayın: {product}", "Son fırsat: {brand}", "Şimdi ya da asla: {product}"],
      bodies: ["{product} beklemez. {benefit} — stoklarla sınırlı. {cta}!", "Süre doluyor: {product}. {brand}: {benefit}. {cta}, hemen bugün!"],
      cta: "Hemen sipariş verin",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
