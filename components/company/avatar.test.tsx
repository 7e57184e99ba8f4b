import { fireEvent, render, screen } from "@testing-library/react";
import { CompanyAvatar, companyInitials } from "@/components/company/avatar";

describe("companyInitials", () => {
  it.each([
    ["Brightline Home Services", "BH"],
    ["acme", "AC"],
    ["  spark   plug co ", "SP"],
    ["", "CO"],
    [null, "CO"],
    [undefined, "CO"],
    ["X", "X"],
    ["& Co", "C"],
    ["!!! ???", null],
  ])("%p → %p", (name, expected) => {
    expect(companyInitials(name)).toBe(expected);
  });
});

describe("CompanyAvatar", () => {
  it("shows the logo with an accessible name", () => {
    render(<CompanyAvatar name="Acme Electric" logoUrl="/logo.png" size="lg" />);
    expect(screen.getByRole("img", { name: "Acme Electric logo" })).toHaveAttribute(
      "src",
      "/logo.png",
    );
  });

  it("hides a logo that fails to load and shows the initials", () => {
    render(<CompanyAvatar name="Acme Electric" logoUrl="/broken.png" />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.queryByRole("img", { name: "Acme Electric logo" })).toHaveTextContent("AE");
    expect(document.querySelector("img")).toBeNull();
  });

  it("falls back to CO without a name and to an icon without letters", () => {
    const { rerender } = render(<CompanyAvatar name="" logoUrl={null} size="sm" />);
    expect(screen.getByRole("img", { name: "Company logo" })).toHaveTextContent("CO");
    rerender(<CompanyAvatar name="???" logoUrl={null} />);
    expect(screen.getByRole("img", { name: "??? logo" }).tagName.toLowerCase()).toBe("svg");
  });
});
