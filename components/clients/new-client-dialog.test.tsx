import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewClientDialog } from "@/components/clients/new-client-dialog";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
beforeAll(polyfillRadix);

it("names missing and invalid fields before sending, then shows the server's field issue", async () => {
  const fetchMock = mockFetch((url, init) =>
    url.pathname === "/api/clients" && init?.method === "POST"
      ? jsonResponse(409, {
          message: "A client with this email already exists.",
          code: "conflict",
          issues: [{ path: "email", message: "A client with this email already exists." }],
        })
      : undefined,
  );
  const user = userEvent.setup();
  renderWithClient(<NewClientDialog />);
  await user.click(screen.getByRole("button", { name: "New client" }));
  const dialog = await screen.findByRole("dialog", { name: "New client" });
  await user.type(within(dialog).getByLabelText("Email"), "not-an-email");
  await user.click(within(dialog).getByRole("button", { name: "Add client" }));
  expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription("Name is required.");
  expect(within(dialog).getByLabelText("Email")).toHaveAccessibleDescription(
    "Enter a valid email address.",
  );
  expect(fetchMock).not.toHaveBeenCalled();

  await user.type(within(dialog).getByLabelText("Name"), "Ada Lovelace");
  await user.clear(within(dialog).getByLabelText("Email"));
  await user.type(within(dialog).getByLabelText("Email"), "ada@example.com");
  await user.click(within(dialog).getByRole("button", { name: "Add client" }));
  await waitFor(() =>
    expect(within(dialog).getByLabelText("Email")).toHaveAccessibleDescription(
      "A client with this email already exists.",
    ),
  );
  expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: null,
    address: null,
    notes: null,
  });
  expect(push).not.toHaveBeenCalled();
});
