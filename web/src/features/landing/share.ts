import { platforms } from "@common/platforms";

/** What the landing page's share dialog posts: a fixed title and description with the site's URL. */
export const SHARE_TITLE = "ReachGen — AI ad concepts for every platform";
export const SHARE_TEXT = `One product photo in, ready-to-post ads for ${platforms.length} social platforms in up to 20 languages out.`;
