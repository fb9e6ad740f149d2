export interface ShareTarget {
  id: "x" | "facebook" | "linkedin" | "reddit" | "pinterest" | "whatsapp" | "telegram";
  name: string;
  href: string;
}

/** The seven share intents, in the SPEC's order (X, Facebook, LinkedIn, Reddit, Pinterest, WhatsApp, Telegram). */
export function shareTargets(url: string, title: string, text: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const d = encodeURIComponent(text);
  return [
    { id: "x", name: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { id: "facebook", name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: "linkedin", name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: "reddit", name: "Reddit", href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    {
      id: "pinterest",
      name: "Pinterest",
      href: `https://www.pinterest.com/pin/create/button/?url=${u}&description=${d}`,
    },
    {
      id: "whatsapp",
      name: "WhatsApp",
      href: `https://wa.me/?text=${encodeURIComponent(`${title} — ${text} ${url}`)}`,
    },
    { id: "telegram", name: "Telegram", href: `https://t.me/share/url?url=${u}&text=${d}` },
  ];
}

/** Opens a share intent in a 600x400 window (SPEC §9), centred over the current window when the browser allows. */
export function openShareWindow(href: string): void {
  const width = 600;
  const height = 400;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  window.open(href, "reachgen-share", `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`);
}

/** True where the browser offers its own share sheet (phones, some desktops). */
export function canNativeShare(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

/** A user closing the native share sheet is not a failure. */
export function isShareAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === "AbortError"
    : (error as { name?: string } | null)?.name === "AbortError";
}
