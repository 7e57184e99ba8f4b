import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TooltipTourProvider } from "@/components/onboarding/tooltip-tour";
import { LogoUploader, precheckLogo } from "@/components/settings/logo-uploader";
import { makeQueryClient } from "@/components/query/client";
import { LOGO_MESSAGES } from "@/lib/validation/profile";

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

/** The plan, read from GET /api/billing, known up front: limits off, every feature on. */
function clientWithPlan() {
  const client = makeQueryClient();
  client.setQueryData(["/api/billing"], { limitsEnforced: false, plan: "starter" });
  return client;
}

function renderUploader(logo: string | null = null) {
  return render(
    <QueryClientProvider client={clientWithPlan()}>
      <LogoUploader name="Spark Electric" logo={logo} />
    </QueryClientProvider>,
  );
}

describe("precheckLogo", () => {
  it.each([
    [file("a.svg", "image/svg+xml", 10), LOGO_MESSAGES.svg],
    [file("a.SVG", "", 10), LOGO_MESSAGES.svg],
    [file("a.png", "image/png", 2 * 1024 * 1024), LOGO_MESSAGES.tooLarge],
    [file("a.png", "image/png", 0), LOGO_MESSAGES.missing],
    [file("a.png", "image/png", 1024 * 1024), null],
  ])("%s", (input, expected) => {
    expect(precheckLogo(input)).toBe(expected);
  });
});

describe("LogoUploader", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it("shows the initials without a logo and the image with one", () => {
    const { unmount } = renderUploader();
    expect(screen.getByRole("img", { name: "Spark Electric logo" })).toHaveTextContent("SE");
    expect(screen.queryByRole("button", { name: "Remove logo" })).not.toBeInTheDocument();
    unmount();
    renderUploader("/api/logos/c1/abc");
    expect(screen.getByRole("img", { name: "Spark Electric logo" })).toHaveAttribute(
      "src",
      "/api/logos/c1/abc",
    );
    expect(screen.getByRole("button", { name: "Remove logo" })).toBeInTheDocument();
  });

  it("refuses an SVG without uploading it", async () => {
    renderUploader();
    await userEvent.upload(
      screen.getByLabelText(/PNG, JPEG or WebP/),
      file("logo.svg", "image/svg+xml", 100),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByTestId("logo-error")).toHaveTextContent(LOGO_MESSAGES.svg);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the upload is refused", async () => {
    const body = JSON.stringify({ message: LOGO_MESSAGES.wrongType, code: "bad_request" });
    fetchMock.mockResolvedValue({
      ok: false,
      status: 400,
      statusText: "Bad Request",
      text: async () => body,
    });
    renderUploader();
    await userEvent.upload(
      screen.getByLabelText(/PNG, JPEG or WebP/),
      file("logo.png", "image/png", 100),
    );
    await waitFor(() =>
      expect(screen.getByTestId("logo-error")).toHaveTextContent(LOGO_MESSAGES.wrongType),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/company/logo",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("carries the 'logo-upload' guided tooltip inside the dashboard's tour", async () => {
    const viewed = { viewedTooltips: ["company-settings"] };
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => viewed });
    // jsdom lays nothing out; the tour only shows tooltips for elements on screen.
    const rects = jest
      .spyOn(Element.prototype, "getClientRects")
      .mockReturnValue([{}] as unknown as DOMRectList);
    try {
      render(
        <QueryClientProvider client={makeQueryClient()}>
          <TooltipTourProvider enabled>
            <LogoUploader name="Spark Electric" logo={null} />
          </TooltipTourProvider>
        </QueryClientProvider>,
      );
      const tip = await screen.findByTestId("guided-tooltip");
      expect(tip).toHaveAttribute("data-tooltip-id", "logo-upload");
      expect(tip).toHaveTextContent("Your logo");
    } finally {
      rects.mockRestore();
    }
  });
});
