import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./test";
import { buildEstimate, ownerSeesRequest, sendRequest } from "./calculator-flow";

/** A page on another origin (another port) that embeds the calculator with the script snippet. */
let host: http.Server;
let hostUrl = "";

test.beforeAll(async ({ baseURL }) => {
  host = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><html lang="en"><head><title>Bright Electric</title></head><body>
      <h1>Bright Electric: get a price</h1>
      <script src="${baseURL}/embed.js" data-company="brightline" async></script>
      <footer>Footer of the host site</footer></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`embedded with the script snippet on a ${label}: estimate, request, owner sees it`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const name = `Embed ${label} ${Date.now()}`;
    await page.goto(hostUrl);
    const iframe = page.locator("iframe[title='Service estimator']");
    await expect(iframe).toBeAttached();
    // The frame follows the content height (posted by the calculator).
    await expect
      .poll(async () => (await iframe.boundingBox())?.height ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(900);
    const frame = page.frameLocator("iframe[title='Service estimator']");
    await expect(frame.getByText("Brightline Home Services", { exact: true })).toBeVisible();
    await buildEstimate(frame);
    await sendRequest(frame, page, name);
    await ownerSeesRequest(page, name);
  });
}
