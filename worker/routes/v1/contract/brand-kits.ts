import {
  BRAND_KIT_LIMITS,
  BrandKit as BrandKitShape,
  BrandKitCreate as BrandKitCreateShape,
  BrandKitList as BrandKitListShape,
  BrandKitUpdate as BrandKitUpdateShape,
  fontPairingIds,
  MIN_CONTRAST,
} from "@common/brand-kits";
import { binary } from "./concepts";
import { error, IdParams, json, jsonBody, retryHeaders, v1Route } from "./define";

const MB = BRAND_KIT_LIMITS.logoBytes / 1024 / 1024;

export const BrandKit = BrandKitShape.meta({ id: "BrandKit" });
const BrandKitList = BrandKitListShape.meta({ id: "BrandKitList" });
export const BrandKitCreate = BrandKitCreateShape.meta({
  id: "BrandKitCreate",
  example: {
    name: "Brewhaus",
    colors: { primary: "#1f2a44", accent: "#f97316", text: "#111827", background: "#f8f5f0" },
    fontPairing: "serif",
    voice: {
      tone: "Friendly & Casual",
      bannedWords: ["cheap"],
      neverTranslate: ["Brewhaus", "Cold Brew Club"],
      hashtags: ["#brewhaus"],
      callToAction: "Start your subscription",
      website: "brewhaus.example",
    },
  },
});
export const BrandKitUpdate = BrandKitUpdateShape.meta({
  id: "BrandKitUpdate",
  example: { colors: { accent: "#0f766e" }, voice: { bannedWords: ["cheap", "deal"] } },
});

/** The refusals of a kit's body beside the validation 400: contrast, logo size and type, the plan's number of kits. */
const kitRefusals = {
  413: error(
    `The logo is over ${MB} MB, over ${BRAND_KIT_LIMITS.logoMaxSide} pixels on a side, or over its pixel limit`,
  ),
  415: error("The logo is not a PNG, JPEG or WebP (an SVG is not accepted), or is an animated WebP"),
  422: error(
    `The text colour on the background colour is under ${MIN_CONTRAST}:1 contrast (the message names both and the ratio), or the logo has a side under 16 pixels or is longer than 20 times its width`,
  ),
  429: {
    ...error(
      "The key's hourly budget is spent, or 10 of the account's images (30 from its address) were refused in the last hour",
    ),
    headers: retryHeaders,
  },
};

const kitFields = `A kit holds a name (at most ${BRAND_KIT_LIMITS.name} characters), an optional logo (\`logoData\`: a PNG, JPEG or WebP data URL of at most ${MB} MB, told by its bytes; decoded with the photo decoders' limits and stored as a PNG of at most ${BRAND_KIT_LIMITS.logoStoredSide} px with its transparency), four colours written #rrggbb (text on background must reach ${MIN_CONTRAST}:1), a font pairing (${fontPairingIds.join(", ")}) and a voice: default tone, words never to use, terms never to translate, preferred hashtags, default call to action, website or handle.`;

export const list = v1Route(
  { auth: "key", permission: "brand:read", price: "read" },
  {
    method: "get",
    path: "/brand-kits",
    operationId: "listBrandKits",
    tags: ["Brand kits"],
    summary: "List your brand kits",
    description: "The most recently used first: that one is the default of a generation that names no kit.",
    responses: { 200: json(BrandKitList, "Your brand kits") },
  },
);

export const create = v1Route(
  { auth: "key", permission: "brand:write", price: "read" },
  {
    method: "post",
    path: "/brand-kits",
    operationId: "createBrandKit",
    tags: ["Brand kits"],
    summary: "Create a brand kit",
    description: `${kitFields} The trial and Basic keep 1 kit, Pro 5, Enterprise any number.`,
    request: { body: jsonBody(BrandKitCreate) },
    responses: {
      201: json(BrandKit, "The new kit"),
      403: error(
        "The plan does not include the API, the key lacks the permission, the origin is not allowed, or the plan's number of brand kits is reached (LIMIT_EXCEEDED)",
      ),
      ...kitRefusals,
    },
  },
);

export const read = v1Route(
  { auth: "key", permission: "brand:read", price: "read" },
  {
    method: "get",
    path: "/brand-kits/{id}",
    operationId: "getBrandKit",
    tags: ["Brand kits"],
    summary: "Read a brand kit",
    request: { params: IdParams },
    responses: { 200: json(BrandKit, "The kit") },
  },
);

export const update = v1Route(
  { auth: "key", permission: "brand:write", price: "read" },
  {
    method: "patch",
    path: "/brand-kits/{id}",
    operationId: "updateBrandKit",
    tags: ["Brand kits"],
    summary: "Edit a brand kit",
    description:
      "Any field; a field left out keeps its value, and `colors` and `voice` merge field by field. `logoData: null` removes the logo; a new logo replaces the old one.",
    request: { params: IdParams, body: jsonBody(BrandKitUpdate) },
    responses: { 200: json(BrandKit, "The edited kit"), ...kitRefusals },
  },
);

export const remove = v1Route(
  { auth: "key", permission: "brand:write", price: "read" },
  {
    method: "delete",
    path: "/brand-kits/{id}",
    operationId: "deleteBrandKit",
    tags: ["Brand kits"],
    summary: "Delete a brand kit",
    description: "The kit and its logo are gone; concepts made with it keep their copy and images.",
    request: { params: IdParams },
    responses: { 204: { description: "Deleted" } },
  },
);

export const logo = v1Route(
  { auth: "key", permission: "brand:read", price: "read" },
  {
    method: "get",
    path: "/brand-kits/{id}/logo",
    operationId: "getBrandKitLogo",
    tags: ["Brand kits"],
    summary: "Download a kit's logo",
    description: `The stored logo: a PNG of at most ${BRAND_KIT_LIMITS.logoStoredSide} px, with no metadata. 404 when the kit has none.`,
    request: { params: IdParams },
    responses: { 200: binary("image/png", "The logo") },
  },
);
