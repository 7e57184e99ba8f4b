import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeQueryClient } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import { starterIdOfTrade } from "@/components/marketplace/queries";
import { StarterBookOffer } from "./starter-book-offer";

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const id = starterIdOfTrade("plumbing");
const listing = [{ id, name: "Plumbing starter", category: "plumbing", serviceCount: 18 }];
const applied = {
  added: { count: 18, names: [] },
  replaced: { count: 0, names: [] },
  skipped: { count: 0, names: [] },
};
const answer = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  statusText: "",
  json: async () => body,
  text: async () => JSON.stringify(body),
});

const applyBody = () =>
  JSON.parse(fetchMock.mock.calls.find(([url]) => String(url).endsWith("/apply"))![1].body);

function renderOffer() {
  const client = makeQueryClient();
  client.setQueryData(queryKeys.starterTemplates, listing);
  // The apply, then whatever the page reads again afterwards.
  fetchMock.mockImplementation(async (url: string) =>
    url.endsWith("/apply")
      ? answer(200, applied)
      : answer(200, url.includes("starters") ? listing : []),
  );
  render(
    <QueryClientProvider client={client}>
      <StarterBookOffer trade="plumbing" />
    </QueryClientProvider>,
  );
}

it("offers rounding once prices are adjusted, and sends it with the percentage", async () => {
  renderOffer();
  expect(screen.queryByLabelText("Round the adjusted prices")).toBeNull();
  const percent = screen.getByLabelText("Adjust all prices by (%)");
  await userEvent.clear(percent);
  await userEvent.type(percent, "10");
  await userEvent.selectOptions(screen.getByLabelText("Round the adjusted prices"), "To $5");
  await userEvent.click(screen.getByRole("button", { name: /Add the .* starter price book/ }));
  expect(await screen.findByRole("status")).toHaveTextContent("Added 18 services");
  expect(applyBody()).toEqual({
    adjustPercent: 10,
    rounding: "five",
  });
});

it("sends no rounding when the prices are kept", async () => {
  renderOffer();
  await userEvent.click(screen.getByRole("button", { name: /Add the .* starter price book/ }));
  await screen.findByRole("status");
  expect(applyBody()).toEqual({ adjustPercent: 0 });
});
