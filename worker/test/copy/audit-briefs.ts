import { languageCodes } from "@common/languages";
import { platformIds } from "@common/platforms";
import type { CopyBrief } from "../../copywriting/types";

/**
 * Briefs of the native readers' rounds 12–14 (issue 27), each in its owner's language with the facts the owner gave,
 * for every platform and language: the copy tests hold the engine to what those readers asked for.
 */
export const all = { platforms: [...platformIds], languages: [...languageCodes] };

export const nails: CopyBrief = {
  ...all,
  businessType: "Beauty/Wellness",
  tone: "Friendly & Casual",
  brandName: "네일 소소",
  productDescription: "성수동에 있는 네일샵, 젤네일과 네일아트를 예약제로 해드립니다",
  targetAudience: "직장인 여성",
  place: "서울 성수동",
  hours: "11:00–21:00",
  briefLanguage: "ko",
};

export const barber: CopyBrief = {
  ...all,
  businessType: "Beauty/Wellness",
  tone: "Trustworthy & Reliable",
  brandName: "Berber Kemal",
  productDescription: "Saç kesimi, sakal tıraşı ve sıcak havlu ile ustura tıraşı",
  targetAudience: "Kadıköy'deki erkekler",
  place: "Kadıköy, İstanbul",
  price: "350 TL",
  callToAction: "Randevu al",
  briefLanguage: "tr",
};

export const cheese: CopyBrief = {
  ...all,
  businessType: "Retail/E-commerce",
  tone: "Luxury & Sophisticated",
  brandName: "La Cave à Fromages",
  productDescription: "Fromages fermiers des Alpes et d'Auvergne, affinés dans notre cave, et plateaux sur commande",
  targetAudience: "gourmets et amateurs de fromage",
  place: "Croix-Rousse, Lyon",
  callToAction: "Passez à la boutique",
  briefLanguage: "fr",
};

export const dentist: CopyBrief = {
  ...all,
  businessType: "Healthcare",
  tone: "Professional",
  brandName: "Clínica Dental Olivo",
  productDescription: "Clínica dental familiar: revisiones, limpiezas, blanqueamiento y ortodoncia invisible",
  targetAudience: "familias y profesionales del barrio",
  place: "Chamberí, Madrid",
  offer: { kind: "freeConsultation" },
  briefLanguage: "es",
};

export const surf: CopyBrief = {
  ...all,
  businessType: "Fitness/Sports",
  tone: "Energetic & Bold",
  brandName: "Onda Norte",
  productDescription: "Aulas de surf para principiantes na praia de Matosinhos, com pranchas e fatos incluídos",
  targetAudience: "principiantes e famílias",
  place: "Matosinhos, Porto",
  offer: { kind: "firstFree" },
  briefLanguage: "pt",
};

export const florist: CopyBrief = {
  ...all,
  businessType: "Retail/E-commerce",
  tone: "Friendly & Casual",
  brandName: "Bloem & Zo",
  productDescription: "Seizoensboeketten en plantjes, met de fiets bezorgd in heel Amsterdam",
  targetAudience: "Amsterdammers die iemand willen verrassen",
  place: "Jordaan, Amsterdam",
  offer: { kind: "freeDelivery" },
  briefLanguage: "nl",
};

export const grooming: CopyBrief = {
  ...all,
  businessType: "Professional Services",
  tone: "Fun & Playful",
  brandName: "Scruffy to Fluffy",
  productDescription: "Dog grooming with baths, breed haircuts and nail trims, done gently by hand",
  targetAudience: "dog owners in the east end",
  place: "Leslieville, Toronto",
  offer: { kind: "discount", value: 15 },
  briefLanguage: "en",
};

export const sauna: CopyBrief = {
  ...all,
  businessType: "Travel/Hospitality",
  tone: "Creative & Artistic",
  brandName: "Saunasaari",
  productDescription: "Puulämmitteinen yleinen sauna meren rannalla, avantouinti ympäri vuoden",
  targetAudience: "saunojat ja matkailijat",
  place: "Helsinki",
  hours: "7–22",
  briefLanguage: "fi",
};

/** The seed the audit writes each brief's copy with: the copy its native readers read. */
export const auditSeed = new Map<CopyBrief, string>([
  [nails, "audit-seoul-nails"],
  [barber, "audit-istanbul-barber"],
  [cheese, "audit-lyon-cheese"],
  [dentist, "audit-madrid-dentist"],
  [surf, "audit-porto-surf"],
  [florist, "audit-amsterdam-florist"],
  [grooming, "audit-toronto-grooming"],
  [sauna, "audit-helsinki-sauna"],
]);
