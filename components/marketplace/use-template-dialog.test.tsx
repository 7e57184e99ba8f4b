import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeQueryClient } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import { getStarterTemplate } from "@/lib/marketplace/starters";
import { UseTemplateDialog } from "./use-template-dialog";

const roofing = getStarterTemplate("quotecraft-roofing")!;
const active = roofing.services.filter((service) => service.isActive);
const roofingKeys = active.filter((s) => s.category === "roofing").map((s) => s.key);

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const answer = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  statusText: "",
  json: async () => body,
  text: async () => JSON.stringify(body),
});

function renderDialog() {
  const client = makeQueryClient();
  client.setQueryData(queryKeys.starterTemplate(roofing.id), roofing);
  render(
    <QueryClientProvider client={client}>
      <UseTemplateDialog
        template={{ kind: "starter", id: roofing.id }}
        name={roofing.name}
        onOpenChange={() => {}}
      />
    </QueryClientProvider>,
  );
}

it("sends the chosen services in the book's order, the percentage and the duplicate rule in one request", async () => {
  const result = {
    templateId: roofing.id,
    templateVersion: roofing.version,
    adjustPercent: 12.5,
    added: { count: 1, names: ["Roof Inspection"] },
    replaced: { count: 0, names: [] },
    skipped: { count: 16, names: ["Gutter Repair"] },
    laborRates: { created: [], matched: [] },
    fees: { created: [], matched: [] },
  };
  fetchMock.mockResolvedValue(answer(200, result));
  renderDialog();
  const dialog = screen.getByRole("dialog", { name: `Use template: ${roofing.name}` });
  // The Cleaning category off: only the roofing services stay chosen.
  await userEvent.click(within(dialog).getByRole("checkbox", { name: /^Cleaning/ }));
  expect(within(dialog).getByRole("checkbox", { name: /^Roofing/ })).toBeChecked();
  await userEvent.clear(within(dialog).getByLabelText("Adjust all prices by (%)"));
  await userEvent.type(within(dialog).getByLabelText("Adjust all prices by (%)"), "12.5");
  await userEvent.click(within(dialog).getByRole("radio", { name: "Keep both" }));
  await userEvent.click(
    within(dialog).getByRole("button", {
      name: `Add ${roofingKeys.length} services to my price book`,
    }),
  );

  expect(await within(dialog).findByRole("status")).toHaveTextContent(
    "1 added, 0 replaced, 16 skipped (prices +12.5%).",
  );
  expect(within(dialog).getByRole("link", { name: "Open your price book" })).toHaveAttribute(
    "href",
    "/dashboard/price-book",
  );
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe(`/api/marketplace/starters/${roofing.id}/apply`);
  expect(JSON.parse(init.body)).toEqual({
    serviceKeys: roofingKeys,
    adjustPercent: 12.5,
    rounding: "cent",
    onDuplicate: "keep_both",
  });
});

it("applies the whole book without a service list, and shows the server's error at its field", async () => {
  fetchMock.mockResolvedValue(
    answer(400, {
      message: "Invalid body. adjustPercent: adjustPercent must be at most 100.",
      code: "invalid",
      issues: [{ path: "adjustPercent", message: "adjustPercent must be at most 100." }],
    }),
  );
  renderDialog();
  const dialog = screen.getByRole("dialog");
  const percent = within(dialog).getByLabelText("Adjust all prices by (%)");
  await userEvent.clear(percent);
  await userEvent.type(percent, "150");
  await userEvent.click(
    within(dialog).getByRole("button", { name: `Add ${active.length} services to my price book` }),
  );
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(
    "adjustPercent must be at most 100.",
  );
  expect(percent).toHaveAttribute("aria-invalid", "true");
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
    adjustPercent: 150,
    rounding: "cent",
    onDuplicate: "skip",
  });

  // Select none: the server names the services field.
  fetchMock.mockResolvedValue(
    answer(400, {
      message: "Invalid body. serviceKeys: Choose at least one service.",
      code: "invalid",
      issues: [{ path: "serviceKeys", message: "Choose at least one service." }],
    }),
  );
  await userEvent.click(within(dialog).getByRole("button", { name: "Select none" }));
  await userEvent.click(
    within(dialog).getByRole("button", { name: "Add 0 services to my price book" }),
  );
  expect(await within(dialog).findByText("Choose at least one service.")).toBeVisible();
});
