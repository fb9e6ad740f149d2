import type { PlatformId } from "./platforms";

/**
 * Where "Publish" sends a concept's copy (issue 28): each platform's own composer, share intent, upload page or ads
 * manager, opened in a new tab while the copy goes on the clipboard. ReachGen posts nothing itself: the user pastes
 * and publishes on the platform, signed in there.
 *
 * These are the platforms' documented intent and composer URLs as of 2026-11 (each platform's developer or help pages,
 * named per row in `source`). They were written from that documentation and could not be opened from the build
 * machine, which has no internet: check them again when a platform changes its pages (a URL that moved still lands on
 * the platform, signed in, so the user is never stranded).
 */

/** What a URL may carry of the copy: the fields of one platform in one language. */
export interface PublishCopy {
  title: string;
  body: string;
  hashtags: readonly string[];
}

export interface PublishTarget {
  /** Where the user pastes the copy, as the toast says it ("X's post composer"). */
  pasteInto: string;
  /** The page to open; `shareUrl`: the concept's public page, or null while it has none. */
  url: (copy: PublishCopy, shareUrl: string | null) => string;
  /** The documentation the URL comes from. */
  source: string;
}

const q = encodeURIComponent;
/** A post's text as a person would type it: the body, then the hashtags. */
const postText = (c: PublishCopy) => [c.body, c.hashtags.join(" ")].filter(Boolean).join("\n\n");

export const publishTargets: Record<PlatformId, PublishTarget> = {
  facebook: {
    pasteInto: "the Facebook post or Ads Manager",
    // The sharer shares a link (the concept's public page); without one, the ad is made in Ads Manager.
    url: (_, shareUrl) =>
      shareUrl ? `https://www.facebook.com/sharer/sharer.php?u=${q(shareUrl)}` : "https://www.facebook.com/ads/manager",
    source: "Meta for Developers, Sharing on the web (sharer.php?u=); Meta Business Help Center, Ads Manager",
  },
  instagram: {
    pasteInto: "the Meta Business Suite composer (Instagram post)",
    url: () => "https://business.facebook.com/latest/composer",
    source: "Meta Business Help Center, Create and schedule posts for Instagram in Meta Business Suite",
  },
  tiktok: {
    pasteInto: "the TikTok Studio upload page",
    url: () => "https://www.tiktok.com/tiktokstudio/upload",
    source: "TikTok Help Center, Uploading and posting videos on TikTok Studio",
  },
  x: {
    pasteInto: "X's post composer (the post text is already in it)",
    url: (c) => `https://x.com/intent/post?text=${q(postText(c))}`,
    source: "X Developer Platform, Web Intents: Post intent (intent/post?text=)",
  },
  reddit: {
    pasteInto: "Reddit's new post form (the title is already in it)",
    url: (c, shareUrl) => `https://www.reddit.com/submit?title=${q(c.title)}${shareUrl ? `&url=${q(shareUrl)}` : ""}`,
    source: "Reddit Help, Submit link parameters (submit?title=&url=)",
  },
  pinterest: {
    pasteInto: "Pinterest's Pin builder",
    url: () => "https://www.pinterest.com/pin-builder/",
    source: "Pinterest Help Center, Create a Pin (Pin builder)",
  },
  linkedin: {
    pasteInto: "LinkedIn's post composer",
    url: () => "https://www.linkedin.com/feed/?shareActive=true",
    source: "LinkedIn Help, Share a post (feed/?shareActive=true opens the composer)",
  },
  snapchat: {
    pasteInto: "Snapchat Ads Manager",
    url: () => "https://ads.snapchat.com/",
    source: "Snapchat Business Help Center, Create an ad in Ads Manager",
  },
  youtube: {
    pasteInto: "YouTube Studio's upload dialog",
    url: () => "https://www.youtube.com/upload",
    source: "YouTube Help, Upload YouTube videos (youtube.com/upload opens YouTube Studio)",
  },
  quora: {
    pasteInto: "Quora Ads Manager",
    url: () => "https://www.quora.com/ads",
    source: "Quora for Business, Create a campaign in Quora Ads Manager",
  },
};

/** The page Publish opens for a platform, with what it can carry of the copy. */
export function publishUrl(platform: PlatformId, copy: PublishCopy, shareUrl: string | null): string {
  return publishTargets[platform].url(copy, shareUrl);
}
