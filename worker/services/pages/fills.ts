import type { ConceptSummary } from "@common/concepts";
import { formatLimit, formatPrice, type SubscriptionPlan } from "@common/plans";
import { paths } from "@common/paths";
import { isPlatformId, platformById } from "@common/platforms";
import { escapeHtml } from "../../lib/html";

/**
 * What a public page shows without JavaScript where its data comes from D1 (issue 29): plain HTML the Worker writes
 * into the page's `<noscript data-fill>` at request time. Same facts as the cards the app draws, fewer pixels.
 */

const e = escapeHtml;

/** The plan cards: name, price, the month's concepts, the features, and the way to choose it. */
export function plansFill(plans: readonly SubscriptionPlan[]): string {
  if (!plans.length) return "<p>Plans could not be loaded. Please try again later.</p>";
  const cards = plans.map((p) => {
    const price = p.price === 0 ? "Free" : `$${formatPrice(p.price)} / ${e(p.interval)}`;
    const limit = `${formatLimit(p.conceptsLimit)} concepts${p.name === "free" ? "" : " per month"}`;
    const href = `${paths.register}?plan=${encodeURIComponent(p.name)}`;
    return [
      '<li class="border border-border bg-surface p-6">',
      `<h2 class="font-mono text-xl font-bold">${e(p.displayName)}</h2>`,
      `<p class="mt-2 font-mono text-3xl font-bold">${price}</p>`,
      `<p class="mt-1 text-sm text-muted-foreground">${e(limit)}</p>`,
      `<ul class="mt-4 grid list-disc gap-1 pl-5 text-sm">${p.featuresJson.map((f) => `<li>${e(f)}</li>`).join("")}</ul>`,
      `<p class="mt-4"><a class="font-mono font-bold underline" href="${e(href)}">Choose ${e(p.displayName)}</a></p>`,
      "</li>",
    ].join("");
  });
  return `<ul class="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">${cards.join("")}</ul>`;
}

const platformName = (id: string) => (isPlatformId(id) ? platformById(id).name : id);

/** The example concepts: each one's photo, headline, text and platforms, linking to its public page. */
export function examplesFill(examples: readonly ConceptSummary[]): string {
  if (!examples.length) return "<p>The examples could not be loaded. Please try again later.</p>";
  const cards = examples.map((c) => {
    const brand = c.brief.brandName ?? "";
    const image = c.sharePath ? `/api/shared/${c.sharePath.slice(3)}/image` : null;
    return [
      '<li class="border border-border bg-surface">',
      image
        ? `<img src="${e(image)}" alt="${e(`${brand} product photo`)}" width="400" height="400" loading="lazy" class="aspect-square w-full object-cover">`
        : "",
      '<div class="grid gap-2 p-4">',
      brand ? `<p class="font-mono text-xs font-bold tracking-widest">${e(brand.toUpperCase())}</p>` : "",
      `<h3 class="font-mono font-bold">${e(c.title_en)}</h3>`,
      `<p class="text-sm text-muted-foreground">${e(c.body_en)}</p>`,
      `<p class="text-xs">${e(c.platforms.map(platformName).join(", "))}</p>`,
      c.sharePath
        ? `<p><a class="font-mono text-sm font-bold underline" href="${e(c.sharePath)}">See every platform's copy</a></p>`
        : "",
      "</div></li>",
    ].join("");
  });
  return [
    `<ul class="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">${cards.join("")}</ul>`,
    `<p class="mt-6 font-mono text-sm text-muted-foreground">Showing 1 to ${examples.length} of ${examples.length} results</p>`,
  ].join("");
}
