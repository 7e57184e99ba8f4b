/**
 * Database tests run route handlers against a real database: a fresh in-memory PGlite per
 * test file, or, when TEST_DATABASE_URL names a PostgreSQL server, a fresh database created
 * there for the file and dropped afterwards. Either way every migration is applied first.
 * With TEST_POOLER_URL too (a transaction-mode PgBouncer in front of that server, as CI runs
 * it), the app's queries go through the pooler and only the set-up and the job queue connect
 * directly, as a deployment with DIRECT_DATABASE_URL does (docs/scaling.md).
 */
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { newPGlite } from "@/lib/db/pglite";
import type { PrismaClient } from "@prisma/client";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { installDatabase } from "@/lib/db";
import { createPrismaClient } from "@/lib/db/create-client";
import { directConnection, type DatabaseConnection } from "@/lib/db/connection";
import { stopBoss } from "@/lib/queue/boss";
import { applyMigrations } from "@/lib/db/migrations";
import { hashPassword } from "@/lib/auth/password";

export const TEST_SECRET = "test-secret-for-jest-only-0123456789";
process.env.NEXTAUTH_SECRET = TEST_SECRET;
process.env.NEXTAUTH_URL = "http://localhost:3000";

// Retries come quickly in tests (the drain helpers can also skip the delay).
process.env.JOBS_RETRY_LIMIT ??= "2";
process.env.JOBS_RETRY_DELAY_SECONDS ??= "1";

export type TestDatabase = {
  prisma: PrismaClient;
  /** Set when the tests run on PostgreSQL: the URL the app queries through. */
  databaseUrl?: string;
  /** The environment a child process needs to reach the same database the same way. */
  databaseEnv?: Record<string, string>;
  close: () => Promise<void>;
};

export async function setupTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `qc_test_${randomBytes(6).toString("hex")}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    await applyMigrations({
      exec: (sql) => client.query(sql),
      query: async <T>(sql: string, params?: unknown[]) => ({
        rows: (await client.query(sql, params)).rows as T[],
      }),
    });
    await client.end();
    const connection = testConnection(url, name);
    const prisma = createPrismaClient({ databaseUrl: connection.url, pgliteDir: "" });
    installDatabase({ prisma, databaseUrl: connection.url, connection });
    return {
      prisma,
      databaseUrl: connection.url,
      databaseEnv: {
        DATABASE_URL: connection.url,
        ...(connection.pooled
          ? {
              DIRECT_DATABASE_URL: connection.directUrl,
              DATABASE_PREPARED_STATEMENTS: connection.namedStatements ? "named" : "unnamed",
            }
          : {}),
      },
      close: async () => {
        await stopBoss({ timeoutMs: 2_000 });
        await prisma.$disconnect();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const pglite = newPGlite();
  await applyMigrations({
    exec: (sql) => pglite.exec(sql),
    query: (sql, params) => pglite.query(sql, params),
  });
  const prisma = createPrismaClient({ pgliteDir: "memory://" }, pglite);
  installDatabase({ prisma, pglite });
  return {
    prisma,
    close: async () => {
      await stopBoss({ timeoutMs: 2_000 });
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/** The database `name` reached directly at `directUrl`, or through TEST_POOLER_URL's pooler. */
function testConnection(directUrl: URL, name: string): DatabaseConnection {
  const poolerUrl = process.env.TEST_POOLER_URL;
  if (!poolerUrl) return directConnection(directUrl.toString());
  const pooled = new URL(poolerUrl);
  pooled.pathname = `/${name}`;
  return {
    url: pooled.toString(),
    directUrl: directUrl.toString(),
    pooled: true,
    namedStatements: process.env.DATABASE_PREPARED_STATEMENTS === "named",
  };
}

let counter = 0;

/** A company with its owner; returns ids and a session cookie for that owner. */
export async function createOwner(prisma: PrismaClient, name = "Test Company") {
  counter += 1;
  const suffix = `${counter}-${randomBytes(3).toString("hex")}`;
  const company = await prisma.company.create({
    data: { name, slug: `test-${suffix}`, industryType: "electrical" },
  });
  const user = await prisma.user.create({
    data: {
      email: `owner-${suffix}@example.com`,
      name: "Owner",
      passwordHash: await hashPassword("password-1"),
      companyId: company.id,
      memberships: { create: { companyId: company.id, role: "owner" } },
    },
  });
  const token = await encode({
    token: { uid: user.id, cid: company.id, tv: user.tokenVersion, sub: user.id },
    secret: TEST_SECRET,
  });
  return { company, user, cookie: `next-auth.session-token=${token}` };
}

/** A session cookie for a user acting in a company (the token's company claim). */
export async function sessionCookieFor(
  user: { id: string; tokenVersion: number },
  companyId: string,
) {
  const token = await encode({
    token: { uid: user.id, cid: companyId, tv: user.tokenVersion, sub: user.id },
    secret: TEST_SECRET,
  });
  return `next-auth.session-token=${token}`;
}

/** A member of an existing company with the given role (docs/team.md), and their cookie. */
export async function createMember(
  prisma: PrismaClient,
  companyId: string,
  role: "owner" | "admin" | "office" | "technician",
  name = `${role[0].toUpperCase()}${role.slice(1)}`,
) {
  counter += 1;
  const suffix = `${counter}-${randomBytes(3).toString("hex")}`;
  const user = await prisma.user.create({
    data: {
      email: `${role}-${suffix}@example.com`,
      name,
      passwordHash: await hashPassword("password-1"),
      companyId,
      memberships: { create: { companyId, role } },
    },
    include: { memberships: true },
  });
  return { user, member: user.memberships[0], cookie: await sessionCookieFor(user, companyId) };
}

/** A request as the browser would send it, with an optional session cookie and JSON body. */
export function makeRequest(
  method: string,
  path: string,
  {
    cookie,
    body,
    headers,
  }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const init: { method: string; headers: Record<string, string>; body?: string } = {
    method,
    headers: { ...headers },
  };
  if (cookie) init.headers.cookie = cookie;
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    init.headers["content-type"] ??= "application/json";
  }
  return new NextRequest(new URL(path, "http://localhost:3000"), init);
}

/** The second argument Next passes to a route handler. */
export const routeParams = (params: Record<string, string> = {}) => ({
  params: Promise.resolve(params),
});
