import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { CompanySwitcherItems } from "@/components/dashboard/company-switcher";
import type { MyCompanies } from "@/components/dashboard/my-companies";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";

const toastMock = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (arg: unknown) => toastMock(arg) }));
beforeAll(polyfillRadix);

const two: MyCompanies = {
  current: "c1",
  companies: [
    { id: "c1", name: "Acme Plumbing", role: "owner" },
    { id: "c2", name: "Bolt Electric", role: "technician" },
  ],
};

function Menu({ data }: { data: MyCompanies }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Account menu</DropdownMenuTrigger>
      <DropdownMenuContent>
        <CompanySwitcherItems data={data} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

it("is not there for a login in one company", async () => {
  const user = userEvent.setup();
  renderWithClient(<Menu data={{ current: "c1", companies: [two.companies[0]] }} />);
  await user.click(screen.getByRole("button", { name: "Account menu" }));
  expect(screen.queryByRole("group", { name: "Switch company" })).not.toBeInTheDocument();
});

it("lists the companies with the role, marks the current one and switches with a full load", async () => {
  const posts: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname !== "/api/account/companies" || init?.method !== "POST") return undefined;
    posts.push(JSON.parse(String(init.body)));
    return jsonResponse(200, { current: "c2" });
  });
  // jsdom cannot navigate: it reports the attempt, which is what this test looks for.
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  const user = userEvent.setup();
  renderWithClient(<Menu data={two} />);
  await user.click(screen.getByRole("button", { name: "Account menu" }));
  expect(screen.getByRole("group", { name: "Switch company" })).toBeInTheDocument();
  const current = screen.getByRole("menuitem", { name: /Acme Plumbing/ });
  expect(current).toHaveAttribute("aria-current", "true");
  expect(current).toHaveTextContent("Owner · current");
  const other = screen.getByRole("menuitem", { name: /Bolt Electric/ });
  expect(other).not.toHaveAttribute("aria-current");
  expect(other).toHaveTextContent("Technician");
  await user.click(other);
  await waitFor(() => expect(posts).toEqual([{ companyId: "c2" }]));
  await waitFor(() =>
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining("navigation") }),
    ),
  );
  consoleError.mockRestore();
});

it("says so when the switch fails", async () => {
  mockFetch(() => jsonResponse(404, { message: "Company not found.", code: "not_found" }));
  const user = userEvent.setup();
  renderWithClient(<Menu data={two} />);
  await user.click(screen.getByRole("button", { name: "Account menu" }));
  await user.click(screen.getByRole("menuitem", { name: /Bolt Electric/ }));
  await waitFor(() =>
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Could not switch company",
        description: "Company not found.",
      }),
    ),
  );
  expect(screen.getByRole("menuitem", { name: /Bolt Electric/ })).not.toHaveAttribute(
    "aria-disabled",
  );
});
