import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ServiceAreaForm } from "@/components/settings/service-area-form";
import { makeQueryClient } from "@/components/query/client";

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function renderForm() {
  const client = makeQueryClient();
  // The plan (GET /api/billing) known up front: limits off, every feature on.
  client.setQueryData(["/api/billing"], { limitsEnforced: false, plan: "starter" });
  render(
    <QueryClientProvider client={client}>
      <ServiceAreaForm />
    </QueryClientProvider>,
  );
  return client;
}

it("names invalid entries and sends nothing", async () => {
  renderForm();
  await userEvent.type(screen.getByLabelText("ZIP codes or cities"), "78701, 1234");
  await userEvent.click(screen.getByRole("button", { name: "Add 2 areas" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    '"1234" is not a 5-digit ZIP code or a city name.',
  );
  expect(screen.getByLabelText("ZIP codes or cities")).toHaveAttribute("aria-invalid", "true");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("sends a pasted list split into entries and clears the field", async () => {
  const areas = [{ id: "a1", kind: "zip", value: "78701", createdAt: "2026-01-01T00:00:00.000Z" }];
  fetchMock.mockResolvedValue({
    ok: true,
    status: 200,
    json: async () => ({ added: 1, skipped: 1, areas }),
  });
  const client = renderForm();
  const input = screen.getByLabelText("ZIP codes or cities");
  await userEvent.click(input);
  await userEvent.paste("78701\n78701\nAustin, TX");
  await userEvent.click(screen.getByRole("button", { name: "Add 3 areas" }));
  await waitFor(() => expect(input).toHaveValue(""));
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe("/api/service-areas");
  expect(JSON.parse(init.body)).toEqual({ values: ["78701", "78701", "Austin, TX"] });
  expect(client.getQueryData(["/api/service-areas"])).toEqual(areas);
});
