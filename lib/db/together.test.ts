import { together } from "./together";

/** Reads that record when they start and end, each finishing after a turn of the event loop. */
function reads(log: string[]) {
  const read = (name: string) => async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
    log.push(`end ${name}`);
    return name;
  };
  return [read("a"), read("b")] as const;
}

it("runs the reads at once on the pool", async () => {
  const log: string[] = [];
  const pool = { $transaction: () => undefined };
  expect(await together(pool, reads(log))).toEqual(["a", "b"]);
  expect(log).toEqual(["start a", "start b", "end a", "end b"]);
});

it("runs them one after another on a transaction's client", async () => {
  const log: string[] = [];
  expect(await together({}, reads(log))).toEqual(["a", "b"]);
  expect(log).toEqual(["start a", "end a", "start b", "end b"]);
});
