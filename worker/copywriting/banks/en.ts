import type { LanguageBank } from "./types";

export const en: LanguageBank = {
  code: "en",
  business: {
    restaurant: {
      noun: "our kitchen",
      offer: "our menu",
      audience: "food lovers",
      hashtags: ["food lovers", "foodie", "food", "eat out", "foodgram"],
    },
    retail: {
      noun: "our shop",
      offer: "our collection",
      audience: "shoppers",
      hashtags: ["shop small", "shopping", "retail therapy", "shopping haul", "gift ideas"],
    },
    services: {
      noun: "our team",
      offer: "our services",
      plural: true,
      audience: "busy people",
      hashtags: ["small business", "services", "entrepreneur", "business owner", "self employed"],
    },
    healthcare: {
      noun: "our clinic",
      offer: "our care",
      audience: "patients and families",
      hashtags: ["health", "wellbeing", "patient care", "healthcare", "family health"],
    },
    beauty: {
      noun: "our studio",
      offer: "our treatments",
      plural: true,
      audience: "anyone who loves self-care",
      hashtags: ["self care", "beauty", "me time", "skincare", "beauty routine"],
    },
    technology: {
      noun: "our team",
      offer: "our software",
      audience: "teams",
      hashtags: ["tech", "productivity", "software", "tech tools", "startup"],
    },
    realEstate: {
      noun: "our agency",
      offer: "our listings",
      plural: true,
      audience: "home seekers",
      hashtags: ["real estate", "home search", "property", "house hunting", "home buying"],
    },
    education: {
      noun: "our school",
      offer: "our courses",
      plural: true,
      audience: "learners",
      hashtags: ["learning", "education", "lifelong learning", "study", "skills"],
    },
    fitness: {
      noun: "our gym",
      offer: "our classes",
      plural: true,
      audience: "anyone who loves to move",
      hashtags: ["fitness", "workout", "fit life", "training", "gym life"],
    },
    travel: {
      noun: "our team",
      offer: "our stays",
      plural: true,
      audience: "travellers",
      hashtags: ["travel", "wanderlust", "getaway", "travel gram", "holiday"],
    },
    nonprofit: {
      noun: "our cause",
      offer: "our work",
      audience: "people who care",
      hashtags: ["give back", "community", "volunteer", "charity", "nonprofit"],
    },
    other: {
      noun: "our business",
      offer: "what we make",
      audience: "everyone",
      hashtags: ["small business", "shop small", "makers", "entrepreneur", "brand story"],
    },
  },
  cta: {
    shop: "Shop now",
    order: "Order now",
    book: "Book now",
    subscribe: "Subscribe today",
    signUp: "Sign up today",
    learnMore: "Learn more",
    contact: "Get in touch",
    visit: "Come and visit us",
    download: "Download it today",
    donate: "Donate today",
  },
  intentWords: {
    shop: ["shop", "buy", "browse", "get yours", "grab"],
    order: ["order", "get it delivered", "delivery", "take away", "takeaway"],
    book: ["book", "reserve", "schedule", "appointment", "table"],
    subscribe: ["subscri", "join the club", "membership"],
    signUp: ["sign up", "signup", "register", "enrol", "enroll", "join", "get started", "start your", "try"],
    learnMore: ["learn", "discover", "find out", "read", "see more", "explore"],
    contact: ["contact", "call", "get in touch", "message", "email", "talk", "ask"],
    visit: ["visit", "come", "drop by", "stop by", "see us", "pop in"],
    download: ["download", "install", "get the app"],
    donate: ["donat", "give", "support", "contribute"],
  },
  titles: {
    facebook: [
      "{product} at {brand}",
      "{product} from {brand}",
      "Say hello to {brand}",
      "Looking for {product}? Meet {brand}",
      "{product} for {audience}",
      "Have you met {brand}?",
    ],
    linkedin: ["About {brand}", "{brand}, at a glance", "What we do at {brand}", "{brand}: {product}"],
    pinterest: ["{product} by {brand}", "Saved for later: {brand}", "{product} | {brand}", "{product} for {audience}"],
    reddit: [
      "We're {brand}, happy to answer questions",
      "A few words about {product}",
      "{brand} here: a few words about {product}",
      "{product} from {brand}, for {audience}",
      "A few words about {brand}",
    ],
    snapchat: ["Check out {brand}", "Hi from {brand}", "This is {brand}", "Say hi to {brand}"],
    youtube: [
      "{product} | {brand}",
      "Meet {brand}: {product}",
      "{product} for {audience} | {brand}",
      "Say hello to {brand}",
      "Meet {brand}",
    ],
    // Every headline here has its answer in quoraAnswers, keyed by the same template.
    quora: [
      "What does {brand} offer?",
      "What does {brand} do?",
      "What is {brand} about?",
      "What should I know about {brand}?",
    ],
    instagram: [
      "Spotted: {brand}",
      "Say hi to {brand}",
      "{product} at {brand}",
      "Hello from {brand}",
      "Inside {brand}",
    ],
    tiktok: [
      "POV: you just found {brand}",
      "{product} at {brand}",
      "For {audience}: meet {brand}",
      "Your next stop: {brand}",
      "{brand}: {product}, up close",
    ],
    x: ["Looking for {product}?", "Hello from {brand}", "Got a minute? Meet {brand}", "{product}, by {brand}"],
  },
  conceptTitles: {
    product: ["{product} at {brand}", "{product} from {brand}", "Spotlight on {product}"],
    audience: ["{product} for {audience}", "{brand}, for {audience}", "For {audience}: {brand}"],
    brand: ["Say hello to {brand}", "This is {brand}", "{brand}, at your service"],
  },
  // Statements are what an owner would write under a photo: a plain sentence that reads with any business (a dentist,
  // a bakery, an accountant) and any audience, a relative clause too ("anyone planning a surprise"): the audience is
  // never a verb's subject, no vocative, no label ahead of the product, no stock line ("It's all about", "made with …
  // in mind" of a product, "we look forward to your visit"), no filler that says nothing ("we're glad to welcome …").
  // A service is never a thing to book, reserve, see or get to know ("Reserve a slot for our dental care"): it is
  // come to for, helped with, run, tried; the mends below drop the offer's "our" after those verbs ("Come to us for
  // dental care"). A frame that fits one kind only carries its tag: "[goods] " (choosing, seeing, ordering: a cheese
  // shop, a florist, a café), "[services] " or the units ("[appointment,…]": a dentist, a barber; "[lesson,class]": a
  // surf school; "[session]": a sauna); an untagged statement reads for all, and each angle keeps at least three of
  // those. The product angle (Instagram, YouTube) says the offer alone, the audience angle (Facebook) with its
  // audience, so the posts differ. None names both the brand and the product: a named brand never owns the stock
  // "our" offer, and the stock noun beside it says "our" twice. Round 36 took out the lines the readers quoted from
  // every set: "We're happy to tell you about …", "Got a question about …? Just ask.", "… is happy to answer your
  // questions", "We take our time with …", "… will feel at home here", "… is meant for …", "We'd be glad to help you
  // with …".
  angles: {
    product: [
      "Come to us for {product}.",
      "This is where you'll find {product}.",
      "Send us a message and tell us what you're looking for.",
      "[goods] Take your pick from {product}.",
      "[goods] We'd love to show you {product}.",
      "[goods] We'd be glad to help you choose from {product}.",
      "[goods] Not sure what to pick? Ask us, and we'll help you decide.",
      "[goods] Tell us what you like, and we'll point you in the right direction.",
      "[purchase,order] If it's a gift, tell us who it's for and we'll help you pick.",
      "[visit,purchase] Come in and see {product} for yourself.",
      "[purchase,visit] Drop in and browse {product}.",
      "[order] Tell us what you have in mind, and we'll take it from there.",
      "[order] Tell us the occasion, and we'll suggest something that fits.",
      "[order] Send us a message about {product}, and we'll sort out the details with you.",
      "[appointment,consultation] We plan {product} around what you need.",
      "[consultation,job] If you've been putting off {product}, we're here when you're ready.",
      "[consultation,job] Bring us the problem, and we'll look at it together.",
      "[lesson,class] Come along to {product}.",
      "[lesson,class] Start wherever you are, and we'll take it from there.",
      "[lesson,class] Bring a friend and learn together.",
      "[session] First time with us? Tell us, and we'll explain how it all works.",
      "[lesson,class,session,ticket,plan] Give {product} a try.",
      "[ticket] Just drop in for {product}.",
    ],
    audience: [
      "{product} is for {audience}.",
      "We offer {product} for {audience}.",
      "We pick and plan {product} with {audience} in mind.",
      "[lesson,class,session,ticket] {product} is open to {audience}.",
      "[lesson,class,session] We run {product} for {audience}.",
      "[lesson,class] We plan {product} with {audience} in mind.",
      "[consultation,lesson,class,booking,job] We work with {audience}.",
    ],
    brand: [
      "{brand} serves {audience}.",
      "Have a question for {brand}? Send us a message.",
      "Follow {brand} to see what we post next.",
      "[appointment,consultation,job] At {brand}, we listen first.",
      "[consultation,lesson,class,booking,job] {brand} works with {audience}.",
      "[goods] At {brand}, we'll happily help you find what you're looking for.",
      "[visit,purchase] At {brand}, you're welcome to come in and browse.",
      "[order] At {brand}, we check the details with you before we start.",
      "[lesson,class,session,stay] {brand} looks after {audience}.",
      "[lesson,class] At {brand}, we go at your pace.",
      "[consultation,job] At {brand}, we explain each step as we go.",
    ],
  },
  // Leads suit every business in the tone (a dentist, a bakery, an accountant): a greeting or a short hook, never a
  // motto ("Every detail counts") or a line about the post itself ("Let's keep it simple").
  tones: {
    professional: {
      leads: ["Planning ahead?", "Hello from all of us."],
      titles: ["Introducing {brand}", "A word about {product}"],
    },
    // The friendly tone's first lead is the greeting "Ask AI to Improve" adds to make a text more casual (and takes out
    // to make it more formal): a greeting, whatever the engine's bodies do with it (decision 054).
    friendly: { leads: ["Hi there!", "Nice to meet you!"], titles: ["Come meet {brand}", "Meet {brand}"] },
    bold: { leads: ["Let's do this.", "Ready when you are."], titles: ["This is {brand}", "Ready for {product}?"] },
    trustworthy: {
      leads: ["Hello, and thanks for stopping by.", "Glad you found us."],
      titles: ["Get to know {brand}", "A word from {brand}"],
    },
    creative: {
      leads: ["Picture this.", "Take a look."],
      titles: ["{product}, the {brand} way", "Picture yourself at {brand}"],
    },
    luxury: {
      leads: ["Welcome.", "Treat yourself."],
      titles: ["Take your time at {brand}", "An invitation from {brand}"],
    },
    playful: { leads: ["Psst!", "Okay, hear us out."], titles: ["{product}, anyone?", "{brand} says hi"] },
    urgent: { leads: ["Don't wait.", "Why wait?"], titles: ["Don't wait: {product}", "Start today with {brand}"] },
  },
  agreement: [
    ["This is {product}", "These are {product}"],
    ["this is {product}", "these are {product}"],
    ["What is {product}", "What are {product}"],
    ["{product} is for", "{product} are for"],
    ["{product} is here", "{product} are here"],
    ["{product} is what", "{product} are what"],
    ["{product} is on", "{product} are on"],
    ["{product} is ready", "{product} are ready"],
    ["{product} comes", "{product} come"],
    ["{product} is aimed", "{product} are aimed"],
    ["{product} suits", "{product} suit"],
    ["{product} is open", "{product} are open"],
    ["{product} is there", "{product} are there"],
    ["how {product} works", "how {product} work"],
    // Said only of a product whose number is known (the bank's offer or a name): "Take a look at dog grooming" does
    // not read.
    ["Take a look at {product}", "Take a look at {product}"],
    ["to show you {product}", "to show you {product}"],
  ],
  // "by {brand}" reads only with a name: "Our sauna by our sauna house" (round 39).
  selfNaming: [
    "We're {brand}",
    "we're {brand}",
    "{brand} here",
    "Owner of {brand}",
    "? Meet {brand}",
    "by {brand}",
    "| {brand}",
  ],
  pinterestLine: "Save this pin for later.",
  // Keyword lines for any category (a dentist, an accountant, a bakery): the category's name opens a question, and a
  // verb follows ("Save {brand}"); never a colon label, never the business recommending itself. The offer is never put
  // after {category} (a sauna's "Sauna: our sauna sessions" says it twice). None names the audience: "Dog grooming
  // salon for dog owners in the east end?" read as no question a person asks (round 40).
  pinterest: [
    "{category} on your list? Save {brand} for later.",
    "{category} in mind? Save {brand} to your board.",
    "{category} on your shortlist? Add {brand}.",
  ],
  // The owner says who they are and what they do, never "we offer our …" nor "this is our …" (a caption with no
  // picture), nor a stock line ("we're all about", "it's all about").
  reddit: [
    "I run {brand}.",
    "I help run {brand}, and {product} is what we spend our days on.",
    "Hi, I own {brand}.",
    "Owner of {brand} here.",
  ],
  // The owner answers the headline's own question first, plainly.
  quoraAnswers: {
    "What does {brand} offer?": "I'm the owner. We offer {product} for {audience}.",
    "What does {brand} do?": "I run it. We offer {product}.",
    "What is {brand} about?": "I'm the owner. We offer {product}.",
    "What should I know about {brand}?": "I'm the owner. We offer {product} for {audience}.",
  },
  ctaSentence: "{cta}.",
  // After these verbs the offer reads without its "our" ("Come to us for our cuts and shaves" → "Come to us for cuts
  // and shaves"; "We offer dental care").
  mends: [
    ["([Cc]ome to us for) our ", "$1 "],
    ["([Ll]ooking for) our sauna(?=[.,?]| (?!sessions))", "$1 a sauna"],
    ["([Ll]ooking for) our ", "$1 "],
    ["(help you with) our ", "$1 "],
    ["(^|\\. )(We offer|We provide|We run) our sauna(?=[.,]| (?!sessions))", "$1$2 a sauna"],
    ["(It's about) our sauna(?=[ .,])", "$1 the sauna"],
    ["(^|\\. )(We offer|We provide|We run) our ", "$1$2 "],
    ["(more about|focus is|It's about) our ", "$1 "],
    ["(time with|putting off|place for|[Cc]ome in for) our ", "$1 "],
  ],
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
