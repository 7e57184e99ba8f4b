import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TeamPage } from "@/components/team/team-page";
import { Toaster } from "@/components/ui/toaster";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import type { InvitationDto, MemberDto, TeamMembersDto } from "@/components/team/queries";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
beforeAll(polyfillRadix);

const member = (overrides: Partial<MemberDto> & { id: string; name: string }): MemberDto => ({
  userId: `u-${overrides.id}`,
  email: `${overrides.name.split(" ")[0].toLowerCase()}@example.com`,
  role: "office",
  color: 0,
  active: true,
  deactivatedAt: null,
  joinedAt: "2026-11-02T15:00:00.000Z",
  ...overrides,
});

const owner = member({ id: "m1", name: "Olive Owner", role: "owner" });
const sam = member({ id: "m2", name: "Sam Lee", role: "office" });
const tess = member({
  id: "m3",
  name: "Tess Tech",
  role: "technician",
  active: false,
  deactivatedAt: "2026-11-20T10:00:00.000Z",
});

const invitation: InvitationDto = {
  id: "inv1",
  email: "new@example.com",
  role: "admin",
  invitedBy: "Olive Owner",
  createdAt: "2026-11-21T12:00:00.000Z",
  expiresAt: "2026-11-28T12:00:00.000Z",
};

function team(you: TeamMembersDto["you"], members = [owner, sam, tess]): TeamMembersDto {
  return { members, you };
}

const company = { id: "c1", name: "Bright Electric", timeZone: "America/Chicago" };

function render() {
  return renderWithClient(
    <>
      <TeamPage />
      <Toaster />
    </>,
  );
}

it("lists members with role, state, joined date and You, and pending invitations", async () => {
  mockFetch((url) => {
    if (url.pathname === "/api/team/members")
      return jsonResponse(200, team({ userId: "u-m1", memberId: "m1", role: "owner" }));
    if (url.pathname === "/api/team/invitations")
      return jsonResponse(200, { invitations: [invitation] });
    if (url.pathname === "/api/company") return jsonResponse(200, company);
    return undefined;
  });
  render();
  expect(screen.getByLabelText("Loading members")).toHaveAttribute("aria-busy", "true");
  const rows = await screen.findAllByTestId("member-row");
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent("Olive Owner");
  expect(within(rows[0]).getByText("You")).toBeInTheDocument();
  expect(within(rows[1]).queryByText("You")).toBeNull();
  expect(rows[1]).toHaveTextContent("sam@example.com");
  expect(rows[1]).toHaveTextContent("Active");
  expect(rows[1]).toHaveTextContent("Nov 2, 2026");
  expect(rows[2]).toHaveTextContent("Deactivated");
  expect(within(rows[1]).getByRole("combobox", { name: "Role of Sam Lee" })).toHaveTextContent(
    "Office",
  );
  expect(screen.getByRole("button", { name: "Deactivate Sam Lee" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Reactivate Tess Tech" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Remove Sam Lee" })).toBeEnabled();
  expect(screen.getByRole("link", { name: "Activity log" })).toHaveAttribute(
    "href",
    "/dashboard/team/activity",
  );

  const invitationRow = await screen.findByTestId("invitation-row");
  expect(invitationRow).toHaveTextContent("new@example.com");
  expect(invitationRow).toHaveTextContent("Admin");
  expect(invitationRow).toHaveTextContent("Nov 28, 2026");
  expect(
    within(invitationRow).getByRole("button", { name: "Revoke the invitation of new@example.com" }),
  ).toBeEnabled();
});

it("changes a role, and shows the API's 409 last_owner message as an alert", async () => {
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      calls.push({ method, path: url.pathname, body: init?.body && JSON.parse(String(init.body)) });
      if (url.pathname === "/api/team/members/m2")
        return jsonResponse(200, { ...sam, role: "admin" });
      if (url.pathname === "/api/team/members/m1")
        return jsonResponse(409, {
          message: "A company needs at least one active owner: make another member an owner first.",
          code: "last_owner",
          issues: [{ path: "role", message: "This is the company's last active owner." }],
        });
    }
    if (url.pathname === "/api/team/members")
      return jsonResponse(200, team({ userId: "u-m1", memberId: "m1", role: "owner" }));
    if (url.pathname === "/api/team/invitations") return jsonResponse(200, { invitations: [] });
    if (url.pathname === "/api/company") return jsonResponse(200, company);
    return undefined;
  });
  const user = userEvent.setup();
  render();
  expect(await screen.findByText("No pending invitations")).toBeInTheDocument();

  await user.click(await screen.findByRole("combobox", { name: "Role of Sam Lee" }));
  await user.click(await screen.findByRole("option", { name: "Admin" }));
  await waitFor(() =>
    expect(calls).toContainEqual({
      method: "PATCH",
      path: "/api/team/members/m2",
      body: { role: "admin" },
    }),
  );
  expect(await screen.findByText("Sam Lee is now an Admin.")).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Deactivate Olive Owner" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Deactivate yourself?" });
  await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
  await waitFor(() =>
    expect(calls).toContainEqual({
      method: "PATCH",
      path: "/api/team/members/m1",
      body: { active: false },
    }),
  );
  const status = await screen.findByText(
    "A company needs at least one active owner: make another member an owner first.",
  );
  // The toast: a live region every screen reader announces (components/ui/toaster.tsx).
  expect(
    within(screen.getByRole("region", { name: /Notifications/ })).getByText(
      /last active owner|at least one active owner/,
    ),
  ).toBe(status);
  expect(screen.getByRole("button", { name: "Deactivate Olive Owner" })).toBeEnabled();
});

it("removes a member after confirming", async () => {
  let removed = false;
  mockFetch((url, init) => {
    if (init?.method === "DELETE" && url.pathname === "/api/team/members/m2") {
      removed = true;
      return jsonResponse(200, { ok: true });
    }
    if (url.pathname === "/api/team/members")
      return jsonResponse(
        200,
        team(
          { userId: "u-m1", memberId: "m1", role: "owner" },
          removed ? [owner, tess] : [owner, sam, tess],
        ),
      );
    if (url.pathname === "/api/team/invitations") return jsonResponse(200, { invitations: [] });
    return undefined;
  });
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole("button", { name: "Remove Sam Lee" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Remove Sam Lee?" });
  await user.click(within(dialog).getByRole("button", { name: "Remove" }));
  await waitFor(() => expect(screen.getAllByTestId("member-row")).toHaveLength(2));
  expect(removed).toBe(true);
  expect(screen.getByText("Sam Lee is no longer on the team.")).toBeInTheDocument();
});

it("lets an admin leave owners alone and invite only below ownership", async () => {
  const posted: unknown[] = [];
  mockFetch((url, init) => {
    if (init?.method === "POST" && url.pathname === "/api/team/invitations") {
      const body = JSON.parse(String(init.body)) as { email: string; role: string };
      posted.push(body);
      if (body.email === "sam@example.com")
        return jsonResponse(409, {
          message: "sam@example.com is already a member of this company.",
          code: "conflict",
          issues: [{ path: "email", message: "Already a member." }],
        });
      return jsonResponse(201, {
        id: "inv2",
        email: body.email,
        role: body.role,
        expiresAt: "2026-11-30T00:00:00.000Z",
      });
    }
    if (url.pathname === "/api/team/members")
      return jsonResponse(
        200,
        team({ userId: "u-m2", memberId: "m2", role: "admin" }, [owner, { ...sam, role: "admin" }]),
      );
    if (url.pathname === "/api/team/invitations") return jsonResponse(200, { invitations: [] });
    return undefined;
  });
  const user = userEvent.setup();
  render();
  const rows = await screen.findAllByTestId("member-row");
  expect(within(rows[0]).queryByRole("combobox")).toBeNull();
  expect(rows[0]).toHaveTextContent("Only an owner can change an owner.");
  expect(within(rows[0]).queryByRole("button")).toBeNull();

  await user.click(screen.getByRole("button", { name: "Invite member" }));
  const dialog = await screen.findByRole("dialog", { name: "Invite a member" });
  const role = within(dialog).getByRole("combobox", { name: "Role" });
  expect(role).toHaveTextContent("Office");
  expect(role).toHaveAccessibleDescription(/Requests, clients, quotes/);
  await user.click(role);
  expect(screen.queryByRole("option", { name: "Owner" })).toBeNull();
  await user.click(await screen.findByRole("option", { name: "Technician" }));
  expect(role).toHaveAccessibleDescription(/Their assigned jobs and visits/);

  const email = within(dialog).getByLabelText("Email");
  await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription("Email is required.");

  await user.type(email, "sam@example.com");
  await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
  expect(await within(dialog).findByText("Already a member.")).toBeInTheDocument();
  expect(email).toHaveAccessibleDescription("Already a member.");
  expect(within(dialog).getAllByRole("alert")[0]).toHaveTextContent(
    "sam@example.com is already a member of this company.",
  );

  await user.clear(email);
  await user.type(email, "Tina@Example.com");
  await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(posted.at(-1)).toEqual({ email: "tina@example.com", role: "technician" });
  expect(await screen.findByText(/We mailed tina@example.com a link/)).toBeInTheDocument();
});
