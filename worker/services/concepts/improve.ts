import { compatSource } from "@common/concept-copy";
import { graphemeCount, limitsFor } from "@common/copy";
import { languageName } from "@common/languages";
import type { ImproveCopyRequest } from "@common/concepts";
import { platformById } from "@common/platforms";
import { withWords } from "../assets/lexicon";
import { briefOf } from "../../copywriting/brief";
import { changesOf } from "../../copywriting/improve-answer";
import type { ImproveResult } from "../../copywriting/types";
import type { AppContext } from "../context";
import { ownedConcept } from "./read";

/** 'Ask AI to Improve' for one of the caller's concepts, with the concept's brief. */
export async function improveConceptCopy(
  { db, copy, lexicon }: AppContext,
  userId: number,
  input: ImproveCopyRequest,
): Promise<ImproveResult> {
  const row = await ownedConcept(db, userId, input.conceptId);
  const answer = await copy.improve(
    await withWords(lexicon, briefOf(row.businessContext, input.currentCopy)),
    input.currentCopy,
    input.improvementRequest,
  );
  // Each field stands for one post (decision 028): a rewrite that outgrows that post's limit is not offered.
  const result = { ...answer };
  const couldNot = [...(answer.couldNot ?? [])];
  for (const lang of ["en", "es"] as const) {
    const source = compatSource(row.aiGeneratedCopy, row.platforms, row.selectedLanguages ?? [], lang);
    if (!source) continue;
    const platform = platformById(source.platform);
    const limits = limitsFor(platform.id, source.language);
    for (const part of ["title", "body"] as const) {
      const key = `${part}_${lang}` as const;
      const text = result[key];
      const max = part === "title" ? limits.title : limits.body;
      if (text === undefined || graphemeCount(text) <= max) continue;
      delete result[key];
      couldNot.push(
        `The ${languageName(source.language)} ${part} stayed as it was: the rewrite is ${graphemeCount(text)} characters and the ${platform.name} ${(part === "title" ? platform.fieldNames.title : platform.fieldNames.body).toLowerCase()} takes at most ${max}.`,
      );
    }
  }
  // What changed, field by field, for the dialog's diff and its Undo.
  return { ...result, ...(couldNot.length ? { couldNot } : {}), changes: changesOf(input.currentCopy, result) };
}
