import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Button, buttonVariants } from "@/components/ui/button";

describe("<Button />", () => {
  it.each([
    ["default", "bg-primary"],
    ["destructive", "bg-destructive"],
    ["outline", "border"],
    ["secondary", "bg-secondary"],
    ["ghost", "hover:bg-accent"],
    ["link", "underline-offset-4"],
  ] as const)("renders the %s variant", (variant, expectedClass) => {
    render(<Button variant={variant}>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("data-variant", variant);
    expect(button).toHaveClass(expectedClass);
  });

  it.each([
    ["default", "h-9"],
    ["sm", "h-8"],
    ["lg", "h-10"],
    ["icon", "size-9"],
  ] as const)("renders the %s size", (size, expectedClass) => {
    render(
      <Button size={size} aria-label="Add">
        +
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Add" })).toHaveClass(expectedClass);
  });

  it("is a native button with a visible focus ring", () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveClass("focus-visible:ring-[3px]");
  });

  it("lets a caller's class override a variant class", () => {
    render(<Button className="h-12">Tall</Button>);
    const button = screen.getByRole("button", { name: "Tall" });
    expect(button).toHaveClass("h-12");
    expect(button).not.toHaveClass("h-9");
  });

  it("renders its child link instead of a button with asChild", () => {
    render(
      <Button asChild variant="outline">
        <a href="/pricing">Pricing</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Pricing" });
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveClass(...buttonVariants({ variant: "outline" }).split(" "));
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("does not fire clicks when disabled", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Submit" });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("fires clicks when enabled", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Submit</Button>);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
