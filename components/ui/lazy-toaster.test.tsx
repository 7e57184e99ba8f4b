import { act, render, screen } from "@testing-library/react";
import { toast } from "@/components/ui/use-toast";
import { LazyToaster } from "@/components/ui/lazy-toaster";

it("renders nothing until the first toast, then loads the shared toaster and shows that toast", async () => {
  const { container } = render(<LazyToaster />);
  expect(container).toBeEmptyDOMElement();
  act(() => {
    toast({
      title: "Missing information",
      description: "Please provide your name and email address.",
    });
  });
  expect(
    await screen.findByText("Please provide your name and email address."),
  ).toBeInTheDocument();
  expect(screen.getByText("Missing information")).toBeInTheDocument();
  expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
});
