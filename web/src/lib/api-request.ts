import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { SESSION_STORAGE_KEY } from "@common/paths";

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

/** Fails with '{status}: {body text}' (the status text when the body is empty), SPEC §8. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** The message in an error body: the envelope `{error: {message}}`, `{message}` or `{error: "…"}`; else undefined. */
export function bodyMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === "object" && body.error ? body.error.message : (body.message ?? body.error);
    return typeof message === "string" && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's message out of an apiRequest failure ('{status}: {body}'), for toasts and inline errors. Anything else
 * (no body, an HTML page, a network error) gives the fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const match = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message) : null;
  return (match && bodyMessage(match[1]!)) || fallback;
}

/** The HTTP status of an apiRequest failure, when there was a response. */
export function errorStatus(error: unknown): number | undefined {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
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
