import { useEffect, useState } from "react";
import type { BrandColors, FontPairing } from "@common/brand-kits";
import type { BrandKitPreviewRequest } from "@common/creatives";
import { apiRequest } from "@web/lib/api-request";
import { ApiError } from "@web/lib/api-error";

/** How long the form must rest before the preview is drawn again. */
export const PREVIEW_DELAY_MS = 400;

/**
 * The kit's live preview: one real creative (4:5, a stand-in photo) drawn by the same renderer the concepts use, from
 * the form's values as they stand, so what the page shows is what the ads will get: the headline font, the colours,
 * the button and the saved logo.
 */
export function BrandPreview({
  colors,
  fontPairing,
  logoKitId,
  headline,
  callToAction,
  caption,
}: {
  colors: BrandColors;
  fontPairing: FontPairing;
  /** A saved kit whose logo to draw; a new kit's logo shows once it is saved. */
  logoKitId: number | null;
  headline: string;
  callToAction: string;
  caption: string | null;
}) {
  const [image, setImage] = useState<string | null>(null);
  const [state, setState] = useState<"drawing" | "ready" | "failed">("drawing");
  const [problem, setProblem] = useState<string | null>(null);
  const valid = Object.values(colors).every((c) => /^#[0-9a-fA-F]{6}$/.test(c));
  const body: BrandKitPreviewRequest = {
    colors,
    fontPairing,
    headline,
    callToAction,
    caption,
    logoKitId,
    layout: "auto",
  };
  const key = JSON.stringify(body);

  useEffect(() => {
    if (!valid) return;
    let cancelled = false;
    let made: string | null = null;
    setState("drawing");
    const timer = setTimeout(async () => {
      try {
        const res = await apiRequest("POST", "/api/brand-kits/preview", JSON.parse(key));
        const blob = await res.blob();
        if (cancelled) return;
        made = URL.createObjectURL(blob);
        setImage(made);
        setState("ready");
        setProblem(null);
      } catch (err) {
        if (cancelled) return;
        setState("failed");
        setProblem(
          err instanceof ApiError
            ? (err.serverMessage ?? "The preview could not be drawn.")
            : "The preview could not be drawn.",
        );
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (made) URL.revokeObjectURL(made);
    };
  }, [key, valid]);

  return (
    <figure aria-label="Preview of a creative in this kit" aria-busy={state === "drawing"} className="grid gap-2">
      <div className="relative aspect-[4/5] w-full overflow-hidden border border-border-strong bg-muted">
        {image ? (
          <img
            src={image}
            alt={`A creative in this kit: "${headline}" with a "${callToAction}" button`}
            width={720}
            height={900}
            className={`h-full w-full object-cover transition-opacity ${state === "drawing" ? "opacity-60" : ""}`}
          />
        ) : null}
        {state === "drawing" && !image ? (
          <span className="absolute inset-0 flex items-center justify-center font-mono text-xs text-muted-foreground">
            Drawing the preview…
          </span>
        ) : null}
      </div>
      <figcaption className="text-xs text-muted-foreground" role={state === "failed" ? "alert" : undefined}>
        {state === "failed"
          ? problem
          : !valid
            ? "Choose four colours written #RRGGBB to see the preview."
            : "Drawn by the creatives renderer with a stand-in photo; your concepts use their own photo and copy."}
      </figcaption>
    </figure>
  );
}
