// Deactivating a member across two server processes, over HTTP (docs/team.md): two `next
// start` processes of the production build share one PostgreSQL database. An owner invites a
// technician on server A, the invitation mail's link (read from the outbox) is accepted on
// server B, the technician is signed in on both; the owner deactivates them on B, and their
// session ends at once on both servers.
// Usage (after `next build`): DATABASE_URL=postgresql://… node scripts/deactivation-two-servers.mjs
// The database must be empty or migrated; CI passes a fresh one. Prints one closing line
// "N passed, N failed" and exits non-zero when a check fails.
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { checks, registerOwner, signIn, startTwoServers } from "./two-servers.mjs";

const NAME = "deactivation";
const { check, finish } = checks(NAME);
const { ports, urls } = await startTwoServers(NAME, [
  Number(process.env.DEACTIVATION_PORT_A ?? 3303),
  Number(process.env.DEACTIVATION_PORT_B ?? 3304),
]);

const json = { "content-type": "application/json" };
const call = (base, path, cookie, init = {}) =>
  fetch(`${base}${path}`, {
    redirect: "manual",
    ...init,
    headers: { ...(init.body ? json : {}), ...(cookie ? { cookie } : {}), ...init.headers },
  });

/** The invitation link in a mail of either server's outbox, once its job has run. */
async function invitationLink(email) {
  for (let i = 0; i < 120; i++) {
    for (const port of ports) {
      const dir = `.data/${NAME}-outbox-${port}`;
      let files = [];
      try {
        files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
      } catch {
        // no mail yet
      }
      for (const file of files) {
        const text = readFileSync(`${dir}/${file}`, "utf8").replace(/=\r?\n/g, "");
        if (!text.includes(email)) continue;
        const match = text.match(/\/invite\/([A-Za-z0-9_-]{20,})/);
        if (match) return match[1];
      }
    }
    await sleep(500);
  }
  return null;
}

try {
  const stamp = Date.now();
  const owner = { email: `owner-${stamp}@example.com`, password: "Correct-horse-42" };
  const register = await registerOwner(urls[0], {
    name: "Deactivation Owner",
    ...owner,
    slug: `deactivation-${stamp}`,
  });
  check("an owner signs up on server A", register.ok, `HTTP ${register.status}`);
  const ownerCookie = (await signIn(ports[0], owner.email, owner.password)).cookie;
  check("the owner signs in on server A", ownerCookie !== undefined);

  const tech = { email: `tech-${stamp}@example.com`, password: "Wrench-and-42" };
  const invite = await call(urls[0], "/api/team/invitations", ownerCookie, {
    method: "POST",
    body: JSON.stringify({ email: tech.email, role: "technician" }),
  });
  check(
    "the owner invites a technician on server A",
    invite.status === 201,
    `HTTP ${invite.status}`,
  );
  const token = await invitationLink(tech.email);
  check("the invitation mail with its link is in the outbox", token !== null);

  const accept = await call(urls[1], `/api/invitations/${token}`, undefined, {
    method: "POST",
    body: JSON.stringify({ name: "Tess Tech", password: tech.password }),
  });
  check("the technician sets a password on server B", accept.ok, `HTTP ${accept.status}`);
  const again = await call(urls[0], `/api/invitations/${token}`, undefined, {
    method: "POST",
    body: JSON.stringify({ name: "Tess Tech", password: tech.password }),
  });
  check("the link works once (410 on server A)", again.status === 410, `HTTP ${again.status}`);

  const techCookie = (await signIn(ports[0], tech.email, tech.password)).cookie;
  check("the technician signs in on server A", techCookie !== undefined);
  for (const [index, base] of urls.entries()) {
    const res = await call(base, "/api/account/companies", techCookie);
    check(`their session works on server ${"AB"[index]}`, res.status === 200, `HTTP ${res.status}`);
  }
  const money = await call(urls[1], "/api/invoices", techCookie);
  const body = await money.json().catch(() => ({}));
  check(
    "a technician is refused the invoices (403 role_forbidden)",
    money.status === 403 && body.code === "role_forbidden",
    `HTTP ${money.status} ${body.code ?? ""}`,
  );

  const { members = [] } = await (await call(urls[1], "/api/team/members", ownerCookie)).json();
  const member = members.find((m) => m.email === tech.email);
  const deactivate = await call(urls[1], `/api/team/members/${member?.id}`, ownerCookie, {
    method: "PATCH",
    body: JSON.stringify({ active: false }),
  });
  check("the owner deactivates them on server B", deactivate.ok, `HTTP ${deactivate.status}`);
  for (const [index, base] of urls.entries()) {
    const res = await call(base, "/api/account/companies", techCookie);
    check(
      `their session has ended on server ${"AB"[index]}`,
      res.status === 401,
      `HTTP ${res.status}`,
    );
    const page = await call(base, "/dashboard", techCookie);
    check(
      `the dashboard sends them to sign in on server ${"AB"[index]}`,
      page.status >= 300 &&
        page.status < 400 &&
        (page.headers.get("location") ?? "").includes("/login"),
      `HTTP ${page.status} ${page.headers.get("location") ?? ""}`,
    );
  }
  const refused = await signIn(ports[1], tech.email, tech.password);
  check(
    "and they cannot sign in again",
    refused.cookie === undefined,
    refused.error ?? "signed in",
  );
} catch (error) {
  check("the run completed", false, String(error));
}

finish();
