// Where an interaction's milliseconds go on /demo/calculator: a Chrome trace of add and
// quantity clicks at 4x CPU throttling, summed per interaction by trace event (script,
// style, layout, paint, ...) on the page's main thread. Uses the build of bench/demo.mjs.
//
//   node bench/lib/demo-trace.mjs            (BENCH_SKIP_BUILD is implied: build first)
//   TRACE_FILE=/tmp/demo.json ...            keep the raw trace (open it in DevTools)
//   PRESET_LINES=10 ...                      lines added before tracing starts
//   EXTRA_CSS='li { contain: content }' ...  a style sheet added first (try CSS without a build)
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromePath, distDir, freePort, startNext } from "./next-app.mjs";

const presetLines = Number(process.env.PRESET_LINES ?? 10);
const env = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
};
const port = await freePort();
const server = await startNext(port, env);
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/demo/calculator`, { waitUntil: "networkidle" });
  if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
  const addButtons = page
    .getByRole("list", { name: "Available services" })
    .getByRole("button", { name: /^Add / });
  const count = await addButtons.count();
  for (let index = 0; index < presetLines; index += 1) await addButtons.nth(index % count).click();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const press = async (locator) => {
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(150);
    await page.evaluate(() => performance.mark("press"));
    await page.mouse.down();
    await page.waitForTimeout(50);
    await page.mouse.up();
    await page.waitForTimeout(250);
  };
  const profiling = process.env.JS_PROFILE === "1";
  if (profiling) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
    await cdp.send("Profiler.start");
  }
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "blink.user_timing",
      "v8.execute",
      "latencyInfo",
    ],
  });
  const lines = page.getByTestId("estimate-line");
  for (let index = 0; index < Number(process.env.PRESSES ?? 5); index += 1) {
    await press(addButtons.nth(index % count));
    await press(lines.nth(index).getByRole("button", { name: /^Increase quantity/ }));
  }
  const buffer = await browser.stopTracing();
  const jsProfile = profiling ? (await cdp.send("Profiler.stop")).profile : null;
  if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, buffer);
  const { traceEvents } = JSON.parse(buffer.toString());

  // The renderer's main thread: where the "press" marks were made.
  const mark = traceEvents.find((event) => event.name === "press");
  const main = traceEvents.filter((e) => e.pid === mark.pid && e.tid === mark.tid);
  const presses = main
    .filter((event) => event.name === "press")
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  const names = [
    "EventDispatch",
    "FunctionCall",
    "TimerFire",
    "RunMicrotasks",
    "UpdateLayoutTree",
    "Layout",
    "PrePaint",
    "Paint",
    "Layerize",
    "UpdateLayer",
    "Commit",
    "HitTest",
    "MajorGC",
    "MinorGC",
    "ParseAuthorStyleSheet",
    "IntersectionObserverController::computeIntersections",
    "ScrollLayer",
  ];
  // From the press to 300 ms later (before the pointer moves to the next button). Times are
  // the main thread's CPU time (tdur), which another process's load does not stretch.
  // Nested events (a listener's FunctionCall inside its EventDispatch, the panel's Paint
  // inside the page's) are counted once, in the outermost one.
  const counted = main
    .filter((event) => event.ph === "X" && names.includes(event.name))
    .sort((a, b) => a.ts - b.ts);
  const rows = presses.map((start, index) => {
    const end = start + 300_000;
    const sums = {};
    let frames = 0;
    let outerEnd = 0;
    for (const event of counted) {
      if (event.ts < start || event.ts >= end) continue;
      if (event.name === "Paint") frames += 1;
      if (event.ts < outerEnd) continue;
      outerEnd = event.ts + (event.dur ?? 0);
      sums[event.name] = (sums[event.name] ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000;
    }
    return { press: index % 2 === 0 ? "add" : "plus", frames, sums };
  });
  for (const row of rows) {
    const total = Object.values(row.sums).reduce((sum, ms) => sum + ms, 0);
    console.log(
      `${row.press.padEnd(5)} ${total.toFixed(1).padStart(5)} ms: ${Object.entries(row.sums)
        .filter(([, ms]) => ms >= 0.3)
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(", ")}`,
    );
  }
  if (jsProfile) {
    // JavaScript self time inside the presses' windows, by script and function (the build
    // is minified: file and column).
    const self = new Map();
    const byId = new Map(jsProfile.nodes.map((node) => [node.id, node]));
    let at = jsProfile.startTime;
    jsProfile.samples.forEach((id, index) => {
      at += jsProfile.timeDeltas[index] ?? 0;
      if (!presses.some((start) => at >= start && at < start + 300_000)) return;
      const { url, functionName, lineNumber, columnNumber } = byId.get(id).callFrame;
      const key = `${url.split("/").pop() || "(native)"} ${functionName || "(anon)"}:${lineNumber}:${columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (jsProfile.timeDeltas[index] ?? 0));
    });
    const busy = [...self].filter(([key]) => !key.includes("(idle)") && !key.includes("(program)"));
    const total = busy.reduce((sum, [, us]) => sum + us, 0);
    console.log(`JavaScript in the presses (sampled): ${(total / 1000).toFixed(0)} ms`);
    for (const [key, us] of busy.sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
  // Medians per kind of press (single presses vary a lot at 4x throttling).
  const median = (values) => {
    const sorted = [...values].sort((x, y) => x - y);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  };
  for (const press of ["add", "plus"]) {
    const mine = rows.filter((row) => row.press === press);
    const total = median(mine.map((row) => Object.values(row.sums).reduce((a, b) => a + b, 0)));
    const parts = names
      .map((name) => [name, median(mine.map((row) => row.sums[name] ?? 0))])
      .filter(([, ms]) => ms >= 0.2)
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `median ${press.padEnd(4)} ${total.toFixed(1)} ms CPU: ${parts
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(", ")}`,
    );
  }
  // Which element style and layout touched, as Chrome reports them.
  const details = main.filter(
    (e) =>
      e.ts >= presses[0] &&
      (e.name === "UpdateLayoutTree" || e.name === "Layout") &&
      (e.dur ?? 0) > 300,
  );
  for (const e of details.slice(0, 12)) {
    const data = e.args?.beginData ?? e.args?.data ?? {};
    console.log(
      `${e.name} ${(e.dur / 1000).toFixed(1)} ms`,
      JSON.stringify({
        dirty: data.dirtyObjects,
        total: data.totalObjects,
        partial: data.partialLayout,
        elements: e.args?.elementCount,
      }),
    );
  }
} finally {
  await browser.close();
  server.kill();
}
