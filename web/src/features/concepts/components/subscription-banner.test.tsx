import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { SESSION_STORAGE_KEY } from "@common/paths";
import { renderWithProviders } from "@web/test/render";
import { stubFetch } from "../test-utils";
import { SubscriptionBanner } from "./subscription-banner";

afterEach(() => vi.unstubAllGlobals());

const DAY = 24 * 60 * 60 * 1000;

function show(plan: string, status: string, ok = true, access: unknown = { state: "active" }) {
  localStorage.setItem(SESSION_STORAGE_KEY, "tok");
  stubFetch((url) =>
    url === "/api/user/subscription"
      ? ok
        ? Response.json({
            plan,
            status,
            conceptsGenerated: 2,
            conceptsLimit: plan === "enterprise" ? -1 : 5,
            subscriptionEndDate: null,
            access,
          })
        : new Response("boom", { status: 500 })
      : undefined,
  );
  renderWithProviders(
    <MemoryRouter>
      <SubscriptionBanner />
    </MemoryRouter>,
  );
}

describe("subscription banner", () => {
  it("a running free trial: Upgrade Plan to /subscription and a default 'TRIAL · N days left' badge", async () => {
    show("free", "inactive", true, {
      state: "trial",
      trialEndsAt: new Date(Date.now() + 5 * DAY - 60_000).toISOString(),
    });
    const banner = await screen.findByRole("region", { name: "Subscription" });
    expect(within(banner).getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/subscription");
    expect(within(banner).getByText("TRIAL · 5 days left").className).toContain("bg-accent");
    expect(within(banner).getByText("2 of 5 concepts used in your trial")).toBeInTheDocument();
  });

  it("an ended trial: a destructive 'TRIAL ENDED' badge and the reason", async () => {
    const message = "Your 7-day free trial has ended. Choose a plan to keep creating ad concepts.";
    show("free", "inactive", true, { state: "trial-ended", message });
    const banner = await screen.findByRole("region", { name: "Subscription" });
    expect(within(banner).getByText("TRIAL ENDED").className).toContain("bg-destructive");
    expect(banner).toHaveTextContent(message);
  });

  it("paid active plan: a default badge and no upgrade; -1 is unlimited", async () => {
    show("enterprise", "active");
    const banner = await screen.findByRole("region", { name: "Subscription" });
    expect(within(banner).queryByRole("link", { name: "Upgrade Plan" })).toBeNull();
    expect(within(banner).getByText("ACTIVE").className).toContain("bg-accent");
    expect(within(banner).getByText("2 of ∞ concepts used this month")).toBeInTheDocument();
  });

  it("says 'Failed to fetch subscription' when the read fails", async () => {
    show("pro", "active", false);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch subscription");
  });
});
