import type { LanguageBank } from "./types";

export const ja: LanguageBank = {
  code: "ja",
  business: {
    restaurant: {
      noun: "当店",
      benefit: "毎日仕込む、できたての味",
      hashtags: ["グルメ", "おいしいもの", "地元グルメ"],
    },
    retail: {
      noun: "当ショップ",
      benefit: "ずっと大切にしたくなる逸品",
      hashtags: ["新商品", "お買い物", "プレゼント"],
    },
    services: {
      noun: "私たちのチーム",
      benefit: "いざという時に頼れる専門サポート",
      hashtags: ["中小企業", "ビジネス", "専門家に相談"],
    },
    healthcare: { noun: "当院", benefit: "あなたに寄り添う丁寧なケア", hashtags: ["健康", "健康管理", "予防医療"] },
    beauty: { noun: "当サロン", benefit: "あなたらしい輝き", hashtags: ["美容", "スキンケア", "自分磨き"] },
    technology: {
      noun: "当サービス",
      benefit: "迷わず使えるシンプルな機能",
      hashtags: ["業務効率化", "テクノロジー", "便利ツール"],
    },
    realEstate: { noun: "当社", benefit: "理想の住まいとの出会い", hashtags: ["不動産", "マイホーム", "住まい探し"] },
    education: {
      noun: "当スクール",
      benefit: "未来をひらく確かなスキル",
      hashtags: ["学び", "スキルアップ", "資格取得"],
    },
    fitness: {
      noun: "当ジム",
      benefit: "毎週実感できるカラダの変化",
      hashtags: ["筋トレ", "ボディメイク", "健康習慣"],
    },
    travel: {
      noun: "私たちの宿",
      benefit: "心に残る特別な旅",
      hashtags: ["旅行", "国内旅行", "旅好きな人と繋がりたい"],
    },
    nonprofit: {
      noun: "私たちの活動",
      benefit: "地域に生まれる確かな変化",
      hashtags: ["社会貢献", "ボランティア", "地域活性化"],
    },
    other: { noun: "当社", benefit: "心をこめた丁寧なものづくり", hashtags: ["こだわり", "地域密着", "おすすめ"] },
  },
  tones: {
    professional: {
      titles: ["{brand}の{product}", "{product}のご案内", "{product}｜{benefit}"],
      bodies: [
        "{audience}の皆さまへ、{product}のご案内です。{benefit}。{cta}。",
        "{brand}が自信をもってお届けする{product}。{benefit}。{cta}。",
      ],
      cta: "詳しくはこちら",
    },
    friendly: {
      titles: ["{product}が登場しました！", "{brand}からのお知らせです", "きっと気に入る{product}"],
      bodies: [
        "{audience}の皆さん、こんにちは！{brand}から{product}のお知らせです。{benefit}。{cta}！",
        "うれしいお知らせです。{product}が届きました！{audience}にぴったりの、{benefit}。{cta}！",
      ],
      cta: "お気軽にお立ち寄りください",
    },
    bold: {
      titles: ["{product}。妥協なし。", "本気の{product}", "新定番、誕生：{product}"],
      bodies: [
        "{audience}の皆さん、お待たせしました。ついに{product}が登場。{benefit}、一切妥協なし。{cta}！",
        "選ぶなら、本物を。{brand}の{product}。{benefit}。{cta}！",
      ],
      cta: "今すぐチェック",
    },
    trustworthy: {
      titles: ["選ばれ続ける{product}", "{brand}だから、安心です", "確かな品質の{product}"],
      bodies: [
        "{audience}に選ばれ続ける、{brand}の{product}。{benefit}。変わらない安心をお約束します。{cta}。",
        "誠実に、丁寧に。{product}――{benefit}。{cta}。",
      ],
      cta: "選ばれる理由はこちら",
    },
    creative: {
      titles: ["{product}、新発想。", "常識をくつがえす{product}", "{brand}が描く、新しいかたち"],
      bodies: [
        "{audience}へ、新しい視点を。自由な発想から生まれた{product}。{benefit}。{cta}。",
        "{brand}が、{product}を新しいかたちに。{benefit}。{cta}。",
      ],
      cta: "世界観をのぞいてみてください",
    },
    luxury: {
      titles: ["{product}という芸術", "至高の{product}", "{brand}が贈る、上質なひととき"],
      bodies: [
        "本物を知る{audience}へ。細部までこだわり抜いた{product}。{benefit}。{cta}。",
        "{brand}が贈る{product}。上質を知る方のための、{benefit}。{cta}。",
      ],
      cta: "特別なひとときをご体験ください",
    },
    playful: {
      titles: ["じゃーん！{product}です", "新しい推し：{product}", "{brand}から楽しいお知らせ"],
      bodies: [
        "{audience}の皆さん、注目です！{brand}の{product}で、毎日がもっと楽しく。{benefit}。{cta}！",
        "ご注意ください。{product}には笑顔になる副作用があります。{benefit}。{cta}！",
      ],
      cta: "一緒に楽しみましょう",
    },
    urgent: {
      titles: ["お見逃しなく：{product}", "ラストチャンス！{product}", "今がチャンス：{brand}の{product}"],
      bodies: [
        "{audience}の皆さん、お急ぎください。{product}は今がチャンスです。{benefit}。{cta}！",
        "時間は待ってくれません。{brand}の{product}――{benefit}。{cta}！",
      ],
      cta: "今すぐご注文ください",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: "。",
};
