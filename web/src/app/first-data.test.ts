import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_STORAGE_KEY } from "@common/paths";
import { createQueryClient } from "@web/lib/api-request";
import { brandKitsQueryKey } from "@web/lib/brand-kits";
import { subscriptionQueryOptions } from "@web/lib/session/get-subscription";
import { authUserQueryOptions } from "@web/lib/session/use-auth";
import { prefetchFirstData } from "./first-data";

const asked: { url: string; auth: string | null }[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  asked.push({ url, auth: new Headers(init?.headers).get("Authorization") });
  if (url === "/api/auth/user")
    return Response.json({ id: 1, email: "pro@example.com", firstName: null, lastName: null, isAdmin: false });
  if (url === "/api/brand-kits") return Response.json({ data: [] });
  return new Response("{}", { status: 404 });
});

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("a signed-in page's first data (decision 043)", () => {
  it("asks for the session and the page's data at once, with the stored session, into the queries the page reads", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "sess_1");
    const client = createQueryClient();
    prefetchFirstData(client, "/brand/");
    await vi.waitFor(() => expect(client.getQueryData(brandKitsQueryKey)).toEqual([]));
    await vi.waitFor(() => expect(client.getQueryData(authUserQueryOptions("sess_1").queryKey)).toBeDefined());
    expect(asked.map((a) => a.url).sort()).toEqual(["/api/auth/user", "/api/brand-kits"]);
    expect(asked.every((a) => a.auth === "Bearer sess_1")).toBe(true);
  });

  it("asks for only the session on a page without an entry, and for nothing without a stored session", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, "sess_1");
    const client = createQueryClient();
    prefetchFirstData(client, "/about");
    await vi.waitFor(() => expect(asked.map((a) => a.url)).toEqual(["/api/auth/user"]));

    window.localStorage.clear();
    asked.length = 0;
    const visitor = createQueryClient();
    prefetchFirstData(visitor, "/bulk");
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([]);
    expect(visitor.getQueryState(subscriptionQueryOptions.queryKey)).toBeUndefined();
  });
});
