import type { LanguageBank } from "./types";

export const ko: LanguageBank = {
  code: "ko",
  business: {
    restaurant: {
      noun: "저희 식당",
      offer: "식사와 음료",
      audience: "음식을 사랑하는 분들",
      hashtags: ["먹스타그램", "푸드스타그램", "오늘뭐먹지"],
    },
    retail: {
      noun: "저희 매장",
      offer: "컬렉션",
      audience: "쇼핑을 즐기는 분들",
      hashtags: ["쇼핑", "쇼핑스타그램", "신상"],
    },
    services: {
      noun: "저희 팀",
      offer: "서비스",
      audience: "바쁜 분들",
      hashtags: ["소상공인", "비즈니스", "창업"],
    },
    healthcare: {
      noun: "저희 병원",
      offer: "진료와 케어",
      audience: "환자와 가족분들",
      hashtags: ["건강", "건강관리", "병원"],
    },
    beauty: {
      noun: "저희 숍",
      offer: "관리 프로그램",
      audience: "셀프케어를 즐기는 분들",
      hashtags: ["뷰티", "셀프케어", "피부관리"],
    },
    technology: {
      noun: "저희 팀",
      offer: "소프트웨어",
      audience: "함께 일하는 팀들",
      hashtags: ["테크", "IT", "스타트업"],
    },
    realEstate: {
      noun: "저희 부동산",
      offer: "매물 정보",
      audience: "집을 찾는 분들",
      hashtags: ["부동산", "내집마련", "집구하기"],
    },
    education: {
      noun: "저희 아카데미",
      offer: "강좌",
      audience: "배우고 싶은 분들",
      hashtags: ["공부", "자기계발", "공스타그램"],
    },
    fitness: {
      noun: "저희 센터",
      offer: "클래스",
      audience: "운동을 즐기는 분들",
      hashtags: ["운동", "오운완", "헬스타그램"],
    },
    travel: {
      noun: "저희 여행사",
      offer: "숙소와 여행 코스",
      audience: "여행을 좋아하는 분들",
      hashtags: ["여행", "여행스타그램", "휴가"],
    },
    nonprofit: {
      noun: "저희 단체",
      offer: "활동",
      audience: "마음을 나누고 싶은 분들",
      hashtags: ["나눔", "봉사", "기부"],
    },
    other: {
      noun: "저희 회사",
      offer: "제품과 서비스",
      audience: "모든 분들",
      hashtags: ["소상공인", "스몰브랜드", "브랜드스토리"],
    },
  },
  cta: {
    shop: "지금 구매하세요",
    order: "지금 주문하세요",
    book: "지금 예약하세요",
    subscribe: "지금 구독하세요",
    signUp: "지금 가입하세요",
    learnMore: "자세히 알아보세요",
    contact: "편하게 문의하세요",
    visit: "직접 방문해 보세요",
    download: "지금 다운로드하세요",
    donate: "기부로 함께해 주세요",
  },
  intentWords: {
    shop: ["구매", "구입", "쇼핑", "사러", "장바구니", "스토어", "둘러보"],
    order: ["주문", "배달", "포장", "테이크아웃", "시켜", "오더"],
    book: ["예약", "예매", "부킹", "상담 신청", "상담신청", "일정 잡", "테이블"],
    subscribe: ["구독", "정기구독", "정기배송", "정기 배송", "멤버십", "뉴스레터"],
    signUp: ["가입", "회원가입", "등록", "신청", "수강", "참여", "체험", "시작하"],
    learnMore: ["자세히", "알아보", "더 보기", "더보기", "확인", "살펴보", "읽어"],
    contact: ["문의", "연락", "전화", "상담", "메시지", "카톡", "채팅", "dm"],
    visit: ["방문", "들러", "들르", "놀러", "찾아오", "오세요", "매장에서"],
    download: ["다운로드", "다운받", "내려받", "설치", "앱 설치", "앱 다운", "앱 받"],
    donate: ["기부", "후원", "모금", "정기후원", "정기 후원", "기금"],
  },
  titles: {
    facebook: [
      "{product}, 만나보실래요?",
      "{brand}에서 인사드려요",
      "{audience}께 드리는 {product}",
      "{brand}의 {product} 이야기",
    ],
    linkedin: [
      "{brand}의 {product} 소개",
      "{brand}: {audience}께 드리는 {product}",
      "{product} 안내 | {brand}",
      "{brand}에서 선보이는 {product}",
    ],
    pinterest: [
      "저장해 두고 싶은 {product}",
      "{product} 아이디어",
      "{brand}의 {product}",
      "{audience}께 드리는 아이디어",
    ],
    reddit: [
      "{brand}입니다. {product} 소개해 드려요",
      "{audience}에게 소개하고 싶은 {product}",
      "{brand}의 {product}에 대해 이야기해 볼게요",
      "{brand}에서 직접 소개하는 {product}",
    ],
    snapchat: ["{product} 어때요?", "{brand}에서 왔어요", "짜잔, {product}", "반가워요, {brand}입니다"],
    youtube: [
      "{product} | {brand}",
      "[{brand}] {product} 소개",
      "{brand}의 비하인드: {product}",
      "{product} 미리 보기 | {brand}",
    ],
  },
  conceptTitles: {
    product: ["소개합니다: {product}", "{brand}의 {product}", "{product}, 만나보세요"],
    audience: ["{audience}께: {brand}", "{audience}께 드리는 {product}", "{audience}께 소개하는 {brand}"],
    brand: ["안녕하세요, {brand}입니다", "{brand} 이야기", "{brand}에서 도와드릴게요"],
  },
  angles: {
    product: [
      "{brand}에서 소개하는 {product}입니다.",
      "{brand}에서 준비한 {product}입니다.",
      "이번에 소개할 건 {product}입니다.",
    ],
    audience: [
      "{audience}께 드리는 {product}입니다.",
      "{audience}께 꼭 소개하고 싶었어요.",
      "{brand}에서 {audience}께 드리는 {product}입니다.",
    ],
    brand: ["{brand}에서 {product} 소식을 전해요.", "안녕하세요, {brand}입니다.", "{brand}, {audience} 곁에 있을게요."],
  },
  tones: {
    professional: {
      leads: ["저희가 준비한 것을 소개해 드릴게요.", "먼저 저희 소개를 드릴게요."],
      titles: ["{brand}: {product}", "{brand}, 한눈에 보기"],
    },
    friendly: {
      leads: ["안녕하세요!", "이웃 여러분, 반가워요!"],
      titles: ["{brand}에서 반갑게 인사해요", "{brand}에 놀러 오세요"],
    },
    bold: {
      leads: ["큰 소식이에요!", "이제 움직일 때예요."],
      titles: ["이게 바로 {brand}", "{product}, 지금 만나요"],
    },
    trustworthy: {
      leads: ["꾸밈없이, 있는 그대로 말씀드릴게요.", "어떤 걸 기대하시면 되는지 알려 드릴게요."],
      titles: ["{brand} 알아보기", "{product}, 있는 그대로"],
    },
    creative: {
      leads: ["조금 다르게 생각해 봐요.", "이런 장면을 떠올려 보세요."],
      titles: ["새로운 시선으로 본 {product}", "{brand}의 새로운 얼굴"],
    },
    luxury: {
      leads: ["나를 위한 시간을 가져 보세요.", "안목 있는 분들을 위해."],
      titles: ["{product}의 미학", "{brand}에서 누리는 여유"],
    },
    playful: {
      leads: ["쉿!", "있잖아요!"],
      titles: ["쉿, {product} 왔어요", "새로운 최애: {brand}"],
    },
    urgent: {
      leads: ["망설이지 마세요.", "기다릴 이유가 있나요?"],
      titles: ["망설이지 마세요: {product}", "오늘은 {brand}에서"],
    },
  },
  pinterestLine: "나중에 보려면 이 핀을 저장하세요.",
  ctaSentence: "{cta}.",
  hashtagCase: "keep",
  fullStop: ".",
  sentenceGap: " ",
};
