import * as React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ClientPicker } from "@/components/quotes/editor/client-picker";
import { jsonResponse, mockFetch, renderWithClient } from "@/components/quotes/test-helpers";
import type { ClientSummaryDto } from "@/lib/quotes/types";

const ada = {
  id: "c1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: null,
  address: null,
  notes: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

function Harness() {
  const [client, setClient] = React.useState<ClientSummaryDto | null>(null);
  return <ClientPicker client={client} onChange={setClient} />;
}

it("searches the company's clients, picks one (focus stays on it) and can drop it", async () => {
  const fetchMock = mockFetch((url) =>
    url.pathname === "/api/clients"
      ? jsonResponse(200, {
          clients: url.searchParams.get("q") === "ada" ? [ada] : [],
          total: 1,
          page: 1,
          pageSize: 25,
        })
      : undefined,
  );
  const user = userEvent.setup();
  renderWithClient(<Harness />);
  await user.type(screen.getByRole("searchbox", { name: "Find a client" }), "ada");
  await user.click(await screen.findByRole("button", { name: "Choose Ada Lovelace" }));
  expect(screen.getByTestId("quote-client-name")).toHaveTextContent("Ada Lovelace");
  expect(screen.getByRole("button", { name: "Change client" })).toHaveFocus();
  expect(fetchMock).toHaveBeenCalledWith("/api/clients?q=ada", expect.anything());
  await user.click(screen.getByRole("button", { name: "No client" }));
  expect(screen.getByRole("searchbox", { name: "Find a client" })).toBeInTheDocument();
});
