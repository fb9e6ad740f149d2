import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest, createQueryClient, getQueryFn, imageQueryDefaults } from "./api-request";

const fetchMock = vi.fn();

function lastInit(): RequestInit & { headers: Record<string, string> } {
  return fetchMock.mock.calls.at(-1)![1];
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("apiRequest (SPEC §7 shared request behaviour)", () => {
  it("sends the stored session as a bearer header, and none without one", async () => {
    await apiRequest("GET", "/api/x");
    expect(lastInit().headers.Authorization).toBeUndefined();
    localStorage.setItem("userSession", "tok123");
    await apiRequest("GET", "/api/x");
    expect(lastInit().headers.Authorization).toBe("Bearer tok123");
  });

  it("always sends credentials", async () => {
    await apiRequest("DELETE", "/api/x");
    expect(lastInit().credentials).toBe("include");
    expect(lastInit().method).toBe("DELETE");
  });

  it("sends a JSON body and content type only when a body is given", async () => {
    await apiRequest("POST", "/api/x");
    expect(lastInit().body).toBeUndefined();
    expect(lastInit().headers["Content-Type"]).toBeUndefined();
    await apiRequest("POST", "/api/x", { a: 1 });
    expect(lastInit().body).toBe('{"a":1}');
    expect(lastInit().headers["Content-Type"]).toBe("application/json");
  });

  it("passes extra headers alongside the bearer and JSON headers", async () => {
    localStorage.setItem("userSession", "tok");
    await apiRequest("PATCH", "/api/x", { b: 2 }, { "X-Extra": "yes" });
    expect(lastInit().headers).toEqual({
      "X-Extra": "yes",
      Authorization: "Bearer tok",
      "Content-Type": "application/json",
    });
  });

  it("resolves with the response itself when it is OK", async () => {
    const res = await apiRequest("GET", "/api/x");
    await expect(res.json()).resolves.toEqual({ ok: true });
  });

  it("fails with '{status}: {body text}', or the status text when the body is empty", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"error":"nope"}', { status: 409 }));
    await expect(apiRequest("POST", "/api/x", {})).rejects.toThrow('409: {"error":"nope"}');
    fetchMock.mockResolvedValueOnce(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  const ctx = (url: string) =>
    ({
      queryKey: [url, "extra"],
      signal: new AbortController().signal,
      meta: undefined,
      client: createQueryClient(),
      pageParam: undefined,
      direction: "forward",
    }) as never;

  it("fetches the first element of the query key with the bearer header and credentials", async () => {
    localStorage.setItem("userSession", "tok");
    fetchMock.mockResolvedValueOnce(new Response('{"v":1}', { status: 200 }));
    await expect(getQueryFn({ on401: "throw" })(ctx("/api/thing"))).resolves.toEqual({ v: 1 });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/thing");
    expect(lastInit().headers.Authorization).toBe("Bearer tok");
    expect(lastInit().credentials).toBe("include");
  });

  it("sends no bearer header when no token is stored, and parses the JSON body", async () => {
    fetchMock.mockResolvedValueOnce(new Response("[1,2]", { status: 200 }));
    await expect(getQueryFn({ on401: "throw" })(ctx("/api/list"))).resolves.toEqual([1, 2]);
    expect(lastInit().headers.Authorization).toBeUndefined();
    expect(lastInit().credentials).toBe("include");
  });

  it("fails with '{status}: {body}' on any other non-OK status, in both modes", async () => {
    fetchMock.mockResolvedValueOnce(new Response("boom", { status: 500 }));
    await expect(getQueryFn({ on401: "returnNull" })(ctx("/api/a"))).rejects.toThrow("500: boom");
  });

  it("returns null on 401 in returnNull mode and throws in throw mode", async () => {
    fetchMock.mockResolvedValueOnce(new Response("no", { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(ctx("/api/a"))).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response("no", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })(ctx("/api/a"))).rejects.toThrow("401: no");
  });
});

describe("query client defaults", () => {
  it("reads with the throwing default query function: the key's first element is the URL", async () => {
    const client = createQueryClient();
    fetchMock.mockResolvedValueOnce(new Response('{"n":1}', { status: 200 }));
    await expect(client.fetchQuery({ queryKey: ["/api/n"] })).resolves.toEqual({ n: 1 });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/n");
    fetchMock.mockResolvedValueOnce(new Response("Unauthorized", { status: 401 }));
    await expect(client.fetchQuery({ queryKey: ["/api/private"] })).rejects.toThrow("401: Unauthorized");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("never retries, refetches or goes stale; the image query is the one exception", () => {
    const client = createQueryClient();
    const q = client.getDefaultOptions().queries!;
    expect(q.retry).toBe(false);
    expect(q.staleTime).toBe(Infinity);
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(q.refetchInterval).toBe(false);
    expect(client.getDefaultOptions().mutations!.retry).toBe(false);
    expect(imageQueryDefaults).toEqual({ retry: 2, staleTime: 300_000 });
  });
});
