import type { BusinessType } from "./business";
import { z } from "./zod";
import { LanguageCode } from "./enums";

/**
 * What a call to action asks the reader to do; each language says it with its own phrase, and a category's own call
 * to action says it with its object ("Book a pottery class", "Find the truck").
 */
export const ctaIntents = [
  "shop",
  "order",
  "book",
  "subscribe",
  "signUp",
  "learnMore",
  "contact",
  "visit",
  "download",
  "donate",
] as const;
export type CtaIntent = (typeof ctaIntents)[number];

/**
 * The category lexicon's categories (issue 27): the kinds of small business and product the copy names in every
 * language, each with the SPEC business type it belongs to (the form's first question) and the call to action its ads
 * most often make. Their words (noun, offer, audience, hashtags, call to action, detection keywords) are data in
 * worker/copywriting/lexicon/<language>.json, served from the static assets, never in the bundle (decision 027).
 */
const categoryTable = {
  // Restaurant/Food Service
  bakery: ["Restaurant/Food Service", "visit"],
  patisserie: ["Restaurant/Food Service", "visit"],
  custom_cakes: ["Restaurant/Food Service", "order"],
  cafe: ["Restaurant/Food Service", "visit"],
  restaurant: ["Restaurant/Food Service", "book"],
  pizzeria: ["Restaurant/Food Service", "order"],
  food_truck: ["Restaurant/Food Service", "visit"],
  barbecue: ["Restaurant/Food Service", "visit"],
  burger_joint: ["Restaurant/Food Service", "order"],
  sushi_restaurant: ["Restaurant/Food Service", "book"],
  ramen_shop: ["Restaurant/Food Service", "visit"],
  taqueria: ["Restaurant/Food Service", "visit"],
  kebab_shop: ["Restaurant/Food Service", "order"],
  vegan_restaurant: ["Restaurant/Food Service", "book"],
  bar: ["Restaurant/Food Service", "visit"],
  cocktail_bar: ["Restaurant/Food Service", "book"],
  wine_bar: ["Restaurant/Food Service", "visit"],
  brewery: ["Restaurant/Food Service", "visit"],
  ice_cream_shop: ["Restaurant/Food Service", "visit"],
  juice_bar: ["Restaurant/Food Service", "visit"],
  bubble_tea: ["Restaurant/Food Service", "visit"],
  meal_delivery: ["Restaurant/Food Service", "order"],
  // Retail/E-commerce
  coffee_roaster: ["Retail/E-commerce", "shop"],
  tea_shop: ["Retail/E-commerce", "shop"],
  chocolatier: ["Retail/E-commerce", "shop"],
  butcher: ["Retail/E-commerce", "visit"],
  fishmonger: ["Retail/E-commerce", "visit"],
  cheese_shop: ["Retail/E-commerce", "visit"],
  deli: ["Retail/E-commerce", "visit"],
  farm_shop: ["Retail/E-commerce", "visit"],
  greengrocer: ["Retail/E-commerce", "visit"],
  organic_grocery: ["Retail/E-commerce", "shop"],
  spice_shop: ["Retail/E-commerce", "shop"],
  wine_shop: ["Retail/E-commerce", "shop"],
  honey_producer: ["Retail/E-commerce", "shop"],
  clothing_boutique: ["Retail/E-commerce", "shop"],
  fashion_label: ["Retail/E-commerce", "shop"],
  shoe_store: ["Retail/E-commerce", "shop"],
  jewelry_maker: ["Retail/E-commerce", "shop"],
  eyewear_store: ["Retail/E-commerce", "shop"],
  leather_goods: ["Retail/E-commerce", "shop"],
  bridal_shop: ["Retail/E-commerce", "book"],
  vintage_store: ["Retail/E-commerce", "visit"],
  lingerie_store: ["Retail/E-commerce", "shop"],
  kids_clothing: ["Retail/E-commerce", "shop"],
  baby_store: ["Retail/E-commerce", "shop"],
  toy_store: ["Retail/E-commerce", "shop"],
  bookstore: ["Retail/E-commerce", "visit"],
  stationery_store: ["Retail/E-commerce", "shop"],
  gift_shop: ["Retail/E-commerce", "shop"],
  florist: ["Retail/E-commerce", "order"],
  plant_shop: ["Retail/E-commerce", "shop"],
  garden_center: ["Retail/E-commerce", "visit"],
  furniture_maker: ["Retail/E-commerce", "contact"],
  furniture_store: ["Retail/E-commerce", "visit"],
  home_decor: ["Retail/E-commerce", "shop"],
  kitchenware: ["Retail/E-commerce", "shop"],
  candle_maker: ["Retail/E-commerce", "shop"],
  pottery_shop: ["Retail/E-commerce", "shop"],
  soap_maker: ["Retail/E-commerce", "shop"],
  perfumery: ["Retail/E-commerce", "shop"],
  skincare_brand: ["Retail/E-commerce", "shop"],
  handmade_goods: ["Retail/E-commerce", "shop"],
  art_supplies: ["Retail/E-commerce", "shop"],
  yarn_shop: ["Retail/E-commerce", "shop"],
  bike_shop: ["Retail/E-commerce", "visit"],
  sporting_goods: ["Retail/E-commerce", "shop"],
  outdoor_gear: ["Retail/E-commerce", "shop"],
  electronics_store: ["Retail/E-commerce", "shop"],
  music_store: ["Retail/E-commerce", "visit"],
  record_store: ["Retail/E-commerce", "visit"],
  pet_store: ["Retail/E-commerce", "shop"],
  hardware_store: ["Retail/E-commerce", "visit"],
  mattress_store: ["Retail/E-commerce", "visit"],
  lighting_store: ["Retail/E-commerce", "shop"],
  phone_accessories: ["Retail/E-commerce", "shop"],
  tobacconist: ["Retail/E-commerce", "visit"],
  // Professional Services
  catering: ["Professional Services", "contact"],
  accountant: ["Professional Services", "contact"],
  tax_advisor: ["Professional Services", "book"],
  lawyer: ["Professional Services", "contact"],
  notary: ["Professional Services", "book"],
  financial_advisor: ["Professional Services", "book"],
  insurance_agent: ["Professional Services", "contact"],
  business_consultant: ["Professional Services", "contact"],
  marketing_agency: ["Professional Services", "contact"],
  graphic_designer: ["Professional Services", "contact"],
  photographer: ["Professional Services", "book"],
  videographer: ["Professional Services", "book"],
  translator: ["Professional Services", "contact"],
  architect: ["Professional Services", "contact"],
  interior_designer: ["Professional Services", "contact"],
  print_shop: ["Professional Services", "order"],
  cleaning_service: ["Professional Services", "book"],
  plumber: ["Professional Services", "contact"],
  electrician: ["Professional Services", "contact"],
  handyman: ["Professional Services", "book"],
  painter: ["Professional Services", "contact"],
  roofer: ["Professional Services", "contact"],
  carpenter: ["Professional Services", "contact"],
  locksmith: ["Professional Services", "contact"],
  landscaper: ["Professional Services", "contact"],
  moving_company: ["Professional Services", "contact"],
  solar_installer: ["Professional Services", "contact"],
  hvac: ["Professional Services", "contact"],
  car_repair: ["Professional Services", "book"],
  car_wash: ["Professional Services", "visit"],
  bike_repair: ["Professional Services", "book"],
  phone_repair: ["Professional Services", "visit"],
  tailor: ["Professional Services", "visit"],
  shoe_repair: ["Professional Services", "visit"],
  dry_cleaner: ["Professional Services", "visit"],
  pet_grooming: ["Professional Services", "book"],
  dog_walker: ["Professional Services", "book"],
  dog_trainer: ["Professional Services", "book"],
  event_planner: ["Professional Services", "contact"],
  wedding_planner: ["Professional Services", "contact"],
  dj: ["Professional Services", "book"],
  courier: ["Professional Services", "order"],
  recruitment_agency: ["Professional Services", "contact"],
  virtual_assistant: ["Professional Services", "contact"],
  // Healthcare
  dentist: ["Healthcare", "book"],
  orthodontist: ["Healthcare", "book"],
  doctor: ["Healthcare", "book"],
  pediatrician: ["Healthcare", "book"],
  physiotherapist: ["Healthcare", "book"],
  chiropractor: ["Healthcare", "book"],
  osteopath: ["Healthcare", "book"],
  psychologist: ["Healthcare", "book"],
  nutritionist: ["Healthcare", "book"],
  optician: ["Healthcare", "book"],
  hearing_care: ["Healthcare", "book"],
  pharmacy: ["Healthcare", "visit"],
  veterinarian: ["Healthcare", "book"],
  podiatrist: ["Healthcare", "book"],
  acupuncture: ["Healthcare", "book"],
  home_care: ["Healthcare", "contact"],
  speech_therapist: ["Healthcare", "book"],
  // Beauty/Wellness
  hair_salon: ["Beauty/Wellness", "book"],
  barber: ["Beauty/Wellness", "book"],
  nail_salon: ["Beauty/Wellness", "book"],
  beauty_salon: ["Beauty/Wellness", "book"],
  lash_studio: ["Beauty/Wellness", "book"],
  makeup_artist: ["Beauty/Wellness", "book"],
  spa: ["Beauty/Wellness", "book"],
  massage: ["Beauty/Wellness", "book"],
  sauna: ["Beauty/Wellness", "visit"],
  tattoo_studio: ["Beauty/Wellness", "book"],
  esthetician: ["Beauty/Wellness", "book"],
  meditation_center: ["Beauty/Wellness", "signUp"],
  // Technology/Software
  web_designer: ["Technology/Software", "contact"],
  computer_repair: ["Technology/Software", "contact"],
  saas: ["Technology/Software", "signUp"],
  mobile_app: ["Technology/Software", "download"],
  web_development: ["Technology/Software", "contact"],
  it_support: ["Technology/Software", "contact"],
  cybersecurity: ["Technology/Software", "contact"],
  game_studio: ["Technology/Software", "download"],
  online_shop_platform: ["Technology/Software", "signUp"],
  // Real Estate
  mortgage_broker: ["Real Estate", "contact"],
  renovation: ["Real Estate", "contact"],
  coworking: ["Real Estate", "book"],
  real_estate_agency: ["Real Estate", "contact"],
  property_management: ["Real Estate", "contact"],
  home_builder: ["Real Estate", "contact"],
  // Education/Training
  language_school: ["Education/Training", "signUp"],
  tutoring: ["Education/Training", "book"],
  music_school: ["Education/Training", "signUp"],
  art_class: ["Education/Training", "signUp"],
  dance_school: ["Education/Training", "signUp"],
  driving_school: ["Education/Training", "signUp"],
  cooking_class: ["Education/Training", "book"],
  pottery_class: ["Education/Training", "book"],
  craft_workshop: ["Education/Training", "book"],
  coding_school: ["Education/Training", "signUp"],
  online_course: ["Education/Training", "signUp"],
  daycare: ["Education/Training", "contact"],
  // Fitness/Sports
  swim_school: ["Fitness/Sports", "signUp"],
  gym: ["Fitness/Sports", "signUp"],
  yoga_studio: ["Fitness/Sports", "book"],
  pilates_studio: ["Fitness/Sports", "book"],
  crossfit: ["Fitness/Sports", "signUp"],
  personal_trainer: ["Fitness/Sports", "book"],
  martial_arts: ["Fitness/Sports", "signUp"],
  boxing_gym: ["Fitness/Sports", "signUp"],
  climbing_gym: ["Fitness/Sports", "visit"],
  cycling_studio: ["Fitness/Sports", "book"],
  tennis_club: ["Fitness/Sports", "book"],
  golf_course: ["Fitness/Sports", "book"],
  surf_school: ["Fitness/Sports", "book"],
  ski_school: ["Fitness/Sports", "book"],
  riding_stable: ["Fitness/Sports", "book"],
  sports_club: ["Fitness/Sports", "signUp"],
  // Travel/Hospitality
  winery: ["Travel/Hospitality", "book"],
  hotel: ["Travel/Hospitality", "book"],
  bed_and_breakfast: ["Travel/Hospitality", "book"],
  hostel: ["Travel/Hospitality", "book"],
  vacation_rental: ["Travel/Hospitality", "book"],
  campsite: ["Travel/Hospitality", "book"],
  tour_guide: ["Travel/Hospitality", "book"],
  travel_agency: ["Travel/Hospitality", "contact"],
  bike_rental: ["Travel/Hospitality", "book"],
  car_rental: ["Travel/Hospitality", "book"],
  event_venue: ["Travel/Hospitality", "contact"],
  // Non-profit
  charity: ["Non-profit", "donate"],
  animal_shelter: ["Non-profit", "donate"],
  food_bank: ["Non-profit", "donate"],
  community_center: ["Non-profit", "visit"],
  environmental_group: ["Non-profit", "signUp"],
  cultural_association: ["Non-profit", "signUp"],
  // Other
  art_gallery: ["Other", "visit"],
  escape_room: ["Other", "book"],
  museum: ["Other", "visit"],
  theater: ["Other", "book"],
  cinema: ["Other", "book"],
  musician: ["Other", "learnMore"],
  visual_artist: ["Other", "shop"],
  author: ["Other", "shop"],
  podcast: ["Other", "subscribe"],
  newsletter_creator: ["Other", "subscribe"],
  car_dealer: ["Other", "visit"],
  farm: ["Other", "visit"],
} as const satisfies Record<string, readonly [BusinessType, CtaIntent]>;

export type CategoryId = keyof typeof categoryTable;

/**
 * What a category's offer is said of (issue 27): the first lesson, visit or order that is free, the discount on a
 * purchase or a stay. Each language's lexicon says the offers of each unit in its own words (facts.units), so "The
 * first time is on us" becomes "Your first lesson is on us" and "Get 15% off" "Get 15% off your order".
 */
export const offerUnits = [
  "visit",
  "order",
  "purchase",
  "appointment",
  "consultation",
  "session",
  "lesson",
  "class",
  "stay",
  "ticket",
  "plan",
  "booking",
  "job",
] as const;
export type OfferUnit = (typeof offerUnits)[number];

/** The categories whose unit is not their business type's (unitByType). */
const unitOf: Partial<Record<CategoryId, OfferUnit>> = {
  custom_cakes: "order",
  pizzeria: "order",
  burger_joint: "order",
  kebab_shop: "order",
  meal_delivery: "order",
  catering: "order",
  winery: "visit",
  florist: "order",
  furniture_maker: "order",
  bridal_shop: "appointment",
  accountant: "consultation",
  tax_advisor: "consultation",
  lawyer: "consultation",
  notary: "consultation",
  financial_advisor: "consultation",
  insurance_agent: "consultation",
  business_consultant: "consultation",
  marketing_agency: "consultation",
  graphic_designer: "consultation",
  translator: "order",
  architect: "consultation",
  interior_designer: "consultation",
  recruitment_agency: "consultation",
  virtual_assistant: "consultation",
  photographer: "booking",
  videographer: "booking",
  dj: "booking",
  event_planner: "booking",
  wedding_planner: "booking",
  print_shop: "order",
  courier: "order",
  car_wash: "visit",
  phone_repair: "order",
  tailor: "order",
  shoe_repair: "order",
  dry_cleaner: "order",
  dog_walker: "session",
  dog_trainer: "session",
  cleaning_service: "job",
  plumber: "job",
  electrician: "job",
  handyman: "job",
  painter: "job",
  roofer: "job",
  carpenter: "job",
  locksmith: "job",
  landscaper: "job",
  moving_company: "job",
  solar_installer: "job",
  hvac: "job",
  car_repair: "job",
  bike_repair: "job",
  renovation: "job",
  coworking: "booking",
  pharmacy: "purchase",
  spa: "session",
  massage: "session",
  sauna: "session",
  meditation_center: "session",
  computer_repair: "job",
  saas: "plan",
  online_shop_platform: "plan",
  mobile_app: "plan",
  game_studio: "purchase",
  daycare: "visit",
  cooking_class: "class",
  pottery_class: "class",
  craft_workshop: "class",
  art_class: "class",
  personal_trainer: "session",
  tennis_club: "booking",
  golf_course: "booking",
  surf_school: "lesson",
  ski_school: "lesson",
  swim_school: "lesson",
  riding_stable: "lesson",
  climbing_gym: "visit",
  tour_guide: "ticket",
  travel_agency: "booking",
  bike_rental: "booking",
  car_rental: "booking",
  event_venue: "booking",
  art_gallery: "visit",
  escape_room: "ticket",
  museum: "ticket",
  theater: "ticket",
  cinema: "ticket",
  musician: "ticket",
  visual_artist: "purchase",
  author: "purchase",
  podcast: "plan",
  newsletter_creator: "plan",
  car_dealer: "purchase",
  farm: "purchase",
  community_center: "visit",
  cultural_association: "ticket",
  charity: "order",
  animal_shelter: "visit",
  food_bank: "order",
  environmental_group: "order",
};

const unitByType: Record<BusinessType, OfferUnit> = {
  "Restaurant/Food Service": "visit",
  "Retail/E-commerce": "purchase",
  "Professional Services": "appointment",
  Healthcare: "appointment",
  "Beauty/Wellness": "appointment",
  "Technology/Software": "consultation",
  "Real Estate": "consultation",
  "Education/Training": "lesson",
  "Fitness/Sports": "class",
  "Travel/Hospitality": "stay",
  "Non-profit": "order",
  Other: "purchase",
};

/** The unit a category's offers are said of. */
export function categoryUnit(id: CategoryId): OfferUnit {
  return unitOf[id] ?? unitByType[categoryTable[id][0]];
}
export const categoryIds = Object.keys(categoryTable) as [CategoryId, ...CategoryId[]];

/** The SPEC business type a category belongs to. */
export function categoryBusinessType(id: CategoryId): BusinessType {
  return categoryTable[id][0];
}

/** The call to action a category's ads make when the brief names none. */
export function categoryIntent(id: CategoryId): CtaIntent {
  return categoryTable[id][1];
}

export function isCategoryId(id: unknown): id is CategoryId {
  return typeof id === "string" && Object.hasOwn(categoryTable, id);
}

export const CategoryIdSchema = /* @__PURE__ */ z
  .string({ error: "category is the id of a lexicon category, e.g. bakery (GET /api/v1/categories lists them)" })
  .refine(isCategoryId, {
    error: "category is not a lexicon category; GET /api/v1/categories lists them (e.g. bakery, yoga_studio)",
  })
  .transform((id) => id as CategoryId);

/** GET /api/categories and GET /api/v1/categories: every category with its name in the language asked for. */
export const CategoryList = /* @__PURE__ */ z
  .object({
    language: z.string().meta({ description: "The language of the names" }),
    categories: z.array(
      z.object({
        id: z.string().meta({ description: "The lexicon id to send as `category`", example: "bike_repair" }),
        name: z.string().meta({ description: "Its name in the language asked for", example: "Bike repair workshop" }),
        businessType: z.string().meta({ description: "The business type it belongs to (the form's first question)" }),
        intent: z
          .enum(ctaIntents)
          .meta({ description: "What its ads ask the reader to do when the brief names nothing" }),
      }),
    ),
    total: z.number().int(),
  })
  .meta({ id: "CategoryList" });
export type CategoryList = z.infer<typeof CategoryList>;

/** The query of GET /api/categories and GET /api/v1/categories. */
export const CategoryListQuery = /* @__PURE__ */ z.object({
  language: LanguageCode.optional().meta({ description: "The language of the names (default en)", example: "de" }),
});
