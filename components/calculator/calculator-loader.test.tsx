import { isValidElement, Suspense, type ReactElement } from "react";
import { render, screen } from "@testing-library/react";
import { notFound } from "@/lib/errors";
import { getPublicCalculator } from "@/lib/calculator/load";
import { CalculatorLoader, CALCULATOR_INLINE_WAIT_MS } from "./calculator-loader";
import { CalculatorSkeleton } from "./calculator-skeleton";

jest.mock("@/lib/calculator/load", () => ({ getPublicCalculator: jest.fn() }));
const load = getPublicCalculator as jest.MockedFunction<typeof getPublicCalculator>;

const data = {
  company: { id: "c1", name: "Brightline" },
  services: [],
  categories: [],
} as unknown as Awaited<ReturnType<typeof getPublicCalculator>>;

afterEach(() => load.mockReset());

describe("CalculatorLoader", () => {
  it("renders the calculator in place when the price book answers in time (no skeleton)", async () => {
    load.mockResolvedValue(data);
    const element = (await CalculatorLoader({
      slug: "brightline",
      mode: "public",
    })) as ReactElement;
    expect(element.type).not.toBe(Suspense);
    expect(element.props).toMatchObject({ loaded: { data }, slug: "brightline" });
  });

  it("streams behind the 4 placeholder cards when the read takes longer", async () => {
    let answer: (value: typeof data) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const started = Date.now();
    const element = (await CalculatorLoader({
      slug: "brightline",
      mode: "public",
    })) as ReactElement<{
      fallback: ReactElement;
      children: ReactElement<{ loading: Promise<unknown> }>;
    }>;
    expect(Date.now() - started).toBeGreaterThanOrEqual(CALCULATOR_INLINE_WAIT_MS - 5);
    expect(element.type).toBe(Suspense);
    expect(isValidElement(element.props.fallback) && element.props.fallback.type).toBe(
      CalculatorSkeleton,
    );
    render(element.props.fallback);
    expect(screen.getAllByTestId("service-placeholder")).toHaveLength(4);
    // The streamed part renders the same calculator once the read answers.
    answer(data);
    await expect(element.props.children.props.loading).resolves.toEqual({ data });
  });

  it("shows a missing company as not found, and a failed read with a way to try again", async () => {
    load.mockRejectedValue(notFound("Company not found."));
    const missing = (await CalculatorLoader({ slug: "nobody", mode: "public" })) as ReactElement;
    render(missing);
    expect(screen.getByRole("alert")).toHaveTextContent("Calculator not found");
    expect(screen.queryByRole("link", { name: "Try again" })).toBeNull();

    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    load.mockRejectedValue(new Error("connection refused"));
    const failed = (await CalculatorLoader({ slug: "brightline", mode: "embed" })) as ReactElement;
    render(failed);
    expect(screen.getAllByRole("alert")[1]).toHaveTextContent("The calculator could not be loaded");
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute(
      "href",
      "/calculator?company=brightline&embed=1",
    );
    logged.mockRestore();
  });
});
