/**
 * fast-check arbitraries for request fuzzing: values a database cannot store (NUL, lone
 * surrogates), oversized strings, deep nesting, prototype keys, wrong types, and numbers at
 * and beyond every column's bounds, mixed into otherwise valid samples.
 */
import fc from "fast-check";

// A raw JSON token inside a value: JSON.stringify writes "\u0001raw:1e999" as a string, and
// `toJsonText` turns it back into the bare token (1e999 parses as Infinity).
const RAW = "\u0001raw:";
const raw = (token: string) => `${RAW}${token}`;

export const MEGABYTE_STRING = "x".repeat(1024 * 1024);

const shortNastyString = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "id\u0000",
    "\ud800",
    "\udfff",
    "ok\udc00",
    "\ud83d\ude00",
    "",
    " ",
    "%00",
    "../../etc/passwd",
    "'; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "\r\nBcc: x@example.com",
    "NaN",
    "-0",
    "1e999",
    "9".repeat(40),
    "0.001",
  ),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: fc.constantFrom("\u0000", "\ud800", "\udc00", "a", "é"), maxLength: 20 }),
  fc.integer({ min: 65, max: 300 }).map((n) => "y".repeat(n)),
);

/** Strings for bodies: the short ones, just-too-long ones, and a whole megabyte. */
export const nastyString = fc.oneof(
  { weight: 8, arbitrary: shortNastyString },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 70_000 }).map((n) => "y".repeat(n)) },
  { weight: 1, arbitrary: fc.constant(MEGABYTE_STRING) },
);

/**
 * Strings for path segments, query values and headers: servers refuse URLs and headers
 * beyond a few kB before any handler runs, so these stay under 8 kB.
 */
export const nastyUrlString = fc.oneof(
  { weight: 8, arbitrary: shortNastyString },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 8_000 }).map((n) => "y".repeat(n)) },
);

export const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.1,
    0.005,
    5e-324,
    1e-7,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    2 ** 63,
    1e21,
    1e308,
    -1e308,
    99_999.999,
    100_000,
    1_000_000,
    999_999_999_999.99,
    1e15,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom("1e999", "-1e999", "1e-999", "123456789012345678901234567890").map(raw),
);

export const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { a: 1 }),
  fc.jsonValue({ maxDepth: 3 }),
);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(nastyString, nastyNumber, wrongType);

/** The sample with some of its values (at any depth) replaced, dropped, or extra keys added. */
export function mutate(value: unknown, depth = 0): fc.Arbitrary<unknown> {
  const replaced = nastyValue;
  if (Array.isArray(value)) {
    const elements = value.map((item) => mutate(item, depth + 1));
    return fc.oneof(
      { weight: 4, arbitrary: elements.length ? fc.tuple(...elements) : fc.constant([]) },
      {
        weight: 1,
        arbitrary: elements.length
          ? fc.array(fc.oneof(...elements), { maxLength: 40 })
          : fc.array(nastyValue, { maxLength: 5 }),
      },
      { weight: 1, arbitrary: replaced },
    );
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    const shape = Object.fromEntries(
      entries.map(([key, item]) => [
        key,
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(item) },
          { weight: 1, arbitrary: mutate(item, depth + 1) },
        ),
      ]),
    );
    const extra = fc.dictionary(
      fc.oneof(
        fc.constantFrom("companyId", "id", "userId", "extra", "\u0000", "\ud800"),
        fc.string({ maxLength: 8 }),
      ),
      nastyValue,
      { maxKeys: 2 },
    );
    return fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .tuple(fc.record(shape, { requiredKeys: [] }), fc.option(extra, { freq: 4 }))
          .map(([record, more]) => ({ ...record, ...(more ?? {}) })),
      },
      { weight: depth === 0 ? 0 : 1, arbitrary: replaced },
    );
  }
  return fc.oneof({ weight: 1, arbitrary: fc.constant(value) }, { weight: 2, arbitrary: replaced });
}

/** The JSON text of a fuzzed value, with raw number tokens restored. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:([^"]*)"/g, "$1");
}

/** Whole bodies no sample leads to: deep nesting, prototype keys, broken JSON, odd tops. */
export const rawBody = fc.oneof(
  fc.integer({ min: 1, max: 30_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc
    .integer({ min: 1, max: 15_000 })
    .map((depth) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth)),
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true,"companyId":"x"}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"__proto__":null}',
    '{"a":1,"a":2}',
    "null",
    "[]",
    '"text"',
    "0",
    "1e999",
    "{",
    "\u0000",
    '{"\\u0000":1}',
    '"\\ud800"',
    "\ufeff{}",
    "NaN",
  ),
  fc.string({ maxLength: 100 }),
);

/** Adds prototype keys to an object body's JSON text. */
export const withPrototypeKeys = (text: string) =>
  text.startsWith("{") && text !== "{}"
    ? `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${text.slice(1)}`
    : text;
