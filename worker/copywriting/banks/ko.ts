import type { LanguageBank } from "./types";

export const ko: LanguageBank = {
  code: "ko",
  business: {
    restaurant: { noun: "우리 주방", benefit: "매일 신선한 맛", hashtags: ["맛집", "집밥", "미식"] },
    retail: { noun: "우리 가게", benefit: "오래 곁에 두고 싶은 물건", hashtags: ["신상품", "쇼핑", "동네가게"] },
    services: { noun: "우리 팀", benefit: "중요한 순간의 전문 지원", hashtags: ["소상공인", "상담", "전문서비스"] },
    healthcare: { noun: "우리 병원", benefit: "당신을 먼저 생각하는 진료", hashtags: ["건강", "웰빙", "예방"] },
    beauty: { noun: "우리 살롱", benefit: "당신다운 빛", hashtags: ["셀프케어", "뷰티", "피부관리"] },
    technology: { noun: "우리 플랫폼", benefit: "쉽게 쓰는 똑똑한 도구", hashtags: ["테크", "업무효율", "혁신"] },
    realEstate: { noun: "우리 중개사무소", benefit: "집이라 부를 곳", hashtags: ["부동산", "내집마련", "보금자리"] },
    education: { noun: "우리 강좌", benefit: "미래를 여는 역량", hashtags: ["배움", "교육", "자기계발"] },
    fitness: { noun: "우리 센터", benefit: "매주 더 강해지는 몸", hashtags: ["운동", "건강한삶", "헬스"] },
    travel: { noun: "우리 숙소", benefit: "오래 기억될 여행", hashtags: ["여행", "주말여행", "휴가"] },
    nonprofit: { noun: "우리 활동", benefit: "우리 동네의 진짜 변화", hashtags: ["나눔", "지역사회", "봉사"] },
    other: { noun: "우리 가게", benefit: "정성으로 만든 것", hashtags: ["동네가게", "로컬", "품질"] },
  },
  tones: {
    professional: {
      titles: ["{brand} | {product}", "{brand}: {benefit}", "지금 만나보세요: {product}"],
      bodies: ["{product}. {benefit}. {cta}.", "{brand}에서 선보이는 {product}. {benefit}. {cta}."],
      cta: "자세히 알아보세요",
    },
    friendly: {
      titles: ["안녕하세요! {product} 소식", "분명 마음에 드실 거예요: {product}", "{brand}에서 준비했어요"],
      bodies: ["새로 나왔어요: {product}. {benefit}. {cta}!", "반가운 소식! {product} 도착. {benefit}. {cta}!"],
      cta: "놀러 오세요",
    },
    bold: {
      titles: ["{product}. 타협 없이.", "{brand}, 함께 더 크게", "새로운 최애 등장"],
      bodies: ["드디어 왔어요: {product}. {benefit}, 타협 없이. {cta}!", "과감한 선택: {product}. {brand}: {benefit}. {cta}!"],
      cta: "지금 바로 만나보세요",
    },
    trustworthy: {
      titles: ["{brand}: 믿을 만한 이유", "믿고 쓰는 {product}", "믿을 수 있는 품질"],
      bodies: ["{brand}의 {product}. 언제나 {benefit}. {cta}.", "정직하게 만든 {product}. {benefit}. {cta}."],
      cta: "신뢰받는 이유를 확인하세요",
    },
    creative: {
      titles: ["새롭게 다시: {product}", "아이디어가 만나는 곳: {product}", "{brand}만의 감각"],
      bodies: ["새로운 시선: {product}. 상상력으로 완성한 {benefit}. {cta}.", "{brand}에서 새롭게 그린 {product}. {benefit}. {cta}."],
      cta: "컬렉션을 둘러보세요",
    },
    luxury: {
      titles: ["예술이 된 {product}", "{brand}, 세련됨의 정점", "특별한 {product}"],
      bodies: ["최고를 찾는 분께: {product}. 디테일까지 {benefit}. {cta}.", "{brand}에서 선보이는 {product}. {benefit}. {cta}."],
      cta: "특별한 경험을 만나보세요",
    },
    playful: {
      titles: ["쉿… {product} 왔어요!", "새로운 최애: {product}", "재미가 한 단계 업"],
      bodies: ["주목! {product} = {benefit}. {cta}!", "주의: {product} 보면 웃음이 나요. {benefit}. {cta}!"],
      cta: "함께 즐겨요",
    },
    urgent: {
      titles: ["놓치지 마세요: {product}", "마지막 기회: {brand}", "지금뿐: {product}"],
      bodies: ["{product}, 기다려주지 않아요. {benefit}, 재고 소진 시 종료. {cta}!", "서두르세요: {brand}의 {product}. {benefit}. 오늘 바로 {cta}!"],
      cta: "지금 주문하세요",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "keep",
  fullStop: ".",
};
