import type { LanguageBank } from "./types";

export const zh: LanguageBank = {
  code: "zh",
  business: {
    restaurant: { noun: "我们的厨房", benefit: "每天新鲜的好味道", hashtags: ["美食", "家常菜", "本地美味"] },
    retail: { noun: "我们的小店", benefit: "让你爱不释手的好物", hashtags: ["新品上市", "好物推荐", "购物"] },
    services: { noun: "我们的团队", benefit: "关键时刻的专业帮助", hashtags: ["小微企业", "咨询", "专业服务"] },
    healthcare: { noun: "我们的诊所", benefit: "以你为先的关怀", hashtags: ["健康", "身心健康", "预防保健"] },
    beauty: { noun: "我们的工作室", benefit: "你值得拥有的光彩", hashtags: ["自我关爱", "美妆", "护肤"] },
    technology: { noun: "我们的平台", benefit: "简单好用的工具", hashtags: ["科技", "效率", "创新"] },
    realEstate: { noun: "我们的中介", benefit: "一个可以称为家的地方", hashtags: ["房产", "理想家", "安家"] },
    education: { noun: "我们的课程", benefit: "打开未来的技能", hashtags: ["学习", "教育", "自我提升"] },
    fitness: { noun: "我们的健身房", benefit: "每周都更强", hashtags: ["健身", "健康生活", "运动"] },
    travel: { noun: "我们的住宿", benefit: "值得回味的旅程", hashtags: ["旅行", "周末游", "度假"] },
    nonprofit: { noun: "我们的公益", benefit: "为社区带来真正的改变", hashtags: ["公益", "社区", "志愿者"] },
    other: { noun: "我们的店", benefit: "用心做好每一件事", hashtags: ["本地好店", "支持本地", "品质"] },
  },
  tones: {
    professional: {
      titles: ["{brand}｜{product}", "{brand}：{benefit}", "了解{product}"],
      bodies: ["{product}：{benefit}。{cta}。", "{brand}为你带来{product}，{benefit}。{cta}。"],
      cta: "立即了解",
    },
    friendly: {
      titles: ["嗨，{product}来了！", "你会喜欢的：{product}", "{brand}为你准备了惊喜"],
      bodies: ["嗨！{brand}新推出{product}：{benefit}。{cta}！", "好消息：{product}到了！{benefit}。{cta}！"],
      cta: "欢迎来坐坐",
    },
    bold: {
      titles: ["{product}，绝不妥协", "和{brand}一起，放胆去做", "你的新宠登场"],
      bodies: ["就是现在：{product}。{benefit}，绝不妥协。{cta}！", "大胆之选：{brand}的{product}。{benefit}。{cta}！"],
      cta: "马上入手",
    },
    trustworthy: {
      titles: ["{brand}：值得信赖", "放心之选：{product}", "信得过的品质"],
      bodies: ["{brand}的{product}：始终如一，{benefit}。{cta}。", "用心打造的{product}：{benefit}。{cta}。"],
      cta: "看看大家为何信赖我们",
    },
    creative: {
      titles: ["{product}，焕然一新", "创意相遇：{product}", "{brand}，与众不同"],
      bodies: ["全新视角：{product}。{benefit}，充满想象。{cta}。", "{brand}重新演绎{product}：{benefit}。{cta}。"],
      cta: "探索系列",
    },
    luxury: {
      titles: ["{product}的艺术", "{brand}，精致之选", "非凡之作：{product}"],
      bodies: ["献给追求极致的你：{product}。{benefit}，尽显细节。{cta}。", "{brand}呈献{product}：{benefit}，品味不凡。{cta}。"],
      cta: "开启非凡体验",
    },
    playful: {
      titles: ["悄悄告诉你：{product}来啦！", "新晋心头好：{product}", "快乐再升级"],
      bodies: ["注意啦！{product}＝{benefit}。{cta}！", "警告：{product}会让你笑出声。{benefit}。{cta}！"],
      cta: "一起来玩",
    },
    urgent: {
      titles: ["别错过：{product}", "最后机会：{brand}", "机不可失：{product}"],
      bodies: ["{product}不等人。{benefit}，售完即止。{cta}！", "时间不多了：{brand}的{product}。{benefit}。今天就{cta}！"],
      cta: "立即下单",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: "。",
};
