import { useCallback } from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { AuthResult, AuthUser } from "@common/auth";
import { paths } from "@common/paths";
import { ApiError } from "@web/lib/api-error";
import { apiRequest, clearSessionToken, getSessionToken, setSessionToken } from "@web/lib/api-request";
import { useHydrated } from "@web/lib/use-hydrated";

/** GET /api/auth/user for one stored token; a refusal removes the token. */
export async function getAuthUser(token: string, signal?: AbortSignal): Promise<AuthUser> {
  const res = await fetch("/api/auth/user", {
    headers: { Authorization: `Bearer ${token}` },
    credentials: "include",
    signal,
  });
  // Only the server's refusal signs the user out; a dropped or aborted request (page unload) keeps the session.
  if (!res.ok) {
    clearSessionToken();
    throw await ApiError.fromResponse(res);
  }
  // The schema (and zod with it) loads only for a visitor with a session: the landing page loads none (decision 016).
  const { AuthUser: schema } = await import("@common/auth");
  return schema.parse(await res.json());
}

export function authUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ["session", "user", token] as const,
    queryFn: ({ signal }) => getAuthUser(token!, signal),
    enabled: token !== null,
  });
}

/**
 * SPEC §4: authenticated only when a token is stored and the lookup returns a user. With no token no request is made;
 * a failed lookup removes the token and the user is signed out, with nothing shown.
 */
export function useAuth() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A prerendered page is hydrated as the visitor it was rendered for, then shows the stored session.
  const token = useHydrated() ? getSessionToken() : null;
  const query = useQuery(authUserQueryOptions(token));

  const logout = useCallback(async () => {
    try {
      await apiRequest("POST", "/api/auth/logout");
    } catch {
      // The local sign-out below is what matters; the server session expires on its own.
    }
    clearSessionToken();
    queryClient.clear();
    void navigate(paths.home);
  }, [navigate, queryClient]);

  const user = token !== null && query.data ? query.data : null;
  return { user, isLoading: token !== null && query.isLoading, isAuthenticated: user !== null, logout };
}

/** After login or registration: store the session id and drop every cached read made without it. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (result: AuthResult) => {
      setSessionToken(result.sessionId);
      queryClient.clear();
    },
    [queryClient],
  );
}
