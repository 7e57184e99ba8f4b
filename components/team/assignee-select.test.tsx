import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AssigneeSelect } from "@/components/team/assignee-select";
import { jsonResponse, mockFetch, renderWithClient } from "@/components/quotes/test-helpers";

const member = (userId: string, name: string, role: string, active = true) => ({
  id: `m-${userId}`,
  userId,
  name,
  email: `${userId}@example.com`,
  role,
  active,
  deactivatedAt: active ? null : "2026-01-01T00:00:00.000Z",
  joinedAt: "2025-01-01T00:00:00.000Z",
});

beforeEach(() => {
  mockFetch((url) =>
    url.pathname === "/api/team/members"
      ? jsonResponse(200, {
          members: [
            member("u1", "Olive Owner", "owner"),
            member("u2", "Oscar Office", "office"),
            member("u3", "Tina Tech", "technician"),
            member("u4", "Gone Gary", "admin", false),
          ],
          you: { userId: "u2", memberId: "m-u2", role: "office" },
        })
      : undefined,
  );
});

it("offers Unassigned and the active members who may open it, not technicians", async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderWithClient(<AssigneeSelect label="Assigned to" value={null} onChange={onChange} />);
  const select = screen.getByRole("combobox", { name: "Assigned to" });
  await waitFor(() => expect(select).toBeEnabled());
  expect(
    within(select)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["Unassigned", "Olive Owner", "Oscar Office (you)"]);
  await user.selectOptions(select, "Olive Owner");
  expect(onChange).toHaveBeenLastCalledWith("u1");
});

it("keeps showing a deactivated assignee until it is changed, and unassigns", async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderWithClient(<AssigneeSelect label="Assigned to" value="u4" onChange={onChange} />);
  const select = screen.getByRole("combobox", { name: "Assigned to" });
  await waitFor(() => expect(select).toBeEnabled());
  expect(select).toHaveDisplayValue("Gone Gary (deactivated)");
  await user.selectOptions(select, "Unassigned");
  expect(onChange).toHaveBeenLastCalledWith(null);
});
