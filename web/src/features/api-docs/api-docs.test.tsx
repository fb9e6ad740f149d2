import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "@common/paths";
import { WEBHOOK_RETRY_SCHEDULE_SECONDS, webhookEventLabels, webhookEventTypes } from "@common/webhooks";
import { renderApp } from "@web/test/render";
import { fixtureDocument, fixtureOperations } from "./test-utils";

let openapi: () => Response | Promise<Response>;

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === "/api/v1/openapi.json") return openapi();
  if (url === "/api/subscription-plans") return Response.json([]);
  return new Response("Not found", { status: 404 });
});

beforeEach(() => {
  openapi = () => Response.json(fixtureDocument());
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const card = (method: string, path: string) => screen.findByRole("article", { name: `${method} ${path}` });

describe("/api-docs renders the OpenAPI document", () => {
  it("shows a card for every operation with its method, path, auth, price and parameters, and nothing else", async () => {
    renderApp(paths.apiDocs);
    for (const op of fixtureOperations) {
      const el = await card(op.method, op.path);
      expect(el).toHaveAttribute("id", op.id);
      expect(within(el).getByText(op.method, { selector: "span" })).toBeInTheDocument();
      expect(within(el).getByText(op.path, { selector: "code" })).toBeInTheDocument();
      expect(within(el).getByText(op.price, { exact: false, selector: "dd" })).toBeInTheDocument();
    }
    expect(document.querySelectorAll("[data-operation-id]")).toHaveLength(fixtureOperations.length);

    const make = await card("POST", "/widgets");
    expect(within(make).getByText("Secret key with widget:make")).toBeInTheDocument();
    expect(within(make).getByText("Builds one widget from its parts.")).toBeInTheDocument();
    const makeParams = within(make).getByRole("table", { name: "Parameters of POST /widgets" });
    expect(within(makeParams).getByRole("row", { name: /idempotency-key header string No/ })).toBeInTheDocument();

    const read = await card("GET", "/widgets/{widgetId}");
    const params = within(read).getByRole("table", { name: "Parameters of GET /widgets/{widgetId}" });
    expect(
      within(params).getByRole("row", { name: /widgetId path integer Yes The widget's number > 0 · example 77/ }),
    ).toBeInTheDocument();
    expect(within(params).getByRole("row", { name: /detail query string No How much to include/ })).toHaveTextContent(
      /One of brief full/,
    );
    expect(within(await card("GET", "/tokens")).getByText("Signed-in session only")).toBeInTheDocument();
    expect(within(await card("GET", "/ping")).getByText("None")).toBeInTheDocument();

    // Tag groups in the page and in the side navigation.
    for (const tag of ["Health", "Widgets", "Tokens"]) {
      // Once among the endpoints, once among the code examples.
      expect(screen.getAllByRole("heading", { level: 3, name: tag })).toHaveLength(2);
    }
    const nav = screen.getByRole("navigation", { name: "API documentation sections" });
    expect(within(nav).getByRole("link", { name: "Widgets" })).toHaveAttribute("href", "#tag-widgets");
    expect(within(nav).getByText("https://api.example.test/api/v1")).toBeInTheDocument();

    // Pricing per endpoint comes from x-price.
    const prices = screen.getByRole("table", { name: "Price per successful call, by endpoint" });
    expect(within(prices).getByRole("row", { name: /POST \/widgets \$0\.25/ })).toBeInTheDocument();
    expect(within(prices).getByRole("row", { name: /GET \/ping Free/ })).toBeInTheDocument();
    expect(within(prices).getAllByRole("row")).toHaveLength(fixtureOperations.length + 1);
  }, 15_000); // every card of the page, each looked up

  it("resolves $refs: request body fields nested from components, responses and schemas linked", async () => {
    renderApp(paths.apiDocs);
    const make = await card("POST", "/widgets");
    const body = within(make).getByRole("table", { name: "Request body of POST /widgets" });
    expect(
      within(body).getByRole("row", { name: /^label string Yes Shown on the widget 1–80 characters$/ }),
    ).toBeTruthy();
    expect(within(body).getByRole("row", { name: /^size string No One of small large$/ })).toBeTruthy();
    expect(
      within(body).getByRole("row", { name: /^parts\[\]\.name string Yes What the part is called 2–40/ }),
    ).toBeTruthy();
    expect(within(body).getByRole("row", { name: /^finish\.gloss boolean No default false$/ })).toBeTruthy();
    expect(within(body).getByRole("link", { name: "Part" })).toHaveAttribute("href", "#schema-Part");

    const responses = within(make).getByRole("table", { name: "Responses of POST /widgets" });
    const created = within(responses).getByRole("row", { name: /^201 The new widget/ });
    // The rate-limit headers are one link to the table that explains them, not their names on every row.
    expect(created).toHaveTextContent("Headers: rate limit");
    expect(created).not.toHaveTextContent("RateLimit-Limit");
    expect(within(created).getByRole("link", { name: "rate limit" })).toHaveAttribute("href", "#rate-limits");
    expect(within(created).getByRole("link", { name: "Widget" })).toHaveAttribute("href", "#schema-Widget");
    // Descriptions are CommonMark: code spans show as code.
    const limited = within(responses).getByRole("row", { name: /^429 Too many widgets; wait Retry-After seconds/ });
    expect(within(limited).getByText("Retry-After", { selector: "code" })).toBeInTheDocument();

    const file = await card("GET", "/widgets/{widgetId}/file");
    expect(within(file).getByRole("row", { name: /^200 The widget as a ZIP File · application\/zip$/ })).toBeTruthy();

    const widget = await screen.findByRole("article", { name: "Widget" });
    expect(widget).toHaveAttribute("id", "schema-Widget");
    expect(within(widget).getByRole("link", { name: "Part" })).toHaveAttribute("href", "#schema-Part");
  });

  it("shows curl, JavaScript and Python for each operation, with one language choice for the page", async () => {
    const user = userEvent.setup();
    renderApp(paths.apiDocs);
    const make = (await screen.findByRole("heading", { level: 4, name: /^POST \/widgets Make a widget$/ })).closest(
      "section",
    )!;
    expect(make).toHaveAttribute("id", "makeWidget-example");
    const code = () => within(make).getByRole("region", { name: /POST \/widgets/ }).textContent;
    expect(code()).toContain('curl -X POST "https://api.example.test/api/v1/widgets"');
    expect(code()).toContain('-H "Idempotency-Key: $(uuidgen)"');
    expect(code()).toContain('"label": "Desk lamp"');

    await user.click(within(make).getByRole("tab", { name: "JavaScript" }));
    expect(code()).toContain('method: "POST"');
    expect(code()).toContain('"Idempotency-Key": crypto.randomUUID()');

    await user.click(within(make).getByRole("tab", { name: "Python" }));
    expect(code()).toContain("requests.post(");
    expect(code()).toContain("json={");

    // Every other sample on the page follows the choice.
    const ping = document.getElementById("ping-example")!;
    expect(within(ping).getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
    expect(within(ping).getByRole("region", { name: /GET \/ping/ }).textContent).toContain("requests.get(");

    // A multipart upload sends its parts as files, in each language.
    const upload = document.getElementById("uploadWidgets-example")!;
    const uploadCode = () => within(upload).getByRole("region", { name: /POST \/widgets\/upload/ }).textContent;
    expect(uploadCode()).toContain('"sheet": ("widgets.csv", open("widgets.csv", "rb"), "text/csv"),');
    await user.click(within(upload).getByRole("tab", { name: "curl" }));
    expect(uploadCode()).toContain('-F "sheet=@widgets.csv;type=text/csv"');
    await user.click(within(upload).getByRole("tab", { name: "JavaScript" }));
    expect(uploadCode()).toContain('form.append("photos", await openAsBlob("photos.zip"');
  }, 15_000); // three tab switches on a page of every card

  it("keeps the space with skeletons while the document loads", async () => {
    openapi = () => new Promise<Response>(() => {});
    renderApp(paths.apiDocs);
    expect(await screen.findByRole("heading", { level: 1, name: "API Documentation" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the API reference…");
    expect(document.querySelectorAll("[data-operation-id]")).toHaveLength(0);
  });

  it("a failed request shows an error panel with a retry and the raw document link; retry loads it", async () => {
    const user = userEvent.setup();
    openapi = () => new Response("upstream down", { status: 502 });
    renderApp(paths.apiDocs);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The API reference could not be loaded");
    expect(alert).toHaveTextContent("The server answered 502.");
    expect(within(alert).getByRole("link", { name: "Open the raw OpenAPI document" })).toHaveAttribute(
      "href",
      "/api/v1/openapi.json",
    );
    // The rest of the page stands.
    expect(screen.getByRole("heading", { level: 2, name: "Authentication" })).toBeInTheDocument();

    openapi = () => Response.json(fixtureDocument());
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await card("POST", "/widgets")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a malformed document shows the error panel, not a crash", async () => {
    const doc = fixtureDocument() as unknown as { paths: Record<string, Record<string, object>> };
    doc.paths["/ping"] = { get: { summary: "no operationId, no responses" } };
    openapi = () => Response.json(doc);
    renderApp(paths.apiDocs);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The document does not have the expected shape at paths./ping.get");
    expect(screen.getByRole("heading", { level: 1, name: "API Documentation" })).toBeInTheDocument();
  });
});

describe("/api-docs SDK section", () => {
  it("says how to install @reachgen/sdk from the repository, runs the example and lists what it does", async () => {
    renderApp(paths.apiDocs);
    const section = await screen.findByRole("region", { name: "SDKs & Libraries" });
    expect(within(section).getByText(/npm install \/path\/to\/reachgen\/sdk/)).toBeInTheDocument();
    // The run command, and the example's own usage comment.
    expect(within(section).getAllByText(/node sdk\/examples\/first-concept\.mjs photo\.jpg/).length).toBeGreaterThan(0);
    const features = within(section).getByRole("table", { name: "What the SDK does" });
    for (const feature of ["Typed calls", "Retries", "Idempotency", "Pagination", "Errors", "Webhooks"]) {
      expect(within(features).getByRole("cell", { name: feature })).toBeInTheDocument();
    }
    expect(within(section).queryByText(/No official SDK/)).toBeNull();
    // The verifier is for ReachGen's own webhooks, which the Webhooks section explains.
    expect(features).not.toHaveTextContent("does not send webhooks");
    expect(within(features).getByRole("link", { name: "Webhooks" })).toHaveAttribute("href", "#webhook-signatures");
    // The code shown is the example file itself, whole once unfolded.
    const file = readFileSync(resolve(process.cwd(), "sdk/examples/first-concept.mjs"), "utf8").replace(/\n$/, "");
    await userEvent.setup().click(within(section).getByRole("button", { name: /^Show all \d+ lines$/ }));
    const shown = [...section.querySelectorAll("pre")].find((pre) => pre.textContent?.includes("String(concept.id)"));
    expect(shown?.textContent?.replace(/\n$/, "")).toBe(file);
  });
});

describe("/api-docs Webhooks section", () => {
  it("is in the navigation and lists every event, a delivery, verification in three languages, retries and URL rules", async () => {
    const user = userEvent.setup();
    renderApp(paths.apiDocs);
    await card("POST", "/widgets"); // the document is in: the samples use its base URL
    const section = await screen.findByRole("region", { name: "Webhooks" });
    const nav = screen.getByRole("navigation", { name: "API documentation sections" });
    expect(within(nav).getByRole("link", { name: "Webhooks" })).toHaveAttribute("href", "#webhooks");
    // In the page's order: after the code examples, before the SDK.
    const ids = [...document.querySelectorAll("section[id]")].map((s) => s.id);
    expect(ids.indexOf("webhooks")).toBeGreaterThan(ids.indexOf("code-examples"));
    expect(ids.indexOf("webhooks")).toBeLessThan(ids.indexOf("sdks"));

    const events = within(section).getByRole("table", { name: "Webhook events" });
    expect(within(events).getAllByRole("row")).toHaveLength(webhookEventTypes.length + 1);
    for (const type of webhookEventTypes) {
      expect(within(events).getByRole("row", { name: new RegExp(`^${type.replace(".", "\\.")} `) })).toHaveTextContent(
        webhookEventLabels[type],
      );
    }
    expect(within(section).getByText(/^webhook-signature: v1,/, { exact: false })).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "API Keys page" })).toHaveAttribute("href", "/api-keys");

    // Verification: curl (a test event and the HMAC by hand), JavaScript (the SDK and standardwebhooks), Python.
    const code = () => within(section).getAllByRole("region", { name: /\((bash|javascript|python)\)$/ });
    const text = () =>
      code()
        .map((c) => c.textContent)
        .join("\n");
    expect(text()).toContain('curl -X POST "https://api.example.test/api/v1/webhooks/we_…/test"');
    expect(text()).toContain("openssl dgst -sha256 -mac HMAC");
    await user.click(within(section).getByRole("tab", { name: "JavaScript" }));
    expect(text()).toContain('import { verifyWebhook, WebhookVerificationError } from "@reachgen/sdk";');
    expect(text()).toContain('import { Webhook } from "standardwebhooks";');
    await user.click(within(section).getByRole("tab", { name: "Python" }));
    expect(text()).toContain("from standardwebhooks.webhooks import Webhook, WebhookVerificationError");
    expect(text()).toContain("webhook.verify(request.get_data(), dict(request.headers))");

    // Retries on the contract's schedule, replay, disabling, rotation's overlap and the URL rules.
    const retries = within(section).getByRole("table", { name: "Retry schedule" });
    expect(within(retries).getAllByRole("row")).toHaveLength(WEBHOOK_RETRY_SCHEDULE_SECONDS.length + 2);
    expect(section).toHaveTextContent(
      "tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: 8 attempts over about 28 hours",
    );
    expect(section).toHaveTextContent("the endpoint is disabled");
    expect(section).toHaveTextContent("sends the same event again at once, with the same webhook-id");
    expect(section).toHaveTextContent("the old one keeps signing, as a second signature, for 24 hours");
    expect(section).toHaveTextContent("An endpoint URL must use https");
    expect(section).toHaveTextContent("private, loopback, link-local");
  });
});
