import { useMutation } from "@tanstack/react-query";
import { type ForgotPasswordInput, SuccessMessage } from "@common/auth";
import { requestJson } from "@web/lib/api-request";

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export async function forgotPassword(input: ForgotPasswordInput) {
  return requestJson(SuccessMessage, "POST", "/api/auth/forgot-password", input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
