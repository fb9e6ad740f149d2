import { useId } from "react";
import { cn } from "@web/lib/cn";

export interface BarDatum {
  /** What the bar stands for, e.g. a day ("Dec 3") or an endpoint. */
  label: string;
  value: number;
}

/** Units of the drawing: each bar gets SLOT wide (GAP of it between bars), the tallest bar is HEIGHT high. */
const SLOT = 10;
const GAP = 2;
const HEIGHT = 100;

/**
 * A small bar chart in SVG, in the theme's colours (accent bars on the border-coloured baseline, light and dark alike).
 * Hovering a bar shows its label and value (an SVG <title>); the chart itself is one image named by `title` and a
 * summary, and a visually hidden table lists every value for screen readers. `formatValue` formats values everywhere
 * (tooltips, the axis, the table). No axis labels are drawn inside the SVG, so it can stretch to any width.
 */
export function BarChart({
  data,
  title,
  formatValue = (n) => String(n),
  valueHeader = "Value",
  labelHeader = "Label",
  emptyText = "No data yet",
  hideTitle = false,
  className,
}: {
  data: readonly BarDatum[];
  /** The chart's name: its visible caption (unless `hideTitle`), the image's label and the table's caption. */
  title: string;
  formatValue?: (value: number) => string;
  /** Column headers of the hidden table. */
  valueHeader?: string;
  labelHeader?: string;
  emptyText?: string;
  hideTitle?: boolean;
  className?: string;
}) {
  const captionId = useId();
  const max = Math.max(0, ...data.map((d) => d.value));
  const scale = max > 0 ? HEIGHT / max : 0;
  const width = Math.max(data.length, 1) * SLOT;
  const peak = data.find((d) => d.value === max);
  const summary =
    data.length === 0
      ? emptyText
      : `${data.length} bars from ${data[0]!.label} to ${data.at(-1)!.label}; highest ${formatValue(max)}${
          peak && max > 0 ? ` (${peak.label})` : ""
        }`;

  return (
    <figure className={cn("grid min-w-0 gap-2", className)} aria-labelledby={captionId}>
      <figcaption id={captionId} className={hideTitle ? "sr-only" : "font-mono text-xs font-bold tracking-widest"}>
        {title}
      </figcaption>
      {data.length === 0 ? (
        <p className="border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <>
          <div className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1">
            <div
              aria-hidden
              className="flex flex-col justify-between py-0.5 text-right font-mono text-[10px] leading-none text-muted-foreground"
            >
              <span>{formatValue(max)}</span>
              <span>{formatValue(0)}</span>
            </div>
            <svg
              role="img"
              aria-label={`${title}: ${summary}`}
              viewBox={`0 0 ${width} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="h-40 w-full overflow-visible"
            >
              <line
                x1={0}
                x2={width}
                y1={0}
                y2={0}
                className="stroke-border"
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
              />
              {data.map((d, i) => {
                const h = Math.max(0, d.value) * scale;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: bars are positional; two may share a label
                  <g key={i} className="group" data-testid="bar">
                    <title>{`${d.label}: ${formatValue(d.value)}`}</title>
                    {/* The full-height slot is the hover target, so a short bar still shows its tooltip. */}
                    <rect x={i * SLOT} y={0} width={SLOT} height={HEIGHT} className="fill-transparent" />
                    <rect
                      x={i * SLOT + GAP / 2}
                      y={HEIGHT - h}
                      width={SLOT - GAP}
                      height={h}
                      className="fill-accent group-hover:fill-accent-text"
                    />
                  </g>
                );
              })}
              <line
                x1={0}
                x2={width}
                y1={HEIGHT}
                y2={HEIGHT}
                className="stroke-border-strong"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
            <span aria-hidden />
            <div aria-hidden className="flex justify-between gap-2 font-mono text-[10px] text-muted-foreground">
              <span>{data[0]!.label}</span>
              {data.length > 1 ? <span>{data.at(-1)!.label}</span> : null}
            </div>
          </div>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                <th scope="col">{valueHeader}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; two may share a label
                <tr key={i}>
                  <th scope="row">{d.label}</th>
                  <td>{formatValue(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
