// Prints the spike's headlines and calls to action as JSON: the phrase library's Instagram copy for one brief in each
// of the 20 languages (the same engine `npm start` uses with no AI key). Run by run.mjs through tsx.
import { languageCodes } from "@common/languages";
import { copyFor } from "../../../worker/copywriting/phrase-copy";
import type { CopyBrief } from "../../../worker/copywriting/types";

const brief: CopyBrief = {
  businessType: "Fitness/Sports",
  tone: "Energetic & Bold",
  targetAudience: "runners who train outdoors",
  productDescription: "Lightweight trail running shoes with a grippy sole and a breathable upper",
  productName: "Trailblazer 2",
  brandName: "Northpeak",
  keyMessage: "Grip on every trail",
  briefLanguage: "en",
  platforms: ["instagram", "facebook"],
  languages: [...languageCodes],
};

// `headline`: Instagram's title (short, for the band); `long`: Facebook's title and the first sentence of its body (for
// the card, where it has to wrap onto two lines and shrink to fit).
const out = languageCodes.map((language) => {
  const item = copyFor(brief, "instagram", language, "creatives-spike");
  const fb = copyFor(brief, "facebook", language, "creatives-spike");
  const first = fb.body.split(/(?<=[.!?。！？।])\s*/u)[0];
  const stop = /[.!?。！？।]$/u.test(fb.title) ? " " : ({ ja: "。", zh: "。", hi: "। " }[language as string] ?? ". ");
  return { language, headline: item.title, long: `${fb.title}${stop}${first}`, cta: item.cta };
});
console.log(JSON.stringify(out, null, 1));
