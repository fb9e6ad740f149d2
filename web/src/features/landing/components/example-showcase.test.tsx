import { screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConceptSummary } from "@common/concepts";
import { makeConcept, stubFetch } from "@web/features/concepts/test-utils";
import { renderWithProviders } from "@web/test/render";
import { ExampleShowcase } from "./example-showcase";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const copy = (platform: string, title: string) => ({
  en: { [platform]: { title, body: `${title} body`, hashtags: ["#shop"], cta: "Shop now" } },
});

const token = (id: number) => `example-page-${String(id).padStart(9, "0")}`;

/** In list order: the first two could both go to Facebook, the third only to Facebook and Snapchat. */
const examples: ConceptSummary[] = [
  makeConcept({
    id: 201,
    isExample: true,
    title_en: "Slow coffee",
    platforms: ["facebook", "linkedin"],
    renditions: { facebook: ["facebook_feed", "facebook_square"], linkedin: ["linkedin_post"] },
    aiGeneratedCopy: copy("facebook", "Coffee on Facebook"),
    brief: { ...makeConcept().brief, brandName: "Ember & Oak Coffee" },
  }),
  makeConcept({
    id: 202,
    isExample: true,
    title_en: "Warm light",
    platforms: ["pinterest", "facebook"],
    renditions: { pinterest: ["pinterest_pin"], facebook: ["facebook_feed"] },
    aiGeneratedCopy: { en: { ...copy("pinterest", "Candle pin").en, ...copy("facebook", "Candle feed").en } },
    brief: { ...makeConcept().brief, brandName: "Lumen Candle Co." },
  }),
  makeConcept({
    id: 203,
    isExample: true,
    title_en: "Gentle serum",
    platforms: ["facebook", "snapchat"],
    renditions: { facebook: ["facebook_feed"], snapchat: ["snapchat_story"] },
    aiGeneratedCopy: { en: { ...copy("facebook", "Serum feed").en, ...copy("snapchat", "Serum story").en } },
    brief: { ...makeConcept().brief, brandName: "Nordlys Skincare" },
  }),
  makeConcept({
    id: 204,
    isExample: true,
    platforms: ["youtube"],
    renditions: { youtube: ["youtube_thumbnail"] },
    aiGeneratedCopy: copy("youtube", "Bottle video"),
  }),
];

function serve(answer: () => Response) {
  return stubFetch((url) => (url === "/api/examples" ? answer() : undefined));
}

function renderShowcase() {
  return renderWithProviders(
    <MemoryRouter>
      <ExampleShowcase />
    </MemoryRouter>,
  );
}

const previews = () => screen.queryAllByRole("figure", { name: / post preview$/ });

describe("example showcase", () => {
  it("shows three examples, each as a post on a different platform, with its image, copy and links", async () => {
    const fetchMock = serve(() => Response.json(examples));
    renderShowcase();
    expect(screen.getByRole("heading", { level: 2, name: "What one photo becomes" })).toBeInTheDocument();
    await waitFor(() => expect(previews()).toHaveLength(3));
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(["/api/examples"]);

    expect(previews().map((f) => f.getAttribute("aria-label"))).toEqual([
      "Facebook post preview",
      "Pinterest post preview",
      "Snapchat post preview",
    ]);

    const expected = [
      { id: 201, size: "facebook_feed", alt: "Slow coffee as a Facebook post", title: "Coffee on Facebook" },
      { id: 202, size: "pinterest_pin", alt: "Warm light as a Pinterest post", title: "Candle pin" },
      { id: 203, size: "snapchat_story", alt: "Gentle serum as a Snapchat post", title: "Serum story" },
    ];
    const sizes = { facebook_feed: [1200, 628], pinterest_pin: [1000, 1500], snapchat_story: [1080, 1920] } as const;
    previews().forEach((figure, i) => {
      const want = expected[i]!;
      const img = within(figure).getByRole("img", { name: want.alt });
      expect(img).toHaveAttribute("src", `/api/shared/${token(want.id)}/image?size=${want.size}`);
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).toHaveAttribute("width", String(sizes[want.size as keyof typeof sizes][0]));
      expect(img).toHaveAttribute("height", String(sizes[want.size as keyof typeof sizes][1]));
      expect(figure).toHaveTextContent(want.title);
    });
    // Safe zones stay off.
    expect(screen.queryByTestId("safe-zones")).toBeNull();

    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText("Facebook")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Pinterest")).toBeInTheDocument();
    expect(within(items[2]!).getByText("Snapchat")).toBeInTheDocument();

    const links = screen.getAllByRole("link", { name: /^Open the concept/ });
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      `/s/${token(201)}`,
      `/s/${token(202)}`,
      `/s/${token(203)}`,
    ]);
    expect(links[0]).toHaveAccessibleName("Open the concept by Ember & Oak Coffee");

    expect(screen.getByRole("link", { name: "See all examples" })).toHaveAttribute("href", "/dashboard");
  });

  it("shows the same platform twice only when the examples leave no other choice", async () => {
    serve(() => Response.json([examples[0], { ...examples[1]!, platforms: ["facebook"] }, examples[3]]));
    renderShowcase();
    await waitFor(() => expect(previews()).toHaveLength(3));
    expect(previews().map((f) => f.getAttribute("aria-label"))).toEqual([
      "Facebook post preview",
      "YouTube post preview",
      "Facebook post preview",
    ]);
  });

  it("holds the grid's place while loading", async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch((url) => (url === "/api/examples" ? new Promise<Response>((resolve) => (answer = resolve)) : undefined));
    renderShowcase();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the examples");
    expect(previews()).toHaveLength(0);
    answer(Response.json(examples));
    await waitFor(() => expect(previews()).toHaveLength(3));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says so, with a link to the examples page, when the list cannot be read", async () => {
    serve(() => new Response("boom", { status: 500 }));
    renderShowcase();
    expect(await screen.findByText(/The examples could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See them on the examples page" })).toHaveAttribute("href", "/dashboard");
    expect(previews()).toHaveLength(0);
  });

  it("renders nothing when there are no examples", async () => {
    const fetchMock = serve(() => Response.json([]));
    const { container } = renderShowcase();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector("section")).toBeNull());
  });
});
