/** @jest-environment node */
import "@/test/fuzz/env";
import { readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import {
  createMember,
  routeParams,
  sessionCookieFor,
  setupTestDatabase,
  type TestDatabase,
} from "@/test/db";
import { pngDataUrl } from "@/test/png";
import { samples, seedFixture, type Fixture, type Sample } from "@/test/fuzz/samples";
import { endpoints, type Endpoint } from "@/test/routes";
import type { Access } from "@/lib/api/handler";
import {
  can,
  PERMISSIONS,
  ROLE_LABELS,
  ROLE_PERMISSIONS,
  ROLES,
  type Permission,
  type Role,
} from "@/lib/team/permissions";

// The role matrix (docs/team.md): every endpoint and method of app/api declares who may call
// it, and every signed-in one is called by a member of each role of one company with the
// request of its fuzz sample (test/fuzz/samples.ts). A role without the declared permission
// gets 403 role_forbidden (the role step runs before any parsing); a role with it never does.
// The table itself is compared with docs/team.md, so the docs cannot drift from the code.

type Handler = (req: NextRequest, ctx: ReturnType<typeof routeParams>) => Promise<Response>;

const isAccess = (value: unknown): value is Access => {
  if (typeof value !== "object" || value === null) return false;
  const access = value as { kind?: unknown; permission?: unknown };
  if (access.kind === "public" || access.kind === "api_key") return true;
  return (
    access.kind === "session" &&
    typeof access.permission === "string" &&
    access.permission in PERMISSIONS
  );
};

const modules = new Map<string, Promise<Record<string, unknown>>>();
const load = (file: string) => {
  if (!modules.has(file)) modules.set(file, import(file));
  return modules.get(file)!;
};
const handlerOf = async (endpoint: Endpoint) =>
  (await load(endpoint.file))[endpoint.method] as (Handler & { access?: unknown }) | undefined;

describe("access declarations", () => {
  it("every exported handler declares who may call it", async () => {
    expect(endpoints.length).toBeGreaterThan(40);
    const undeclared: string[] = [];
    for (const endpoint of endpoints) {
      const handler = await handlerOf(endpoint);
      if (typeof handler !== "function" || !isAccess(handler.access)) undeclared.push(endpoint.key);
    }
    expect(undeclared).toEqual([]);
  });
});

const docs = readFileSync(path.join(process.cwd(), "docs", "team.md"), "utf8");
const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

describe("docs/team.md", () => {
  it("has the permission table of lib/team/permissions.ts", () => {
    const lines = docs.split("\n").filter((line) => line.trim().startsWith("|"));
    const header = lines.map(cellsOf).find((cells) => cells[0] === "Permission");
    expect(header).toBeDefined();
    const columns = Object.fromEntries(
      ROLES.map((role) => [role, header!.indexOf(ROLE_LABELS[role])]),
    ) as Record<Role, number>;
    for (const role of ROLES) expect(columns[role]).toBeGreaterThan(0);
    const documented: Record<string, Role[]> = {};
    for (const cells of lines.map(cellsOf)) {
      const name = cells[0].match(/^`([a-z_]+)`$/)?.[1];
      if (!name || cells.length !== header!.length) continue;
      documented[name] = ROLES.filter((role) => cells[columns[role]] === "✓");
    }
    const coded = Object.fromEntries(
      (Object.keys(PERMISSIONS) as Permission[]).map((permission) => [
        permission,
        ROLES.filter((role) => ROLE_PERMISSIONS[role].has(permission)),
      ]),
    );
    expect(documented).toEqual(coded);
  });

  it("declares the permissions its API table names", async () => {
    const rows = docs
      .split("\n")
      .map(cellsOf)
      .map((cells) => ({
        endpoint: cells[0]?.match(/^`([A-Z/]+) (\/api\/\S+)`$/),
        access: cells[1],
      }))
      .filter((row) => row.endpoint);
    expect(rows.length).toBeGreaterThan(10);
    const mismatches: string[] = [];
    for (const { endpoint, access } of rows) {
      const [, methods, route] = endpoint!;
      const expected = access === "public" ? "public" : access.match(/^`([a-z_]+)`$/)?.[1];
      for (const method of methods.split("/")) {
        const key = `${method} ${route.replace(/\{([^}]+)\}/g, "[$1]")}`;
        const found = endpoints.find((e) => e.key === key);
        if (!found) {
          mismatches.push(`${key}: documented, but no route exports it`);
          continue;
        }
        const declared = (await handlerOf(found))?.access as Access | undefined;
        const actual = declared?.kind === "session" ? declared.permission : declared?.kind;
        if (actual !== expected)
          mismatches.push(`${key}: documented ${expected}, declared ${actual}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

let db: TestDatabase;
let fixture: Fixture;
const members = {} as Record<Role, { id: string }>;

beforeAll(async () => {
  db = await setupTestDatabase();
  const seeded = await seedFixture(db.prisma);
  fixture = seeded.fixture;
  members.owner = seeded.owner.user;
  for (const role of ["admin", "office", "technician"] as const)
    members[role] = (await createMember(db.prisma, fixture.companyId, role)).user;
}, 120_000);
afterAll(async () => {
  await db?.close();
});

/** The member's cookie as of now (a sample that signs out everywhere bumps the token version). */
async function cookieOf(role: Role) {
  const user = await db.prisma.user.findUniqueOrThrow({ where: { id: members[role].id } });
  return sessionCookieFor(user, fixture.companyId);
}

function requestFor(method: string, sample: Sample, cookie: string) {
  const url = new URL("/api/roles", "http://localhost:3000");
  for (const [key, value] of Object.entries(sample.query?.(fixture) ?? {}))
    url.searchParams.set(key, value);
  const headers = new Headers({ ...(sample.headers?.(fixture) ?? {}), cookie });
  let body: BodyInit | undefined;
  if (sample.body === "multipart") {
    const form = new FormData();
    const png = Buffer.from(pngDataUrl().split(",")[1], "base64");
    form.append("file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    body = form;
  } else if (sample.body) {
    body = JSON.stringify(sample.body(fixture));
    headers.set("content-type", "application/json");
  }
  return new NextRequest(url, { method, headers, body });
}

// Reads first, then creations and changes, deletions last: the fixture stays usable as long as
// it can (a later call that meets a deleted row answers 404, which is not what is checked).
const ORDER = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const ordered = [...endpoints].sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));
/** Each role's answers, to check at the end that the matrix was not vacuous. */
const seen: Record<Role, { allowed: number; forbidden: number }> = {
  owner: { allowed: 0, forbidden: 0 },
  admin: { allowed: 0, forbidden: 0 },
  office: { allowed: 0, forbidden: 0 },
  technician: { allowed: 0, forbidden: 0 },
};

describe("the role matrix", () => {
  it.each(ordered.map((e) => [e.key, e] as const))(
    "%s answers role_forbidden exactly to the roles without its permission",
    async (key, endpoint) => {
      const handler = await handlerOf(endpoint);
      const access = handler?.access;
      expect(isAccess(access)).toBe(true);
      if (!handler || !isAccess(access) || access.kind !== "session") return;
      // An endpoint without a sample (which the fuzz suite fails) still meets the matrix with a
      // bare request: the role step runs before any parsing.
      const found = samples[key];
      const sample: Sample = found && !("exempt" in found) ? found : {};
      const params = sample.params?.(fixture) ?? {};
      const answers: string[] = [];
      const wrong: string[] = [];
      // Technicians first: the roles without the permission never reach the handler, so the
      // roles with it meet the fixture as the first one that may left it.
      for (const role of [...ROLES].reverse()) {
        const res = await handler(
          requestFor(endpoint.method, sample, await cookieOf(role)),
          routeParams(params),
        );
        const text = await res.text();
        let code: unknown;
        try {
          code = (JSON.parse(text) as { code?: unknown }).code;
        } catch {
          code = undefined;
        }
        const forbidden = res.status === 403 && code === "role_forbidden";
        const allowed = can(role, access.permission);
        answers.push(`${role}: ${res.status}${typeof code === "string" ? ` ${code}` : ""}`);
        // A 401 would mean the session never reached the role step: the check proved nothing.
        if (res.status === 401 || allowed === forbidden) wrong.push(role);
        seen[role][allowed ? "allowed" : "forbidden"] += 1;
      }
      if (wrong.length > 0)
        throw new Error(
          `${key} (needs ${access.permission}) answered ${answers.join(", ")}; ` +
            `wrong for ${wrong.join(", ")}`,
        );
    },
  );

  it("called every role on both sides of the table", () => {
    expect(seen.owner.allowed).toBeGreaterThan(100);
    expect(seen.owner.forbidden).toBe(0);
    for (const role of ["admin", "office", "technician"] as const) {
      expect(seen[role].allowed).toBeGreaterThan(0);
      expect(seen[role].forbidden).toBeGreaterThan(0);
    }
  });
});
