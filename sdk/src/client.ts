import createFetchClient, { type Client } from "openapi-fetch";
import { parseRetryAfter, ReachGenError } from "./errors.js";
import type { components, paths } from "./generated/openapi.js";
import { operations } from "./generated/operations.js";

export type { components, paths };
/** Every schema of the OpenAPI document by name: `Schemas["Concept"]`, `Schemas["ConceptCreate"]`, … */
export type Schemas = components["schemas"];

export interface ReachGenClientOptions {
  /** The API key (`rgs_…`), sent as a bearer token. */
  apiKey: string;
  /**
   * Where ReachGen runs: an origin (`https://reachgen.example`, `/api/v1` is added) or the API's base URL itself.
   * Default `http://localhost:8787`.
   */
  baseUrl?: string;
  /** Retries of an answer 429 or 503, each after its `Retry-After` (default 3). */
  maxRetries?: number;
  /** The longest wait before a retry, in seconds (default 60); an answer asking for longer is thrown at once. */
  maxRetryWaitSeconds?: number;
  /** A fetch of your own (tests, proxies); default the global fetch. */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

type ListConceptsQuery = NonNullable<paths["/concepts"]["get"]["parameters"]["query"]>;
type ConceptId = paths["/concepts/{id}"]["get"]["parameters"]["path"]["id"];
type CopyPath = paths["/concepts/{id}/copy/{platform}/{language}"]["patch"]["parameters"]["path"];

const DEFAULT_BASE_URL = "http://localhost:8787";
const API_BASE_PATH = "/api/v1";

/** `https://host` → `https://host/api/v1`; a URL with a path is taken as the API's base as it is. */
export function apiBaseUrl(baseUrl = DEFAULT_BASE_URL): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, "");
  return `${url.origin}${path === "" ? API_BASE_PATH : path}`;
}

/** The POST paths (templates) whose operation documents an `Idempotency-Key` header, read from the contract. */
const idempotentPosts: RegExp[] = Object.values(
  operations as Record<string, { method: string; path: string; idempotencyKey: boolean }>,
)
  .filter((op) => op.method === "POST" && op.idempotencyKey)
  .map((op) => new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+")}$`));

/** Whether a POST to this API path takes an Idempotency-Key (`/concepts` does). */
export function takesIdempotencyKey(apiPath: string): boolean {
  return idempotentPosts.some((pattern) => pattern.test(apiPath));
}

/** The API's read-your-writes header: answered by the API, sent back by the client. */
const BOOKMARK_HEADER = "X-D1-Bookmark";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fetch every call goes through: sends back the newest X-D1-Bookmark answered so far, adds an Idempotency-Key to a
 * POST that takes one (the same key on every retry), retries 429 and 503 after `Retry-After` (or a short backoff when
 * the answer names no wait), and turns every answer that is still not 2xx into a `ReachGenError`.
 */
function reachGenFetch(
  options: Required<Pick<ReachGenClientOptions, "maxRetries" | "maxRetryWaitSeconds">> & {
    basePath: string;
    fetch: typeof fetch;
  },
) {
  // The newest database position an answer reflected: sent back on every call so it reads at least that far (your
  // own writes, even from a read replica). Bookmarks compare as strings, newest greatest.
  let bookmark: string | null = null;
  const keepBookmark = (response: Response) => {
    const answered = response.headers.get(BOOKMARK_HEADER);
    if (answered && (bookmark === null || answered > bookmark)) bookmark = answered;
  };
  return async (input: Request): Promise<Response> => {
    const url = new URL(input.url);
    const headers = new Headers(input.headers);
    const given = headers.get(BOOKMARK_HEADER);
    if (bookmark !== null && (given === null || bookmark > given)) headers.set(BOOKMARK_HEADER, bookmark);
    const apiPath = url.pathname.startsWith(options.basePath)
      ? url.pathname.slice(options.basePath.length)
      : url.pathname;
    if (input.method === "POST" && !headers.has("idempotency-key") && takesIdempotencyKey(apiPath)) {
      headers.set("Idempotency-Key", crypto.randomUUID());
    }
    // Read once so every attempt sends the same bytes.
    const body = input.body ? await input.arrayBuffer() : undefined;
    for (let attempt = 0; ; attempt++) {
      const response = await options.fetch(
        new Request(input.url, { method: input.method, headers, body, signal: input.signal, redirect: input.redirect }),
      );
      keepBookmark(response);
      if (response.ok) return response;
      if ((response.status === 429 || response.status === 503) && attempt < options.maxRetries) {
        const asked = parseRetryAfter(response.headers.get("retry-after"));
        const wait = asked ?? Math.min(0.5 * 2 ** attempt, 8) * (0.75 + Math.random() / 2);
        if (wait <= options.maxRetryWaitSeconds) {
          await response.body?.cancel().catch(() => {});
          await sleep(wait * 1000);
          continue;
        }
      }
      throw await ReachGenError.fromResponse(response);
    }
  };
}

/** The data of a 2xx answer (errors were thrown by the fetch above). */
function data<T>(result: { data?: T; response: Response }): T {
  return result.data as T;
}

/**
 * A client for the ReachGen API. `GET`, `POST`, `PATCH`, `DELETE` are typed by path for every operation of the
 * OpenAPI document; the named helpers cover the common calls. Every method throws `ReachGenError` on a non-2xx answer.
 */
export function createClient(options: ReachGenClientOptions) {
  if (!options?.apiKey) throw new TypeError("createClient: apiKey is required (an rgs_… key from the API Keys page)");
  const baseUrl = apiBaseUrl(options.baseUrl);
  const api: Client<paths> = createFetchClient<paths>({
    baseUrl,
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
    fetch: reachGenFetch({
      basePath: new URL(baseUrl).pathname,
      fetch: options.fetch ?? ((request) => fetch(request)),
      maxRetries: options.maxRetries ?? 3,
      maxRetryWaitSeconds: options.maxRetryWaitSeconds ?? 60,
    }),
  });

  const listConcepts = async (query: ListConceptsQuery = {}) => data(await api.GET("/concepts", { params: { query } }));

  /** Every page of `listConcepts`, following `pagination.hasMore` from the given offset. */
  async function* conceptPages(query: ListConceptsQuery = {}) {
    let offset = query.offset ?? 0;
    for (;;) {
      const page = await listConcepts({ ...query, offset });
      yield page;
      if (!page.pagination.hasMore || page.data.length === 0) return;
      offset += page.data.length;
    }
  }

  const helpers = {
    /** The base URL calls go to (`…/api/v1`). */
    baseUrl,
    /** `GET /health`. */
    health: async () => data(await api.GET("/health")),
    /** `GET /platforms`: every platform with its sizes and limits. */
    listPlatforms: async () => data(await api.GET("/platforms")),
    /**
     * `POST /concepts`: a concept from a photo (`imageData`, a data URL: see `imageDataUrl`) and a brief. An
     * Idempotency-Key is sent (a new UUID unless you give one), so a retried call makes the concept once.
     */
    createConcept: async (
      body: paths["/concepts"]["post"]["requestBody"]["content"]["application/json"],
      init: { idempotencyKey?: string; headers?: Record<string, string> } = {},
    ) =>
      data(
        await api.POST("/concepts", {
          body,
          headers: { ...init.headers, ...(init.idempotencyKey ? { "Idempotency-Key": init.idempotencyKey } : {}) },
        }),
      ),
    /** `GET /concepts/{id}`. */
    getConcept: async (id: ConceptId) => data(await api.GET("/concepts/{id}", { params: { path: { id } } })),
    /** `GET /concepts`: one page (`limit` 1–100, `offset`, `platform`). */
    listConcepts,
    /** Every page of `GET /concepts`, as an async iterator: `for await (const page of client.conceptPages())`. */
    conceptPages,
    /** Every concept, page after page: `for await (const concept of client.allConcepts({ platform: "x" }))`. */
    async *allConcepts(query: ListConceptsQuery = {}) {
      for await (const page of conceptPages(query)) yield* page.data;
    },
    /** `PATCH /concepts/{id}`. */
    updateConcept: async (
      id: ConceptId,
      body: paths["/concepts/{id}"]["patch"]["requestBody"]["content"]["application/json"],
    ) => data(await api.PATCH("/concepts/{id}", { params: { path: { id } }, body })),
    /** `PATCH /concepts/{id}/copy/{platform}/{language}`: any of title, body, hashtags, cta (a new version). */
    editCopy: async (
      id: CopyPath["id"],
      platform: CopyPath["platform"],
      language: CopyPath["language"],
      body: paths["/concepts/{id}/copy/{platform}/{language}"]["patch"]["requestBody"]["content"]["application/json"],
    ) =>
      data(
        await api.PATCH("/concepts/{id}/copy/{platform}/{language}", {
          params: { path: { id, platform, language } },
          body,
        }),
      ),
    /** `DELETE /concepts/{id}`. */
    deleteConcept: async (id: ConceptId) => data(await api.DELETE("/concepts/{id}", { params: { path: { id } } })),
  };
  return Object.assign(api, helpers);
}

export type ReachGenClient = ReturnType<typeof createClient>;

/** The media type of a JPEG, PNG or WebP from its first bytes (null for anything else). */
export function imageType(bytes: Uint8Array): "image/jpeg" | "image/png" | "image/webp" | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  const tag = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  if (tag(0) === "RIFF" && tag(8) === "WEBP") return "image/webp";
  return null;
}

/** A photo's bytes as the `data:` URL `createConcept` takes (`imageData`); its type is read from its bytes. */
export function imageDataUrl(photo: Uint8Array | ArrayBuffer, type?: string): string {
  const bytes = photo instanceof Uint8Array ? photo : new Uint8Array(photo);
  const mediaType = type ?? imageType(bytes);
  if (!mediaType) throw new TypeError("imageDataUrl: not a JPEG, PNG or WebP (pass its type to send it anyway)");
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${mediaType};base64,${btoa(binary)}`;
}
