import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuoteServiceDetails } from "@/components/quotes/editor/service-details";
import {
  draftQuote,
  jsonResponse,
  mockFetch,
  renderWithClient,
} from "@/components/quotes/test-helpers";

jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));

const client = { id: "c1", name: "Dana Reyes", email: "dana@example.com", phone: null };
const property = (id: string, line1: string) => ({
  id,
  clientId: "c1",
  line1,
  line2: null,
  city: "Austin",
  region: "TX",
  postalCode: "78704",
  createdAt: "2026-11-20T10:00:00.000Z",
});
const home = property("p1", "12 Oak St");
const cabin = property("p2", "9 Lake Rd");

function routes() {
  const state = { propertyId: "p1" as string | null, attached: ["ph1"] };
  const answerProperty = () =>
    jsonResponse(200, {
      property: [home, cabin].find((one) => one.id === state.propertyId) ?? null,
      options: [home, cabin],
    });
  const answerPhotos = () =>
    jsonResponse(200, { attached: state.attached, available: ["ph1", "ph2"] });
  const fetchMock = mockFetch(
    (url, init) => {
      if (url.pathname !== "/api/quotes/q1/property") return undefined;
      if (init?.method === "PUT")
        state.propertyId = (
          JSON.parse(String(init.body)) as { propertyId: string | null }
        ).propertyId;
      return answerProperty();
    },
    (url, init) => {
      if (url.pathname !== "/api/quotes/q1/photos") return undefined;
      if (init?.method === "PUT")
        state.attached = (JSON.parse(String(init.body)) as { photoIds: string[] }).photoIds;
      return answerPhotos();
    },
  );
  return { fetchMock, state };
}

const puts = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === "PUT")
    .map(([, init]) => JSON.parse(String(init.body)) as unknown);

it("a draft picks the client's property and attaches photos by keyboard", async () => {
  const { fetchMock } = routes();
  const user = userEvent.setup();
  renderWithClient(<QuoteServiceDetails quote={draftQuote({ client: client as never })} />);

  const group = await screen.findByRole("radiogroup", { name: "Service address" });
  const oak = within(group).getByRole("radio", { name: "12 Oak St, Austin, TX 78704" });
  expect(oak).toBeChecked();
  await user.click(within(group).getByRole("radio", { name: "9 Lake Rd, Austin, TX 78704" }));
  await waitFor(() =>
    expect(puts(fetchMock, "/api/quotes/q1/property")).toEqual([{ propertyId: "p2" }]),
  );
  await waitFor(() =>
    expect(within(group).getByRole("radio", { name: /9 Lake Rd/ })).toBeChecked(),
  );
  await user.click(within(group).getByRole("radio", { name: "No service address" }));
  await waitFor(() =>
    expect(puts(fetchMock, "/api/quotes/q1/property")).toContainEqual({ propertyId: null }),
  );
  expect(screen.getByRole("link", { name: "Manage Dana Reyes's addresses" })).toHaveAttribute(
    "href",
    "/dashboard/clients/c1",
  );

  const photos = screen.getByRole("region", { name: "Photos" });
  const first = await within(photos).findByRole("checkbox", {
    name: "Show to the customer: photo 1",
  });
  const second = within(photos).getByRole("checkbox", { name: "Show to the customer: photo 2" });
  expect(first).toBeChecked();
  expect(second).not.toBeChecked();
  expect(within(photos).getByRole("img", { name: "Photo 2" })).toHaveAttribute(
    "src",
    "/api/photos/ph2/thumbnail",
  );
  second.focus();
  await user.keyboard(" ");
  await waitFor(() =>
    expect(puts(fetchMock, "/api/quotes/q1/photos")).toEqual([{ photoIds: ["ph1", "ph2"] }]),
  );
  await waitFor(() => expect(second).toBeChecked());
  await user.click(first);
  await waitFor(() =>
    expect(puts(fetchMock, "/api/quotes/q1/photos")).toContainEqual({ photoIds: ["ph2"] }),
  );
});

it("a sent quote shows its address and only the attached photos, read-only", async () => {
  const { fetchMock } = routes();
  renderWithClient(
    <QuoteServiceDetails quote={draftQuote({ status: "sent", client: client as never })} />,
  );
  const region = await screen.findByRole("region", { name: "Service address" });
  expect(await within(region).findByText("12 Oak St, Austin, TX 78704")).toBeInTheDocument();
  expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
  const photos = screen.getByRole("region", { name: "Photos" });
  expect(await within(photos).findByRole("img", { name: "Photo 1" })).toBeInTheDocument();
  expect(within(photos).queryByRole("img", { name: "Photo 2" })).not.toBeInTheDocument();
  expect(within(photos).queryByRole("checkbox")).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? "GET") === "GET")).toBe(true);
});

it("a load failure says so with Try again", async () => {
  mockFetch((url) =>
    url.pathname.startsWith("/api/quotes/q1/")
      ? jsonResponse(500, { message: "Database unavailable.", code: "internal" })
      : undefined,
  );
  renderWithClient(<QuoteServiceDetails quote={draftQuote({ client: client as never })} />);
  await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
  const alerts = screen.getAllByRole("alert");
  expect(alerts[0]).toHaveTextContent("Database unavailable.");
  expect(within(alerts[0]).getByRole("button", { name: "Try again" })).toBeInTheDocument();
});
