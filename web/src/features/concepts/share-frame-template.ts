import { createContext } from "react";
import type { ShareFrame } from "@common/share-frame";

/**
 * The build's template of a share page's frame (entry-prerender.tsx, decision 045): its placeholders in place of a
 * concept's values. Null everywhere else.
 */
export const ShareFrameTemplate = createContext<ShareFrame | null>(null);
