import { render, screen } from "@testing-library/react";
import { CalculatorHeader, customerBackTarget } from "@/components/calculator/calculator-header";

const origin = "https://app.example.com";

describe("customerBackTarget", () => {
  it("goes back in the history when the previous page is on the same site", () => {
    expect(
      customerBackTarget({ referrer: `${origin}/somewhere`, origin, historyLength: 2 }, null),
    ).toBe("history");
  });

  it("does not go back when the link was opened directly (no history)", () => {
    expect(customerBackTarget({ referrer: "", origin, historyLength: 1 }, null)).toBeNull();
    expect(
      customerBackTarget({ referrer: `${origin}/x`, origin, historyLength: 1 }, null),
    ).toBeNull();
  });

  it("does not go back to another site; sends to the company's website instead", () => {
    expect(
      customerBackTarget(
        { referrer: "https://other.example.org/", origin, historyLength: 3 },
        "https://plumber.example.net/",
      ),
    ).toEqual({ href: "https://plumber.example.net/" });
    expect(
      customerBackTarget(
        { referrer: "https://other.example.org/", origin, historyLength: 3 },
        null,
      ),
    ).toBeNull();
  });

  it("ignores a website that is not an http(s) address", () => {
    expect(
      customerBackTarget({ referrer: "", origin, historyLength: 1 }, "javascript:alert(1)"),
    ).toBeNull();
    expect(customerBackTarget({ referrer: "", origin, historyLength: 1 }, "not a url")).toBeNull();
  });
});

describe("CalculatorHeader back button", () => {
  it("is hidden for a customer who opened the link directly and the company has no website", () => {
    render(<CalculatorHeader name="Acme" logo={null} mode="public" />);
    expect(screen.queryByRole("button", { name: "Go back" })).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("links to the company's website when there is no same-site history", () => {
    render(
      <CalculatorHeader name="Acme" logo={null} mode="public" website="https://acme.example/" />,
    );
    expect(screen.getByRole("link", { name: "Back to Acme's website" })).toHaveAttribute(
      "href",
      "https://acme.example/",
    );
  });

  it("keeps the owner's preview link to /dashboard", () => {
    render(<CalculatorHeader name="Acme" logo={null} mode="preview" />);
    expect(screen.getByRole("link", { name: "Back to dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("shows no back button in an embed", () => {
    render(<CalculatorHeader name="Acme" logo={null} mode="embed" />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});

describe("CalculatorHeader back button with a same-site previous page", () => {
  it("goes back in the history", () => {
    const referrer = jest
      .spyOn(document, "referrer", "get")
      .mockReturnValue(`${window.location.origin}/pricing`);
    window.history.pushState({}, "", "/calculator/acme");
    try {
      render(
        <CalculatorHeader name="Acme" logo={null} mode="public" website="https://a.example/" />,
      );
      expect(screen.getByRole("button", { name: "Go back" })).toBeInTheDocument();
      expect(screen.queryByRole("link")).toBeNull();
    } finally {
      referrer.mockRestore();
    }
  });
});
