import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ResetPasswordInput, SuccessMessage } from "@common/auth";
import { clearSessionToken, requestJson } from "@web/lib/api-request";

/** POST /api/auth/reset-password: sets the new password with the token from the reset link. */
export async function resetPassword(input: ResetPasswordInput) {
  return requestJson(SuccessMessage, "POST", "/api/auth/reset-password", input);
}

/** A reset ends every session of the account, this browser's too: its stored token and cached reads go. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      clearSessionToken();
      queryClient.clear();
    },
  });
}
