import type { LanguageBank } from "./types";

export const ko: LanguageBank = {
  code: "ko",
  business: {
    restaurant: {
      noun: "저희 식당",
      benefit: "매일 새로 준비하는 신선한 맛",
      hashtags: ["맛집", "맛스타그램", "오늘뭐먹지"],
    },
    retail: {
      noun: "저희 매장",
      benefit: "오래도록 아끼고 싶은 아이템",
      hashtags: ["신상품", "쇼핑스타그램", "선물추천"],
    },
    services: {
      noun: "저희 팀",
      benefit: "중요한 순간에 든든한 전문가의 도움",
      hashtags: ["소상공인", "전문상담", "비즈니스"],
    },
    healthcare: {
      noun: "저희 병원",
      benefit: "환자 한 분 한 분을 생각하는 진료",
      hashtags: ["건강", "건강관리", "예방"],
    },
    beauty: { noun: "저희 숍", benefit: "나다운 아름다움", hashtags: ["뷰티", "피부관리", "셀프케어"] },
    technology: {
      noun: "저희 서비스",
      benefit: "누구나 쉽게 쓰는 똑똑한 도구",
      hashtags: ["테크", "업무효율", "생산성"],
    },
    realEstate: { noun: "저희 부동산", benefit: "꿈꾸던 내 집", hashtags: ["부동산", "내집마련", "집구하기"] },
    education: { noun: "저희 아카데미", benefit: "미래를 여는 실력", hashtags: ["자기계발", "공부스타그램", "교육"] },
    fitness: { noun: "저희 센터", benefit: "매주 달라지는 몸", hashtags: ["운동", "오운완", "헬스타그램"] },
    travel: { noun: "저희 숙소", benefit: "오래도록 기억에 남을 여행", hashtags: ["여행", "여행스타그램", "국내여행"] },
    nonprofit: { noun: "저희 단체", benefit: "우리 동네의 진짜 변화", hashtags: ["나눔", "봉사", "지역사회"] },
    other: { noun: "저희 가게", benefit: "정성을 담은 한결같은 품질", hashtags: ["소상공인", "동네가게", "추천"] },
  },
  tones: {
    professional: {
      titles: ["{brand}의 {product}", "{product}, 지금 만나보세요", "{product} | {benefit}"],
      bodies: [
        "{audience}에게 꼭 맞는 {product}. {benefit}. {cta}.",
        "{brand}에서 자신 있게 선보이는 {product}. {benefit}. {cta}.",
      ],
      cta: "자세히 알아보세요",
    },
    friendly: {
      titles: ["{product}, 새로 나왔어요!", "{brand}에서 소식 전해요", "마음에 쏙 드실 거예요: {product}"],
      bodies: [
        "{audience} 여러분, 안녕하세요! {brand}에서 {product} 소식을 전해요. {benefit}, 기대해 주세요. {cta}!",
        "반가운 소식이에요! {product}, 드디어 나왔어요. {benefit}, {audience}에게 딱 맞아요. {cta}!",
      ],
      cta: "편하게 들러 주세요",
    },
    bold: {
      titles: ["{product}, 타협 없이", "새로운 최애, {product}", "{brand}, 제대로 보여드릴게요"],
      bodies: [
        "{audience} 여러분, 기다리셨죠? 드디어 {product} 등장! {benefit}, 타협은 없어요. {cta}!",
        "망설이지 마세요. {brand}의 {product}. {benefit}. {cta}!",
      ],
      cta: "지금 바로 확인하세요",
    },
    trustworthy: {
      titles: ["믿고 선택하는 {product}", "{brand}, 믿을 수 있는 이유", "한결같은 품질, {product}"],
      bodies: [
        "{audience}에게 꾸준히 사랑받는 {brand}의 {product}. {benefit}. 변함없는 믿음으로 약속드려요. {cta}.",
        "진심을 다하는 사람들이 만든 {product}. {benefit}. {cta}.",
      ],
      cta: "믿을 수 있는 이유를 확인하세요",
    },
    creative: {
      titles: ["새로운 시선으로 본 {product}", "상상이 현실로, {product}", "{brand}만의 감각"],
      bodies: [
        "{audience}에게 새로운 시선을. 상상력으로 완성한 {product}. {benefit}. {cta}.",
        "{brand}의 감각으로 다시 태어난 {product}. {benefit}. {cta}.",
      ],
      cta: "지금 둘러보세요",
    },
    luxury: {
      titles: ["예술이 된 {product}", "품격을 더한 {product}", "{brand}에서 선사하는 특별함"],
      bodies: [
        "최고만을 아는 {audience}께. 디테일 하나까지 완벽한 {product}. {benefit}. {cta}.",
        "{brand}에서 선사하는 {product}. 품격을 아는 분을 위한, {benefit}. {cta}.",
      ],
      cta: "특별한 경험을 만나보세요",
    },
    playful: {
      titles: ["짜잔! {product} 등장!", "요즘 내 최애, {product}", "{brand}에서 재미있는 소식!"],
      bodies: [
        "{audience} 여러분, 주목! {brand}에서 {product} 나왔어요. {benefit}, 이건 못 참죠? {cta}!",
        "주의! {product}, 웃음이 멈추지 않을 수 있어요. 부작용: {benefit}. {cta}!",
      ],
      cta: "같이 즐겨요",
    },
    urgent: {
      titles: ["놓치지 마세요, {product}", "마지막 기회! {product}", "서두르세요: {brand}의 {product}"],
      bodies: [
        "{audience} 여러분, 서두르세요! {product}, 지금이 기회예요. {benefit}. {cta}!",
        "시간이 얼마 남지 않았어요. {brand}의 {product}. {benefit}. {cta}!",
      ],
      cta: "지금 바로 주문하세요",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: ".",
};
