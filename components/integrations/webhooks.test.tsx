import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Webhooks } from "@/components/integrations/webhooks";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";

jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
beforeAll(polyfillRadix);

const endpoint = {
  id: "we1",
  url: "https://hooks.example.com/a",
  description: "CRM",
  events: ["quote.sent"],
  enabled: true,
  createdAt: "2026-11-23T10:00:00.000Z",
};

it("says when there is no endpoint, names the refused URL, then shows the secret once", async () => {
  let created = false;
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname !== "/api/webhooks") return undefined;
    if (init?.method === "POST") {
      const body = JSON.parse(String(init.body)) as { url: string };
      if (body.url.includes("10.0.0.1"))
        return jsonResponse(400, {
          message: "Invalid body. url: This URL points at a private address; use a public address.",
          code: "bad_request",
          issues: [
            { path: "url", message: "This URL points at a private address; use a public address." },
          ],
        });
      created = true;
      return jsonResponse(201, { ...endpoint, secret: "whsec_c2VjcmV0" });
    }
    return jsonResponse(200, created ? [endpoint] : []);
  });
  const user = userEvent.setup();
  renderWithClient(<Webhooks />);
  expect(await screen.findByText("No webhook endpoints yet")).toBeInTheDocument();

  await user.type(screen.getByLabelText("Endpoint URL"), "https://10.0.0.1/hook");
  await user.click(screen.getByRole("checkbox", { name: /quote\.sent/ }));
  await user.click(screen.getByRole("button", { name: "Add endpoint" }));
  await waitFor(() =>
    expect(screen.getByLabelText("Endpoint URL")).toHaveAccessibleDescription(
      "This URL points at a private address; use a public address.",
    ),
  );
  expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({
    url: "https://10.0.0.1/hook",
    description: "",
    events: ["estimate_request.created", "quote.sent"],
  });

  await user.clear(screen.getByLabelText("Endpoint URL"));
  await user.type(screen.getByLabelText("Endpoint URL"), endpoint.url);
  await user.click(screen.getByRole("button", { name: "Add endpoint" }));
  expect(await screen.findByLabelText("Signing secret")).toHaveValue("whsec_c2VjcmV0");
  const list = await screen.findByRole("list", { name: "Webhook endpoints" });
  expect(within(list).getByText(endpoint.url)).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Done" }));
  expect(screen.queryByLabelText("Signing secret")).not.toBeInTheDocument();
  expect(screen.queryByText(/whsec_/)).not.toBeInTheDocument();
});

it("shows an error with Try again when the endpoints cannot be loaded", async () => {
  let fail = true;
  mockFetch((url) =>
    url.pathname === "/api/webhooks"
      ? fail
        ? jsonResponse(500, {
            message: "Something went wrong.",
            code: "internal_error",
            issues: [],
          })
        : jsonResponse(200, [endpoint])
      : undefined,
  );
  const user = userEvent.setup();
  renderWithClient(<Webhooks />);
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Something went wrong.");
  fail = false;
  await user.click(within(alert).getByRole("button", { name: "Try again" }));
  expect(await screen.findByText(endpoint.url)).toBeInTheDocument();
  expect(screen.getByRole("switch", { name: "Enabled" })).toBeChecked();
});

it("shows an endpoint's deliveries newest first and loads older ones with Load more", async () => {
  const delivery = (n: number) => ({
    id: `wd${n}`,
    eventId: `evt_${n}`,
    eventType: "quote.sent",
    status: "succeeded",
    attempts: 1,
    lastStatusCode: 200,
    lastDurationMs: 12,
    lastError: null,
    createdAt: new Date(Date.UTC(2026, 10, 23, 10, 0, 60 - n)).toISOString(),
    deliveredAt: null,
    attemptLog: [],
  });
  const asked: string[] = [];
  mockFetch((url) => {
    if (url.pathname === "/api/webhooks") return jsonResponse(200, [endpoint]);
    if (url.pathname !== "/api/webhooks/we1/deliveries") return undefined;
    asked.push(url.search);
    return url.searchParams.get("cursor") === "wd20"
      ? jsonResponse(200, { deliveries: [21, 22].map(delivery), nextCursor: null })
      : jsonResponse(200, {
          deliveries: Array.from({ length: 20 }, (_, i) => delivery(i + 1)),
          nextCursor: "wd20",
        });
  });
  const user = userEvent.setup();
  renderWithClient(<Webhooks />);
  await user.click(await screen.findByRole("button", { name: "Delivery log" }));
  const log = await screen.findByRole("list", { name: `Deliveries to ${endpoint.url}` });
  await waitFor(() => expect(within(log).getAllByRole("listitem")).toHaveLength(20));
  expect(screen.getByText("20+ deliveries")).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Load more" }));
  await waitFor(() => expect(within(log).getAllByRole("listitem")).toHaveLength(22));
  expect(screen.getByText("22 deliveries")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  expect(asked).toEqual(["", "?cursor=wd20"]);
});
