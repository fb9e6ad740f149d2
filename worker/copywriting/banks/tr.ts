import type { LanguageBank } from "./types";

export const tr: LanguageBank = {
  code: "tr",
  business: {
    restaurant: {
      noun: "mutfağımız",
      benefit: "her gün taze lezzetler",
      hashtags: ["lezzet", "nerede yesek", "afiyet olsun"],
    },
    retail: {
      noun: "mağazamız",
      benefit: "severek kullanacağınız ürünler",
      hashtags: ["alışveriş", "yeni sezon", "hediye fikirleri"],
    },
    services: {
      noun: "ekibimiz",
      benefit: "ihtiyaç anında uzman desteği",
      hashtags: ["danışmanlık", "girişimcilik", "küçük işletme"],
    },
    healthcare: {
      noun: "kliniğimiz",
      benefit: "sizi merkeze alan sağlık hizmeti",
      hashtags: ["sağlık", "sağlıklı yaşam", "koruyucu sağlık"],
    },
    beauty: {
      noun: "salonumuz",
      benefit: "hak ettiğiniz ışıltı",
      hashtags: ["güzellik", "cilt bakımı", "kendine iyi bak"],
    },
    technology: {
      noun: "platformumuz",
      benefit: "sorunsuz çalışan çözümler",
      hashtags: ["teknoloji", "yazılım", "verimlilik"],
    },
    realEstate: {
      noun: "emlak ofisimiz",
      benefit: "yuva diyeceğiniz bir ev",
      hashtags: ["emlak", "hayalimdeki ev", "yeni ev"],
    },
    education: {
      noun: "kursumuz",
      benefit: "yeni kapılar açan beceriler",
      hashtags: ["eğitim", "kişisel gelişim", "öğrenmek"],
    },
    fitness: { noun: "spor salonumuz", benefit: "her hafta daha güçlü", hashtags: ["spor", "antrenman", "formda kal"] },
    travel: { noun: "otelimiz", benefit: "unutulmayacak tatiller", hashtags: ["seyahat", "tatil", "gezi"] },
    nonprofit: {
      noun: "derneğimiz",
      benefit: "çevrenizde gerçek bir değişim",
      hashtags: ["dayanışma", "gönüllülük", "iyilik"],
    },
    other: {
      noun: "işletmemiz",
      benefit: "özenle yapılan işler",
      hashtags: ["yerel işletme", "yereli destekle", "kalite"],
    },
  },
  tones: {
    professional: {
      titles: ["Karşınızda: {product}", "{product} – {benefit}", "Uzman işi: {product}"],
      bodies: [
        "Tam da {audience} için: {product} – {benefit}. Titizlikle ve özenle hazırlandı. {cta}.",
        "{product} – {benefit}. Uzmanlığıyla yanınızda: {brand}. {cta}.",
      ],
      cta: "Detaylı bilgi alın",
    },
    friendly: {
      titles: ["Merhaba! Karşınızda {product}", "Çok seveceksiniz: {product}", "Sizin için buradayız: {brand}"],
      bodies: [
        "Merhaba {audience}! Yeni gözdemiz: {product}. Sizi bekleyen: {benefit}. {cta}!",
        "Müjde: {product} geldi! Ve dahası: {benefit}. {cta}!",
      ],
      cta: "Bize uğrayın",
    },
    bold: {
      titles: ["{product}. Taviz yok.", "Yeni favoriniz: {product}", "Sınırları zorlayın: {product}"],
      bodies: [
        "İşte beklediğiniz an, {audience}: {product}. Taviz yok: {benefit}. {cta}!",
        "Cesur bir seçim: {product}. Sonuç: {benefit}. {cta}!",
      ],
      cta: "Hemen deneyin",
    },
    trustworthy: {
      titles: ["Güvenin bir sebebi var: {brand}", "Güvenilir seçim: {product}", "Her seferinde aynı kalite: {product}"],
      bodies: [
        "Neden bize güveniyorlar? Cevabı basit: {product} – {benefit}. Her seferinde. {cta}.",
        "Büyük laflara gerek yok: {product}, işini önemseyen insanlardan. Sözümüz: {benefit}. {cta}.",
      ],
      cta: "Bizi yakından tanıyın",
    },
    creative: {
      titles: ["Yeniden yorumlandı: {product}", "Fikirlerin buluştuğu yer: {product}", "Farklı bir dokunuş: {brand}"],
      bodies: [
        "Yeni bir bakış, biraz hayal gücü ve karşınızda: {product}. Sonuç: {benefit}. {cta}.",
        "Sizin için yeniden düşündük, {audience}: {product}. Hedefimiz: {benefit}. {cta}.",
      ],
      cta: "Keşfetmeye başlayın",
    },
    luxury: {
      titles: ["Her ayrıntıda zarafet: {product}", "Ayrıcalığın adı: {product}", "Kusursuz zarafet: {brand}"],
      bodies: [
        "En iyisini arayanlar için: {product}. En ince ayrıntısına kadar kusursuz. {cta}.",
        "Gururla sunuyoruz: {product} – {benefit}. İmza: {brand}. {cta}.",
      ],
      cta: "Farkı yaşayın",
    },
    playful: {
      titles: ["Psst… {product} burada!", "Yeni aşkınız: {product}", "Gülümseten yenilik: {product}"],
      bodies: [
        "Dikkat, {audience}! {product} geldi. Anlamı şu: {benefit}. {cta}!",
        "Uyarı: ağzınız kulaklarınıza varabilir! Sebebi: {product}. Yan etkisi: {benefit}. {cta}!",
      ],
      cta: "Eğlenceye katılın",
    },
    urgent: {
      titles: ["Kaçırmayın: {product}", "Son fırsat: {product}", "Şimdi ya da asla: {product}"],
      bodies: [
        "Acele edin, {audience}! {product} – {benefit}. Bu fırsat uzun sürmez! {cta}!",
        "Zaman daralıyor: {product} sınırlı bir süre için sizlerle. {cta}!",
      ],
      cta: "Hemen sipariş verin",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
