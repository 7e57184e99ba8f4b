// Lighthouse (mobile preset, simulated throttling) on one URL in a fresh headless Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromePath } from "./next-app.mjs";

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
];

export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id) => Math.round((categories[id].score ?? 0) * 100);
    const failing = (id) =>
      categories[id].auditRefs
        .filter(
          (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
        )
        .map((ref) => ref.id);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      cls: audits["cumulative-layout-shift"].numericValue,
      failing: [...failing("accessibility"), ...failing("best-practices"), ...failing("seo")],
      perfDetails: [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "speed-index",
      ]
        .map((id) => `${id.replace(/-/g, " ")} ${audits[id].displayValue}`)
        .join(", "),
    };
  } finally {
    await chrome.kill();
  }
}

/** The run with the median performance score stands for the page. */
export function median(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The app's lightest page (static text, the shared layout): the machine's own ceiling. */
export const FLOOR_PAGE = "/terms";

/**
 * Lighthouse on `path` and, in the same run, on FLOOR_PAGE, `runs` times each, alternating;
 * the medians. The floor shows what this machine scores for the framework and the layout
 * alone: simulated throttling scales the CPU time it observes, so a loaded or slow machine
 * lowers every score, and a page at its floor has nothing of its own left to cut.
 */
export async function lighthouseWithFloor(base, path, runs = 1) {
  const page = [];
  const floor = [];
  for (let run = 0; run < runs; run += 1) {
    floor.push(await runLighthouse(base + FLOOR_PAGE));
    page.push(await runLighthouse(base + path));
  }
  return { page: median(page), floor: median(floor) };
}

/** The target line of a Lighthouse performance score, with the floor beside it. */
export function lighthouseTarget(path, result, minimum) {
  return [
    `Lighthouse performance (mobile) of ${path} >= ${minimum}: ${result.page.performance} (${result.page.perfDetails}); ${FLOOR_PAGE} in the same run: ${result.floor.performance}`,
    result.page.performance >= minimum,
  ];
}
