import type { LanguageBank } from "./types";

export const ko: LanguageBank = {
  code: "ko",
  business: {
    restaurant: {
      noun: "저희 식당",
      offer: "식사와 음료",
      audience: "음식을 사랑하는 분들",
      hashtags: ["먹스타그램", "푸드스타그램", "오늘뭐먹지", "외식", "식당"],
    },
    retail: {
      noun: "저희 매장",
      offer: "컬렉션",
      audience: "쇼핑을 즐기는 분들",
      hashtags: ["쇼핑", "쇼핑스타그램", "쇼핑하울", "선물추천", "쇼핑리스트"],
    },
    services: {
      noun: "저희 팀",
      offer: "서비스",
      audience: "바쁜 분들",
      hashtags: ["소상공인", "비즈니스", "창업", "사업", "자영업"],
    },
    healthcare: {
      noun: "저희 병원",
      offer: "진료와 케어",
      audience: "환자와 가족분들",
      hashtags: ["건강", "건강관리", "병원", "가족건강", "클리닉"],
    },
    beauty: {
      noun: "저희 샵",
      offer: "관리 프로그램",
      audience: "셀프케어를 즐기는 분들",
      hashtags: ["뷰티", "셀프케어", "피부관리", "스킨케어", "뷰티스타그램"],
    },
    technology: {
      noun: "저희 팀",
      offer: "소프트웨어",
      audience: "함께 일하는 팀들",
      hashtags: ["테크", "IT", "스타트업", "소프트웨어", "생산성"],
    },
    realEstate: {
      noun: "저희 부동산",
      offer: "매물 정보",
      audience: "집을 찾는 분들",
      hashtags: ["부동산", "내집마련", "집구하기", "이사", "인테리어"],
    },
    education: {
      noun: "저희 아카데미",
      offer: "강좌",
      audience: "배우고 싶은 분들",
      hashtags: ["공부", "자기계발", "공스타그램", "강의", "배움"],
    },
    fitness: {
      noun: "저희 센터",
      offer: "클래스",
      audience: "운동을 즐기는 분들",
      hashtags: ["운동", "오운완", "헬스타그램", "헬스", "피트니스"],
    },
    travel: {
      noun: "저희 여행사",
      offer: "숙소와 여행 코스",
      audience: "여행을 좋아하는 분들",
      hashtags: ["여행", "여행스타그램", "휴가", "여행기록", "주말여행"],
    },
    nonprofit: {
      noun: "저희 단체",
      offer: "활동",
      audience: "마음을 나누고 싶은 분들",
      hashtags: ["나눔", "봉사", "기부", "함께해요", "비영리"],
    },
    other: {
      noun: "저희 회사",
      offer: "제품과 서비스",
      audience: "모든 분들",
      hashtags: ["소상공인", "스몰브랜드", "브랜드스토리", "브랜드", "메이커"],
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
      "{product} 찾고 계셨나요?",
      "{audience}을 위한 {product}",
      "{brand}의 {product} 이야기",
      "{brand}의 {product}",
    ],
    linkedin: [
      "{brand}의 {product} 소개",
      "{brand}: {audience}을 위한 {product}",
      "{product} 안내 | {brand}",
      "{brand}에서 준비한 {product}",
      "{audience}을 위한 {product} 안내",
      "{product} 안내",
      "{brand} 소개",
    ],
    pinterest: [
      "{product} 알아보기",
      "{product}, 저장해 두세요",
      "{brand}의 {product}",
      "{audience}을 위한 {product} 모아 보기",
    ],
    reddit: [
      "{product} 관련 질문 받아요",
      "{product} 궁금하신 분 계신가요?",
      "{brand}에서 {product} 하고 있어요",
      "{brand}의 {product}, 소개해요",
    ],
    snapchat: ["{product}, 여기 있어요", "{brand}의 {product}", "{product}, {brand}에서", "반가워요, {brand}입니다"],
    youtube: [
      "{product} | {brand}",
      "[{brand}] {product} 소개",
      "{brand}에서 소개하는 {product}",
      "{product} 소개 영상",
      "{audience}을 위한 {product}",
    ],
    instagram: [
      "{brand}의 {product}",
      "{brand}에서 만나는 {product}",
      "{audience}을 위한 {product}",
      "{product} | {brand}",
    ],
    tiktok: [
      "잠깐만요! {product} 보고 가세요",
      "이거 알아요? {brand}의 {product}",
      "{brand}의 {product}, 궁금하지 않으세요?",
      "안녕하세요, {brand}입니다. {product} 소개할게요",
    ],
    x: [
      "{product} 알아보는 중이라면",
      "{brand}, 알고 계셨나요?",
      "{audience}을 위한 {product}",
      "{brand}의 {product}, 어떠세요?",
    ],
  },
  conceptTitles: {
    product: ["소개합니다: {product}", "{brand}의 {product}"],
    audience: ["{audience}을 위한 {product}", "{audience}을 위한 {brand}"],
    brand: ["{brand}에서 준비한 {product}", "{brand} 이야기", "{product}, {brand}에서 만나요"],
  },
  angles: {
    // "[goods]" statements are said only of things sold (a shop, a florist, a café), "[services]" ones only of a service
    // (a clinic, a school, a salon, a sauna), a unit's ("[purchase]", "[lesson,class]") only of it; the others of every
    // business, with or without a category, and each angle keeps at least three of those. A statement says what to do
    // next (ask, come in, order, book) or what the business does for its audience, plainly: never a stock line that
    // says nothing ("저희가 하나하나 정성껏 챙겨요", "편하게 찾을 수 있는 곳이 되고 싶어요", "{product} 생각나실 때") nor a
    // label ("{brand}의 {product}입니다"), and never the brand and the product in one statement. {product} takes 을 only
    // before a verb the mends below list (they make it 를 after a vowel), and no other particle that changes with its
    // last sound; {brand} takes only 의, 에, 에서 and 에서는.
    product: [
      "{product}에 대해 궁금한 점은 편하게 물어보세요.",
      "{product} 관련 문의는 메시지로 편하게 남겨 주세요.",
      "처음이라 잘 모르셔도 편하게 물어보세요.",
      "[purchase] {product}, 저희가 직접 골라 준비해요.",
      "[goods] {product}, 미리 주문하시면 준비해 둘게요.",
      "[goods] 뭘 고를지 망설여지시면 말씀해 주세요, 같이 골라 드릴게요.",
      "[visit,purchase] {product}, 직접 와서 보셔도 좋아요.",
      "[purchase,order] 선물하실 거라면 받는 분 취향을 알려 주세요, 거기에 맞춰 골라 드릴게요.",
      "[order] 필요한 날짜와 용도를 알려 주시면 거기에 맞춰 준비해요.",
      "[appointment,consultation,job] 무엇이 필요한지 잘 모르셔도 함께 살펴봐 드려요.",
      "[lesson,class] {product}, 어느 수준에서 시작하면 좋을지 편하게 물어보세요.",
      "[lesson,class] 친구와 함께 듣고 싶으시면 미리 말씀해 주세요.",
    ],
    audience: [
      "{audience}께 맞는 {product}, 편하게 물어보세요.",
      "{product}, {audience}께 맞춰 준비해요.",
      "{audience}께 {product}, 차근차근 설명해 드려요.",
      "[goods] {audience}을 위해 {product}을 골라 두었어요.",
      "[goods] {audience}께 어울리는 {product}, 함께 골라 드려요.",
      "[lesson,class] {audience}께 맞는 진도가 궁금하면 편하게 물어보세요.",
    ],
    brand: [
      "{brand}, {audience}을 위한 곳이에요.",
      "{brand}에서 {audience}께 필요한 걸 찾아보세요.",
      "{brand}의 연락처와 운영 시간은 프로필에 있어요.",
      "[purchase] {brand}에 들르시면 직접 보고 고르실 수 있어요.",
    ],
  },
  tones: {
    professional: {
      leads: ["안녕하세요.", "반가워요."],
      titles: ["{brand}: {product}", "{brand}, 한눈에 보기"],
    },
    friendly: {
      leads: ["안녕하세요!", "반가워요!"],
      titles: ["{brand}의 {product}, 구경해 보세요", "{product}, {brand}에서 만나요"],
    },
    bold: {
      leads: ["자, 시작해 볼까요!", "준비되셨나요?"],
      titles: ["{brand}의 {product}, 지금 확인!", "오늘은 {product}!"],
    },
    trustworthy: {
      leads: ["안녕하세요, 반가워요.", "처음 인사드려요."],
      titles: ["{brand} 알아보기", "{product} 안내"],
    },
    creative: {
      leads: ["궁금하셨죠?", "잠깐 들여다볼까요?"],
      titles: ["{product}, 일상 속으로", "{brand}의 {product}"],
    },
    luxury: {
      leads: ["안녕하세요.", "여유로운 시간, 어떠세요?"],
      titles: ["{brand}: {product}", "{brand}에서 만나는 {product}"],
    },
    playful: {
      leads: ["똑똑, 계세요?", "짠, 저희 왔어요!"],
      titles: ["{product}, 한번 볼까요?", "{product}, 궁금하지 않아요?"],
    },
    urgent: {
      leads: ["망설이지 마세요.", "기다릴 이유가 있나요?"],
      titles: ["망설이지 마세요: {product}", "오늘은 {brand}에서"],
    },
  },
  selfNaming: [
    "{brand}입니다",
    "[{brand}]",
    "| {brand}",
    "{brand}: ",
    "{brand}에서 소개하는",
    "{brand}에서 선보이는",
    "{brand}에서 준비한",
    "{brand}, {audience}을 위한 곳",
  ],
  // Keyword lines: the category's name opens a question or a clause, and a verb follows ("저장해 두세요"); never a colon
  // label, never the product after the category ("치과 … 치과 진료"). At least three name no audience.
  pinterest: [
    "{category} 찾고 있다면 {brand}도 저장해 두세요.",
    "{category} 고민 중이라면 {brand}도 살펴보세요.",
    "{category} 고르는 중이라면 {brand}도 후보에 넣어 보세요.",
    "{category} 찾는 중이라면 {audience}을 위한 {brand}도 살펴보세요.",
  ],
  // The owner says who they are and what they do, or asks for questions: never a story announced and not told
  // ("… 이야기 좀 해 보려고요"), nor 대표 (a dentist is 원장).
  reddit: ["{brand}에서 {product} 맡고 있는 사람이에요.", "{brand} 운영하고 있어요.", "{brand}에서 일하는 사람이에요."],
  formal: {
    cta: {
      shop: "지금 만나 보세요",
      order: "지금 주문하세요",
      book: "지금 예약하세요",
      subscribe: "지금 구독하세요",
      signUp: "지금 신청하세요",
      learnMore: "자세한 내용을 확인하세요",
      contact: "언제든 문의해 주세요",
      visit: "직접 방문해 보세요",
      download: "지금 다운로드하세요",
      donate: "기부로 함께해 주세요",
    },
    titles: {
      facebook: [
        "{product}, 찾고 계셨나요?",
        "{brand}의 {product}",
        "{audience}을 위한 {product}",
        "{brand}의 {product} 이야기",
      ],
      pinterest: [
        "{product} 알아보기",
        "{product} 한눈에 보기",
        "{brand}의 {product}",
        "{audience}을 위한 {product} 모아 보기",
      ],
      reddit: [
        "{product} 관련 질문 받습니다",
        "{brand}에서 {product} 맡고 있습니다",
        "{brand}의 {product}에 대해 말씀드립니다",
        "{brand}의 {product}, 소개합니다",
      ],
      snapchat: ["{brand}입니다", "{brand}의 {product}", "{product}, {brand}에서", "{audience}을 위한 {product}"],
      tiktok: [
        "잠시만요, {product} 소개해 드립니다",
        "{brand}의 {product}, 알고 계셨나요?",
        "{brand}의 {product}, 한번 보실래요?",
        "안녕하세요, {brand}입니다. {product} 소개해 드립니다",
      ],
      x: [
        "{product}, 알아보고 계신가요?",
        "{brand}, 알고 계셨나요?",
        "{audience}을 위한 {product}",
        "{brand}의 {product}",
      ],
    },
    conceptTitles: {
      brand: ["{brand}에서 준비한 {product}", "{brand} 이야기", "{product}, {brand}에서 만나 보세요"],
    },
    angles: {
      product: [
        "{product}에 대해 궁금하신 점은 편하게 문의해 주세요.",
        "{product} 관련 문의는 메시지로 남겨 주시기 바랍니다.",
        "처음이라 잘 모르셔도 편하게 문의해 주세요.",
        "[purchase] {product}, 저희가 직접 골라 준비합니다.",
        "[goods] {product}, 미리 주문하시면 준비해 두겠습니다.",
        "[goods] 무엇을 고를지 망설여지시면 말씀해 주세요, 함께 골라 드리겠습니다.",
        "[visit,purchase] {product}, 직접 오셔서 보셔도 좋습니다.",
        "[purchase,order] 선물하실 경우 받으실 분의 취향을 알려 주시면 그에 맞춰 골라 드리겠습니다.",
        "[order] 필요하신 날짜와 용도를 알려 주시면 그에 맞춰 준비하겠습니다.",
        "[appointment,consultation,job] 무엇이 필요하신지 잘 모르셔도 함께 살펴봐 드리겠습니다.",
        "[lesson,class] {product}, 어느 수준에서 시작하시면 좋을지 편하게 문의해 주세요.",
        "[lesson,class] 친구분과 함께 수강하시려면 미리 말씀해 주세요.",
      ],
      audience: [
        "{audience}께 맞는 {product}, 편하게 문의해 주세요.",
        "{product}, {audience}께 맞춰 준비해 드립니다.",
        "{audience}께 {product}, 차근차근 설명해 드립니다.",
        "[goods] {audience}을 위해 {product}을 골라 두었습니다.",
        "[goods] {audience}께 어울리는 {product}, 함께 골라 드리겠습니다.",
        "[lesson,class] {audience}께 맞는 진도가 궁금하시면 편하게 문의해 주세요.",
      ],
      brand: [
        "{brand}, {audience}을 위한 곳입니다.",
        "{brand}에서 {audience}께 필요한 것을 찾아보세요.",
        "{brand}의 연락처와 운영 시간은 프로필에서 확인해 주세요.",
        "[purchase] {brand}에 들르시면 직접 보고 고르실 수 있습니다.",
      ],
    },
    tones: {
      professional: {
        leads: ["안녕하세요.", "반갑습니다."],
        titles: ["{brand}: {product}", "{brand} 소개"],
      },
      trustworthy: {
        leads: ["안녕하세요, 처음 뵙겠습니다.", "반갑습니다."],
        titles: ["{brand} 알아보기", "{product} 안내"],
      },
      luxury: {
        leads: ["안녕하세요.", "여유로운 시간, 어떠세요?"],
        titles: ["{brand}: {product}", "{brand}에서 만나는 {product}"],
      },
    },
    pinterestLine: "나중에 다시 보시려면 이 핀을 저장해 두세요.",
    pinterest: [
      "{category} 찾고 계신가요? {brand}도 저장해 두세요.",
      "{category} 고민 중이시라면 {brand}도 살펴보세요.",
      "{category} 고르고 계신다면 {brand}도 후보에 넣어 보세요.",
      "{category} 찾고 계신가요? {audience}을 위한 {brand}도 살펴보세요.",
    ],
    reddit: [
      "{brand} 운영자입니다.",
      "안녕하세요, {brand}에서 일하고 있습니다. {product} 관련 질문 받습니다.",
      "{brand} 운영을 맡고 있습니다.",
    ],
  },
  pinterestLine: "나중에 보려면 이 핀을 저장하세요.",
  ctaSentence: "{cta}.",
  mends: [
    // "온 가족께" reads "온 가족분들께" after the mend below: the whole family takes 에게, and 이 as a subject.
    ["온 가족께서", "온 가족이"],
    ["온 가족께", "온 가족에게"],
    ["(여성|남성|직장인|학생|주민|가족|커플|부부)께", "$1분들께"],
    // 을 after a syllable without a final consonant is 를 ("부부을 위한" → "부부를 위한", "면도을 선보이고" → "면도를 선보이고").
    [
      "([가개갸걔거게겨계고과괘괴교구궈궤귀규그긔기까깨꺄꺠꺼께껴꼐꼬꽈꽤꾀꾜꾸꿔꿰뀌뀨끄끠끼나내냐냬너네녀녜노놔놰뇌뇨누눠눼뉘뉴느늬니다대댜댸더데뎌뎨도돠돼되됴두둬뒈뒤듀드듸디따때땨떄떠떼뗘뗴또똬뙈뙤뚀뚜뚸뛔뛰뜌뜨띄띠라래랴럐러레려례로롸뢔뢰료루뤄뤠뤼류르릐리마매먀먜머메며몌모뫄뫠뫼묘무뭐뭬뮈뮤므믜미바배뱌뱨버베벼볘보봐봬뵈뵤부붜붸뷔뷰브븨비빠빼뺘뺴뻐뻬뼈뼤뽀뽜뽸뾔뾰뿌뿨쀄쀠쀼쁘쁴삐사새샤섀서세셔셰소솨쇄쇠쇼수숴쉐쉬슈스싀시싸쌔쌰썌써쎄쎠쎼쏘쏴쐐쐬쑈쑤쒀쒜쒸쓔쓰씌씨아애야얘어에여예오와왜외요우워웨위유으의이자재쟈쟤저제져졔조좌좨죄죠주줘줴쥐쥬즈즤지짜째쨔쨰쩌쩨쪄쪠쪼쫘쫴쬐쬬쭈쭤쮀쮜쮸쯔쯰찌차채챠챼처체쳐쳬초촤쵀최쵸추춰췌취츄츠츼치카캐캬컈커케켜켸코콰쾌쾨쿄쿠쿼퀘퀴큐크킈키타태탸턔터테텨톄토톼퇘퇴툐투퉈퉤튀튜트틔티파패퍄퍠퍼페펴폐포퐈퐤푀표푸풔풰퓌퓨프픠피하해햐햬허헤혀혜호화홰회효후훠훼휘휴흐희히])을 (위한|위해|기다리|선보이|준비하|준비해|제공하|소개하|소개해|골라|천천히|구경하|둘러보|권하|권해|살펴보|제공하|하나하나)",
      "$1를 $2",
    ],
  ],
  hashtagCase: "keep",
  fullStop: ".",
  sentenceGap: " ",
};
