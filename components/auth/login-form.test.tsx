import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signIn } from "next-auth/react";
import { LoginForm } from "@/components/auth/login-form";

jest.mock("next-auth/react", () => ({ signIn: jest.fn() }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), refresh: jest.fn() }),
}));

const mockedSignIn = signIn as jest.MockedFunction<typeof signIn>;

async function submit() {
  const user = userEvent.setup();
  render(<LoginForm />);
  await user.type(screen.getByLabelText("Email"), "owner@example.com");
  await user.type(screen.getByLabelText("Password"), "password-1");
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("LoginForm errors", () => {
  it("keeps the usual text for a wrong email or password", async () => {
    mockedSignIn.mockResolvedValue({
      error: "CredentialsSignin",
      ok: false,
      status: 401,
      url: null,
    });
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect email or password.");
  });

  it("says when to try again for a locked account", async () => {
    const retryAt = new Date(Date.now() + 14 * 60_000 + 30_000);
    mockedSignIn.mockResolvedValue({
      error: `SignInLocked:${retryAt.toISOString()}`,
      ok: false,
      status: 401,
      url: null,
    });
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/Too many failed sign-in attempts/);
    expect(alert).toHaveTextContent(/in about 15 minutes/);
    expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled();
  });
});
