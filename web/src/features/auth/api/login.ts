import { useMutation } from "@tanstack/react-query";
import { AuthResult, type LoginInput } from "@common/auth";
import { requestJson } from "@web/lib/api-request";
import { useStartSession } from "@web/lib/session/use-auth";

/** POST /api/auth/login. */
export async function login(input: LoginInput): Promise<AuthResult> {
  return requestJson(AuthResult, "POST", "/api/auth/login", input);
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: useStartSession() });
}
