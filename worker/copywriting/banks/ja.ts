import type { LanguageBank } from "./types";

export const ja: LanguageBank = {
  code: "ja",
  business: {
    restaurant: { noun: "私たちのキッチン", benefit: "毎日つくる新鮮な味", hashtags: ["グルメ", "おうちごはん", "地元の味"] },
    retail: { noun: "私たちのお店", benefit: "ずっと使いたくなる品", hashtags: ["新商品", "お買い物", "地元のお店"] },
    services: { noun: "私たちのチーム", benefit: "大切な時に頼れる専門サポート", hashtags: ["中小企業", "相談", "専門サービス"] },
    healthcare: { noun: "当院", benefit: "あなたを第一に考えるケア", hashtags: ["健康", "ウェルネス", "予防"] },
    beauty: { noun: "私たちのサロン", benefit: "あなたらしい輝き", hashtags: ["セルフケア", "美容", "スキンケア"] },
    technology: { noun: "私たちのサービス", benefit: "シンプルに使える道具", hashtags: ["テクノロジー", "業務効率化", "便利ツール"] },
    realEstate: { noun: "私たちの不動産", benefit: "わが家と呼べる場所", hashtags: ["不動産", "マイホーム", "住まい探し"] },
    education: { noun: "私たちの講座", benefit: "未来をひらくスキル", hashtags: ["学び", "教育", "スキルアップ"] },
    fitness: { noun: "私たちのジム", benefit: "毎週もっと強く", hashtags: ["トレーニング", "健康習慣", "筋トレ"] },
    travel: { noun: "私たちの宿", benefit: "心に残る旅", hashtags: ["旅行", "週末旅", "休暇"] },
    nonprofit: { noun: "私たちの活動", benefit: "地域に本当の変化を", hashtags: ["社会貢献", "地域", "ボランティア"] },
    other: { noun: "私たちのお店", benefit: "心をこめたものづくり", hashtags: ["地元応援", "こだわり", "品質"] },
  },
  tones: {
    professional: {
      titles: ["{brand}｜{product}", "{brand}：{benefit}", "{product}のご案内"],
      bodies: ["{product}。{benefit}。{cta}。", "{brand}がお届けする{product}。{benefit}をぜひ。{cta}。"],
      cta: "詳しくはこちら",
    },
    friendly: {
      titles: ["こんにちは、{product}です！", "きっと気に入る：{product}", "{brand}からのお知らせ"],
      bodies: ["新登場の{product}。{benefit}。{cta}！", "うれしいお知らせ。{product}が届きました。{benefit}。{cta}！"],
      cta: "ぜひ遊びに来てください",
    },
    bold: {
      titles: ["{product}。妥協なし。", "{brand}で、もっと大きく", "新しいお気に入り、登場"],
      bodies: ["ついに登場、{product}。{benefit}、妥協なし。{cta}！", "攻めの選択を。{product}、{brand}から。{benefit}。{cta}！"],
      cta: "今すぐ手に入れよう",
    },
    trustworthy: {
      titles: ["{brand}：信頼には理由がある", "安心の{product}", "信頼できる品質"],
      bodies: ["{brand}の{product}。{benefit}を、いつも変わらずに。{cta}。", "誠実なものづくり：{product}。{benefit}。{cta}。"],
      cta: "選ばれる理由を見る",
    },
    creative: {
      titles: ["{product}、新発想", "アイデアが出会う場所：{product}", "{brand}のひと工夫"],
      bodies: ["新しい視点で：{product}。{benefit}を、自由な発想で。{cta}。", "{brand}が描く{product}。{benefit}。{cta}。"],
      cta: "コレクションを見る",
    },
    luxury: {
      titles: ["{product}という芸術", "{brand}、洗練の極み", "特別な{product}"],
      bodies: ["本物を求める方へ。{product}。細部まで{benefit}。{cta}。", "{brand}が贈る{product}。{benefit}を、上質なひとときに。{cta}。"],
      cta: "特別な体験をどうぞ",
    },
    playful: {
      titles: ["ねえねえ、{product}が来たよ！", "新しい推し：{product}", "楽しさ、レベルアップ"],
      bodies: ["お知らせです！{product}で{benefit}。{cta}！", "ご注意：{product}は笑顔を呼びます。{benefit}。{cta}！"],
      cta: "一緒に楽しもう",
    },
    urgent: {
      titles: ["お見逃しなく：{product}", "ラストチャンス：{brand}", "今だけ：{product}"],
      bodies: ["{product}は待ってくれません。{benefit}、なくなり次第終了。{cta}！", "残りわずか：{brand}の{product}。{benefit}。今日中に{cta}！"],
      cta: "今すぐ注文",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: "。",
};
