import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signIn } from "next-auth/react";
import { AcceptInvitation } from "@/components/team/accept-invitation";
import { jsonResponse, mockFetch } from "@/components/quotes/test-helpers";

const push = jest.fn();
jest.mock("next-auth/react", () => ({ signIn: jest.fn() }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const mockedSignIn = signIn as jest.MockedFunction<typeof signIn>;
const TOKEN = "t".repeat(43);
const PATH = `/api/invitations/${TOKEN}`;

const invitation = (hasAccount: boolean) => ({
  companyName: "Bright Electric",
  email: "sam@example.com",
  role: "office",
  roleLabel: "Office",
  expiresAt: "2026-11-30T12:00:00.000Z",
  hasAccount,
});

const accepted = { email: "sam@example.com", companyId: "c2", companyName: "Bright Electric" };

beforeEach(() => {
  push.mockClear();
  mockedSignIn.mockReset();
});

it("creates a login, signs in and lands in the inviting company", async () => {
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (init?.method === "POST") {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      if (url.pathname === PATH) {
        const body = JSON.parse(String(init.body)) as { password: string };
        return body.password === "short1"
          ? jsonResponse(400, {
              message: "Invalid body. password: Password must be at least 8 characters.",
              code: "bad_request",
              issues: [{ path: "password", message: "Password must be at least 8 characters." }],
            })
          : jsonResponse(200, accepted);
      }
      if (url.pathname === "/api/account/companies") return jsonResponse(200, { current: "c2" });
    }
    if (url.pathname === PATH) return jsonResponse(200, invitation(false));
    return undefined;
  });
  mockedSignIn.mockResolvedValue({ error: null, ok: true, status: 200, url: null });
  const user = userEvent.setup();
  render(<AcceptInvitation token={TOKEN} />);
  expect(await screen.findByRole("heading", { name: "Join Bright Electric" })).toBeInTheDocument();
  expect(screen.getByLabelText("Email")).toHaveValue("sam@example.com");

  await user.click(screen.getByRole("button", { name: "Create login and join" }));
  expect(screen.getByLabelText("Your name")).toHaveAccessibleDescription("Your name is required.");
  expect(screen.getByLabelText("Your name")).toHaveAttribute("aria-invalid", "true");

  await user.type(screen.getByLabelText("Your name"), "Sam Lee");
  await user.type(screen.getByLabelText("Password"), "password-1");
  await user.type(screen.getByLabelText("Confirm password"), "password-2");
  await user.click(screen.getByRole("button", { name: "Create login and join" }));
  expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(
    "The passwords do not match.",
  );
  expect(posts).toHaveLength(0);

  const password = screen.getByLabelText("Password");
  await user.clear(password);
  await user.type(password, "short1");
  await user.clear(screen.getByLabelText("Confirm password"));
  await user.type(screen.getByLabelText("Confirm password"), "short1");
  await user.click(screen.getByRole("button", { name: "Create login and join" }));
  // The client checks as the server does, before any request.
  expect(password).toHaveAccessibleDescription(
    "At least 8 characters, with a letter and a number. Password must be at least 8 characters.",
  );
  expect(posts).toHaveLength(0);

  await user.clear(password);
  await user.type(password, "password-1");
  await user.clear(screen.getByLabelText("Confirm password"));
  await user.type(screen.getByLabelText("Confirm password"), "password-1");
  await user.click(screen.getByRole("button", { name: "Create login and join" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard"));
  expect(posts).toEqual([
    { path: PATH, body: { name: "Sam Lee", password: "password-1" } },
    { path: "/api/account/companies", body: { companyId: "c2" } },
  ]);
  expect(mockedSignIn).toHaveBeenCalledWith("credentials", {
    email: "sam@example.com",
    password: "password-1",
    redirect: false,
  });
});

it("asks an existing login for its password only, and shows a wrong one beside the field", async () => {
  mockFetch((url, init) => {
    if (init?.method === "POST" && url.pathname === PATH) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(["password"]);
      return body.password === "right-pass-1"
        ? jsonResponse(200, accepted)
        : jsonResponse(400, {
            message: "Invalid body. password: That is not the password of this login.",
            code: "wrong_password",
            issues: [{ path: "password", message: "That is not the password of this login." }],
          });
    }
    if (init?.method === "POST") return jsonResponse(200, { current: "c2" });
    if (url.pathname === PATH) return jsonResponse(200, invitation(true));
    return undefined;
  });
  mockedSignIn.mockResolvedValue({ error: null, ok: true, status: 200, url: null });
  const user = userEvent.setup();
  render(<AcceptInvitation token={TOKEN} />);
  await user.type(await screen.findByLabelText("Password"), "wrong-pass-1");
  expect(screen.queryByLabelText("Your name")).toBeNull();
  expect(screen.queryByLabelText("Confirm password")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Sign in to accept" }));
  expect(await screen.findByText("That is not the password of this login.")).toBeInTheDocument();
  expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
    "That is not the password of this login.",
  );

  await user.clear(screen.getByLabelText("Password"));
  await user.type(screen.getByLabelText("Password"), "right-pass-1");
  await user.click(screen.getByRole("button", { name: "Sign in to accept" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard"));
});

it.each([
  [404, "This invitation link is not valid. Ask for a new one.", "Invitation not found"],
  [410, "This invitation has expired. Ask for a new one.", "Invitation no longer valid"],
])(
  "says why a dead link (%i) does not work, with the way to log in",
  async (status, message, title) => {
    mockFetch((url) =>
      url.pathname === PATH ? jsonResponse(status, { message, code: "gone" }) : undefined,
    );
    render(<AcceptInvitation token={TOKEN} />);
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("link", { name: "Go to log in" })).toHaveAttribute("href", "/login");
  },
);
