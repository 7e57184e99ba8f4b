import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Toaster } from "@/components/ui/toaster";
import { toast } from "@/components/ui/use-toast";

// jsdom has no pointer capture; Radix's swipe handling calls it on every pointerup.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});

// The store is module-level, but with a limit of one toast each test's first toast
// replaces whatever an earlier test left behind.

function renderedToast() {
  const region = screen.getByRole("region", { name: /notifications/i });
  return within(region).getByRole("listitem");
}

describe("<Toaster />", () => {
  it("shows the title and description of a toast inside the F8 notifications region", () => {
    // Radix mirrors the toast's text into a live region from the next frame for one second, and
    // the toast itself closes after its duration: on a loaded machine real time ran past both
    // before the check. The clock is the test's own here.
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: "Service created", description: "The service has been added." });
      });

      const item = renderedToast();
      expect(within(item).getByText("Service created")).toBeInTheDocument();
      expect(within(item).getByText("The service has been added.")).toBeInTheDocument();
      expect(item).toHaveAttribute("data-variant", "default");
      expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
      // The next frames: the live region announces the text for screen readers.
      act(() => {
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByRole("status")).toHaveTextContent(
        "Service created The service has been added.",
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it("styles a destructive toast with the destructive tokens", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Error", description: "Something failed.", variant: "destructive" });
    });

    const item = renderedToast();
    expect(item).toHaveAttribute("data-variant", "destructive");
    expect(item).toHaveClass("bg-destructive", "text-destructive-foreground");
  });

  it("shows only the newest toast", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First" });
    });
    act(() => {
      toast({ title: "Second" });
    });

    const item = renderedToast();
    expect(within(item).getByText("Second")).toBeInTheDocument();
    expect(within(item).queryByText("First")).not.toBeInTheDocument();
  });

  it("dismisses the toast when its close button is clicked", async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: "Template saved" });
    });

    const item = renderedToast();
    await user.click(within(item).getByRole("button", { name: "Close" }));

    expect(within(screen.getByRole("region")).queryByRole("listitem")).not.toBeInTheDocument();
  });
});
