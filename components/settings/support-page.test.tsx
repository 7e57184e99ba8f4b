import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SupportPage } from "@/components/settings/support-page";
import { makeQueryClient } from "@/components/query/client";
import { clientEnv } from "@/lib/env";

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SupportPage />
    </QueryClientProvider>,
  );
});

it("names the missing fields and sends nothing", async () => {
  await userEvent.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByText("Enter a subject of at least 3 characters.")).toBeInTheDocument();
  expect(screen.getByText("Tell us a little more (at least 10 characters).")).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("sends subject and message, then confirms and clears the form", async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ ok: true }) });
  await userEvent.type(screen.getByLabelText("Subject"), "Question about embeds");
  await userEvent.type(screen.getByLabelText("Message"), "Can I embed the calculator twice?");
  await userEvent.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByRole("status")).toHaveTextContent(clientEnv.NEXT_PUBLIC_SUPPORT_EMAIL);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe("/api/support");
  expect(JSON.parse(init.body)).toEqual({
    subject: "Question about embeds",
    message: "Can I embed the calculator twice?",
  });
  await waitFor(() => expect(screen.getByLabelText("Subject")).toHaveValue(""));
});

it("links the documentation and the support address, and lists the FAQ", () => {
  expect(screen.getByRole("link", { name: /Documentation/ })).toHaveAttribute(
    "href",
    clientEnv.NEXT_PUBLIC_DOCS_URL,
  );
  expect(screen.getByRole("link", { name: clientEnv.NEXT_PUBLIC_SUPPORT_EMAIL })).toHaveAttribute(
    "href",
    `mailto:${clientEnv.NEXT_PUBLIC_SUPPORT_EMAIL}`,
  );
  expect(screen.getByText("How do customers reach my calculator?")).toBeInTheDocument();
});

it("shows a 400's field issues from the server under their fields (through the typed error)", async () => {
  const body = {
    message: "Invalid body. subject: Subject must not contain control characters.",
    code: "bad_request",
    issues: [{ path: "subject", message: "Subject must not contain control characters." }],
  };
  // jsdom has no Response: the parts of one that the API client reads.
  fetchMock.mockResolvedValue({
    ok: false,
    status: 400,
    statusText: "Bad Request",
    text: async () => JSON.stringify(body),
  });
  await userEvent.type(screen.getByLabelText("Subject"), "Question about embeds");
  await userEvent.type(screen.getByLabelText("Message"), "Can I embed the calculator twice?");
  await userEvent.click(screen.getByRole("button", { name: "Send message" }));
  const subject = screen.getByLabelText("Subject");
  await waitFor(() => expect(subject).toHaveAccessibleDescription(/must not contain control/));
  expect(subject).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByLabelText("Message")).not.toHaveAttribute("aria-invalid", "true");
});
