import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { creativeLayouts } from "@common/creatives";
import { languages } from "@common/languages";
import { allImageSizes, platforms } from "@common/platforms";
import { safeZones } from "@common/safe-zones";
import { routeMeta } from "@common/route-meta";
import { SHARE_TEXT } from "@web/features/landing/share";
import { renderApp } from "@web/test/render";

/**
 * What the pages promise about platforms is held to the platform table (common/platforms.ts): every count of
 * platforms or sizes in their text is the table's, and the landing, About and plans pages name every platform.
 */
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.includes("/api/subscription-plans") || url.includes("/api/examples")) return Response.json([]);
  return Response.json(
    { error: { code: "UNAUTHORIZED", message: "Authentication required", requestId: "r" } },
    { status: 401 },
  );
});

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => vi.unstubAllGlobals());

/** Each number a text puts before "platforms", "sizes" (or "image sizes", "different ways"), and number words. */
function counts(text: string) {
  return {
    platforms: [...text.matchAll(/(\d+)\+? (?:social )?platforms/g)].map((m) => Number(m[1])),
    sizes: [...text.matchAll(/(\d+) (?:image )?(?:sizes|different ways)/g)].map((m) => Number(m[1])),
    words: text.match(/\b(?:seven|nine) (?:social )?(?:platforms|sizes|different ways)/gi) ?? [],
  };
}

function expectTableCounts(text: string, where: string) {
  const found = counts(text);
  for (const n of found.platforms) expect(n, `${where}: "${n} platforms"`).toBe(platforms.length);
  for (const n of found.sizes) expect(n, `${where}: "${n} sizes"`).toBe(allImageSizes.length);
  expect(found.words, where).toEqual([]);
  return found;
}

/** A platform's name as a word of the text ("X" only standing alone). */
const names = (text: string, name: string) => new RegExp(`(^|[^\\p{L}])${name}([^\\p{L}]|$)`, "u").test(text);

describe("the pages' platform promises", () => {
  it.each([
    ["/", /Sized for the feeds your customers scroll/],
    ["/about", /Great products deserve more than one caption/],
    ["/plans", /Choose your plan/],
  ])("%s names every platform of the table and counts them as the table does", async (path, heading) => {
    renderApp(path);
    await screen.findByRole("heading", { name: heading });
    const text = document.body.textContent ?? "";
    const found = expectTableCounts(text, path);
    expect(found.platforms.length, `${path} states how many platforms`).toBeGreaterThan(0);
    for (const p of platforms) expect(names(text, p.name), `${path} names ${p.name}`).toBe(true);
  });

  it("holds the page descriptions and the share text to the table, naming Instagram, TikTok and X", () => {
    for (const [key, meta] of Object.entries(routeMeta)) {
      if (typeof meta !== "object" || !("description" in meta)) continue;
      expectTableCounts(meta.description, `routeMeta.${key}`);
    }
    expectTableCounts(SHARE_TEXT, "SHARE_TEXT");
    for (const name of ["Instagram", "TikTok", "X"]) {
      expect(names(routeMeta.home.description, name)).toBe(true);
      expect(names(routeMeta.about.description, name)).toBe(true);
    }
    expect(counts(routeMeta.home.description).platforms).toEqual([platforms.length]);
  });

  it("README's intro counts and names the platforms, and its table gives every size, field and limit of the table", () => {
    const readme = readFileSync(resolve(process.cwd(), "README.md"), "utf8");
    const intro = readme.slice(0, readme.indexOf("## Quick start"));
    const found = expectTableCounts(intro, "README intro");
    expect(found.platforms).toEqual([platforms.length]);
    for (const p of platforms) expect(names(intro, p.name), `README intro names ${p.name}`).toBe(true);
    expectTableCounts(readme, "README");
    const table = readme.slice(readme.indexOf("### Platforms and sizes"));
    for (const p of platforms) {
      const row = table.split("\n").find((line) => line.startsWith(`| ${p.name} |`));
      expect(row, `README's table has a row for ${p.name}`).toBeDefined();
      for (const s of p.sizes) expect(row).toContain(`\`${s.key}\` ${s.width}×${s.height}`);
      expect(row).toContain(`${p.fieldNames.title} ${p.limits.title}`);
      expect(row).toContain(`${p.fieldNames.body} ${p.limits.body}`);
      const documented = p.sizes.some((s) => safeZones[s.key]!.zones.length > 0);
      expect(row!.endsWith("| none documented |"), `${p.name}'s safe zone`).toBe(!documented);
    }
  });
});

describe("the landing's creatives promise", () => {
  it("offers as many layouts as the creatives have, in the languages the product writes", async () => {
    renderApp("/");
    const card = (await screen.findByText("Designed creatives in your brand kit")).closest("li")!;
    const words = ["", "One", "Two", "Three", "Four", "Five", "Six"];
    expect(card).toHaveTextContent(`${words[creativeLayouts.length]} layouts to switch between`);
    expect(card).toHaveTextContent(`in all ${languages.length} languages`);
  });
});

describe("no page writes the platform or size count by hand", () => {
  /** Every source file the pages are built from, tests left out. */
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return sources(path);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
    });
  }

  it("says a number of platforms, social networks or image sizes only through the table", () => {
    const root = process.cwd();
    for (const file of [...sources(join(root, "web/src")), ...sources(join(root, "common"))]) {
      const text = readFileSync(file, "utf8");
      const literal = text.match(/\b\d+\+? (?:social )?(?:platforms|networks|image sizes)\b/g) ?? [];
      expect(literal, file).toEqual([]);
    }
  });
});

describe("every other promise of the pages is true (issue 29)", () => {
  it("says the number of languages the product writes, never 'N+'", async () => {
    for (const [path, heading] of [
      ["/", /Sized for the feeds your customers scroll/],
      ["/about", /Great products deserve more than one caption/],
    ] as const) {
      renderApp(path);
      await screen.findByRole("heading", { name: heading });
      // Each text node on its own: the page's text run together would join a "03" step number to "20 languages".
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n.textContent ?? "");
      for (const text of texts) {
        expect(text, path).not.toMatch(/\d+\+\s*languages/i);
        // Every claim of how many languages ("20 languages"); a sample run's "× 3 languages" is not a claim.
        for (const m of text.matchAll(/(?<!× )\b(\d+) languages/gi))
          expect(Number(m[1]), `${path}: ${text}`).toBe(languages.length);
      }
      document.body.innerHTML = "";
    }
    for (const meta of Object.values(routeMeta))
      if (typeof meta === "object" && "description" in meta) expect(meta.description).not.toMatch(/\d+\+ languages/);
  });

  it("shows no launch-listing badge while the product has no listing", async () => {
    renderApp("/");
    await screen.findByRole("heading", { name: /Sized for the feeds your customers scroll/ });
    expect(document.querySelector('a[href*="producthunt"]')).toBeNull();
    expect(screen.queryByText(/Product Hunt/i)).toBeNull();
  });
});
