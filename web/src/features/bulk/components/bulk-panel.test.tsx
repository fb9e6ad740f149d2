import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Subscription } from "@common/auth";
import type { Job } from "@common/jobs";
import { paths, SESSION_STORAGE_KEY } from "@common/paths";
import { renderApp } from "@web/test/render";

const JOB_ID = `job_${"a".repeat(24)}`;

const sub = (plan: Subscription["plan"]): Subscription => ({
  plan,
  status: "active",
  conceptsGenerated: 0,
  conceptsLimit: 100,
  subscriptionEndDate: null,
  access: { state: "active" },
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  billing: "sandbox",
});

const job = (done: number, rows: Job["rows"], status: Job["status"] = "running"): Job => ({
  id: JOB_ID,
  type: "concept.bulk",
  status,
  progress: { done, total: 3 },
  result: null,
  rows,
  error: null,
  attempts: 1,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
  completedAt: status === "running" ? null : "2026-12-01T10:00:05.000Z",
  expiresAt: "2026-12-02T10:00:00.000Z",
});

const badRow = {
  row: 3,
  status: "failed" as const,
  conceptId: null,
  error: {
    code: "VALIDATION_FAILED" as const,
    message: '"myspace" is not a platform; image: shoe.jpg is not in the photos ZIP',
    column: "platforms",
    issues: [
      { column: "platforms", message: '"myspace" is not a platform' },
      { column: "image", message: "shoe.jpg is not in the photos ZIP" },
    ],
  },
};

let subscription: Subscription;
let answers: Job[];
let upload: () => Response;

const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input).split("?")[0]!;
  if (url === "/api/auth/user")
    return Response.json({ id: 1, email: "pro@example.com", firstName: null, lastName: null, isAdmin: false });
  if (url === "/api/user/subscription") return Response.json(subscription);
  if (url === "/api/v1/bulk" && init.method === "POST") return upload();
  if (url === `/api/v1/jobs/${JOB_ID}`) return Response.json(answers.length > 1 ? answers.shift() : answers[0]);
  return Response.json({ data: [], pagination: { limit: 50, offset: 0, total: 0, hasMore: false } });
});

beforeEach(() => {
  subscription = sub("pro");
  answers = [
    job(1, [
      { row: 1, status: "running", conceptId: null, error: null },
      { row: 2, status: "pending", conceptId: null, error: null },
      badRow,
    ]),
    job(
      3,
      [
        { row: 1, status: "succeeded", conceptId: 41, error: null },
        { row: 2, status: "succeeded", conceptId: 42, error: null },
        badRow,
      ],
      "succeeded",
    ),
  ];
  upload = () => Response.json({ id: JOB_ID, status: "queued", statusUrl: `/api/v1/jobs/${JOB_ID}` }, { status: 202 });
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem(SESSION_STORAGE_KEY, "tok");
});
afterEach(() => vi.unstubAllGlobals());

const csv = () => new File(["businessType\n"], "briefs.csv", { type: "text/csv" });

describe("/bulk", () => {
  it("uploads the CSV and photos, lists the bad row by column, follows progress to done and links each concept", async () => {
    const user = userEvent.setup();
    renderApp(paths.bulk);
    expect(await screen.findByRole("heading", { level: 1, name: "Bulk Generate" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Download template" })).toHaveAttribute(
      "href",
      "/api/v1/bulk/template.csv",
    );
    await user.upload(await screen.findByLabelText("CSV of briefs"), csv());
    await user.upload(
      screen.getByLabelText("Photos ZIP (optional)"),
      new File(["PK"], "photos.zip", { type: "application/zip" }),
    );
    expect(screen.getByText("photos.zip")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload" }));

    const [, init] = fetchMock.mock.calls.find(([u]) => String(u) === "/api/v1/bulk")!;
    const form = init!.body as FormData;
    expect((form.get("csv") as File).name).toBe("briefs.csv");
    expect((form.get("images") as File).name).toBe("photos.zip");

    const bar = await screen.findByRole("progressbar", { name: "Rows done" });
    expect(bar).toHaveAttribute("aria-valuenow", "1");
    const table = screen.getByRole("table");
    expect(within(table).getByRole("row", { name: /3 platforms "myspace" is not a platform/ })).toBeInTheDocument();
    // Each problem of a row is its own line, with its own column.
    expect(within(table).getByRole("row", { name: /3 image shoe\.jpg is not in the photos ZIP/ })).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: "Job done" }, { timeout: 4000 })).toBeInTheDocument();
    expect(bar).toHaveAttribute("aria-valuenow", "3");
    expect(screen.getByRole("link", { name: "Concept #42" })).toHaveAttribute("href", "/dashboard#concept-42");
    expect(screen.getByRole("button", { name: "Download all" })).toBeEnabled();
  });

  it("shows the server's refusal of an upload", async () => {
    upload = () =>
      Response.json(
        {
          error: {
            code: "PAYLOAD_TOO_LARGE",
            message: "The CSV has 101 rows; a job on the Pro plan takes at most 100",
            requestId: "r",
          },
        },
        { status: 413 },
      );
    const user = userEvent.setup();
    renderApp(paths.bulk);
    await user.upload(await screen.findByLabelText("CSV of briefs"), csv());
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "UPLOAD REFUSEDThe CSV has 101 rows; a job on the Pro plan takes at most 100",
    );
  });

  it("offers the plans to a Basic account instead of the upload", async () => {
    subscription = sub("basic");
    renderApp(paths.bulk);
    expect(await screen.findByText(/up to 100 concepts per CSV on Pro and 1,000 on Enterprise/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload" })).toBeNull();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", paths.plans);
  });
});
