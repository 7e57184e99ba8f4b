import { render, screen } from "@testing-library/react";
import { TechnicianHome } from "@/components/dashboard/technician-home";

it("points a technician at Today, their jobs and their account, with no money and no request", () => {
  const fetchMock = jest.fn();
  global.fetch = fetchMock;
  const { container } = render(<TechnicianHome />);
  expect(screen.getByRole("heading", { level: 1, name: "Your work" })).toBeInTheDocument();
  expect(screen.queryByText(/appear here once the owner schedules them/)).toBeNull();
  expect(screen.getByRole("link", { name: /See today's visits/ })).toHaveAttribute(
    "href",
    "/dashboard/today",
  );
  expect(screen.getByRole("link", { name: /See your jobs/ })).toHaveAttribute(
    "href",
    "/dashboard/jobs",
  );
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
