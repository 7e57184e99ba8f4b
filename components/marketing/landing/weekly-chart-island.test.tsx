import { fireEvent, render, screen } from "@testing-library/react";
import { WEEKLY_ESTIMATES } from "@/lib/marketing/landing";
import { WeeklyChartIsland } from "./weekly-chart-island";

// recharts needs layout APIs jsdom lacks; the island's job is only to load and swap it in.
jest.mock("./weekly-chart-recharts", () => ({
  WeeklyRechartsChart: ({ data }: { data: { label: string }[] }) => (
    <div data-testid="recharts">{data.map((point) => point.label).join(" ")}</div>
  ),
}));

function renderIsland() {
  render(
    <WeeklyChartIsland data={WEEKLY_ESTIMATES}>
      <svg data-testid="static-chart" />
    </WeeklyChartIsland>,
  );
  return screen.getByTestId("static-chart").parentElement!;
}

describe("WeeklyChartIsland", () => {
  it("shows the server-drawn chart until the visitor points at it", async () => {
    const box = renderIsland();
    expect(box).toHaveAttribute("data-chart", "static");
    expect(box).toHaveStyle({ height: "176px" });

    fireEvent.pointerEnter(box);
    expect(await screen.findByTestId("recharts")).toHaveTextContent("Mon Tue Wed Thu Fri Sat Sun");
    expect(screen.queryByTestId("static-chart")).not.toBeInTheDocument();
    expect(box).toHaveAttribute("data-chart", "recharts");
    expect(box).toHaveStyle({ height: "176px" });
  });

  it("also upgrades on touch", async () => {
    const box = renderIsland();
    fireEvent.touchStart(box);
    expect(await screen.findByTestId("recharts")).toBeInTheDocument();
  });
});
