/** @jest-environment node */
/**
 * Each quote, invoice and job carries a copy of its client's name and email for the searches'
 * walk (migration 20261128160000): the triggers keep it equal to the client's, whatever is
 * written (a document's new client, none, the client renamed or deleted, the copy itself).
 */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const day = new Date("2026-11-02T00:00:00.000Z");

describe("the copy of a document's client", () => {
  it("follows the client through every write", async () => {
    const a = await createOwner(db.prisma, "Copy A");
    const b = await createOwner(db.prisma, "Copy B");
    const client = (companyId: string, name: string, email: string | null) =>
      db.prisma.client.create({ data: { companyId, name, email, emailKey: email } });
    const ana = await client(a.company.id, "Ana Garcia", "ana@garcia.example");
    const bo = await client(a.company.id, "Bo Lee", null);
    const theirs = await client(b.company.id, "Ana Garcia", "ana@garcia.example");
    const quote = await db.prisma.quote.create({
      data: { companyId: a.company.id, number: 1, clientId: ana.id },
    });
    const invoice = await db.prisma.invoice.create({
      data: {
        companyId: a.company.id,
        number: 1,
        clientId: ana.id,
        issueDate: day,
        dueDate: day,
      },
    });
    const job = await db.prisma.job.create({
      data: { companyId: a.company.id, number: 1, title: "Porch", clientId: ana.id },
    });
    const theirQuote = await db.prisma.quote.create({
      data: { companyId: b.company.id, number: 1, clientId: theirs.id },
    });
    const copies = async () =>
      Promise.all([
        db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } }),
        db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } }),
        db.prisma.job.findUniqueOrThrow({ where: { id: job.id } }),
      ]).then((rows) => rows.map((row) => [row.clientName, row.clientEmail]));
    const theirCopy = async () =>
      db.prisma.quote
        .findUniqueOrThrow({ where: { id: theirQuote.id } })
        .then((row) => [row.clientName, row.clientEmail]);
    const all = (name: string | null, email: string | null) => [
      [name, email],
      [name, email],
      [name, email],
    ];

    expect(await copies()).toEqual(all("Ana Garcia", "ana@garcia.example"));
    // The client renamed, then a new email: every document of theirs, no one else's.
    await db.prisma.client.update({ where: { id: ana.id }, data: { name: "Ana Moss" } });
    expect(await copies()).toEqual(all("Ana Moss", "ana@garcia.example"));
    await db.prisma.client.update({
      where: { id: ana.id },
      data: { email: "ana@moss.example", emailKey: "ana@moss.example" },
    });
    expect(await copies()).toEqual(all("Ana Moss", "ana@moss.example"));
    expect(await theirCopy()).toEqual(["Ana Garcia", "ana@garcia.example"]);
    // A written copy is put back; a document given another client, then none.
    await db.prisma.quote.update({
      where: { id: quote.id },
      data: { clientName: "Someone else", clientEmail: "x@y.example" },
    });
    expect((await copies())[0]).toEqual(["Ana Moss", "ana@moss.example"]);
    await db.prisma.invoice.update({ where: { id: invoice.id }, data: { clientId: bo.id } });
    expect((await copies())[1]).toEqual(["Bo Lee", null]);
    await db.prisma.job.update({ where: { id: job.id }, data: { clientId: null } });
    expect((await copies())[2]).toEqual([null, null]);
    // The client deleted: their documents stay, without a client or its copy.
    await db.prisma.job.update({ where: { id: job.id }, data: { clientId: ana.id } });
    await db.prisma.client.delete({ where: { id: ana.id } });
    expect(await copies()).toEqual([
      [null, null],
      ["Bo Lee", null],
      [null, null],
    ]);
    expect(await theirCopy()).toEqual(["Ana Garcia", "ana@garcia.example"]);
  });
});
