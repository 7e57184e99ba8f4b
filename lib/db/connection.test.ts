/** @jest-environment node */
import { databaseConnection } from "./connection";

const DIRECT = "postgresql://app@db.internal:5432/quotecraft";
const POOLER = "postgresql://app@pooler.internal:6432/quotecraft";

describe("databaseConnection (docs/scaling.md, pooled PostgreSQL)", () => {
  it("is the embedded database without DATABASE_URL", () => {
    expect(databaseConnection({})).toBeUndefined();
  });

  it("takes DATABASE_URL as a direct connection with named statements by default", () => {
    expect(databaseConnection({ DATABASE_URL: DIRECT })).toEqual({
      url: DIRECT,
      directUrl: DIRECT,
      pooled: false,
      namedStatements: true,
    });
  });

  it("takes DATABASE_URL as a transaction-mode pooler once a direct URL is given", () => {
    expect(databaseConnection({ DATABASE_URL: POOLER, DIRECT_DATABASE_URL: DIRECT })).toEqual({
      url: POOLER,
      directUrl: DIRECT,
      pooled: true,
      namedStatements: false,
    });
  });

  it("follows DATABASE_POOLER and DATABASE_PREPARED_STATEMENTS where they are set", () => {
    // A pooler with no direct URL at all: everything goes through it.
    expect(databaseConnection({ DATABASE_URL: POOLER, DATABASE_POOLER: "transaction" })).toEqual({
      url: POOLER,
      directUrl: POOLER,
      pooled: true,
      namedStatements: false,
    });
    // PgBouncer ≥ 1.21 with max_prepared_statements keeps named statements per client.
    expect(
      databaseConnection({
        DATABASE_URL: POOLER,
        DIRECT_DATABASE_URL: DIRECT,
        DATABASE_PREPARED_STATEMENTS: "named",
      })?.namedStatements,
    ).toBe(true);
    // A read replica or a second URL that is not a pooler.
    expect(
      databaseConnection({
        DATABASE_URL: DIRECT,
        DIRECT_DATABASE_URL: DIRECT,
        DATABASE_POOLER: "none",
      }),
    ).toMatchObject({ pooled: false, namedStatements: true });
  });
});
