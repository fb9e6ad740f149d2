import type { LanguageBank } from "./types";

export const ja: LanguageBank = {
  code: "ja",
  business: {
    restaurant: {
      noun: "当店",
      offer: "お料理とドリンク",
      audience: "食べることが好きな方",
      hashtags: ["グルメ", "ランチ", "食べ歩き", "グルメ好き", "外食"],
    },
    retail: {
      noun: "当ショップ",
      offer: "取り扱いアイテム",
      audience: "お買い物が好きな方",
      hashtags: ["お買い物", "ショッピング", "プレゼント", "お買い物好き", "ギフト"],
    },
    services: {
      noun: "私たちのチーム",
      offer: "各種サービス",
      audience: "忙しい日々を送る方",
      hashtags: ["中小企業", "ビジネス", "起業", "お仕事", "個人事業主"],
    },
    healthcare: {
      noun: "当院",
      offer: "診療とケア",
      audience: "患者さんとご家族",
      hashtags: ["健康", "健康管理", "医療", "クリニック", "家族の健康"],
    },
    beauty: {
      noun: "当サロン",
      offer: "施術メニュー",
      audience: "セルフケアが好きな方",
      hashtags: ["美容", "セルフケア", "自分磨き", "スキンケア", "コスメ"],
    },
    technology: {
      noun: "私たちのチーム",
      offer: "ソフトウェア",
      audience: "チームで働く方",
      hashtags: ["テクノロジー", "業務効率化", "IT", "DX", "スタートアップ"],
    },
    realEstate: {
      noun: "当社",
      offer: "物件情報",
      audience: "住まいを探している方",
      hashtags: ["不動産", "住まい探し", "マイホーム", "家探し", "暮らし"],
    },
    education: {
      noun: "当スクール",
      offer: "講座",
      audience: "学ぶことが好きな方",
      hashtags: ["学び", "勉強垢", "スキルアップ", "勉強", "講座"],
    },
    fitness: {
      noun: "当ジム",
      offer: "レッスン",
      audience: "体を動かすのが好きな方",
      hashtags: ["フィットネス", "筋トレ", "ワークアウト", "トレーニング", "ジム"],
    },
    travel: {
      noun: "私たちのチーム",
      offer: "宿泊プラン",
      audience: "旅が好きな方",
      hashtags: ["旅行", "旅スタグラム", "旅好きな人と繋がりたい", "旅行好き", "週末旅"],
    },
    nonprofit: {
      noun: "私たちの団体",
      offer: "取り組み",
      audience: "誰かの力になりたい方",
      hashtags: ["社会貢献", "ボランティア", "寄付", "支援", "NPO"],
    },
    other: {
      noun: "当社",
      offer: "製品とサービス",
      audience: "すべての方",
      hashtags: ["中小企業", "ものづくり", "スモールビジネス", "ブランド", "クリエイター"],
    },
  },
  cta: {
    shop: "ショップをご覧ください",
    order: "今すぐご注文ください",
    book: "今すぐご予約ください",
    subscribe: "定期購入をお申し込みください",
    signUp: "今すぐご登録ください",
    learnMore: "詳しくはこちらをご覧ください",
    contact: "お気軽にお問い合わせください",
    visit: "ぜひお立ち寄りください",
    download: "今すぐダウンロードしてください",
    donate: "ご寄付をお願いします",
  },
  intentWords: {
    shop: ["購入", "ご購入", "今すぐ購入", "お買い", "買う", "ショップ", "カート", "商品を見る"],
    order: ["注文", "ご注文", "今すぐ注文", "今すぐご注文", "お取り寄せ", "テイクアウト", "デリバリー", "出前"],
    book: ["予約", "ご予約", "今すぐ予約", "今すぐご予約", "来店予約", "体験予約", "席を予約", "空き状況"],
    subscribe: ["定期購入", "定期便", "サブスク", "購読", "チャンネル登録", "メルマガ", "ニュースレター"],
    signUp: ["登録", "ご登録", "会員登録", "新規登録", "今すぐ登録", "今すぐご登録", "申し込", "お申し込"],
    learnMore: ["詳しく", "詳細", "もっと見る", "もっと知る", "続きを", "チェック", "今すぐチェック", "資料請求"],
    contact: ["お問い合わせ", "お問合せ", "問い合わせ", "お気軽にお問", "お気軽にご相談", "ご相談", "ご連絡", "お電話"],
    visit: ["来店", "ご来店", "お越し", "お立ち寄り", "ぜひお立ち寄り", "お気軽にお立ち寄り", "遊びに来", "お店へ"],
    download: [
      "ダウンロード",
      "今すぐダウンロード",
      "無料ダウンロード",
      "資料をダウンロード",
      "アプリを",
      "インストール",
    ],
    donate: ["寄付", "ご寄付", "寄附", "募金", "ご支援", "支援する", "今すぐ寄付"],
  },
  titles: {
    facebook: [
      "{product}をお探しの方へ",
      "{brand}の{product}、ご存じですか？",
      "{brand}の{product}をご紹介します",
      "{audience}に知ってほしい{product}",
      "{product}のご案内",
    ],
    linkedin: [
      "{brand}：{audience}に向けた{product}",
      "{brand}の{product}のご案内",
      "{product}について｜{brand}",
      "{audience}のための{product}",
    ],
    pinterest: ["{brand}の{product}", "{product}なら{brand}", "{product}をお探しの方へ", "{audience}のための{product}"],
    reddit: [
      "{product}について、質問歓迎です",
      "{brand}で{product}を手がけています",
      "{audience}向けの{product}を手がけています",
      "{brand}です。{product}について何でも聞いてください",
    ],
    snapchat: [
      "{product}、ご案内します",
      "{product}、チェックしてみてください",
      "{brand}です！",
      "{brand}の{product}です",
    ],
    youtube: [
      "{product}｜{brand}",
      "【{brand}】{product}のご案内",
      "{audience}に向けた{product}｜{brand}",
      "{product}のご紹介",
      "{brand}の{product}紹介動画",
      "{audience}に向けた{product}のご紹介",
    ],
    instagram: ["{brand}のご紹介", "{brand}の{product}", "{product}、見てみませんか？", "{audience}へ：{product}"],
    tiktok: [
      "ちょっと見てください！{product}",
      "{brand}の{product}、見てみて！",
      "{audience}に見てほしい{product}",
      "{product}、気になっていた方へ",
    ],
    x: [
      "{product}をお探しなら、{brand}へ",
      "{brand}をご存じですか？",
      "{product}、{audience}におすすめです",
      "{product}を考えている方へ",
    ],
  },
  conceptTitles: {
    product: ["{product}のご紹介", "{brand}の{product}", "{product}を{brand}で"],
    audience: ["{audience}に向けた{product}", "{audience}におすすめの{product}"],
    brand: ["{brand}が手がける{product}", "{brand}をご紹介します", "{product}なら{brand}"],
  },
  angles: {
    // "[goods]" statements are said only of things sold (a shop, a florist, a café), "[services]" ones only of a service
    // (a clinic, a school, a salon, a sauna), a unit's ("[purchase]", "[lesson,class]") only of it; the others of every
    // business, with or without a category, and each angle keeps at least three of those. A statement says what to do
    // next (ask, come in, order, book) or what the business does for its audience, plainly: never a stock line that
    // says nothing ("長く選んでいただけるよう、〜にていねいに向き合っています", "皆さまのお役に立てればうれしいです",
    // "気軽に頼っていただける〜でありたい", "〜のことなら、〜にお任せください") nor a label ("〜では、〜をご利用いただけます"),
    // and never the brand and the product in one statement.
    product: [
      "{product}を承っています。",
      "{product}は、ご希望に合わせてご案内します。",
      "初めての方も、お気軽にご相談ください。",
      "[goods] 選ぶのに迷ったら、一緒にお選びします。",
      "[visit,purchase] {product}は、店頭でのお買い求めのほか、ご注文も承っています。",
      "[purchase] 店頭には{product}を取り揃えています。",
      "[order] ご希望をお聞かせいただければ、{product}をご用意します。",
      "[purchase,order] 贈り物でしたら、贈る相手のお好みをお聞かせください。",
      "[appointment,booking] ご予約の際、気になる点があれば一緒にお知らせください。",
      "[lesson,class] どのレベルから始めればいいか、お気軽にご相談ください。",
      "[lesson,class] ご友人と一緒に参加したい場合は、事前にご相談ください。",
      "[lesson,class,session] まずは一度、{product}を体験してみませんか。",
    ],
    audience: [
      "{audience}に、{product}をわかりやすくご案内します。",
      "{audience}に合うものを、一緒に考えます。",
      "{audience}からのご質問も、お気軽にどうぞ。",
      "[lesson,class] {audience}に合う進め方は、お気軽にご相談ください。",
    ],
    brand: [
      "{brand}では、{audience}一人ひとりのご希望をうかがいます。",
      "{brand}で、{audience}に合うものを探してみませんか。",
      "{brand}では、気になる点をその場でご説明します。",
      "[purchase] {brand}では、実物を見てから選べます。",
      "[order] ご注文の際は、細かいご希望も{brand}へお知らせください。",
      "[appointment,consultation,job,lesson,class] 進め方が気になる方は、ご予約の際に{brand}へお尋ねください。",
    ],
  },
  tones: {
    professional: {
      leads: ["こんにちは。", "はじめまして。"],
      titles: ["{brand}：{product}", "{brand}の{product}について"],
    },
    friendly: {
      leads: ["はじめまして！", "こんにちは！"],
      titles: ["{brand}の{product}", "{product}なら{brand}"],
    },
    bold: {
      leads: ["思いきって、いきましょう！", "さあ、始めましょう！"],
      titles: ["{brand}の{product}に注目！", "{product}を、{brand}で！"],
    },
    trustworthy: {
      leads: ["はじめまして。", "こんにちは。"],
      titles: ["はじめての方へ：{brand}", "{product}のご案内"],
    },
    creative: {
      leads: ["気になりますか？", "少し、のぞいてみませんか？"],
      titles: ["{brand}の小さな物語", "{brand}から、{product}のご紹介"],
    },
    luxury: {
      leads: ["こんにちは。", "少し、ひと息つきませんか。"],
      titles: ["{brand}がご用意する{product}", "{product}を、{brand}で"],
    },
    playful: {
      leads: ["じゃーん！", "やっほー！"],
      titles: ["{product}、気になりませんか？", "{brand}の{product}、のぞいてみませんか？"],
    },
    urgent: {
      leads: ["思い立ったが吉日です。", "先延ばしにせず、今日こそ。"],
      titles: ["今こそ{product}", "思い立ったら{brand}へ"],
    },
  },
  selfNaming: [
    "{brand}：",
    "{brand}です",
    "【{brand}】",
    "｜{brand}",
    "今日の{brand}",
    "{brand}の世界",
    "{brand}の小さな物語",
    "{brand}を営んで",
    "{brand}を運営して",
    "私たち{brand}は",
    "{brand}は、{audience}のための場所",
  ],
  // Keyword lines: the category's name opens the sentence and a verb follows ("保存しておきましょう"); never a label
  // ("{category}の{brand}です。"). At least three name no audience.
  pinterest: [
    "{category}をお探しなら、{brand}へ。",
    "{category}を探している方は、{brand}を保存しておきましょう。",
    "{category}選びに迷ったら、{brand}をのぞいてみてください。",
    "{audience}で{category}をお探しなら、{brand}をチェックしてみてください。",
    "{category}を比べているなら、{brand}も候補にどうぞ。",
  ],
  // The owner says who they are and what they do, or asks for questions: never an introduction announced and not given
  // ("〜のことを少し紹介させてください"), nor "やっている者" (a clinic would not say it).
  reddit: [
    "{brand}を運営しています。わからないことがあれば、コメントで聞いてください。",
    "{brand}を営んでいて、{product}を手がけています。",
    "{brand}の運営者です。{product}について、質問があればどうぞ。",
  ],
  pinterestLine: "このピンを保存しておけば、あとでいつでも見返せます。",
  ctaSentence: "{cta}。",
  hashtagCase: "keep",
  fullStop: "。",
  sentenceGap: "",
};
