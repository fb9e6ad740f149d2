import type { LanguageBank } from "./types";

export const zh: LanguageBank = {
  code: "zh",
  business: {
    restaurant: { noun: "我们的厨房", benefit: "每日现做的新鲜美味", hashtags: ["美食分享", "探店", "吃货日常"] },
    retail: { noun: "我们的小店", benefit: "让人爱不释手的好物", hashtags: ["好物推荐", "新品上市", "种草"] },
    services: { noun: "我们的团队", benefit: "关键时刻靠得住的专业支持", hashtags: ["专业服务", "企业服务", "创业"] },
    healthcare: { noun: "我们的诊所", benefit: "以患者为先的用心照护", hashtags: ["健康", "健康科普", "预防保健"] },
    beauty: { noun: "我们的工作室", benefit: "由内而外的自然光彩", hashtags: ["护肤", "变美日常", "美容"] },
    technology: { noun: "我们的平台", benefit: "上手即用的高效工具", hashtags: ["科技", "效率工具", "数字化"] },
    realEstate: { noun: "我们的房产团队", benefit: "理想的安家之所", hashtags: ["买房", "好房推荐", "安家"] },
    education: {
      noun: "我们的课程",
      benefit: "开启更多可能的实用技能",
      hashtags: ["学习打卡", "自我提升", "技能提升"],
    },
    fitness: { noun: "我们的健身房", benefit: "一周比一周更强", hashtags: ["健身打卡", "运动", "自律"] },
    travel: { noun: "我们的住宿", benefit: "值得回味的旅程", hashtags: ["旅行", "周末去哪儿", "度假"] },
    nonprofit: { noun: "我们的公益项目", benefit: "为社区带来真正的改变", hashtags: ["公益", "志愿者", "社区"] },
    other: { noun: "我们的品牌", benefit: "用心打造的好品质", hashtags: ["匠心", "支持本地", "品质生活"] },
  },
  tones: {
    professional: {
      titles: ["{brand}｜{product}", "{brand}：{benefit}", "{product}，专业之选"],
      bodies: [
        "专为{audience}打造：{product}。{benefit}，品质有保障。{cta}。",
        "{brand}为{audience}带来{product}：{benefit}。{cta}。",
      ],
      cta: "了解详情",
    },
    friendly: {
      titles: ["嗨，{product}来啦！", "你一定会爱上：{product}", "{brand}给你准备了小惊喜"],
      bodies: [
        "嗨，{audience}！{brand}上新啦：{product}。{benefit}。{cta}！",
        "好消息！{product}来啦，专为{audience}准备：{benefit}。{cta}！",
      ],
      cta: "快来看看吧",
    },
    bold: {
      titles: ["{product}，就是不一样！", "敢想敢做，就选{brand}", "你的新宠，登场！"],
      bodies: [
        "{audience}，就是它了：{product}！{benefit}，绝不妥协。{cta}！",
        "{brand}放大招：{product}！{benefit}，给{audience}的硬核之选。{cta}！",
      ],
      cta: "马上入手",
    },
    trustworthy: {
      titles: ["{brand}，值得信赖", "放心之选：{product}", "品质可靠，有口皆碑"],
      bodies: [
        "{audience}的放心之选：{brand}出品的{product}。{benefit}，始终如一。{cta}。",
        "实实在在的{product}，为{audience}用心把关。{benefit}。{cta}。",
      ],
      cta: "看看为什么选择我们",
    },
    creative: {
      titles: ["{product}，重新定义", "当创意遇上{product}", "{brand}，不走寻常路"],
      bodies: [
        "给{audience}一点新鲜感：{product}。{benefit}，处处是巧思。{cta}。",
        "{brand}让{product}焕然一新，献给{audience}：{benefit}。{cta}。",
      ],
      cta: "探索更多灵感",
    },
    luxury: {
      titles: ["{product}的艺术", "{brand}，臻于至善", "臻品之选：{product}"],
      bodies: [
        "献给追求极致的{audience}：{product}。{benefit}，尽在每一处细节。{cta}。",
        "{brand}匠心呈献{product}：{benefit}，只为懂得品味的您。{cta}。",
      ],
      cta: "尊享非凡体验",
    },
    playful: {
      titles: ["悄悄告诉你：{product}来啦！", "新晋心头好：{product}", "快乐，已升级！"],
      bodies: [
        "{audience}集合啦！{brand}出品的{product}来了：{benefit}。{cta}！",
        "前方高能：{product}可能让你笑不停！{benefit}，专为{audience}准备。{cta}！",
      ],
      cta: "一起来玩吧",
    },
    urgent: {
      titles: ["别错过：{product}", "最后机会：{brand}", "手慢无：{product}"],
      bodies: [
        "{audience}注意：{product}不等人！{benefit}，先到先得。{cta}！",
        "倒计时开始：{brand}出品的{product}。{benefit}，机会难得。{cta}！",
      ],
      cta: "立即下单",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: "。",
};
