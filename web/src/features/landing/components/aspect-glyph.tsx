import { clsx } from "clsx";

/** An outlined rectangle in an image size's aspect ratio, fitted inside a `box` px square. */
export function AspectGlyph({
  width,
  height,
  box = 40,
  className,
}: {
  width: number;
  height: number;
  box?: number;
  className?: string;
}) {
  const scale = box / Math.max(width, height);
  return (
    <span
      aria-hidden
      className={clsx("block shrink-0 border-2 border-current", className)}
      style={{ width: Math.round(width * scale), height: Math.round(height * scale) }}
    />
  );
}
