/**
 * Helpers of e2e/team.spec.ts (docs/team.md): the invitation link of a mail, a member's row on
 * /dashboard/team, accepting an invitation as a new login, a member's user id, and what a
 * member without money figures must (not) see.
 */
import type { ParsedMail } from "./eml";
import { expect, type APIRequestContext, type Locator, type Page } from "./test";

/** The /invite/<token> link of an invitation mail (its plain text, else its html). */
export function invitationLink(mail: ParsedMail): string {
  const pattern = /https?:\/\/[^\s<>()[\]"']*\/invite\/[A-Za-z0-9_-]{20,}/;
  const link = pattern.exec(mail.text)?.[0] ?? pattern.exec(mail.html)?.[0];
  expect(link, `an /invite/<token> link in:\n${mail.text}`).toBeTruthy();
  return link!;
}

/** The token of an /invite/<token> link. */
export const tokenOf = (link: string) => new URL(link).pathname.split("/").pop()!;

/** A row of the Team page's "Members" table, found by the member's email. */
export const memberRow = (page: Page, email: string): Locator =>
  page.getByRole("region", { name: "Members" }).getByRole("row").filter({ hasText: email });

/** A row of the Team page's "Pending invitations" table, found by the invitee's email. */
export const invitationRow = (page: Page, email: string): Locator =>
  page
    .getByRole("region", { name: "Pending invitations" })
    .getByRole("row")
    .filter({ hasText: email });

/** A PATCH of /api/team/members/{id} (a role change, a deactivation). */
export const memberPatch = (page: Page) =>
  page.waitForResponse(
    (res) =>
      /^\/api\/team\/members\/[^/]+$/.test(new URL(res.url()).pathname) &&
      res.request().method() === "PATCH",
  );

/**
 * On the invitation page of an address without a login ("Create your login"): sets a name and
 * a password, submits, and waits for the acceptance (200) and the landing on /dashboard.
 */
export async function acceptAsNewLogin(
  page: Page,
  token: string,
  { name, password }: { name: string; password: string },
) {
  const form = page.getByRole("form", { name: "Create your login" });
  await form.getByLabel("Your name", { exact: true }).fill(name);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm password", { exact: true }).fill(password);
  const accepted = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === `/api/invitations/${token}` &&
      res.request().method() === "POST",
  );
  await form.getByRole("button", { name: "Create login and join" }).click();
  const response = await accepted;
  expect(response.status(), await response.text()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/** The user id of the member with `email` (GET /api/team/members), e.g. to assign a visit. */
export async function memberUserId(request: APIRequestContext, email: string) {
  const response = await request.get("/api/team/members");
  const text = await response.text();
  expect(response.status(), text).toBe(200);
  const { members } = JSON.parse(text) as { members: { userId: string; email: string }[] };
  const member = members.find((row) => row.email.toLowerCase() === email.toLowerCase());
  expect(member, `${email} among the members: ${text}`).toBeTruthy();
  return member!.userId;
}

/** A money amount as the pages show it ("$1,234.50", "$ 12"). */
export const MONEY = /\$\s?\d/;

/** What a role without `reports` (a technician) may not get: the money endpoints answer 403. */
export async function expectRoleForbidden(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const text = await response.text();
  expect(response.status(), `${path}: ${text}`).toBe(403);
  expect((JSON.parse(text) as { code?: string }).code, `${path}: ${text}`).toBe("role_forbidden");
}
