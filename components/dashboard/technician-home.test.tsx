import { render, screen } from "@testing-library/react";
import { TechnicianHome } from "@/components/dashboard/technician-home";

it("shows a technician their work and account, with no money and no request", () => {
  const fetchMock = jest.fn();
  global.fetch = fetchMock;
  const { container } = render(<TechnicianHome />);
  expect(screen.getByRole("heading", { level: 1, name: "Your work" })).toBeInTheDocument();
  expect(screen.getByText(/appear here once the owner schedules them/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Open your account/ })).toHaveAttribute(
    "href",
    "/dashboard/account",
  );
  expect(screen.getByRole("link", { name: /Get help/ })).toHaveAttribute(
    "href",
    "/dashboard/support",
  );
  expect(container).not.toHaveTextContent(/\$|total|price|payment|revenue/i);
  expect(fetchMock).not.toHaveBeenCalled();
});
