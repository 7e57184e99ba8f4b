import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SKIP_DELAY_DURATION,
} from "@/components/ui/tooltip";

// Radix positions tooltip content with floating-ui, which observes sizes; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function HelpTooltip() {
  return (
    <Tooltip>
      <TooltipTrigger>Help</TooltipTrigger>
      <TooltipContent>Prices include labour</TooltipContent>
    </Tooltip>
  );
}

describe("tooltip", () => {
  it("uses the product spec delays: 700 ms hover, 300 ms skip", () => {
    expect(TOOLTIP_DELAY_DURATION).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_DURATION).toBe(300);
  });

  it("opens on keyboard focus", async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <HelpTooltip />
      </TooltipProvider>,
    );
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

    await user.tab();

    expect(screen.getByRole("button", { name: "Help" })).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Prices include labour");
  });

  describe("hover delay", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it.each([
      ["inside a TooltipProvider", true],
      ["without a provider (Tooltip supplies one)", false],
    ])("waits 700 ms before opening on hover %s", async (_label, withProvider) => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(withProvider ? <TooltipProvider>{<HelpTooltip />}</TooltipProvider> : <HelpTooltip />);

      await user.hover(screen.getByRole("button", { name: "Help" }));
      act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_DURATION - 1));
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole("tooltip")).toHaveTextContent("Prices include labour");
    });
  });
});
