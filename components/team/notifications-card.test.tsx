import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NotificationsCard } from "@/components/account/notifications-card";
import { jsonResponse, mockFetch, renderWithClient } from "@/components/quotes/test-helpers";
import type { NotificationsDto } from "@/components/team/queries";

const technician: NotificationsDto = {
  settings: {
    newRequest: false,
    quoteViewed: false,
    quoteApproved: false,
    invoicePaid: false,
    assigned: true,
  },
  available: {
    newRequest: false,
    quoteViewed: false,
    quoteApproved: false,
    invoicePaid: false,
    assigned: true,
  },
};

it("saves a switch as it is flipped; a mail the role cannot read is disabled, saying why", async () => {
  let saved = technician;
  const puts: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname !== "/api/account/notifications") return undefined;
    if (init?.method === "PUT") {
      const body = JSON.parse(String(init.body)) as Partial<NotificationsDto["settings"]>;
      puts.push(body);
      saved = { ...saved, settings: { ...saved.settings, ...body } };
      return jsonResponse(200, saved);
    }
    return jsonResponse(200, saved);
  });
  const user = userEvent.setup();
  renderWithClient(<NotificationsCard />);
  const assigned = await screen.findByRole("switch", { name: "Something was assigned to me" });
  expect(assigned).toBeChecked();
  expect(assigned).toBeEnabled();
  const paid = screen.getByRole("switch", { name: "An invoice was paid" });
  expect(paid).toBeDisabled();
  expect(paid).not.toBeChecked();
  expect(paid).toHaveAccessibleDescription("Not available to your role");
  expect(screen.getByRole("switch", { name: "New estimate request" })).toBeDisabled();

  await user.click(assigned);
  await waitFor(() => expect(puts).toEqual([{ assigned: false }]));
  await waitFor(() => expect(assigned).not.toBeChecked());
  expect(await screen.findByText("Saved: “Something was assigned to me” off.")).toBeInTheDocument();
});

it("puts a switch back and says why when saving fails", async () => {
  mockFetch((url, init) => {
    if (url.pathname !== "/api/account/notifications") return undefined;
    if (init?.method === "PUT") return jsonResponse(500, { message: "Something went wrong." });
    return jsonResponse(200, technician);
  });
  const user = userEvent.setup();
  renderWithClient(<NotificationsCard />);
  const assigned = await screen.findByRole("switch", { name: "Something was assigned to me" });
  await user.click(assigned);
  expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong.");
  expect(assigned).toBeChecked();
});
