import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GenerationProgress } from "./generation-progress";

describe("GenerationProgress", () => {
  it("names the platform being rendered as people know it, not by its id", () => {
    render(
      <GenerationProgress
        platforms={["facebook", "youtube"]}
        phases={[
          { phase: "analysing", message: "Analysing" },
          { phase: "rendering", platform: "youtube", done: 4, total: 5, message: "Rendering" },
        ]}
      />,
    );
    const progress = screen.getByRole("list", { name: "Generation progress" });
    expect(within(progress).getByText("4/5 · YouTube")).toBeInTheDocument();
    expect(within(progress).queryByText(/youtube/)).toBeNull();
  });
});
