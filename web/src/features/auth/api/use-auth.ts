import { useCallback } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { AuthResult, type ChangePasswordInput, type LoginInput, type RegisterInput } from "@common/auth";
import { paths } from "@common/paths";
import { apiRequest, clearSessionToken, getSessionToken, setSessionToken } from "@web/lib/api-request";

export interface SignedInUser {
  email: string;
  isAdmin: boolean;
  firstName?: string | null;
}

export const authUserQueryKey = ["/api/auth/user"] as const;

/**
 * SPEC §4: authenticated only when a token is stored and the lookup returns a user. With no token no request is made;
 * a failed lookup removes the token and the user is signed out, with nothing shown.
 */
export function useAuth() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = getSessionToken();
  const query = useQuery({
    queryKey: [...authUserQueryKey, token],
    enabled: token !== null,
    queryFn: async (ctx) => {
      const res = await fetch(authUserQueryKey[0], {
        headers: { Authorization: `Bearer ${token}` },
        credentials: "include",
        signal: ctx.signal,
      });
      // Only the server's refusal signs the user out; a dropped or aborted request (page unload) keeps the session.
      if (!res.ok) {
        clearSessionToken();
        throw new Error(`Auth request failed: ${res.status}`);
      }
      return (await res.json()) as SignedInUser;
    },
  });

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

async function parseAuth(res: Response) {
  return AuthResult.parse(await res.json());
}

/** Login and registration store the session id and refresh every cached query. */
function useSessionMutation<T>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => parseAuth(await apiRequest("POST", url, input)),
    onSuccess: (result) => {
      setSessionToken(result.sessionId);
      queryClient.clear();
    },
  });
}

export const useLogin = () => useSessionMutation<LoginInput>("/api/auth/login");
export const useRegister = () => useSessionMutation<RegisterInput>("/api/auth/register");

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => (await apiRequest("POST", "/api/change-password", input)).json(),
  });
}
