import type { ConceptSummary } from "@common/concepts";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorMessage } from "@web/lib/api-error";
import { createDownloadLink } from "./create-download-link";

/** How long the hidden download frame stays in the page (SPEC §9). */
const FRAME_REMOVE_MS = 2000;

/**
 * Starts a download by loading `url` in a hidden frame that is removed after 2 seconds (SPEC §7). If the frame shows a
 * page instead of downloading (the server answered an error), `onError` gets the server's message when it has one.
 */
export function downloadInFrame(
  url: string,
  onError?: (message?: string) => void,
  removeAfter = FRAME_REMOVE_MS,
): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.style.display = "none";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.title = "Download";
  frame.addEventListener("load", () => {
    // A download leaves the frame blank; an error answer (JSON envelope) renders as a page.
    let text = "";
    try {
      text = frame.contentDocument?.body?.textContent?.trim() ?? "";
    } catch {
      return;
    }
    // Not a JSON envelope is still not a download: the caller's own message then.
    if (text) onError?.(ApiError.fromBody(text).serverMessage);
  });
  frame.src = url;
  document.body.appendChild(frame);
  setTimeout(() => frame.remove(), removeAfter);
  return frame;
}

/**
 * One concept's ZIP. Examples download straight from their path; an owner's concept first asks for a signed,
 * short-lived link, because a frame sends no bearer header.
 */
export async function downloadConcept(
  concept: Pick<ConceptSummary, "id" | "isExample">,
  onError?: (message?: string) => void,
): Promise<void> {
  const url = concept.isExample ? `/api/concepts/${concept.id}/download` : (await createDownloadLink(concept.id)).url;
  downloadInFrame(url, onError);
}

const DOWNLOAD_FAILED = "Failed to download concept. Please try again.";

/** downloadConcept, with any failure (the link refused, the frame showing an error) toasted as 'Download Failed'. */
export async function downloadConceptOrToast(concept: Pick<ConceptSummary, "id" | "isExample">): Promise<void> {
  const failed = (message?: string) =>
    toast({ title: "Download Failed", description: message ?? DOWNLOAD_FAILED, variant: "destructive" });
  try {
    await downloadConcept(concept, failed);
  } catch (error) {
    failed(errorMessage(error, DOWNLOAD_FAILED));
  }
}
