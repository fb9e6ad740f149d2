import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";

const data = [
  { label: "Dec 1", value: 3 },
  { label: "Dec 2", value: 0 },
  { label: "Dec 3", value: 12 },
];

describe("BarChart", () => {
  it("is one image named by its title and a summary, with a tooltip per bar", () => {
    const { container } = render(<BarChart title="Calls per day" data={data} formatValue={(n) => `${n} calls`} />);
    const figure = screen.getByRole("figure", { name: "Calls per day" });
    const img = within(figure).getByRole("img");
    expect(img).toHaveAccessibleName("Calls per day: 3 bars from Dec 1 to Dec 3; highest 12 calls (Dec 3)");
    expect([...container.querySelectorAll("svg title")].map((t) => t.textContent)).toEqual([
      "Dec 1: 3 calls",
      "Dec 2: 0 calls",
      "Dec 3: 12 calls",
    ]);
  });

  it("lists every value in a table for screen readers", () => {
    render(<BarChart title="Calls per day" data={data} labelHeader="Day" valueHeader="Calls" />);
    const table = screen.getByRole("table", { name: "Calls per day" });
    expect(table).toHaveClass("sr-only");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Day", "Calls"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => [within(r).getByRole("rowheader").textContent, within(r).getByRole("cell").textContent]);
    expect(rows).toEqual([
      ["Dec 1", "3"],
      ["Dec 2", "0"],
      ["Dec 3", "12"],
    ]);
  });

  it("scales bars to the largest value and draws them in the theme's accent colour", () => {
    const { container } = render(<BarChart title="Calls" data={data} />);
    const bars = [...container.querySelectorAll('[data-testid="bar"] rect.fill-accent')];
    expect(bars.map((b) => Number(b.getAttribute("height")))).toEqual([25, 0, 100]);
  });

  it("says so when there is nothing to draw, and can hide its caption visually", () => {
    render(<BarChart title="Calls" data={[]} emptyText="No calls yet" hideTitle />);
    expect(screen.getByText("No calls yet")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("Calls")).toHaveClass("sr-only");
  });
});
