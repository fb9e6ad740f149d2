import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import type { z } from "zod";
import { SESSION_STORAGE_KEY } from "@common/paths";
import { ApiError } from "./api-error";

/** The locally stored session token, if any (SPEC §9: localStorage `userSession`). */
export function getSessionToken(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setSessionToken(token: string): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, token);
}

export function clearSessionToken(): void {
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
}

function authHeaders(): Record<string, string> {
  const token = getSessionToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Fails with an ApiError: '{status}: {body text}' (the status text when the body is empty), SPEC §8. */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await ApiError.fromResponse(res);
}

/**
 * The one request helper of SPEC §7: method, URL, optional JSON body, optional extra headers.
 * The body goes as JSON with a JSON content type only when present; credentials always; bearer token when stored.
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers?: Record<string, string>,
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(data !== undefined ? { "Content-Type": "application/json" } : {}),
      ...authHeaders(),
      ...headers,
    },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/** A request whose JSON answer is parsed with its common/ schema. */
export async function requestJson<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
  data?: unknown,
): Promise<z.output<S>> {
  return schema.parse(await (await apiRequest(method, url, data)).json());
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** Default read: the first element of the query key is the URL; a 401 returns null or throws. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { headers: authHeaders(), credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** Reads and writes are never retried, refetched or stale, except the concept image query (see imageQueryDefaults). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The single exception to the defaults: the concept image query retries twice and goes stale after 5 minutes. */
export const imageQueryDefaults = { retry: 2, staleTime: 5 * 60 * 1000 } as const;
