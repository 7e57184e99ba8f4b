/**
 * Issue 27 on a phone: a customer adds two services (the summary bar shows the count and the
 * total), fills the address, the description, a photo and a time, sends and is told where they
 * look; the owner sees the request's details and quotes from it; a shared estimate link shows
 * the lines and the total, noindex, and an unknown link is the expired page.
 */
import { makePng } from "../test/png";
import { expect, test } from "./test";
import { signInAsDemoOwner, skipDemoOnboarding } from "./calculator-flow";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Outlet Installation + Light Fixture Installation, with the 49.00 service-call fee and
// 8.25% tax: read from the estimate panel, the bar must show the same.
test("a customer on a phone sends a request with address, photo and a time; the owner quotes from it", async ({
  page,
}) => {
  const name = `Phone ${Date.now()}`;
  await page.goto("/calculator?company=brightline");
  await expect(page.getByRole("heading", { name: "Service Estimator" })).toBeVisible({
    timeout: 30_000,
  });
  const bar = page.getByRole("region", { name: "Estimate summary" });
  await expect(bar).toHaveCount(0);

  const outlet = page.getByRole("button", { name: "Add Outlet Installation" });
  await outlet.click();
  await expect(page.getByRole("button", { name: "Add Outlet Installation, added" })).toHaveText(
    /Added/,
  );
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("1 selected");
  await page.getByRole("button", { name: "Add Light Fixture Installation" }).click();
  await expect(bar).toContainText("2 selected");
  const total = await page.locator("#estimate-panel").getByTestId("total").textContent();
  await expect(bar.getByTestId("summary-total")).toHaveText(total!);

  // The bar sticks: at the top of the list, halfway down and at the bottom it is on screen.
  for (const at of [0, 0.5]) {
    await page.evaluate((share) => window.scrollTo(0, document.body.scrollHeight * share), at);
    await expect(bar).toBeInViewport();
  }
  // The bar never covers the last card: scrolled to the bottom, the last card ends above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeInViewport();
  const barBox = await bar.boundingBox();
  const panelBox = await page.locator("#estimate-panel").boundingBox();
  expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(barBox!.y + 1);

  await bar.getByRole("button", { name: "Request estimate" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Email/).fill("phone@example.com");
  await dialog.getByLabel(/^Phone/).fill("512-555-0142");
  await dialog.getByLabel(/Text me about this request/).check();
  await dialog.getByLabel("Street address").fill("1200 Barton Springs Rd");
  await dialog.getByLabel(/Apartment/).fill("Unit 4");
  await dialog.getByLabel("City").fill("Austin");
  await dialog.getByLabel("State").fill("TX");
  await dialog.getByLabel("ZIP code").fill("78704");
  await dialog.getByLabel(/^Describe the job/).fill("Outlet by the sink and a porch light.");
  await dialog.getByLabel("Choose photos").setInputFiles({
    name: "porch.png",
    mimeType: "image/png",
    buffer: makePng(64, 48, (x, y) => [x * 4, y * 5, 120, 255]),
  });
  await expect(dialog.getByText("Uploaded")).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId("request-photo")).toHaveCount(1);
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Date 1").fill(date);
  await dialog.getByLabel("Time of day 1").selectOption("morning");
  await dialog.getByRole("button", { name: "Send Request" }).click();

  // The thank-you is where the customer looks, and has the focus.
  const thanks = page.getByTestId("request-thanks");
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport();
  await expect(dialog).toBeHidden();
  await expect(bar).toHaveCount(0);

  // The owner sees the address, the photo and the time on the request.
  await signInAsDemoOwner(page);
  await skipDemoOnboarding(page);
  await page.goto("/dashboard/estimates");
  await page.getByRole("button", { name }).first().click();
  await expect(page.getByText("1200 Barton Springs Rd").first()).toBeVisible();
  await expect(page.getByText(/Austin/).first()).toBeVisible();
  // The time the customer picked, as the request's details write it ("Tue, Dec 2 · Morning").
  const day = new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  await expect(page.getByRole("listitem").filter({ hasText: `${day} · Morning` })).toHaveCount(1);
  const thumbnail = page.getByRole("img", { name: "Photo 1", exact: true });
  await expect(thumbnail).toBeVisible();
  // Visible is not loaded: wait for the download to end (a loaded machine is slow), then
  // require a decoded picture (a broken image ends with no width).
  const thumbnailState = () =>
    thumbnail.evaluate((img) => {
      const image = img as HTMLImageElement;
      if (!image.complete) return "loading";
      return image.naturalWidth > 0 ? "loaded" : "broken";
    });
  await expect
    .poll(thumbnailState, { message: "the thumbnail's download ends" })
    .not.toBe("loading");
  expect(await thumbnailState()).toBe("loaded");
  // The thumbnail opens the photo full size, with a Download link to the original.
  await page.getByRole("button", { name: "Open photo 1" }).click();
  const photoDialog = page.getByRole("dialog", { name: "Photo 1", exact: true });
  await expect(photoDialog.getByRole("img", { name: "Photo 1, full size" })).toBeVisible();
  const fullHref = await photoDialog.getByRole("link", { name: "Download" }).getAttribute("href");
  expect(fullHref).toBeTruthy();
  const full = await page.request.get(fullHref!);
  expect(full.status()).toBe(200);
  expect(full.headers()["content-type"]).toMatch(/^image\//);
  await page.keyboard.press("Escape");
  await expect(photoDialog).toBeHidden();

  // 'Create quote' carries the property and the photo to the quote and the customer's page.
  await page.getByRole("button", { name: "Create quote" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[^/?#]+$/);
  const quoteId = new URL(page.url()).pathname.split("/").pop()!;
  const address = page.getByRole("radiogroup", { name: "Service address" });
  await expect(address.getByRole("radio", { name: /1200 Barton Springs Rd/ })).toBeChecked();
  const photos = page.getByRole("region", { name: "Photos" });
  await expect(photos.getByRole("img", { name: "Photo 1", exact: true })).toBeVisible();
  await expect(
    photos.getByRole("checkbox", { name: "Show to the customer: photo 1" }),
  ).toBeChecked();
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const sendDialog = page.getByRole("dialog", { name: "Send the quote" });
  await expect(sendDialog.getByLabel("Send to")).toHaveValue("phone@example.com");
  await sendDialog.getByRole("button", { name: "Send quote" }).click();
  await expect(sendDialog).toBeHidden({ timeout: 20_000 });
  // A sent quote keeps its address and photos read-only.
  await expect(page.getByRole("radiogroup", { name: "Service address" })).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Service address" }).getByText("1200 Barton Springs Rd"),
  ).toBeVisible();
  // The customer's link (the same one the mail carries).
  const linked = await page.request.get(`/api/quotes/${encodeURIComponent(quoteId)}/link`);
  expect(linked.status()).toBe(200);
  const { url } = (await linked.json()) as { url: string };
  await page.goto(new URL(url).pathname);
  const service = page.getByRole("region", { name: "Service details" });
  await expect(service.getByText("1200 Barton Springs Rd")).toBeVisible();
  const customerPhoto = service.getByRole("img", { name: "Photo 1", exact: true });
  await expect(customerPhoto).toBeVisible();
  expect(
    await customerPhoto.evaluate(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    ),
  ).toBe(true);
});

test("a shared estimate link shows the lines and the total, is noindex, and an unknown link is the expired page", async ({
  page,
}) => {
  await page.goto("/calculator?company=brightline");
  await page.getByRole("button", { name: "Add Outlet Installation" }).click();
  await page.getByRole("button", { name: "Add Outlet Installation, added" }).click();
  await page.getByRole("button", { name: "Describe it" }).click();
  await page.getByLabel("What do you need?").fill("Move the doorbell");
  await page.getByRole("button", { name: "Add to estimate" }).click();
  const panel = page.locator("#estimate-panel");
  await expect(panel.getByText("Move the doorbell")).toBeVisible();
  const total = (await panel.getByTestId("total").textContent())!;
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => {
    // The share sheet cannot be driven here: the clipboard path is taken.
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await panel.getByRole("button", { name: "Share estimate" }).click();
  const url = await panel.getByLabel("Link to this estimate").inputValue();
  expect(url).toMatch(/\/e\/[A-Za-z0-9_-]{43}$/);

  const res = await page.goto(url);
  expect(res!.status()).toBe(200);
  expect(res!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByTestId("shared-company")).toHaveText("Brightline Home Services");
  await expect(page.getByTestId("shared-line")).toHaveCount(2);
  await expect(page.getByText("Outlet Installation")).toBeVisible();
  await expect(page.getByText("1 × To be quoted")).toBeVisible();
  await expect(page.getByTestId("shared-total")).toHaveText(total);
  await expect(page.getByRole("link", { name: "Open the calculator" })).toHaveAttribute(
    "href",
    "/calculator?company=brightline",
  );

  const gone = await page.goto(`/e/${"x".repeat(43)}`);
  expect(gone!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This estimate link has expired" })).toBeVisible();
});
