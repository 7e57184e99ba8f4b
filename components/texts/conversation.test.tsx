import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Conversation, segmentLabel } from "@/components/texts/conversation";
import type { ConversationDto } from "@/components/texts/queries";
import { jsonResponse, mockFetch, renderWithClient } from "@/components/quotes/test-helpers";

jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));

const base: ConversationDto = {
  phone: "+15125550142",
  clientId: "c1",
  consent: { status: "consented", source: "owner", at: "2026-11-01T10:00:00.000Z" },
  unreadCount: 0,
  messages: [
    {
      id: "m1",
      direction: "outbound",
      from: "+15005550006",
      to: "+15125550142",
      body: "Your quote is ready",
      status: "delivered",
      error: null,
      purpose: "quote-sent",
      createdAt: "2026-11-02T10:00:00.000Z",
      readAt: null,
    },
    {
      id: "m2",
      direction: "inbound",
      from: "+15125550142",
      to: "+15005550006",
      body: "Can you come Thursday?",
      status: "received",
      error: null,
      purpose: "message",
      createdAt: "2026-11-02T11:00:00.000Z",
      readAt: null,
    },
    {
      id: "m3",
      direction: "outbound",
      from: "+15005550006",
      to: "+15125550142",
      body: "Checking in",
      status: "failed",
      error: "Twilio error 30006",
      purpose: "follow-up",
      createdAt: "2026-11-04T10:00:00.000Z",
      readAt: null,
    },
  ],
};

it("lists the texts in a polite log with delivery and failures, and sends a reply", async () => {
  const posted: unknown[] = [];
  mockFetch(
    (url, init) =>
      url.pathname === "/api/texts" && init?.method === "POST"
        ? (posted.push(JSON.parse(String(init.body))), jsonResponse(201, { id: "m4" }))
        : undefined,
    (url) =>
      url.pathname === "/api/texts" && url.searchParams.get("quoteId") === "q1"
        ? jsonResponse(200, base)
        : undefined,
  );
  const user = userEvent.setup();
  renderWithClient(<Conversation target={{ quoteId: "q1" }} />);
  const log = await screen.findByRole("log", { name: "Text messages" });
  expect(log).toHaveAttribute("aria-live", "polite");
  const items = within(log).getAllByRole("listitem");
  expect(items.map((item) => item.getAttribute("data-direction"))).toEqual([
    "outbound",
    "inbound",
    "outbound",
  ]);
  expect(within(items[0]).getByText("Delivered")).toBeInTheDocument();
  expect(within(items[2]).getByText("Failed")).toBeInTheDocument();
  expect(within(items[2]).getByText("Twilio error 30006")).toBeInTheDocument();

  const box = screen.getByLabelText("Reply by text");
  expect(box).toHaveAttribute("maxLength", "1600");
  await user.type(box, "See you then");
  expect(box).toHaveAccessibleDescription(/1 SMS segment \(GSM-7\)/);
  await user.click(screen.getByRole("button", { name: "Send text" }));
  expect(posted).toEqual([{ quoteId: "q1", body: "See you then" }]);
});

it("offers Record consent without consent and disables replies after an opt-out", async () => {
  mockFetch(
    (url) =>
      url.searchParams.get("clientId") === "none"
        ? jsonResponse(200, { ...base, consent: null, messages: [] })
        : undefined,
    (url) =>
      url.searchParams.get("clientId") === "out"
        ? jsonResponse(200, {
            ...base,
            consent: { status: "opted_out", source: "keyword", at: "2026-11-05T10:00:00.000Z" },
          })
        : undefined,
  );
  const { unmount } = renderWithClient(<Conversation target={{ clientId: "none" }} />);
  expect(await screen.findByRole("button", { name: "Record consent" })).toBeInTheDocument();
  expect(screen.getByText("No texts yet.")).toBeInTheDocument();
  expect(screen.getByLabelText("Reply by text")).toBeDisabled();
  unmount();
  renderWithClient(<Conversation target={{ clientId: "out" }} />);
  expect(await screen.findByText(/opted out of texts \(replied STOP/)).toBeInTheDocument();
  expect(screen.getByLabelText("Reply by text")).toBeDisabled();
});

it("shows a load failure with Try again", async () => {
  mockFetch(() => jsonResponse(500, { message: "Something went wrong.", code: "internal" }));
  renderWithClient(<Conversation target={{ requestId: "r1" }} />);
  expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong.");
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
});

it("counts segments: GSM-7 160 in one, UCS-2 70", () => {
  expect(segmentLabel("a".repeat(160))).toContain("1 SMS segment (GSM-7)");
  expect(segmentLabel("a".repeat(161))).toContain("2 SMS segments (GSM-7)");
  expect(segmentLabel("ü€" + "😀".repeat(35))).toContain("UCS-2");
});
