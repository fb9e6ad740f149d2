import { useMutation } from "@tanstack/react-query";
import { SuccessMessage, type ChangePasswordInput } from "@common/auth";
import { requestJson } from "@web/lib/api-request";

/** POST /api/change-password. */
export async function changePassword(input: ChangePasswordInput) {
  return requestJson(SuccessMessage, "POST", "/api/change-password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
