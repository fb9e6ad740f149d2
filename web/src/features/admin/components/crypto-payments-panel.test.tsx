import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentTransaction } from "@common/payments";
import { resetToasts } from "@web/components/ui/toast";
import { renderWithProviders } from "@web/test/render";
import { callsTo, stubAdminFetch } from "../test-utils";
import { CryptoPaymentsPanel } from "./crypto-payments-panel";

const pending: PaymentTransaction = {
  id: 41,
  userId: 7,
  email: "buyer@example.com",
  type: "subscription",
  status: "pending",
  amount: 9900,
  currency: "usd",
  subscriptionPlan: "enterprise",
  paymentMethod: "crypto",
  cryptoCurrency: "ETH",
  cryptoTxHash: "0xabc",
  cryptoAmount: "0.031",
  createdAt: "2026-11-22T12:00:00.000Z",
  verifiedAt: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

describe("crypto payments panel", () => {
  it("asks before confirming a payment; Cancel decides nothing, the dialog's button confirms", async () => {
    let decided = false;
    const fetchMock = stubAdminFetch({
      "/api/admin/crypto-payments": () =>
        Response.json([decided ? { ...pending, status: "completed", verifiedAt: pending.createdAt } : pending]),
      "POST /api/admin/crypto-payments/41": () => {
        decided = true;
        return Response.json({ ...pending, status: "completed", verifiedAt: pending.createdAt });
      },
    });
    renderWithProviders(<CryptoPaymentsPanel />);
    const row = (await screen.findByText(/buyer@example\.com/)).closest("li")!;

    await userEvent.click(within(row).getByRole("button", { name: "Confirm" }));
    let dialog = await screen.findByRole("dialog", { name: "Confirm payment #41?" });
    expect(dialog).toHaveTextContent("buyer@example.com · ENTERPRISE · $99 · 0.031 ETH");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo(fetchMock, "/api/admin/crypto-payments/41", "POST")).toHaveLength(0);

    await userEvent.click(within(row).getByRole("button", { name: "Confirm" }));
    dialog = await screen.findByRole("dialog", { name: "Confirm payment #41?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm payment" }));
    expect(await screen.findByText("PAYMENT CONFIRMED")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    const [, init] = callsTo(fetchMock, "/api/admin/crypto-payments/41", "POST")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ decision: "confirm" });
    expect(await screen.findByText("COMPLETED")).toBeInTheDocument();
  });

  it("asks before rejecting, with the reject wording", async () => {
    const fetchMock = stubAdminFetch({
      "/api/admin/crypto-payments": [pending],
      "POST /api/admin/crypto-payments/41": () => Response.json({ ...pending, status: "failed" }),
    });
    renderWithProviders(<CryptoPaymentsPanel />);
    await userEvent.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject payment #41?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    expect(await screen.findByText("PAYMENT REJECTED")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, "/api/admin/crypto-payments/41", "POST")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ decision: "reject" });
  });
});
