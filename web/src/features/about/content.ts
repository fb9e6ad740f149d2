import {
  Blocks,
  Briefcase,
  Code,
  Cloud,
  Database,
  HardDrive,
  Layers,
  ListOrdered,
  Palette,
  Store,
  Timer,
  type LucideIcon,
} from "lucide-react";
import { languages } from "@common/languages";
import { allImageSizes, platforms } from "@common/platforms";

export const stats = [
  { value: "20", label: "Languages" },
  { value: String(platforms.length), label: "Platforms" },
  { value: String(allImageSizes.length), label: "Image sizes" },
  { value: "<2 min", label: "Photo to package" },
];

export const audiences: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Store,
    title: "Small businesses",
    text: "The bakery, the salon, the shop with one person doing the marketing between everything else.",
  },
  {
    icon: Briefcase,
    title: "Agencies",
    text: "A first draft for every platform and market in minutes, so the team spends its time on the ideas.",
  },
  {
    icon: Palette,
    title: "Content creators",
    text: "One photo shoot, every feed: the right frame and the right words for each audience.",
  },
  {
    icon: Code,
    title: "Developers",
    text: "The same engine over a public API (Pro and Enterprise), with keys, per-key rate limits and usage billing.",
  },
];

export const values = [
  {
    title: "Native, not translated",
    text: `Copy should read as if it were written in each of our ${languages.length} languages, with each platform's conventions — not run through a dictionary.`,
  },
  {
    title: "The subject stays whole",
    text: "Crops follow what matters in the photo. Where a crop would cut it, we keep the product whole and fill the rest of the frame from the photo's own edges, without a seam.",
  },
  {
    title: "Limits are counted honestly",
    text: "Character limits are counted the way readers see them — per platform and per language, not just in English.",
  },
  {
    title: "Your work is yours",
    text: "Every concept is private to the account that made it, and every download carries everything you need to post.",
  },
];

/** Roles rather than named people: who does what. */
export const team = [
  { role: "Product & design", text: "Shapes the flows a busy owner uses: upload, describe, download, post." },
  { role: "Platform engineering", text: "Runs the API, the accounts and the billing on Cloudflare's network." },
  {
    role: "Imaging",
    text: `Keeps the subject in frame across ${allImageSizes.length} sizes, within the memory of an edge worker.`,
  },
  {
    role: "Language quality",
    text: `Reviews phrasing, tone and platform limits across all ${languages.length} languages.`,
  },
];

export const timeline = [
  {
    phase: "01",
    title: "The generator",
    text: `One photo and a short brief in; titles, body copy and hashtags for ${platforms.length} platforms out.`,
  },
  {
    phase: "02",
    title: "Every frame",
    text: `Smart resizing for ${allImageSizes.length} image sizes that never cuts the product: where a crop would, the frame is filled from the photo itself.`,
  },
  {
    phase: "03",
    title: `${languages.length} languages`,
    text: "Native phrasing per language, right-to-left layout for Arabic and Hebrew.",
  },
  {
    phase: "04",
    title: "Packages",
    text: "A ZIP with a folder per platform, and a PDF to share with a client or a team.",
  },
  {
    phase: "05",
    title: "Developer API",
    text: "The same engine under /api/v1 for Pro and Enterprise: API keys, exact per-key rate limits, usage billing and an OpenAPI document.",
  },
];

export const stack: { icon: LucideIcon; name: string; role: string }[] = [
  {
    icon: Cloud,
    name: "Cloudflare Workers",
    role: "Serves this app and every API from the edge, close to your customers.",
  },
  { icon: Database, name: "D1", role: "SQLite at the edge: accounts, concepts, plans, API keys and usage." },
  { icon: HardDrive, name: "R2", role: "Object storage for your original photos and every rendered size." },
  { icon: Timer, name: "Durable Objects", role: "Exact, persistent rate-limit counters for each API key." },
  { icon: ListOrdered, name: "Queues", role: "Newsletter delivery with retries and a dead-letter queue." },
  { icon: Layers, name: "React", role: "The interface you are using, built from accessible primitives." },
  { icon: Blocks, name: "TypeScript", role: "One language end to end; browser and server share the same schemas." },
];
