import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DataExportCard } from "@/components/settings/account-export";

const toastMock = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (arg: unknown) => toastMock(arg) }));

/** jsdom has no fetch Response: the few members apiRequest and the card use. */
const fakeResponse = (status: number, body: string, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => body,
    blob: async () => new Blob([body]),
  }) as unknown as Response;

describe("DataExportCard", () => {
  let resolveFetch: (res: Response) => void;
  const createObjectURL = jest.fn(() => "blob:zip");
  beforeEach(() => {
    toastMock.mockReset();
    global.fetch = jest.fn(
      () => new Promise<Response>((resolve) => (resolveFetch = resolve)),
    ) as unknown as typeof fetch;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
  });

  it("shows a busy state while the archive is prepared, then saves it under the server's name", async () => {
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<DataExportCard />);
    const button = screen.getByRole("button", { name: "Download my data" });
    expect(button).toHaveAccessibleDescription(/JSON and as CSV/);
    await user.click(button);
    const busy = screen.getByRole("button", { name: "Preparing your data..." });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/account/export",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );
    resolveFetch(
      fakeResponse(200, "zip", {
        "content-disposition": 'attachment; filename="quotecraft-acme-2026-11-22.zip"',
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe("quotecraft-acme-2026-11-22.zip");
    expect(createObjectURL).toHaveBeenCalled();
    expect(await screen.findByRole("button", { name: "Download my data" })).toBeEnabled();
    click.mockRestore();
  });

  it("a failure says so and lets the owner try again", async () => {
    const user = userEvent.setup();
    render(<DataExportCard />);
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    resolveFetch(
      fakeResponse(
        401,
        JSON.stringify({ message: "You must be signed in.", code: "unauthorized" }),
      ),
    );
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Could not download your data",
          description: "You must be signed in.",
          variant: "destructive",
        }),
      ),
    );
    expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled();
  });
});
