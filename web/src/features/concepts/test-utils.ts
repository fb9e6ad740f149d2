import { vi } from "vitest";
import type { ConceptSummary } from "@common/concepts";
import { type CreativeLayout, creativeEntries } from "@common/creatives";

let nextId = 1;

/** A concept as GET /api/concepts lists it. */
export function makeConcept(overrides: Partial<ConceptSummary> = {}): ConceptSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    userConceptNumber: id,
    title_en: `English title ${id}`,
    title_es: `Título ${id}`,
    body_en: `English body ${id}`,
    body_es: `Cuerpo ${id}`,
    platforms: ["facebook", "pinterest"],
    selectedLanguages: ["en", "es"],
    renditions: { facebook: ["facebook_feed", "facebook_square"], pinterest: ["pinterest_pin"] },
    creatives: [],
    imageUrl: `/api/concepts/${id}/image`,
    isExample: false,
    aiGeneratedCopy: {
      en: { facebook: { title: "FB title", body: "FB body" } },
      es: { pinterest: { title: "Pin título", body: "Pin cuerpo" } },
    },
    brief: {
      businessType: "Retail/E-commerce",
      targetAudience: "Gift shoppers",
      tone: "Professional",
      productDescription: "Candles",
      brandName: null,
      productName: null,
      keyMessage: null,
      callToAction: null,
      briefLanguage: "en",
    },
    copyProvider: "template",
    downloadCount: 0,
    sharePath: overrides.isExample ? `/s/example-page-${String(id).padStart(9, "0")}` : null,
    brandKitId: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * The concept with its creatives listed as the API lists them: one per rendition size and language, at
 * /api/concepts/{id}/creatives/{size}?language=xx (a layout per size where `layouts` chooses one).
 */
export function withCreatives(concept: ConceptSummary, layouts?: Record<string, CreativeLayout>): ConceptSummary {
  return {
    ...concept,
    creatives: creativeEntries(
      concept.renditions,
      concept.selectedLanguages,
      layouts,
      `/api/concepts/${concept.id}/creatives`,
    ),
  };
}

export type Route = (
  url: string,
  init: RequestInit & { headers?: Record<string, string> },
) => Response | Promise<Response> | undefined;

/**
 * A global fetch stub: each call goes to `route`; anything it leaves unanswered is a 404 envelope. The mock records
 * every call for assertions.
 */
export function stubFetch(route: Route) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const answer = await route(url, init as RequestInit & { headers?: Record<string, string> });
    return (
      answer ?? Response.json({ error: { code: "NOT_FOUND", message: "Not found", requestId: "r" } }, { status: 404 })
    );
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The calls made to one method and path (query string ignored). */
export function callsTo(mock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return mock.mock.calls.filter(
    ([u, init]) => String(u).split("?")[0] === path && ((init?.method ?? "GET") as string) === method,
  );
}

export const PIXEL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export const envelope = (status: number, message: string) =>
  Response.json(
    { error: { code: status === 400 ? "VALIDATION_FAILED" : "INTERNAL", message, requestId: "req-1" } },
    { status },
  );
