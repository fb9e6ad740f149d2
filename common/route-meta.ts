import type { SharedConcept } from "./concepts";
import { paths, sharedImageUrl, shareTokenOf } from "./paths";
import { platforms } from "./platforms";
import type { SubscriptionPlan } from "./plans";

/**
 * Every page's head tags, in one table: the React app renders them with `PageMeta`, and the Worker writes the same
 * tags into the HTML it serves (worker/services/pages/pages.ts), so crawlers and link previews see them without JavaScript.
 */
export interface RouteMeta {
  title: string;
  description: string;
  keywords: string;
  /** Path of the canonical URL, e.g. "/about". */
  path: string;
  /** Pages behind a sign-in or a mail's token: kept out of search results and the sitemap. */
  noIndex?: boolean;
  /** The share card's image (a path or an absolute URL); the site's card when absent. */
  image?: string;
  /**
   * Its prerendered HTML holds the origin and version placeholders the Worker fills in per request (decision 017).
   * The build refuses a page that holds them without this, and the Worker reads no other page whole to look.
   */
  requestValues?: boolean;
}

export const SITE_NAME = "ReachGen";

/** The platforms as the descriptions promise them: the table's count, and the three an advertiser asks for first. */
const REACH = `${platforms.length} social platforms, Instagram, TikTok and X among them`;

const DESCRIPTION = `Upload one product photo, describe your business, and get ready-to-post ad copy in up to 20 languages with the photo re-framed for ${REACH}. ZIP and PDF downloads.`;

export const routeMeta = {
  home: {
    title: "ReachGen — AI ad concepts for every platform",
    description: DESCRIPTION,
    keywords:
      "AI ad generator, multilingual ad copy, social media ad images, ad resizer, small business marketing, Facebook ads, Instagram ads, TikTok ads, Pinterest pins",
    path: paths.home,
  },
  about: {
    title: "About ReachGen",
    description: `ReachGen helps small businesses, agencies and creators turn one product photo into ready-to-post ads for ${REACH}, in 20 languages.`,
    keywords: "about ReachGen, AI marketing tool, multilingual advertising, ad concept generator, small business ads",
    path: paths.about,
  },
  apiDocs: {
    title: "API Documentation",
    description:
      "The ReachGen developer API: generate multilingual ad copy and platform-sized images over HTTPS with bearer API keys, per-key rate limits and usage billing.",
    keywords:
      "ReachGen API, ad copy API, image resize API, multilingual marketing API, developer documentation, REST API, OpenAPI",
    path: paths.apiDocs,
    requestValues: true,
  },
  plans: {
    title: "Plans and pricing",
    description: `Free trial, Basic $9, Pro $29 and Enterprise $99 per month: AI ad concepts for ${platforms.length} platforms in 20 languages.`,
    keywords: "ReachGen pricing, AI ad generator plans, ad copy subscription",
    path: paths.plans,
  },
  /** /dashboard as a visitor sees it (the examples); a signed-in owner's dashboard is `ownerDashboard`. */
  dashboard: {
    title: "Examples",
    description:
      "Example ad concepts made by ReachGen: copy in many languages and images framed for every social platform.",
    keywords: "AI ad examples, social media ad concepts, multilingual ad copy examples",
    path: paths.dashboard,
  },
  ownerDashboard: {
    title: "Dashboard",
    description: "Your ReachGen ad concepts: search, preview, edit and download platform-ready assets.",
    keywords: "ReachGen dashboard, ad concepts, downloads",
    path: paths.dashboard,
    noIndex: true,
  },
  login: {
    title: "Log in",
    description:
      "Sign in to ReachGen to create AI ad concepts, manage your dashboard and download platform-ready assets.",
    keywords: "ReachGen login, sign in, AI ad generator account",
    path: paths.login,
  },
  register: {
    title: "Create your account",
    description: `Create a ReachGen account to turn product photos into multilingual ad concepts for ${platforms.length} social platforms.`,
    keywords: "ReachGen register, create account, AI ad copy",
    path: paths.register,
  },
  forgotPassword: {
    title: "Forgot password",
    description: "Ask for a link to choose a new password for your ReachGen account.",
    keywords: "ReachGen forgot password, reset password",
    path: paths.forgotPassword,
    noIndex: true,
  },
  resetPassword: {
    title: "Choose a new password",
    description: "Set a new password for your ReachGen account with the link from your reset mail.",
    keywords: "ReachGen reset password, new password",
    path: paths.resetPassword,
    noIndex: true,
  },
  aiGenerator: {
    title: "AI Ad Copy Generator",
    description: `Generate ad titles, body copy and hashtags in 20 languages, with your photo framed for ${platforms.length} social platforms.`,
    keywords: "AI ad copy generator, multilingual ads, social media image resize",
    path: paths.aiGenerator,
    noIndex: true,
  },
  subscription: {
    title: "Subscription",
    description: "Your ReachGen plan, usage and payment options.",
    keywords: "ReachGen subscription, upgrade plan",
    path: paths.subscription,
    noIndex: true,
  },
  changePassword: {
    title: "Change Password",
    description: "Change the password of your ReachGen account.",
    keywords: "ReachGen change password, account security",
    path: paths.changePassword,
    noIndex: true,
  },
  apiKeys: {
    title: "API Keys",
    description: "Create and revoke ReachGen API keys and follow this month's API usage and cost.",
    keywords: "ReachGen API keys, developer API, API usage",
    path: paths.apiKeys,
    noIndex: true,
  },
  bulk: {
    title: "Bulk Generate",
    description: "Make many ReachGen ad concepts at once from a CSV of briefs and a ZIP of photos.",
    keywords: "ReachGen bulk generation, CSV ad concepts",
    path: paths.bulk,
    noIndex: true,
  },
  brand: {
    title: "Brand Kits",
    description: "Keep your logo, brand colours, fonts and voice in a ReachGen brand kit that your ad concepts follow.",
    keywords: "ReachGen brand kit, brand colours, logo, brand voice",
    path: paths.brand,
    noIndex: true,
  },
  admin: {
    title: "Admin Terminal",
    description: "ReachGen administration.",
    keywords: "admin",
    path: paths.admin,
    noIndex: true,
  },
  paymentSuccess: {
    title: "Payment",
    description: "Payment confirmation for your ReachGen subscription.",
    keywords: "ReachGen payment",
    path: paths.paymentSuccess,
    noIndex: true,
  },
  newsletterConfirm: {
    title: "Confirm your newsletter subscription",
    description: "Confirm your subscription to the ReachGen newsletter.",
    keywords: "ReachGen newsletter, confirm subscription",
    path: paths.newsletterConfirm,
    noIndex: true,
  },
  newsletterUnsubscribe: {
    title: "Unsubscribe from the newsletter",
    description: "Stop receiving the ReachGen newsletter.",
    keywords: "ReachGen newsletter, unsubscribe",
    path: paths.newsletterUnsubscribe,
    noIndex: true,
  },
  notFound: {
    title: "Page Not Found",
    description: "The page you asked for does not exist.",
    keywords: "404",
    path: "/404",
    noIndex: true,
  },
} as const satisfies Record<string, RouteMeta>;

/** Share cards are 1.91:1; the first of these renditions a shared concept has is its card. */
const CARD_SIZES = ["facebook_feed", "linkedin_post", "reddit_post", "quora_post", "youtube_thumbnail"];

/** Cuts a text to at most `max` characters at a word boundary, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/**
 * A shared concept's public page (/s/<token>): its own headline, copy and image as the link preview, kept out of
 * search results (the link is the owner's to give, not a page to find).
 */
export function sharedConceptMeta(concept: SharedConcept, path: string): RouteMeta {
  const stored = Object.values(concept.renditions).flat();
  const card = CARD_SIZES.find((s) => stored.includes(s)) ?? stored[0];
  const brand = concept.brandName ? `${concept.brandName}: ` : "";
  return {
    title: concept.title,
    description: clip(`${brand}${concept.body}`, 160),
    keywords: [concept.brandName, concept.productName, "ad concept", "ReachGen"].filter(Boolean).join(", "),
    path,
    noIndex: true,
    image: sharedImageUrl(shareTokenOf(path), card),
  };
}

/** The meta of a page path as a visitor without a session asks for it; undefined for a path that is no page. */
export function metaForPath(pathname: string): RouteMeta | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.values(routeMeta).find(
    (m) => m.path === path && m !== routeMeta.ownerDashboard && m !== routeMeta.notFound,
  );
}

/** The public pages, for sitemap.xml. */
export const sitemapPaths: string[] = Object.values(routeMeta)
  .filter((m: RouteMeta) => !m.noIndex)
  .map((m) => m.path);

/**
 * The pages the build prerenders (decision 016): the sitemap's public pages but /register, which first sends a visitor
 * without a chosen plan to /plans. The Worker serves these from their prerendered HTML.
 */
export const prerenderedPaths: string[] = sitemapPaths.filter((p) => p !== paths.register);

/**
 * The signed-in pages the build prerenders as their frame (decision 045): heading, lead and 'AUTHENTICATING', what the
 * page shows while the browser checks the stored session. Not public: kept out of the sitemap.
 */
export const framedPaths: string[] = [paths.brand, paths.bulk];

/** Where the build writes the prerendered public pages in the static assets (decision 016). */
export const PRERENDERED_DIR = "prerendered";

/**
 * What the build writes where only the serving Worker knows the value (decision 017): the API reference's base URL
 * holds the request's origin and the document's version the deployment's APP_VERSION. The Worker puts the real values
 * in the page's HTML before it leaves (`fillPrerenderedValues`).
 */
export const PRERENDER_ORIGIN = "https://origin.prerender.invalid";
export const PRERENDER_VERSION = "version.prerender.invalid";

/** A prerendered page's HTML with the placeholders above replaced by this request's origin and this Worker's version. */
export function fillPrerenderedValues(html: string, origin: string, version: string): string {
  return html.replaceAll(PRERENDER_ORIGIN, origin).replaceAll(PRERENDER_VERSION, version);
}

/** The file name (without .html) of a public page's prerendered HTML: 'home' for '/', else the path's words. */
export function prerenderedName(path: string): string {
  return path === "/" ? "home" : path.replace(/^\//, "").replace(/\//g, "-");
}

export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** schema.org data of the pages that carry it (SPEC §2): the application and the organisation on the home page. */
export function homeStructuredData(origin: string) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: SITE_NAME,
      url: `${origin}/`,
      applicationCategory: "BusinessApplication",
      operatingSystem: "Web",
      description: DESCRIPTION,
      inLanguage: "en",
      offers: { "@type": "Offer", name: "Basic", price: "9.00", priceCurrency: "USD", url: `${origin}${paths.plans}` },
    },
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
  ];
}

/** The plans page's product with one offer per plan. */
export function plansStructuredData(plans: readonly Pick<SubscriptionPlan, "displayName" | "price" | "currency">[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: SITE_NAME,
    offers: plans.map((p) => ({
      "@type": "Offer",
      name: p.displayName,
      price: (p.price / 100).toFixed(2),
      priceCurrency: p.currency.toUpperCase(),
    })),
  };
}

/** One head tag: its element name and attributes (the title's text is `text`). */
export interface HeadTag {
  tag: "title" | "meta" | "link" | "script";
  attrs: Record<string, string>;
  text?: string;
}

/** The head tags of a page, in the order both renderers write them. */
export function headTags(meta: RouteMeta, origin: string, structuredData?: unknown): HeadTag[] {
  const url = `${origin}${meta.path}`;
  const title = fullTitle(meta.title);
  const image = meta.image ? new URL(meta.image, origin).href : `${origin}/og-card.png`;
  const tags: HeadTag[] = [
    { tag: "title", attrs: {}, text: title },
    { tag: "meta", attrs: { name: "description", content: meta.description } },
    { tag: "meta", attrs: { name: "keywords", content: meta.keywords } },
    { tag: "link", attrs: { rel: "canonical", href: url } },
  ];
  if (meta.noIndex) tags.push({ tag: "meta", attrs: { name: "robots", content: "noindex" } });
  tags.push(
    { tag: "meta", attrs: { property: "og:type", content: "website" } },
    { tag: "meta", attrs: { property: "og:site_name", content: SITE_NAME } },
    { tag: "meta", attrs: { property: "og:title", content: title } },
    { tag: "meta", attrs: { property: "og:description", content: meta.description } },
    { tag: "meta", attrs: { property: "og:url", content: url } },
    { tag: "meta", attrs: { property: "og:image", content: image } },
    { tag: "meta", attrs: { name: "twitter:card", content: "summary_large_image" } },
    { tag: "meta", attrs: { name: "twitter:title", content: title } },
    { tag: "meta", attrs: { name: "twitter:description", content: meta.description } },
    { tag: "meta", attrs: { name: "twitter:image", content: image } },
  );
  if (structuredData)
    tags.push({
      tag: "script",
      attrs: { type: "application/ld+json" },
      // "<" escaped: the JSON cannot close the script element.
      text: JSON.stringify(structuredData).replace(/</g, "\\u003c"),
    });
  return tags;
}
