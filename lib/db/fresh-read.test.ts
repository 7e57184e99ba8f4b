import { freshReads } from "./fresh-read";

/** A read whose answers the test hands out by hand, one per read started. */
function manualRead() {
  const started: { key: string; resolve: (value: number) => void; reject: (e: Error) => void }[] =
    [];
  const read = (key: string) =>
    new Promise<number>((resolve, reject) => started.push({ key, resolve, reject }));
  return { read, started };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("freshReads", () => {
  it("a lone caller reads at once, and the next lone caller reads again", async () => {
    const { read, started } = manualRead();
    const get = freshReads(read);
    const first = get("a");
    expect(started).toHaveLength(1);
    started[0].resolve(1);
    await expect(first).resolves.toBe(1);
    const second = get("a");
    expect(started).toHaveLength(2);
    started[1].resolve(2);
    await expect(second).resolves.toBe(2);
  });

  it("callers who come while a read is in flight share the next read, started after it ends", async () => {
    const { read, started } = manualRead();
    const get = freshReads(read);
    const early = get("a");
    const late = [get("a"), get("a"), get("a")];
    expect(started).toHaveLength(1); // the newcomers do not start reads of their own
    started[0].resolve(1); // the read they may have missed a write before
    await expect(early).resolves.toBe(1);
    await settled();
    expect(started).toHaveLength(2); // one read for the three, sent after the first ended
    started[1].resolve(2);
    await expect(Promise.all(late)).resolves.toEqual([2, 2, 2]);
  });

  it("never hands a caller the answer of a read sent before its call", async () => {
    let version = 0;
    let reads = 0;
    const pending: (() => void)[] = [];
    // A read answers with the version of the moment it was sent, when the test lets it.
    const get = freshReads(() => {
      const sentAt = version;
      reads++;
      return new Promise<number>((resolve) => pending.push(() => resolve(sentAt)));
    });
    const calls: { calledAt: number; got: Promise<number> }[] = [];
    for (let step = 0; step < 40; step++) {
      calls.push({ calledAt: version, got: get("a") });
      if (step % 3 === 0) version++; // a write commits while reads are in flight
      if (step % 4 === 3) {
        pending.splice(0).forEach((answer) => answer());
        await settled();
      }
    }
    while (pending.length) {
      pending.splice(0).forEach((answer) => answer());
      await settled();
    }
    for (const { calledAt, got } of calls) expect(await got).toBeGreaterThanOrEqual(calledAt);
    expect(reads).toBeLessThan(calls.length / 2); // and they were shared
  });

  it("keys do not wait for each other", () => {
    const { read, started } = manualRead();
    const get = freshReads(read);
    void get("a");
    void get("b");
    expect(started.map((s) => s.key)).toEqual(["a", "b"]);
  });

  it("a failed read fails its callers only; the callers who came meanwhile still get a read", async () => {
    const { read, started } = manualRead();
    const get = freshReads(read);
    const early = get("a");
    const late = get("a");
    started[0].reject(new Error("connection lost"));
    await expect(early).rejects.toThrow("connection lost");
    await settled();
    started[1].resolve(7);
    await expect(late).resolves.toBe(7);
  });
});
