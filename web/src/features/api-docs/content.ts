import { businessTypes, tones } from "@common/business";
import { languageCodes } from "@common/languages";
import { platformIds, platforms } from "@common/platforms";

/** The side navigation, in the SPEC's order and wording. */
export const docSections = [
  { id: "overview", label: "Overview" },
  { id: "quick-start", label: "Quick Start" },
  { id: "authentication", label: "Authentication" },
  { id: "endpoints", label: "API Endpoints" },
  { id: "pricing", label: "Pricing" },
  { id: "code-examples", label: "Code Examples" },
  { id: "sdks", label: "SDKs & Libraries" },
] as const;

export const SECRET_KEY_EXAMPLE = "rgs_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oO";
export const KEY_ID_EXAMPLE = "rg_OL8dKLzdocJ2";

export const permissions = [
  { name: "concept:create", grants: "POST /concepts, POST /ai/generate-copy, POST /images/smart-resize" },
  { name: "concept:read", grants: "GET /concepts" },
  { name: "concept:update", grants: "Editing existing concepts" },
  { name: "analytics:read", grants: "GET /usage, GET /usage/summary" },
  { name: "batch:create", grants: "Batch jobs over many concepts" },
] as const;

export const usagePrices = [
  {
    kind: "Concept generation",
    price: "$0.50",
    calls: "POST /concepts, POST /ai/generate-copy, POST /images/smart-resize",
  },
  { kind: "Concept read", price: "$0.01", calls: "GET /concepts" },
  { kind: "Concept update", price: "$0.10", calls: "Edits to an existing concept" },
  { kind: "Analytics read", price: "$0.05", calls: "GET /usage, GET /usage/summary" },
] as const;

export const apiPlans = [
  { name: "Pro", rate: "1,000 requests / hour", credit: "No included credit", support: "Standard support" },
  {
    name: "Enterprise",
    rate: "10,000 requests / hour",
    credit: "$100 API credit every month",
    support: "Priority support",
  },
] as const;

export const errorStatuses = [
  { status: "400", code: "VALIDATION_FAILED", meaning: "A field is missing or out of range; the message names it." },
  { status: "401", code: "UNAUTHORIZED", meaning: "No Authorization header, or the key is wrong, revoked or expired." },
  {
    status: "403",
    code: "FORBIDDEN",
    meaning: "The key lacks the permission, or the plan has no API access (Pro and Enterprise only).",
  },
  {
    status: "404",
    code: "NOT_FOUND",
    meaning: "No such route, or the resource is not yours — another account's id is always a 404.",
  },
  {
    status: "413",
    code: "PAYLOAD_TOO_LARGE",
    meaning: "The image is over the size or pixel limit; the message says both.",
  },
  { status: "429", code: "RATE_LIMITED", meaning: "The key used its hourly allowance. Wait until X-RateLimit-Reset." },
  { status: "500", code: "INTERNAL", meaning: "Our fault. Retry later and quote the requestId if it persists." },
] as const;

export const rateLimitHeaders = [
  { name: "X-RateLimit-Limit", meaning: "Requests this key may make per hour." },
  { name: "X-RateLimit-Remaining", meaning: "Requests left in the current window." },
  { name: "X-RateLimit-Reset", meaning: "When the window resets, in Unix seconds." },
  { name: "X-Request-Id", meaning: "This request's id; the same value as error.requestId." },
] as const;

export interface FieldDoc {
  name: string;
  type: string;
  required?: boolean;
  description: string;
}

export type HttpMethod = "GET" | "POST" | "DELETE";

export interface EndpointDoc {
  id: string;
  group: string;
  method: HttpMethod;
  path: string;
  summary: string;
  /** Who may call it: "None", a permission, or the account session. */
  auth: string;
  billing?: string;
  pathParams?: FieldDoc[];
  query?: FieldDoc[];
  body?: FieldDoc[];
  status: string;
  response?: string;
  notes?: string[];
}

/** Pretty JSON with short innermost objects and arrays kept on one line, the way API references print them. */
export function json(value: unknown): string {
  const pretty = JSON.stringify(value, null, 2);
  return pretty.replace(
    /([[{])\n([^[\]{}]*?)\n(\s*)([\]}])/g,
    (whole, open: string, body: string, indent: string, _close: string) => {
      const items = body.split("\n").map((line) => line.trim());
      const inline = open === "{" ? `{ ${items.join(" ")} }` : `[${items.join(" ")}]`;
      return indent.length + inline.length <= 96 ? inline : whole;
    },
  );
}
const IMAGE = "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD…";
const CREATED_AT = "2026-11-22T10:14:03.000Z";

const copyFields: FieldDoc[] = [
  { name: "businessType", type: "string", required: true, description: `One of: ${businessTypes.join(", ")}.` },
  { name: "targetAudience", type: "string", required: true, description: "Who the ad speaks to, in your words." },
  { name: "tone", type: "string", required: true, description: `One of: ${tones.join("; ")}.` },
  {
    name: "productDescription",
    type: "string",
    required: true,
    description: "What you sell and what makes it worth buying.",
  },
  { name: "brandName", type: "string", description: "Used in copy where the platform has a brand field." },
  { name: "keyMessage", type: "string", description: "The one thing every ad should say." },
  { name: "callToAction", type: "string", description: "What the reader should do next." },
  { name: "platforms", type: "string[]", required: true, description: `At least one of: ${platformIds.join(", ")}.` },
  { name: "languages", type: "string[]", required: true, description: `At least one of: ${languageCodes.join(", ")}.` },
];

const imageField: FieldDoc = {
  name: "imageData",
  type: "string",
  required: true,
  description:
    "The photo as a data URL (data:image/jpeg;base64,…). JPEG, PNG or WebP, judged by its bytes; at most 12 MB and 7.5 megapixels. Shrinking to a 2,560 px long edge first keeps requests fast.",
};

const concept = {
  id: 128,
  userConceptNumber: 14,
  titleEn: "Glow that lasts all day",
  bodyEn: "Organic face cream with shea butter and rosehip. Light, fast-absorbing, made in small batches.",
  platforms: ["facebook", "snapchat"],
  languages: ["en", "de"],
  businessContext: {
    businessType: "Beauty/Wellness",
    targetAudience: "Busy parents who want simple skincare",
    tone: "Trustworthy & Reliable",
  },
  aiGeneratedCopy: {
    en: {
      facebook: {
        title: "Glow that lasts all day",
        body: "Organic face cream with shea butter and rosehip. Light, fast-absorbing, made in small batches.",
      },
      snapchat: { title: "Glow that lasts all day", body: "Willow & Oak" },
    },
    de: {
      facebook: {
        title: "Strahlen, das den ganzen Tag hält",
        body: "Bio-Gesichtscreme mit Sheabutter und Hagebutte. Leicht, zieht schnell ein, in kleinen Chargen gefertigt.",
      },
      snapchat: { title: "Strahlen, den ganzen Tag", body: "Willow & Oak" },
    },
  },
  smartResizedImages: {
    facebook: { facebook_feed: IMAGE, facebook_square: IMAGE },
    snapchat: { snapchat_story: IMAGE },
  },
  createdAt: CREATED_AT,
};

const key = {
  id: 7,
  keyId: KEY_ID_EXAMPLE,
  name: "Shop backend",
  isActive: true,
  lastUsed: null,
  permissions: ["concept:create", "concept:read"],
  rateLimit: 1000,
  createdAt: CREATED_AT,
};

const usageRecord = {
  id: 90211,
  userId: 42,
  apiKeyId: 7,
  endpoint: "/api/v1/concepts",
  method: "POST",
  statusCode: 201,
  responseTime: 8421,
  requestSize: 412330,
  responseSize: 1893311,
  ipAddress: "203.0.113.24",
  userAgent: "python-requests/2.32.3",
  cost: 0.5,
  createdAt: CREATED_AT,
};

export const endpoints: EndpointDoc[] = [
  {
    id: "get-health",
    group: "Service",
    method: "GET",
    path: "/health",
    summary: "Is the API up? Needs no key, is never billed and never rate limited — use it for uptime checks.",
    auth: "None",
    status: "200 OK",
    response: json({ status: "ok", version: "1.4.0", timestamp: CREATED_AT }),
  },
  {
    id: "get-platforms",
    group: "Service",
    method: "GET",
    path: "/platforms",
    summary: "The platforms you can target and the exact pixel sizes rendered for each.",
    auth: "Any valid key",
    status: "200 OK",
    response: json({
      data: {
        platforms: platforms.map((p) => p.id),
        dimensions: Object.fromEntries(
          platforms.map((p) => [
            p.id,
            Object.fromEntries(p.sizes.map((s) => [s.key, { width: s.width, height: s.height }])),
          ]),
        ),
        totalPlatforms: platforms.length,
      },
    }),
  },
  {
    id: "post-concepts",
    group: "Concepts",
    method: "POST",
    path: "/concepts",
    summary:
      "Creates a complete ad concept from a photo: copy per platform and language, and the photo framed for every size of each chosen platform. Typically answers in under 2 minutes; allow a 120-second timeout.",
    auth: "concept:create",
    billing: "Concept generation · $0.50",
    body: [
      ...copyFields,
      imageField,
      {
        name: "generateAiCopy",
        type: "boolean",
        description: "Write copy for every language and platform (default true). False returns images only.",
      },
    ],
    status: "201 Created",
    response: json({ data: concept }),
    notes: ["smartResizedImages is keyed by platform, then by size name, as listed by GET /platforms."],
  },
  {
    id: "get-concepts",
    group: "Concepts",
    method: "GET",
    path: "/concepts",
    summary: "Your concepts, newest first.",
    auth: "concept:read",
    billing: "Concept read · $0.01",
    query: [
      { name: "limit", type: "integer", description: "Page size. Default 50." },
      { name: "offset", type: "integer", description: "Records to skip. Default 0." },
    ],
    status: "200 OK",
    response: json({
      data: [{ ...concept, smartResizedImages: { facebook: { facebook_feed: IMAGE } } }],
      pagination: { limit: 50, offset: 0, total: 1 },
    }),
  },
  {
    id: "post-ai-generate-copy",
    group: "Generation",
    method: "POST",
    path: "/ai/generate-copy",
    summary:
      "Copy only, without an image: titles, body copy and hashtags for each language and platform, within each platform's limits.",
    auth: "concept:create",
    billing: "Concept generation · $0.50",
    body: copyFields,
    status: "200 OK",
    response: json({
      data: {
        generatedCopy: {
          en: {
            facebook: {
              title: "Espresso worth the early alarm",
              body: "Small-batch beans, roasted every Monday. Order ahead and skip the line.",
              hashtags: ["#espresso", "#coffeetime"],
            },
            linkedin: {
              title: "Better coffee, shorter queue",
              body: "Small-batch espresso, roasted weekly. Order ahead in the app.",
              hashtags: ["#smallbusiness"],
            },
          },
          es: {
            facebook: {
              title: "Un espresso que vale el madrugón",
              body: "Granos de pequeño lote, tostados cada lunes. Pide con antelación y evita la fila.",
              hashtags: ["#espresso", "#cafe"],
            },
            linkedin: {
              title: "Mejor café, menos espera",
              body: "Espresso de pequeño lote, tostado cada semana. Pide desde la app.",
              hashtags: ["#pymes"],
            },
          },
        },
      },
    }),
  },
  {
    id: "post-images-smart-resize",
    group: "Generation",
    method: "POST",
    path: "/images/smart-resize",
    summary:
      "Images only: the photo framed for every size of the chosen platforms. Crops follow the subject; where a crop would cut it, the whole photo sits over a blurred fill.",
    auth: "concept:create",
    billing: "Concept generation · $0.50",
    body: [
      imageField,
      {
        name: "platforms",
        type: "string[]",
        required: true,
        description: `At least one of: ${platformIds.join(", ")}.`,
      },
      { name: "outputFormat", type: "string", description: 'How images come back. "base64" (data URLs), the default.' },
    ],
    status: "200 OK",
    response: json({
      data: {
        resizedImages: {
          facebook: { facebook_feed: IMAGE, facebook_square: IMAGE },
          pinterest: { pinterest_pin: IMAGE },
        },
        imageCount: 3,
        originalImageSize: { width: 3024, height: 4032 },
        format: "base64",
      },
    }),
  },
  {
    id: "post-keys",
    group: "API keys",
    method: "POST",
    path: "/keys",
    summary:
      "Creates a key. The response is the only time the secret key is shown: store it in your secret manager straight away.",
    auth: "Account session",
    body: [
      {
        name: "name",
        type: "string",
        required: true,
        description: "A label you will recognise, up to 100 characters.",
      },
      {
        name: "permissions",
        type: "string[]",
        description: "Any of the permissions above. Default concept:create and concept:read.",
      },
      {
        name: "rateLimit",
        type: "integer",
        description: "Requests per hour for this key, 100 to 10,000. Default 1,000.",
      },
      {
        name: "expiresAt",
        type: "string",
        description: "Optional ISO 8601 date-time after which the key stops working.",
      },
    ],
    status: "201 Created",
    response: json({ data: { ...key, secretKey: SECRET_KEY_EXAMPLE } }),
  },
  {
    id: "get-keys",
    group: "API keys",
    method: "GET",
    path: "/keys",
    summary: "Your keys, without their secrets.",
    auth: "Account session",
    status: "200 OK",
    response: json({ data: [{ ...key, lastUsed: CREATED_AT }], count: 1 }),
  },
  {
    id: "delete-keys-id",
    group: "API keys",
    method: "DELETE",
    path: "/keys/{id}",
    summary: "Revokes a key at once. Requests already using it fail with 401 from then on.",
    auth: "Account session",
    pathParams: [{ name: "id", type: "integer", required: true, description: "The key's id from GET /keys." }],
    status: "204 No Content",
  },
  {
    id: "get-usage",
    group: "Usage",
    method: "GET",
    path: "/usage",
    summary: "One record per API call, newest first, with what it cost.",
    auth: "analytics:read",
    billing: "Analytics read · $0.05",
    query: [
      { name: "startDate", type: "string", description: "ISO 8601 date-time; records at or after it." },
      { name: "endDate", type: "string", description: "ISO 8601 date-time; records before it." },
      { name: "endpoint", type: "string", description: "Only calls to this path, e.g. /api/v1/concepts." },
      { name: "limit", type: "integer", description: "Page size, 1 to 1,000. Default 100." },
      { name: "offset", type: "integer", description: "Records to skip. Default 0." },
    ],
    status: "200 OK",
    response: json({ data: [usageRecord], pagination: { limit: 100, offset: 0, total: 2318 } }),
    notes: ["responseTime is in milliseconds, requestSize and responseSize in bytes, cost in US dollars."],
  },
  {
    id: "get-usage-summary",
    group: "Usage",
    method: "GET",
    path: "/usage/summary",
    summary: "Totals for the current billing period: requests, cost, included credit used and what is left to bill.",
    auth: "analytics:read",
    billing: "Analytics read · $0.05",
    status: "200 OK",
    response: json({
      data: {
        billingPeriodStart: "2026-11-01T00:00:00.000Z",
        billingPeriodEnd: "2026-12-01T00:00:00.000Z",
        totalRequests: 2318,
        totalCost: 170.9,
        freeCreditsUsed: 100,
        overage: 70.9,
      },
    }),
  },
];

export const ERROR_EXAMPLE = json({
  error: {
    code: "VALIDATION_FAILED",
    message: "Business type is required",
    requestId: "b7e2c1f0-5d1a-4c36-9f0e-2a8d7c4e9b13",
  },
});
