/**
 * Helpers of e2e/invoices.spec.ts: the outbox (wait for one mail or several), amounts read
 * beside their labels, a select that may be native or a popup, a phone's browser context, and
 * exact money arithmetic on the API's decimal strings ("2775.71").
 */
import { extractText, getDocumentProxy } from "unpdf";
import { readOutbox, type ParsedMail } from "./eml";
import { devices, expect, type BrowserContextOptions, type Locator, type Page } from "./test";

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The mail address in a header ("Name <a@b>" or "a@b"), lower-cased. */
export const address = (header: string) =>
  (/<([^>]+)>/.exec(header)?.[1] ?? header).trim().toLowerCase();

/** Every http(s) link of a mail's text (or html). */
export const linksOf = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s<>()[\]"']+/g)].map((match) => match[0]);

/** Waits until the outbox holds `count` mails that `match` picks, and returns them (in order). */
export async function waitForMails(
  match: (mail: ParsedMail) => boolean,
  count: number,
  what: string,
  timeout = 30_000,
) {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      () => {
        found = readOutbox().filter(match);
        return found.length;
      },
      { message: `${count} mail(s): ${what}`, timeout },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Waits for the outbox to hold a mail that `match` picks, and returns it. */
export async function waitForMail(match: (mail: ParsedMail) => boolean, what: string) {
  return (await waitForMails(match, 1, what))[0];
}

/** The text of a PDF (and that it is one). */
export async function pdfText(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/**
 * The money amounts ("$2,775.71", "−$1,189.59") shown beside every visible element whose
 * text is `label` (exactly, or matching a RegExp): in the label's own text ("Remaining:
 * $0.00"), else in the first following sibling with an amount of the label or of one of its
 * nearest ancestors (dt/dd, th/td, span/span rows). One entry per label found.
 */
export async function amountsBeside(scope: Page | Locator, label: string | RegExp) {
  const labels =
    typeof label === "string" ? scope.getByText(label, { exact: true }) : scope.getByText(label);
  return labels.evaluateAll((elements) => {
    const money = /[−-]?\s*\$\s?[\d,]+\.\d{2}/;
    const clean = (text: string) => text.replace(/\s+/g, "").replace("-", "−");
    const amounts: string[] = [];
    for (const element of elements) {
      if (!(element as HTMLElement).checkVisibility?.()) continue;
      const own = money.exec(element.textContent ?? "");
      if (own) {
        amounts.push(clean(own[0]));
        continue;
      }
      let found: string | null = null;
      let node: Element | null = element;
      for (let depth = 0; node && depth < 4 && !found; depth += 1, node = node.parentElement) {
        for (let sibling = node.nextElementSibling; sibling && !found;) {
          found = money.exec(sibling.textContent ?? "")?.[0] ?? null;
          sibling = sibling.nextElementSibling;
        }
      }
      if (found) amounts.push(clean(found));
    }
    return amounts;
  });
}

/**
 * Picks `option` in the control labelled `label` inside `scope`: a native <select>
 * (selectOption), or a popup select (Radix: a combobox button whose options open in a portal,
 * hence `page` for the options).
 */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  const labelled = scope.getByLabel(label, { exact: true });
  // A Radix select inside a form also renders a hidden native <select>: take the combobox then.
  const control =
    (await labelled.count()) > 1
      ? scope.getByRole("combobox", { name: label, exact: true })
      : labelled;
  if ((await control.evaluate((element) => element.tagName)) === "SELECT") {
    await control.selectOption({ label: option });
    return;
  }
  const choice = page.getByRole("option", { name: option, exact: true });
  await expect(async () => {
    if (!(await choice.isVisible())) await control.click();
    await choice.click({ timeout: 2_000 });
    await expect(control).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** A phone for the customer (Chromium with the iPhone 13's screen, touch and user agent). */
const iPhone = devices["iPhone 13"];
export const PHONE: BrowserContextOptions = {
  viewport: iPhone.viewport,
  userAgent: iPhone.userAgent,
  deviceScaleFactor: iPhone.deviceScaleFactor,
  isMobile: iPhone.isMobile,
  hasTouch: iPhone.hasTouch,
};

/** "2775.71" → 277571, exactly (no floating point). */
export function centsOf(decimal: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new Error(`not a decimal amount: ${decimal}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** 277571 → "2775.71". */
export function decimalOf(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** No horizontal scrolling: the page is no wider than the screen. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(
    scrollWidth,
    `scrollWidth ${scrollWidth} ≤ clientWidth ${clientWidth}`,
  ).toBeLessThanOrEqual(clientWidth);
}
