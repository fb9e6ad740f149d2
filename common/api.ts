import { z } from "./zod";
import { PlatformId } from "./enums";
import { BatchDownloadRequest } from "./concepts";
import { ConceptCreative } from "./creatives";
import { CopyByLanguage, CopyProvider, GeneratedCopyItem } from "./copy";
import { GenerationInput } from "./generation";
import { apiPermissions, DEFAULT_PERMISSIONS, RATE_LIMIT_MAX, RATE_LIMIT_MIN } from "./api-terms";

export * from "./api-terms";

/**
 * The public developer API (/api/v1, SPEC §3 public shapes, §5, §9). Every shape here is both the Worker's validator
 * and the OpenAPI document's schema (`.meta({ id })` names a component), so the docs page cannot drift from the code.
 */

// ---- keys ----

export const ApiPermission = /* @__PURE__ */ z.enum(apiPermissions).meta({
  id: "Permission",
  description: "What a key may do. The underscore forms (concept_create, …) are accepted on input.",
});
export type ApiPermission = z.infer<typeof ApiPermission>;

const PermissionInput = /* @__PURE__ */ z.preprocess(
  (v) => (typeof v === "string" ? v.trim().replace("_", ":") : v),
  z.enum(apiPermissions, { error: "Unknown permission" }),
);

export const KEY_NAME_MAX = 100;
export const keyMessages = {
  nameRequired: "API key name is required",
  nameTooLong: "Name must be less than 100 characters",
  rateLimit: `Rate limit must be a whole number from ${RATE_LIMIT_MIN} to ${RATE_LIMIT_MAX}`,
  expiryPast: "The expiry date must be in the future",
  origin: "Each allowed origin must be an origin such as https://shop.example.com (scheme, host and optional port)",
  tooManyOrigins: "At most 20 allowed origins",
} as const;
export const MAX_ALLOWED_ORIGINS = 20;

/** An origin as browsers send it: scheme://host[:port], no path. */
const Origin = z
  .string()
  .trim()
  .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, keyMessages.origin)
  .transform((v) => v.toLowerCase());

export const ApiKeyCreate = z
  .object({
    name: z
      .string({ error: keyMessages.nameRequired })
      .trim()
      .min(1, keyMessages.nameRequired)
      .max(KEY_NAME_MAX, keyMessages.nameTooLong),
    description: z.string().trim().max(500, "Description must be at most 500 characters").optional(),
    permissions: z
      .array(PermissionInput)
      .max(apiPermissions.length * 2)
      .optional()
      .transform((p) => (p === undefined ? DEFAULT_PERMISSIONS : [...new Set(p)])),
    rateLimit: z
      .number({ error: keyMessages.rateLimit })
      .int(keyMessages.rateLimit)
      .min(RATE_LIMIT_MIN, keyMessages.rateLimit)
      .max(RATE_LIMIT_MAX, keyMessages.rateLimit)
      .optional()
      .describe(
        "The key's own hourly budget, within the account's (the plan's: Pro 1,000, Enterprise 10,000, shared by all the account's keys). Left out: the plan's whole budget.",
      ),
    expiresAt: z.iso.datetime({ offset: true, error: "expiresAt must be an ISO 8601 date-time" }).optional(),
    allowedOrigins: z
      .array(Origin)
      .max(MAX_ALLOWED_ORIGINS, keyMessages.tooManyOrigins)
      .transform((origins) => [...new Set(origins)])
      .optional()
      .describe("Browser origins that may call with this key (CORS); servers send no Origin and need none."),
  })
  .meta({
    id: "ApiKeyCreate",
    example: { name: "Shop backend", permissions: ["concept:create", "concept:read"], rateLimit: 500 },
  });
export type ApiKeyCreate = z.input<typeof ApiKeyCreate>;

export const apiKeyStatuses = ["active", "revoked", "expired"] as const;

export const ApiKey = z
  .object({
    id: z.number().int(),
    keyId: z.string().startsWith("rg_"),
    name: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
    status: z.enum(apiKeyStatuses),
    lastUsed: z.iso.datetime().nullable(),
    permissions: z.array(ApiPermission),
    rateLimit: z.number().int().describe("The key's own hourly limit, as set"),
    effectiveRateLimit: z
      .number()
      .int()
      .describe(
        "What the key may use per hour: the smaller of its own limit and the account's budget (which all the account's keys share; 0 without an API plan)",
      ),
    allowedOrigins: z.array(z.string()),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "ApiKey" });
export type ApiKey = z.infer<typeof ApiKey>;

/** A secret key: `rgs_` and 32 base62 characters (SPEC §9). */
export const SECRET_KEY_PATTERN = /^rgs_[0-9A-Za-z]{32}$/;

export const ApiKeyCreated = /* @__PURE__ */ ApiKey.extend({
  secretKey: z.string().regex(SECRET_KEY_PATTERN).describe("Shown once; store it now."),
}).meta({ id: "ApiKeyCreated" });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const ApiKeyList = /* @__PURE__ */ z
  .object({ data: z.array(ApiKey), count: z.number().int() })
  .meta({ id: "ApiKeyList" });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const ApiKeyRevoked = /* @__PURE__ */ z.object({
  success: z.literal(true),
  id: z.number().int(),
  keyId: z.string(),
});

// ---- plans, limits and prices (SPEC §9) ----

// ---- concepts ----

export const ApiImage = /* @__PURE__ */ z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string().describe("GET it with the same key (concept:read) to receive the JPEG."),
});

/** SPEC §3 'Public API concept'. */
export const ApiConcept = z
  .object({
    id: z.number().int(),
    userConceptNumber: z.number().int().nullable(),
    titleEn: z.string(),
    bodyEn: z.string(),
    titleEs: z.string(),
    bodyEs: z.string(),
    platforms: z.array(z.string()),
    languages: z.array(z.string()),
    businessContext: z.object({
      businessType: z.string().nullable(),
      targetAudience: z.string().nullable(),
      tone: z.string().nullable(),
    }),
    aiGeneratedCopy: CopyByLanguage,
    copyProvider: CopyProvider.describe("Which engine wrote the copy: the phrase library (template) or an AI model"),
    smartResizedImages: z.record(z.string(), z.record(z.string(), ApiImage)),
    /** One creative per rendition size and language; `url` answers the image (GET, concept:read). */
    creatives: z.array(ConceptCreative),
    brandKitId: z
      .number()
      .int()
      .nullable()
      .describe("The brand kit the concept was made with (GET /brand-kits/{id}), or null: none, or since deleted"),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Concept" });
export type ApiConcept = z.infer<typeof ApiConcept>;

const DATA_URL = /^data:image\/[A-Za-z0-9.+-]+;base64,/;
const ImageDataUrl = z
  .string({ error: "Image data is required" })
  .min(1, "Image data is required")
  .regex(DATA_URL, "imageData must be a data URL such as data:image/jpeg;base64,…")
  .describe(
    "The photo as a data URL: JPEG, PNG or WebP by its bytes, at most 12 MB; a JPEG up to 50 megapixels (progressive: 20, and at most 60 MiB of coefficients, about 10 megapixels with 4:4:4 chroma; at most 32 scans), PNG and WebP up to 7.5 (no animation); each side at least 16 pixels and at most 20 times the other",
  );

/** The brief the documentation's samples send; a test holds it (and every documented example) to its schema. */
export const exampleBrief = {
  businessType: "Restaurant/Food Service",
  targetAudience: "young professionals who work from home",
  tone: "Friendly & Casual",
  productDescription: "Single-origin cold brew coffee in recyclable glass bottles, delivered weekly",
  brandName: "Brewhaus",
  callToAction: "Start your subscription",
  platforms: ["facebook", "linkedin"],
  languages: ["en", "de"],
};

export const ApiConceptCreate = /* @__PURE__ */ GenerationInput.extend({
  imageData: ImageDataUrl,
  generateAiCopy: z
    .boolean()
    .default(true)
    .describe(
      "true: the configured engine writes the copy (an AI model where one is set up); false: the built-in phrase library does.",
    ),
}).meta({ id: "ConceptCreate", example: { ...exampleBrief, imageData: "data:image/jpeg;base64,/9j/4AAQ…" } });
export type ApiConceptCreate = z.infer<typeof ApiConceptCreate>;

export const ApiConceptUpdate = z
  .object({
    titleEn: z.string().trim().min(1, "English title is required").max(200).optional(),
    titleEs: z.string().trim().min(1, "Spanish title is required").max(200).optional(),
    bodyEn: z.string().trim().min(1, "English body is required").max(2000).optional(),
    bodyEs: z.string().trim().min(1, "Spanish body is required").max(2000).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Send at least one of titleEn, titleEs, bodyEn, bodyEs")
  .meta({ id: "ConceptUpdate", example: { titleEn: "Cold brew, on your doorstep every week" } });
export type ApiConceptUpdate = z.infer<typeof ApiConceptUpdate>;

export const Pagination = /* @__PURE__ */ z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});

export const ApiConceptList = z
  .object({ data: z.array(ApiConcept), pagination: Pagination })
  .meta({ id: "ConceptList" });

const pageNumber = (max: number, fallback: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
const offsetNumber = z.coerce
  .number({ error: "offset must be 0 or more" })
  .int("offset must be 0 or more")
  .min(0, "offset must be 0 or more")
  .default(0);

export const CONCEPT_PAGE_DEFAULT = 50;
export const ApiConceptListQuery = /* @__PURE__ */ z.object({
  limit: pageNumber(100, CONCEPT_PAGE_DEFAULT, "limit must be a whole number from 1 to 100").describe(
    "Concepts per page, 1–100 (default 50)",
  ),
  offset: offsetNumber.describe("How many to skip (default 0)"),
  platform: PlatformId.optional().describe("Only concepts made for this platform"),
});

// ---- copy and images ----

export const ApiCopyRequest = /* @__PURE__ */ GenerationInput.meta({ id: "CopyRequest", example: exampleBrief });

export const ApiCopyResult = z
  .object({
    success: z.literal(true),
    data: z.object({
      generatedCopy: z
        .record(
          z.string(),
          z.record(
            z.string(),
            GeneratedCopyItem.pick({ title: true, body: true, hashtags: true, cta: true, variant: true }),
          ),
        )
        .describe("language → platform → { title, body, hashtags, cta, variant? } (variant: the B of an A/B test)"),
      provider: CopyProvider,
      /** Set when the configured AI provider failed, in part or whole, and the phrase library wrote that copy. */
      notice: z.string().optional(),
    }),
  })
  .meta({ id: "CopyResult" });
export type ApiCopyResult = z.infer<typeof ApiCopyResult>;

export const SmartResizeRequest = z
  .object({
    imageData: ImageDataUrl,
    platforms: GenerationInput.shape.platforms,
    outputFormat: z.literal("base64", { error: 'outputFormat must be "base64"' }).default("base64"),
  })
  .meta({
    id: "SmartResizeRequest",
    example: { imageData: "data:image/jpeg;base64,/9j/4AAQ…", platforms: ["pinterest"] },
  });

export const SmartResizeResult = z
  .object({
    success: z.literal(true),
    data: z.object({
      resizedImages: z.record(z.string(), z.record(z.string(), z.string())).describe("platform → size → base64 JPEG"),
      imageCount: z.number().int(),
      originalImageSize: z.object({ width: z.number().int(), height: z.number().int(), bytes: z.number().int() }),
      format: z.literal("jpeg"),
    }),
  })
  .meta({ id: "SmartResizeResult" });
export type SmartResizeResult = z.infer<typeof SmartResizeResult>;

const SafeZoneRect = /* @__PURE__ */ z.object({
  label: z.string(),
  left: z.number().min(0).max(1),
  top: z.number().min(0).max(1),
  width: z.number().min(0).max(1),
  height: z.number().min(0).max(1),
});
/** A size's keep-clear areas in fractions of the frame (common/safe-zones.ts). */
export const SafeZoneSet = /* @__PURE__ */ z
  .object({
    note: z.string(),
    zones: z
      .array(SafeZoneRect)
      .describe("Keep-clear rectangles (fractions 0–1 from the top-left) in a left-to-right interface"),
    zonesRtl: z
      .array(SafeZoneRect)
      .optional()
      .describe("Where the platform moves its interface in right-to-left languages (Arabic, Hebrew), when it does"),
  })
  .meta({ id: "SafeZone" });

export const PlatformList = z
  .object({
    platforms: z.array(
      z.object({
        id: PlatformId,
        name: z.string(),
        sizes: z.array(
          z.object({
            key: z.string(),
            label: z.string(),
            width: z.number(),
            height: z.number(),
            safeZone: SafeZoneSet,
          }),
        ),
        copyLimits: z.object({
          title: z.number(),
          body: z.number(),
          titleCjk: z
            .number()
            .optional()
            .describe("The title limit in Chinese, Japanese and Korean (and Arabic on Pinterest), where shorter"),
          bodyCjk: z.number().optional().describe("The body limit in Chinese, Japanese and Korean, where shorter"),
          hashtags: z.number().int().describe("How many hashtags the copy carries (0: none, e.g. TikTok refuses '#')"),
          noEmoji: z.boolean(),
          noLinks: z.boolean(),
          englishOnly: z.boolean(),
          ctaButton: z
            .boolean()
            .describe(
              "The ad shows the call to action as its button (the item's cta); the body does not end by repeating it",
            ),
        }),
        fieldNames: z
          .object({ title: z.string(), body: z.string() })
          .describe("The copy fields as the platform's ad manager names them"),
        sources: z
          .array(z.object({ fact: z.string(), source: z.string(), checked: z.string() }))
          .describe("Where each number comes from and when it was checked"),
      }),
    ),
    dimensions: z
      .record(z.string(), z.record(z.string(), z.object({ width: z.number(), height: z.number() })))
      .describe("platform → size → { width, height }"),
    totalPlatforms: z.number().int(),
  })
  .meta({ id: "PlatformList" });
export type PlatformList = z.infer<typeof PlatformList>;

/** POST /api/v1/concepts/batch: the app's batch download, same request and same package. */
export const ApiBatchRequest = /* @__PURE__ */ BatchDownloadRequest.meta({
  id: "BatchRequest",
  example: { conceptIds: [12, 13], options: { format: "zip", imageFormat: "all-sizes" } },
});

// ---- usage ----

const dateTime = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be an ISO 8601 date-time` }).optional();

export const USAGE_PAGE_DEFAULT = 100;
export const UsageQuery = /* @__PURE__ */ z.object({
  startDate: dateTime("startDate"),
  endDate: dateTime("endDate"),
  endpoint: z.string().trim().max(200).optional(),
  keyId: z
    .string()
    .regex(/^rg_[0-9A-Za-z]{1,40}$/, "Unknown key id")
    .optional(),
  limit: pageNumber(1000, USAGE_PAGE_DEFAULT, "limit must be a whole number from 1 to 1000"),
  offset: offsetNumber,
});
export type UsageQuery = z.infer<typeof UsageQuery>;

export const UsageRecord = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    apiKeyId: z.number().int(),
    keyId: z.string(),
    endpoint: z.string(),
    method: z.string(),
    statusCode: z.number().int(),
    responseTime: z.number().int().nullable(),
    requestSize: z.number().int().nullable(),
    responseSize: z.number().int().nullable(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    cost: z.number(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "UsageRecord" });
export type UsageRecord = z.infer<typeof UsageRecord>;

export const UsageList = /* @__PURE__ */ z
  .object({ data: z.array(UsageRecord), pagination: Pagination })
  .meta({ id: "UsageList" });
export type UsageList = z.infer<typeof UsageList>;

export const UsageSummaryQuery = /* @__PURE__ */ z.object({
  startDate: dateTime("startDate").describe("Start of the period (default: the first of this month, UTC)"),
  endDate: dateTime("endDate").describe("End of the period, exclusive (default: the first of next month, UTC)"),
});

export const UsageSummary = z
  .object({
    period: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
    plan: z.string(),
    totalCalls: z.number().int().describe("Requests the budgets admitted (each has a usage record)"),
    billableCalls: z.number().int(),
    refusedCalls: z
      .number()
      .int()
      .describe("Requests refused with 429 because a budget was spent: counted, not recorded one by one, never billed"),
    totalCost: z.number(),
    includedCredit: z.number(),
    creditUsed: z.number(),
    overage: z.number(),
    byEndpoint: z.array(
      z.object({ endpoint: z.string(), method: z.string(), calls: z.number().int(), cost: z.number() }),
    ),
    byDay: z.array(z.object({ date: z.iso.date(), calls: z.number().int(), cost: z.number() })),
  })
  .meta({ id: "UsageSummary" });
export type UsageSummary = z.infer<typeof UsageSummary>;
