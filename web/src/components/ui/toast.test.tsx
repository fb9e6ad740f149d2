import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts, toast, Toaster, TOAST_REMOVE_DELAY, useToast } from "./toast";
import RadixToaster from "./toaster";

afterEach(() => {
  vi.useRealTimers();
  act(() => resetToasts());
});

describe("toasts", () => {
  it("loads the toast UI with the first toast: until then the Toaster draws nothing", async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("region")).toBeNull();
    act(() => void toast({ title: "First ever" }));
    expect(await screen.findByText("First ever")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
  });

  it("shows only one at a time: a new toast replaces the one on screen", () => {
    render(<RadixToaster />);
    act(() => void toast({ title: "First toast", description: "one" }));
    expect(screen.getByText("First toast")).toBeInTheDocument();
    act(() => void toast({ title: "Second toast", variant: "destructive" }));
    expect(screen.queryByText("First toast")).toBeNull();
    expect(screen.getByText("Second toast")).toBeInTheDocument();
    act(() => void toast({ title: "Third toast" }));
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByText("Third toast")).toBeInTheDocument();
  });

  it("renders the description and an optional action button that runs its callback", async () => {
    const onClick = vi.fn();
    render(<RadixToaster />);
    act(
      () =>
        void toast({
          title: "Ready to subscribe?",
          description: "Pick a plan.",
          action: { label: "Subscribe Now", onClick },
        }),
    );
    expect(screen.getByText("Pick a plan.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("closes after the 5000 ms default duration", () => {
    vi.useFakeTimers();
    render(<RadixToaster />);
    act(() => void toast({ title: "Timed toast" }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText("Timed toast")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Timed toast")).toBeNull();
  });

  it("the close button dismisses it", async () => {
    render(<RadixToaster />);
    act(() => void toast({ title: "Closable" }));
    await userEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Closable")).toBeNull();
  });

  it("keeps a dismissed toast in the store (closed) for 1,000,000 ms, then removes it", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let handle!: ReturnType<typeof toast>;
    act(() => void (handle = toast({ title: "Gone later" })));
    act(() => handle.dismiss());
    expect(result.current.toasts).toEqual([expect.objectContaining({ title: "Gone later", open: false })]);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it("puts the region on F8, at the top on phones and bottom right at most 420 px wide from md up", () => {
    render(<RadixToaster />);
    const region = screen.getByRole("region");
    expect(region).toHaveAttribute("aria-label", expect.stringContaining("F8"));
    const list = region.querySelector("ol")!;
    expect(list.className).toMatch(/(^| )top-0( |$)/);
    expect(list.className).toContain("md:bottom-0");
    expect(list.className).toContain("md:right-0");
    expect(list.className).toContain("md:max-w-[420px]");
  });
});
