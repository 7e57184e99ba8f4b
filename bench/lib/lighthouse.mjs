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
