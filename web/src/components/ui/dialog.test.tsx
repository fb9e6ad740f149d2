import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";

function Harness({ busy }: { busy: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent busy={busy}>
          <DialogTitle>Delete it?</DialogTitle>
          <DialogDescription>It cannot be undone.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("DialogContent busy", () => {
  it("while busy: no corner close button, and Escape does not close", async () => {
    render(<Harness busy />);
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByText("open")).toBeInTheDocument();
  });

  it("otherwise: the corner button is there and Escape closes", async () => {
    render(<Harness busy={false} />);
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByText("closed")).toBeInTheDocument();
  });
});
