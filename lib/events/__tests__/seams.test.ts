/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The seams of docs/events.md, read from the code: only the queue's own module (lib/queue) and
 * lib/events start or use the job queue, and a webhook delivery is queued only through the
 * doors of lib/events (publish, publishToEndpoint, republishDelivery); nothing but
 * lib/quotes/transitions.ts writes a quote's status (lib/invoices/transitions.ts an
 * invoice's, lib/jobs/transitions.ts a job's and a visit's). A new file that breaks any of
 * them fails here, naming the file.
 */
const ROOT = process.cwd();
const SOURCE_DIRS = ["app", "components", "lib", "scripts", "prisma"];
const SOURCE_FILES = ["instrumentation.ts", "proxy.ts"];

function sourceFiles(): string[] {
  const files: string[] = [...SOURCE_FILES];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const relative = path.join(dir, name);
      if (name === "node_modules" || name === "__tests__") continue;
      if (statSync(path.join(ROOT, relative)).isDirectory()) walk(relative);
      else if (/\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(relative);
    }
  };
  SOURCE_DIRS.forEach(walk);
  return files;
}

const QUEUE_USE = [
  /from\s+["']pg-boss["']/,
  /from\s+["']@\/lib\/queue\/(boss|enqueue)["']/,
  /from\s+["']\.\.?\/(?:\.\.\/)*lib\/queue\/(boss|enqueue)["']/,
  /\bgetBoss\s*\(/,
  /\benqueue\s*\(\s*(tx|db|null|prisma)\b/,
];

/** Files that use the queue directly, outside lib/queue and lib/events. */
export function queueUsers(files: { name: string; text: string }[]) {
  return files
    .filter(({ name }) => !/^lib\/(queue|events)\//.test(name.split(path.sep).join("/")))
    .filter(({ text }) => QUEUE_USE.some((pattern) => pattern.test(text)))
    .map(({ name }) => name);
}

/**
 * What a file imports, module by module: each `import … from`, `export … from`, `import()`
 * and `require()`, its specifier resolved to a path from the root ("@/x" and "./x" alike,
 * without extension or /index), and the names it takes ("*" for a default, a namespace or a
 * dynamic import, which can reach them all).
 */
export function importsOf(name: string, text: string): { module: string; names: string[] }[] {
  const dir = path.posix.dirname(name.split(path.sep).join("/"));
  const resolve = (specifier: string) => {
    const local = specifier.startsWith("@/")
      ? specifier.slice(2)
      : specifier.startsWith(".")
        ? path.posix.join(dir, specifier)
        : specifier;
    return local.replace(/\.(ts|tsx|js|mjs)$/, "").replace(/\/index$/, "");
  };
  const found: { module: string; names: string[] }[] = [];
  const statement = /\b(?:import|export)\s+(?:type\s+)?([^;'"`]*?)\s*\bfrom\s*["']([^"']+)["']/g;
  for (let match = statement.exec(text); match; match = statement.exec(text)) {
    const clause = match[1];
    const braces = /\{([^}]*)\}/.exec(clause);
    const names = (braces?.[1] ?? "")
      .split(",")
      .map((part) =>
        part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]
          .trim(),
      )
      .filter(Boolean);
    if (clause.replace(/\{[^}]*\}/, "").replace(/[\s,]/g, "") !== "") names.push("*");
    found.push({ module: resolve(match[2]), names });
  }
  const dynamic = /\b(?:import|require)\s*\(\s*["']([^"']+)["']\s*\)/g;
  for (let match = dynamic.exec(text); match; match = dynamic.exec(text))
    found.push({ module: resolve(match[1]), names: ["*"] });
  return found;
}

/** Queues a webhook delivery past publish: internal to lib/events (./webhooks.ts). */
const DELIVERY_INTERNALS = ["queueDelivery", "requeueDelivery"];
/**
 * What lib/events/webhooks.ts offers the rest of the code: the subscribers' query a larger
 * statement carries (the estimate request's store statement, docs/events.md).
 */
const EVENTS_WEBHOOKS_PUBLIC = ["subscribedEndpointsSql"];

/**
 * Files outside lib/queue and lib/events that import a delivery's internals (from any module)
 * or anything of lib/events/webhooks but its public query: they go through publish,
 * publishToEndpoint and republishDelivery (lib/events).
 */
export function deliveryBypasses(files: { name: string; text: string }[]) {
  return files
    .filter(({ name }) => !/^lib\/(queue|events)\//.test(name.split(path.sep).join("/")))
    .filter(({ name, text }) =>
      importsOf(name, text).some(
        ({ module, names }) =>
          names.some((imported) => DELIVERY_INTERNALS.includes(imported)) ||
          (module === "lib/events/webhooks" &&
            names.some((imported) => !EVENTS_WEBHOOKS_PUBLIC.includes(imported))),
      ),
    )
    .map(({ name }) => name);
}

/** The text of the balanced (...) or {...} that opens at `start`. */
function balanced(text: string, start: number): string {
  const open = text[start];
  const close = open === "(" ? ")" : "}";
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === open) depth += 1;
    else if (text[i] === close && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** The places a file writes Quote.status: an update's `data` with `status`, or SQL. */
export const quoteStatusWrites = (text: string) => statusWrites(text, "quote");

/** The places a file writes `model`'s status (Quote, Invoice, Job, Visit): an update, or SQL. */
export function statusWrites(text: string, model: "quote" | "invoice" | "job" | "visit"): string[] {
  const found: string[] = [];
  const call = new RegExp(
    `\\.${model}\\.(update|updateMany|upsert|updateManyAndReturn)\\s*\\(`,
    "g",
  );
  for (let match = call.exec(text); match; match = call.exec(text)) {
    const args = balanced(text, match.index + match[0].length - 1);
    const data = /\b(data|update)\s*:\s*\{/g;
    for (let field = data.exec(args); field; field = data.exec(args)) {
      const object = balanced(args, field.index + field[0].length - 1);
      // A top-level `status` key of the object (nested objects are skipped).
      let depth = 0;
      for (let i = 1; i < object.length - 1; i += 1) {
        const char = object[i];
        if ("{([".includes(char)) depth += 1;
        else if ("})]".includes(char)) depth -= 1;
        else if (
          depth === 0 &&
          /[\s,{]/.test(object[i - 1]) &&
          /^status\s*[:,}]/.test(object.slice(i))
        )
          found.push(`${match[0]}…status`);
      }
    }
  }
  const table = model[0].toUpperCase() + model.slice(1);
  const sql = new RegExp(`UPDATE\\s+"${table}"\\s+SET[\\s\\S]{0,400}?"status"\\s*=`, "gi");
  for (let match = sql.exec(text); match; match = sql.exec(text)) found.push(match[0].slice(0, 40));
  return found;
}

const read = (name: string) => ({ name, text: readFileSync(path.join(ROOT, name), "utf8") });

describe("the queue's seam", () => {
  it("is used only by lib/queue and lib/events (publish)", () => {
    expect(queueUsers(sourceFiles().map(read))).toEqual([]);
  });

  it("catches a domain that enqueues or starts the queue itself", () => {
    expect(
      queueUsers([
        { name: "lib/quotes/x.ts", text: 'import { getBoss } from "@/lib/queue/boss";' },
        { name: "lib/quotes/y.ts", text: "await enqueue(tx, QUEUES.mail.name, job);" },
        { name: "lib/events/publish.ts", text: "await enqueue(tx, QUEUES.mail.name, job);" },
      ]),
    ).toEqual(["lib/quotes/x.ts", "lib/quotes/y.ts"]);
  });
});

describe("a webhook delivery's seam", () => {
  it("is queued only through lib/events (publish, publishToEndpoint, republishDelivery)", () => {
    // The scan reads real imports: publish's own of the internals it wraps.
    expect(
      importsOf(path.join("lib", "events", "publish.ts"), read("lib/events/publish.ts").text),
    ).toContainEqual({
      module: "lib/events/webhooks",
      names: expect.arrayContaining(DELIVERY_INTERNALS),
    });
    expect(deliveryBypasses(sourceFiles().map(read))).toEqual([]);
  });

  it("catches a file that imports a delivery's internals or more of lib/events/webhooks", () => {
    expect(
      deliveryBypasses([
        {
          name: "lib/webhooks/a.ts",
          text: 'import { newEventId, queueDelivery } from "@/lib/events/webhooks";',
        },
        {
          name: "lib/webhooks/b.ts",
          text: 'import { requeueDelivery } from "../events/webhooks";',
        },
        {
          name: "lib/quotes/c.ts",
          text: 'import {\n  type WebhookBody,\n  subscribedEndpoints,\n} from "@/lib/events/webhooks.ts";',
        },
        { name: "app/api/d.ts", text: 'import * as hooks from "@/lib/events/webhooks";' },
        {
          name: "lib/jobs/e.ts",
          text: 'const { queueDelivery } = await import("@/lib/events/webhooks");',
        },
        { name: "lib/f.ts", text: 'export { requeueDelivery as again } from "./events/webhooks";' },
        { name: "lib/webhooks/g.ts", text: 'import { queueDelivery } from "@/lib/events";' },
        // Allowed: the public query, the doors of lib/events, and lib/events itself.
        {
          name: "lib/estimates/store.ts",
          text: 'import { subscribedEndpointsSql } from "@/lib/events/webhooks";',
        },
        {
          name: "lib/webhooks/endpoints.ts",
          text: 'import { inTransaction, publishToEndpoint, republishDelivery } from "@/lib/events";',
        },
        { name: "lib/webhooks/h.ts", text: 'import { newEventId } from "./webhooks";' },
        { name: "lib/events/publish.ts", text: 'import { queueDelivery } from "./webhooks";' },
      ]),
    ).toEqual([
      "lib/webhooks/a.ts",
      "lib/webhooks/b.ts",
      "lib/quotes/c.ts",
      "app/api/d.ts",
      "lib/jobs/e.ts",
      "lib/f.ts",
      "lib/webhooks/g.ts",
    ]);
  });
});

describe("an invoice's status", () => {
  it("is written only by lib/invoices/transitions.ts", () => {
    expect(statusWrites(read("lib/invoices/transitions.ts").text, "invoice")).toHaveLength(1);
    const writers = sourceFiles()
      .filter((name) => name !== path.join("lib", "invoices", "transitions.ts"))
      .map(read)
      .filter(({ text }) => statusWrites(text, "invoice").length > 0)
      .map(({ name }) => name);
    expect(writers).toEqual([]);
  });

  it("catches an invoice status written by an update or by SQL", () => {
    expect(
      statusWrites(
        'await tx.invoice.update({ where: { id }, data: { status: "paid" } });',
        "invoice",
      ),
    ).toHaveLength(1);
    expect(
      statusWrites('await db.query(`UPDATE "Invoice" SET "status" = $1`);', "invoice"),
    ).toHaveLength(1);
    expect(statusWrites('await tx.quote.update({ data: { status: "sent" } });', "invoice")).toEqual(
      [],
    );
  });
});

describe("a quote's status", () => {
  it("is written only by lib/quotes/transitions.ts", () => {
    // The scan sees the one door itself, so it reads real code.
    expect(quoteStatusWrites(read("lib/quotes/transitions.ts").text)).toHaveLength(1);
    const writers = sourceFiles()
      .filter((name) => name !== path.join("lib", "quotes", "transitions.ts"))
      .map(read)
      .filter(({ text }) => quoteStatusWrites(text).length > 0)
      .map(({ name }) => name);
    expect(writers).toEqual([]);
  });

  it("catches a status written by an update, nested or not, or by SQL, and not a read", () => {
    expect(
      quoteStatusWrites(
        'await tx.quote.updateMany({ where: { id, status: "sent" }, data: { status: "approved" } });',
      ),
    ).toHaveLength(1);
    expect(
      quoteStatusWrites(`await prisma.quote.update({
        where: { id },
        data: { title: "x", status, sentAt: new Date() },
      });`),
    ).toHaveLength(1);
    expect(quoteStatusWrites('await db.query(`UPDATE "Quote" SET "status" = $1`);')).toHaveLength(
      1,
    );
    expect(
      quoteStatusWrites(
        'await tx.quote.updateMany({ where: { id, status: { in: ["sent"] } }, data: { total } });',
      ),
    ).toEqual([]);
    expect(
      quoteStatusWrites(
        "await tx.quote.update({ where: { id }, data: { lines: { status: 1 } } });",
      ),
    ).toEqual([]);
  });
});

// Jobs and visits (docs/jobs.md, "Statuses"): one door for both, lib/jobs/transitions.ts.
describe.each([
  {
    model: "job" as const,
    table: "Job",
    update: 'await tx.job.updateMany({ where: { id }, data: { status: "completed" } });',
    other: 'await tx.visit.update({ where: { id }, data: { status: "completed" } });',
  },
  {
    model: "visit" as const,
    table: "Visit",
    update: "await prisma.visit.update({ where: { id }, data: { startAt, status } });",
    other: 'await tx.job.updateMany({ where: { id }, data: { status: "scheduled" } });',
  },
])("a $model's status", ({ model, table, update, other }) => {
  it("is written only by lib/jobs/transitions.ts", () => {
    expect(statusWrites(read("lib/jobs/transitions.ts").text, model)).toHaveLength(1);
    const writers = sourceFiles()
      .filter((name) => name !== path.join("lib", "jobs", "transitions.ts"))
      .map(read)
      .filter(({ text }) => statusWrites(text, model).length > 0)
      .map(({ name }) => name);
    expect(writers).toEqual([]);
  });

  it("catches a status written by an update or by SQL, and not another model's or a read", () => {
    expect(statusWrites(update, model)).toHaveLength(1);
    expect(
      statusWrites(`await db.query(\`UPDATE "${table}" SET "status" = $1\`);`, model),
    ).toHaveLength(1);
    expect(statusWrites(other, model)).toEqual([]);
    expect(
      statusWrites(
        `await tx.${model}.updateMany({ where: { id, status: "scheduled" }, data: { startAt } });`,
        model,
      ),
    ).toEqual([]);
  });
});
