/**
 * Acceptance of the team (docs/team.md): an owner invites a technician from /dashboard/team;
 * the invitation mail (read from the e2e server's outbox) carries a single-use /invite/<token>
 * link; in a second browser the technician sets a name and password and lands on /dashboard,
 * signed in: "Your work", no money figures anywhere, no Quotes/Invoices/Analytics in the
 * sidebar, the invoices page is not found and GET /api/invoices answers 403 role_forbidden. The
 * owner changes the member's role (the next request already acts with it), then deactivates
 * them: their very next request is signed out. The activity log names the invitation, the
 * joining, the role change and the deactivation with who did them, and the CSV export appears
 * in it. The link opened a second time says it was already used (410).
 *
 * Jobs (docs/jobs.md), while the technician is still one: the owner makes two standalone jobs
 * through the API, one with a visit tomorrow assigned to the technician, one with the owner's
 * own visit. The technician's /dashboard/jobs lists theirs only; its page shows its title and no
 * money figures; the other job is a 404 to them, API and page. (The schedule, visits in the
 * field and isolation between two technicians: e2e/jobs.spec.ts.)
 */
import { readFile } from "node:fs/promises";
import { logIn, registerOwner, skipOnboarding } from "./dashboard-fixtures";
import { address, choose, unique, waitForMail } from "./invoice-flow";
import { createJob, scheduleVisit } from "./jobs-flow";
import {
  acceptAsNewLogin,
  expectRoleForbidden,
  invitationLink,
  invitationRow,
  memberPatch,
  memberRow,
  memberUserId,
  MONEY,
  tokenOf,
} from "./team-flow";
import { expect, test } from "./test";

/** registerOwner's name for every owner it signs up. */
const OWNER_NAME = "Sam Owner";

test("team: invite a technician by mail → they join with no money in sight → role change and deactivation act at once → the activity log and its export → the link works once", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const id = unique();
  const companyName = `Crew Electric ${id}`;
  const techEmail = `terry-${id}@example.com`;
  const techName = `Terry Tech ${id}`;
  const techPassword = "wire-nut-2025";

  // ---- 1. A new owner invites a technician from the Team page.
  const owner = await registerOwner(page.request, { companyName });
  await logIn(page, owner.email, owner.password);
  // The welcome modal is the company's: seen once here, the technician gets none either.
  await skipOnboarding(page);
  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Team", exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);
  await expect(memberRow(page, owner.email)).toContainText(OWNER_NAME);

  await page.getByRole("button", { name: "Invite member" }).click();
  const invite = page.getByRole("dialog", { name: "Invite a member" });
  await expect(invite).toBeVisible();
  await invite.getByLabel("Email", { exact: true }).fill(techEmail);
  await choose(page, invite, "Role", "Technician");
  const invited = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === "/api/team/invitations" && res.request().method() === "POST",
  );
  await invite.getByRole("button", { name: "Send invitation" }).click();
  const inviteResponse = await invited;
  expect(inviteResponse.status(), await inviteResponse.text()).toBe(201);
  await expect(invite).toBeHidden();
  // Pending until accepted, not yet a member.
  await expect(invitationRow(page, techEmail)).toContainText("Technician");
  await expect(invitationRow(page, techEmail)).toContainText(OWNER_NAME);
  await expect(memberRow(page, techEmail)).toHaveCount(0);

  // ---- 2. The mail carries the link; a second browser accepts it as a new login.
  const mail = await waitForMail(
    (candidate) =>
      address(candidate.to) === techEmail && candidate.subject.includes("invited you to"),
    `the invitation to ${techEmail}`,
  );
  expect(mail.subject).toBe(`${OWNER_NAME} invited you to ${companyName} on QuoteCraft`);
  expect(mail.text).toContain("as a technician");
  const link = invitationLink(mail);
  if (!process.env.NEXT_PUBLIC_SITE_URL) {
    // No site URL given: the mail's links follow the port the server listens on.
    expect(link.startsWith(`${baseURL}/invite/`), `${link} starts with ${baseURL}/invite/`).toBe(
      true,
    );
  }
  const invitePath = new URL(link).pathname;
  const token = tokenOf(link);

  const techContext = await browser.newContext();
  const tech = await techContext.newPage();
  await tech.goto(invitePath);
  await expect(tech.getByRole("heading", { level: 1, name: `Join ${companyName}` })).toBeVisible();
  await expect(tech.getByText("You are invited as Technician.")).toBeVisible();
  await expect(tech.getByLabel("Email", { exact: true })).toHaveValue(techEmail);
  await acceptAsNewLogin(tech, token, { name: techName, password: techPassword });

  // ---- 3. The technician: "Your work", no money figures, no money pages or endpoints.
  await expect(tech.getByRole("heading", { level: 1, name: "Your work" })).toBeVisible();
  const sidebar = tech.getByRole("navigation", { name: "Dashboard" });
  // The sidebar is there (what it lacks below is not a sidebar that did not render).
  await expect(sidebar.getByRole("link", { name: "Account", exact: true })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Support", exact: true })).toBeVisible();
  for (const hidden of ["Quotes", "Invoices", "Analytics"])
    await expect(tech.getByRole("link", { name: hidden, exact: true }), hidden).toHaveCount(0);
  // The rendered text only (innerText): the page's inline scripts hold "$1"-like references.
  await expect(tech.locator("body")).not.toContainText(MONEY, { useInnerText: true });
  const companies = await tech.request.get("/api/account/companies");
  expect(companies.status(), await companies.text()).toBe(200);

  const invoicesPage = await tech.goto("/dashboard/invoices");
  expect(invoicesPage?.status()).toBe(404);
  await expect(tech.getByRole("heading", { level: 1 })).toHaveText(/not found/i);
  await expectRoleForbidden(tech.request, "/api/invoices");
  await expectRoleForbidden(tech.request, "/api/dashboard/money");

  // ---- 3b. Jobs: the owner makes one for the technician and one of their own (the API, the
  // owner's session); the technician sees only theirs, without money, and the other is a 404.
  const ownTitle = "Tech's own job";
  const otherTitle = "Someone else's job";
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const visitTime = {
    start: new Date(`${tomorrow}T09:00:00.000Z`),
    end: new Date(`${tomorrow}T10:00:00.000Z`),
  };
  const techUserId = await memberUserId(page.request, techEmail);
  const ownerUserId = await memberUserId(page.request, owner.email);
  const ownJob = await createJob(page.request, { title: ownTitle });
  await scheduleVisit(page.request, ownJob, { ...visitTime, assigneeIds: [techUserId] });
  const otherJob = await createJob(page.request, { title: otherTitle });
  await scheduleVisit(page.request, otherJob, { ...visitTime, assigneeIds: [ownerUserId] });

  await tech.goto("/dashboard/jobs");
  await expect(tech.getByRole("heading", { level: 1, name: "Jobs", exact: true })).toBeVisible();
  // The list has loaded (its count), with the one job of theirs: a table row on a desktop, a
  // card on a phone (the other layout is hidden).
  await expect(tech.getByText("Showing 1 job", { exact: true })).toBeVisible();
  const ownRow = tech
    .getByTestId(/^job-(row|card)$/)
    .filter({ visible: true })
    .filter({ hasText: ownTitle });
  await expect(ownRow).toHaveCount(1);
  await expect(tech.getByText(otherTitle)).toHaveCount(0);

  await ownRow.getByRole("link", { name: /^J-\d{4}/ }).click();
  await expect(tech).toHaveURL(new RegExp(`/dashboard/jobs/${ownJob}$`));
  await expect(tech.getByRole("heading", { level: 1, name: ownTitle, exact: true })).toBeVisible();
  await expect(tech.locator("body")).not.toContainText(MONEY, { useInnerText: true });

  const otherApi = await tech.request.get(`/api/jobs/${encodeURIComponent(otherJob)}`);
  expect(otherApi.status(), await otherApi.text()).toBe(404);
  await tech.goto(`/dashboard/jobs/${encodeURIComponent(otherJob)}`);
  await expect(
    tech.getByRole("alert").filter({ hasText: "This job does not exist or was deleted." }),
  ).toBeVisible();
  await expect(tech.getByText(otherTitle)).toHaveCount(0);

  // ---- 4a. The owner makes them Office: their next request already acts with the new role.
  await page.reload();
  const techRow = memberRow(page, techEmail);
  await expect(techRow).toContainText(techName);
  await expect(invitationRow(page, techEmail)).toHaveCount(0);
  const roleChanged = memberPatch(page);
  await choose(page, techRow, `Role of ${techName}`, "Office");
  const roleResponse = await roleChanged;
  expect(roleResponse.status(), await roleResponse.text()).toBe(200);
  const asOffice = await tech.request.get("/api/invoices");
  expect(asOffice.status(), await asOffice.text()).toBe(200);

  // ---- 4b. The owner deactivates them (after confirming): their next request is signed out.
  await techRow.getByRole("button", { name: `Deactivate ${techName}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Deactivate ${techName}?` });
  await expect(confirm).toBeVisible();
  const deactivated = memberPatch(page);
  await confirm.getByRole("button", { name: "Deactivate", exact: true }).click();
  const deactivateResponse = await deactivated;
  expect(deactivateResponse.status(), await deactivateResponse.text()).toBe(200);
  await expect(confirm).toBeHidden();
  await expect(techRow).toContainText("Deactivated");
  await expect(techRow.getByRole("button", { name: `Reactivate ${techName}` })).toBeVisible();

  const signedOut = await tech.request.get("/api/account/companies");
  expect(signedOut.status(), await signedOut.text()).toBe(401);
  await tech.goto("/dashboard");
  await expect(tech).toHaveURL(/\/login(\?|$)/);

  // ---- 5. The activity log: who invited, joined, changed the role and deactivated.
  await page.getByRole("link", { name: "Activity log" }).click();
  await expect(page).toHaveURL(/\/dashboard\/team\/activity$/);
  await expect(page.getByRole("heading", { level: 1, name: "Activity log" })).toBeVisible();
  const rows = page.getByRole("row");
  const rowOf = (action: string, who: string, detail: string) =>
    rows.filter({ hasText: action }).filter({ hasText: who }).filter({ hasText: detail });
  await expect(
    rowOf("Invited a member", OWNER_NAME, `Invited ${techEmail} as Technician`),
  ).toBeVisible();
  await expect(
    rowOf("Joined the company", techName, `${techName} joined as Technician`),
  ).toBeVisible();
  await expect(rowOf("Changed a role", OWNER_NAME, "Technician → Office")).toBeVisible();
  await expect(
    rowOf("Deactivated a member", OWNER_NAME, `Deactivated ${techName} (${techEmail})`),
  ).toBeVisible();
  await expect(rows.filter({ hasText: "Exported data" })).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^activity-.+\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain("When (UTC),Who,Email,Action,Detail,Address,Browser");
  expect(csv).toContain(`Deactivated ${techName} (${techEmail})`);
  // The export is itself in the log, the owner's.
  await page.reload();
  await expect(rowOf("Exported data", OWNER_NAME, "activity log")).toBeVisible();

  // ---- 6. The link a second time: already used (the API answers 410).
  const secondUse = tech.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === `/api/invitations/${token}` &&
      res.request().method() === "GET",
  );
  await tech.goto(invitePath);
  expect((await secondUse).status()).toBe(410);
  await expect(
    tech.getByRole("heading", { level: 1, name: "Invitation no longer valid" }),
  ).toBeVisible();
  await expect(tech.getByRole("alert").filter({ hasText: "already used" })).toHaveText(
    "This invitation was already used. Sign in instead.",
  );
  await expect(tech.getByRole("form", { name: "Create your login" })).toHaveCount(0);
  const again = await tech.request.get(`/api/invitations/${token}`);
  const againText = await again.text();
  expect(again.status(), againText).toBe(410);
  expect((JSON.parse(againText) as { code?: string }).code).toBe("invitation_used");

  await techContext.close();
});
