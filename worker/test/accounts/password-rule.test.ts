import { describe, expect, it } from "vitest";
import { ChangePasswordInput, LoginInput, Password, RegisterInput, SuccessMessage } from "@common/auth";
import { createUser } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";

const change = (auth: Record<string, string>, currentPassword: string, newPassword: string) =>
  call("/api/change-password", jsonInit("POST", { currentPassword, newPassword }, auth));

describe("one password rule", () => {
  it("refuses `abcdef` as a new password with the 8-character message, however often, without spending the budget", async () => {
    const { password, auth } = await createUser();
    for (let i = 0; i < 12; i++)
      await expectError(
        await change(auth, password, "abcdef"),
        400,
        "VALIDATION_FAILED",
        "Password must be at least 8 characters",
      );
    await expectBody(await change(auth, password, "abcdefgh"), 200, SuccessMessage);
  });

  it("is the same schema for registration, sign-in and the new password", () => {
    const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    const seven = "1234567";
    const person = { email: "a@b.co", firstName: "A", lastName: "B" };
    expect(issue(Password.safeParse(seven))).toBe("Password must be at least 8 characters");
    expect(issue(LoginInput.safeParse({ email: "a@b.co", password: seven }))).toBe(
      "Password must be at least 8 characters",
    );
    expect(issue(RegisterInput.safeParse({ ...person, password: seven }))).toBe(
      "Password must be at least 8 characters",
    );
    expect(issue(ChangePasswordInput.safeParse({ currentPassword: "x", newPassword: seven }))).toBe(
      "Password must be at least 8 characters",
    );
    expect(issue(ChangePasswordInput.safeParse({ currentPassword: "x", newPassword: "" }))).toBe(
      "All password fields are required.",
    );
    expect(issue(ChangePasswordInput.safeParse({ currentPassword: "x", newPassword: "p".repeat(257) }))).toBe(
      "Password must be at most 256 characters",
    );
    // The current password is only compared: one set under the old 6-character rule can still be replaced.
    expect(ChangePasswordInput.safeParse({ currentPassword: "abcdef", newPassword: "12345678" }).success).toBe(true);
  });
});
