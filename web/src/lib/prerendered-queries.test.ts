import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { PRERENDERED_QUERIES_ID, queriesScript, sharedConceptQueryKey } from "@common/page-data";
import { createQueryClient } from "./api-request";
import { prerenderedQueriesScript, restorePrerenderedQueries } from "./prerendered-queries";

describe("prerendered queries", () => {
  it("writes the successful queries as a JSON block that no string can close, and restores them as they were", () => {
    const built = new QueryClient();
    const data = { title: "</script><script>alert(1)</script>", n: [1, 2] };
    built.setQueryData(["openapi", "v1"], data);
    const script = prerenderedQueriesScript(built);
    expect(script.startsWith(`<script type="application/json" id="${PRERENDERED_QUERIES_ID}">`)).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);

    const page = new DOMParser().parseFromString(`<!doctype html><body>${script}</body>`, "text/html");
    const browser = new QueryClient();
    restorePrerenderedQueries(browser, page);
    expect(browser.getQueryData(["openapi", "v1"])).toEqual(data);
  });

  it("writes nothing for a page rendered without data, and restores nothing from a page without the block", () => {
    expect(prerenderedQueriesScript(new QueryClient())).toBe("");
    const browser = new QueryClient();
    restorePrerenderedQueries(browser, new DOMParser().parseFromString("<body></body>", "text/html"));
    expect(browser.getQueryCache().getAll()).toHaveLength(0);
  });

  it("restores what the Worker writes into a share page as the query's answer, fresh and not fetched again", async () => {
    const data = { title: "</script>Cold brew", creatives: [] };
    const script = queriesScript([{ queryKey: sharedConceptQueryKey("tok_1"), data }], Date.now());
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const page = new DOMParser().parseFromString(`<!doctype html><head>${script}</head>`, "text/html");
    const browser = createQueryClient();
    restorePrerenderedQueries(browser, page);
    expect(browser.getQueryData(sharedConceptQueryKey("tok_1"))).toEqual(data);
    const state = browser.getQueryState(sharedConceptQueryKey("tok_1"));
    expect(state).toMatchObject({ status: "success", fetchStatus: "idle", isInvalidated: false });
    // The app's own read of the key answers from the cache: no request is made.
    let asked = 0;
    const read = await browser.fetchQuery({
      queryKey: sharedConceptQueryKey("tok_1"),
      queryFn: () => {
        asked++;
        return {};
      },
    });
    expect(read).toEqual(data);
    expect(asked).toBe(0);
    expect(queriesScript([], Date.now())).toBe("");
  });
});
