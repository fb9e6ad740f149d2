import type { LanguageBank } from "./types";

export const en: LanguageBank = {
  code: "en",
  business: {
    restaurant: {
      noun: "our kitchen",
      benefit: "fresh flavours made daily",
      hashtags: ["food lovers", "eat local", "foodie"],
    },
    retail: {
      noun: "our shop",
      benefit: "pieces you will love to own",
      hashtags: ["shop small", "new arrivals", "shopping"],
    },
    services: {
      noun: "our team",
      benefit: "expert help when it counts",
      hashtags: ["small business", "expert advice", "professional services"],
    },
    healthcare: {
      noun: "our clinic",
      benefit: "care that puts you first",
      hashtags: ["health", "wellbeing", "patient care"],
    },
    beauty: { noun: "our studio", benefit: "the glow you deserve", hashtags: ["self care", "beauty", "glow up"] },
    technology: {
      noun: "our platform",
      benefit: "tools that simply work",
      hashtags: ["tech", "productivity", "software"],
    },
    realEstate: {
      noun: "our agency",
      benefit: "a place to call home",
      hashtags: ["real estate", "dream home", "home buying"],
    },
    education: {
      noun: "our courses",
      benefit: "skills that open doors",
      hashtags: ["learning", "education", "new skills"],
    },
    fitness: { noun: "our gym", benefit: "stronger every week", hashtags: ["fitness", "workout", "fit life"] },
    travel: { noun: "our stays", benefit: "trips worth remembering", hashtags: ["travel", "wanderlust", "getaway"] },
    nonprofit: {
      noun: "our cause",
      benefit: "real change in your community",
      hashtags: ["give back", "community", "make a difference"],
    },
    other: {
      noun: "our business",
      benefit: "something made with care",
      hashtags: ["small business", "support local", "quality"],
    },
  },
  tones: {
    professional: {
      titles: ["{product} by {brand}", "{brand}: {benefit}", "Discover {product}"],
      bodies: [
        "{product} for {audience}. {benefit}, delivered with care. {cta}.",
        "{brand} brings {audience} {product} and {benefit}. {cta}.",
      ],
      cta: "Learn more today",
    },
    friendly: {
      titles: ["Say hi to {product}", "You'll love {product}", "{brand} has something for you"],
      bodies: [
        "Hey {audience}! Meet {product} from {brand}: {benefit}. {cta}!",
        "Good news for {audience}: {product} is here, with {benefit}. {cta}!",
      ],
      cta: "Come say hello",
    },
    bold: {
      titles: ["{product}. Nothing less.", "Go big with {brand}", "Meet your new favourite"],
      bodies: [
        "{audience}, this is it: {product}. {benefit}, no compromises. {cta}!",
        "Bold move, {audience}: {product} from {brand}. {benefit}. {cta}!",
      ],
      cta: "Grab yours now",
    },
    trustworthy: {
      titles: ["{brand}: trusted for a reason", "{product} you can count on", "Quality you can rely on"],
      bodies: [
        "{audience} rely on {brand} for {product}: {benefit}, every time. {cta}.",
        "Honest {product} for {audience}. {benefit}, backed by people who care. {cta}.",
      ],
      cta: "See why people trust us",
    },
    creative: {
      titles: ["{product}, reimagined", "Where ideas meet {product}", "Made different by {brand}"],
      bodies: [
        "A fresh take for {audience}: {product}. {benefit}, crafted with imagination. {cta}.",
        "{brand} turns {product} into something new for {audience}: {benefit}. {cta}.",
      ],
      cta: "Explore the collection",
    },
    luxury: {
      titles: ["The art of {product}", "{brand}, refined", "Exceptional {product}"],
      bodies: [
        "For {audience} who expect the finest: {product}. {benefit}, in every detail. {cta}.",
        "{brand} presents {product}: {benefit}, for those with discerning taste. {cta}.",
      ],
      cta: "Discover the experience",
    },
    playful: {
      titles: ["Psst… {product} is here!", "Your new crush: {product}", "Fun just got an upgrade"],
      bodies: [
        "Calling all {audience}! {product} from {brand} means {benefit}. {cta}!",
        "Warning: {product} may cause big smiles. {benefit} for {audience}. {cta}!",
      ],
      cta: "Join the fun",
    },
    urgent: {
      titles: ["Don't miss {product}", "Last chance: {brand}", "Act now: {product}"],
      bodies: [
        "{audience}, {product} won't wait. {benefit} — while it lasts. {cta}!",
        "Time is running out for {product} from {brand}: {benefit}. {cta} today!",
      ],
      cta: "Order now",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
