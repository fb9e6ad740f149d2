import { useMutation } from "@tanstack/react-query";
import { ImprovedCopy, type ImproveCopyRequest } from "@common/concepts";
import { requestJson } from "@web/lib/api-request";

/** POST /api/ai/improve-copy: the rewritten fields (any may be missing) and a one-line summary. */
export async function improveCopy(input: ImproveCopyRequest): Promise<ImprovedCopy> {
  return requestJson(ImprovedCopy, "POST", "/api/ai/improve-copy", input);
}

export function useImproveCopy() {
  return useMutation({ mutationFn: improveCopy });
}
