import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ActivityPage } from "@/components/team/activity-page";
import { jsonResponse, mockFetch, renderWithClient } from "@/components/quotes/test-helpers";
import type { AuditRow } from "@/components/team/queries";

const event = (id: string, overrides: Partial<AuditRow> = {}): AuditRow => ({
  id,
  at: "2026-11-23T15:30:00.000Z",
  action: "member.signed_in",
  actionLabel: "Signed in",
  actor: { id: "u1", name: "Olive Owner", email: "olive@example.com" },
  detail: "Olive Owner signed in",
  ip: "203.0.113.9",
  userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15",
  ...overrides,
});

it("lists the log in the company's time zone and loads more with the cursor", async () => {
  const fetchMock = mockFetch((url) => {
    if (url.pathname === "/api/company")
      return jsonResponse(200, { id: "c1", timeZone: "America/Chicago" });
    if (url.pathname !== "/api/team/activity") return undefined;
    return url.searchParams.get("cursor") === "e2"
      ? jsonResponse(200, {
          events: [event("e3", { actor: null, action: "record.deleted", actionLabel: "Deleted" })],
          nextCursor: null,
        })
      : jsonResponse(200, {
          events: [
            event("e1"),
            event("e2", {
              action: "member.role_changed",
              actionLabel: "Changed a role",
              detail: "Role of Sam Lee (sam@example.com): Office → Admin",
              ip: null,
              userAgent: null,
            }),
          ],
          nextCursor: "e2",
        });
  });
  const user = userEvent.setup();
  renderWithClient(<ActivityPage />);
  expect(screen.getByRole("heading", { name: "Activity log" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    "/api/team/activity/export",
  );
  expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("download");

  const rows = await screen.findAllByTestId("activity-row");
  expect(rows).toHaveLength(2);
  expect(await within(rows[0]).findByText("November 23, 2026, 9:30 AM CST")).toHaveAttribute(
    "dateTime",
    "2026-11-23T15:30:00.000Z",
  );
  expect(rows[0]).toHaveTextContent("Olive Owner");
  expect(rows[0]).toHaveTextContent("olive@example.com");
  expect(rows[0]).toHaveTextContent("Signed in");
  expect(rows[0]).toHaveTextContent("203.0.113.9");
  expect(within(rows[0]).getByTitle(/^Mozilla\/5.0/)).toBeInTheDocument();
  expect(rows[1]).toHaveTextContent("Role of Sam Lee (sam@example.com): Office → Admin");

  await user.click(screen.getByRole("button", { name: "Load more" }));
  expect(await screen.findByText("System")).toBeInTheDocument();
  expect(screen.getAllByTestId("activity-row")).toHaveLength(3);
  expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  expect(screen.getByText("3 events in all.")).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith("/api/team/activity?cursor=e2", expect.anything());
});

it("says so when the log is empty", async () => {
  mockFetch((url) =>
    url.pathname === "/api/team/activity"
      ? jsonResponse(200, { events: [], nextCursor: null })
      : undefined,
  );
  renderWithClient(<ActivityPage />);
  expect(await screen.findByText("Nothing in the log yet")).toBeInTheDocument();
});
