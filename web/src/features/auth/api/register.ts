import { useMutation } from "@tanstack/react-query";
import { AuthResult, type RegisterInput } from "@common/auth";
import { requestJson } from "@web/lib/api-request";
import { useStartSession } from "@web/lib/session/use-auth";

/** POST /api/auth/register. */
export async function register(input: RegisterInput): Promise<AuthResult> {
  return requestJson(AuthResult, "POST", "/api/auth/register", input);
}

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: useStartSession() });
}
