import { expect, test, type Page } from "./test";

// The public marketing site: every route of docs/product.md §2 with its key texts,
// the 404 page, sign-up redirects, SEO files and metadata.

const CONTENT_PAGES = [
  "/about",
  "/industries",
  "/terms",
  "/privacy",
  "/products/service-calculator",
  "/products/price-books",
  "/products/integrations",
  "/products/templates",
];
const PUBLIC_PAGES = ["/", ...CONTENT_PAGES];

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  return page.getByRole("main");
}

/** The link in `scope` named `name` leads to `href`. */
async function expectLink(
  scope: Page | ReturnType<Page["getByRole"]>,
  name: string | RegExp,
  href: string,
) {
  await expect(
    scope.getByRole("link", { name, exact: typeof name === "string" }).first(),
  ).toHaveAttribute("href", href);
}

test.describe("landing page", () => {
  test("header anchors and the demo button", async ({ page }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");
    for (const [name, href] of [
      ["Features", "#features"],
      ["Industries", "#industries"],
      ["Testimonials", "#testimonials"],
      ["Pricing", "#pricing"],
    ]) {
      await expectLink(header.getByRole("navigation", { name: "Main", exact: true }), name, href);
      await expect(page.locator(href)).toHaveCount(1);
    }
    await expectLink(header, "Try Demo Calculator", "/demo/calculator");
  });

  test("hero with the headline, buttons, rating and integrations badges", async ({ page }) => {
    const main = await visit(page, "/");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Service estimating software for professionals.",
    );
    await expectLink(main, "Try our calculator", "/demo/calculator");
    await expectLink(main, "Explore service builder", "/demo/service-builder");
    await expect(main.getByText("4.9/5", { exact: true })).toBeVisible();
    await expect(
      main.getByText(/Works with your accounting, CRM and field-service tools/),
    ).toBeVisible();
  });

  test("sample dashboard card: total, weekly chart with its text alternative, recent estimates", async ({
    page,
  }) => {
    const main = await visit(page, "/");
    await expect(main.getByText("Total Estimates", { exact: true })).toBeVisible();
    await expect(main.getByText("326", { exact: true })).toBeVisible();
    await expect(main.getByText("+24% this month")).toBeVisible();

    const chart = main.getByRole("figure", { name: "Estimates this week" });
    const rows = await chart
      .locator("table tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) =>
          Array.from((tr as HTMLTableRowElement).cells, (cell) => cell.textContent).join(" "),
        ),
      );
    expect(rows).toEqual(["Mon 35", "Tue 28", "Wed 45", "Thu 30", "Fri 55", "Sat 60", "Sun 72"]);
    const staticWidths = await chart
      .locator("[data-chart=static] path")
      .evaluateAll((paths) =>
        paths.map((path) => Math.round((path as SVGPathElement).getBBox().width)),
      );
    expect(staticWidths).toEqual([28, 28, 28, 28, 28, 28, 28]);

    for (const [name, amount] of [
      ["Kitchen Remodel", "$12,450.00"],
      ["Bathroom Renovation", "$8,750.00"],
      ["HVAC Installation", "$5,200.00"],
    ]) {
      const item = main.getByRole("listitem").filter({ hasText: name });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(amount);
    }
  });

  test("pointing at the chart swaps in recharts with the same 28-wide bars", async ({ page }) => {
    const scripts: string[] = [];
    page.on(
      "request",
      (request) => request.resourceType() === "script" && scripts.push(request.url()),
    );
    await visit(page, "/");
    const chart = page.locator("[data-chart]");
    await expect(chart).toHaveAttribute("data-chart", "static");
    const before = await chart.boundingBox();
    const scriptsBefore = scripts.length;

    await chart.hover();
    await expect(chart).toHaveAttribute("data-chart", "recharts");
    const bars = chart.locator(".recharts-bar-rectangle path");
    await expect(bars).toHaveCount(7);
    const widths = await bars.evaluateAll((paths) =>
      paths.map((path) => Math.round((path as SVGPathElement).getBBox().width)),
    );
    expect(widths).toEqual([28, 28, 28, 28, 28, 28, 28]);
    expect(await chart.boundingBox()).toEqual(before);
    expect(scripts.length, "recharts loads only on interaction").toBeGreaterThan(scriptsBefore);
  });

  test("features, industries, testimonials, demos, pricing and the closing call to action", async ({
    page,
  }) => {
    const main = await visit(page, "/");
    const features = main.locator("#features");
    for (const title of [
      "Professional Price Books",
      "Customer-Facing Calculators",
      "Industry Templates",
      "Integration Ecosystem",
      "Detailed Analytics",
      "Multi-Device Support",
    ]) {
      await expect(features.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }

    const industries = main.locator("#industries");
    await expect(industries.getByRole("heading", { level: 3 })).toHaveText([
      "Electrical",
      "Plumbing",
      "HVAC",
      "Landscaping",
      "Cleaning",
      "Painting",
    ]);

    const testimonials = main.locator("#testimonials");
    await expect(testimonials.getByRole("blockquote")).toHaveCount(3);
    await expect(testimonials).toContainText("40%");

    const demos = main.getByRole("region", { name: "Try our interactive demos" });
    await expect(demos).toBeVisible();
    const demoCards = [
      {
        title: "Service Calculator",
        bullets: [
          "pre-loaded service templates",
          "custom services",
          "Adjust quantities and options",
          "Generate a professional estimate",
          "Test different industries",
        ],
        link: ["Try the Service Calculator", "/demo/calculator"],
      },
      {
        title: "Service Builder",
        bullets: [
          "custom service templates",
          "materials and labor rates",
          "markups and pricing",
          "categories",
          "Preview the customer calculator",
        ],
        link: ["Try the Service Builder", "/demo/service-builder"],
      },
    ];
    for (const { title, bullets, link } of demoCards) {
      const card = demos
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title }) });
      for (const bullet of bullets) await expect(card).toContainText(bullet);
      await expectLink(card, link[0], link[1]);
    }

    const pricing = main.locator("#pricing");
    for (const [plan, price] of [
      ["starter", "Free"],
      ["pro", "$49"],
      ["business", "$99"],
    ]) {
      const card = pricing.locator(`[data-plan=${plan}]`);
      await expect(card).toContainText(price);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/register?plan=${plan}`);
    }
    await expect(pricing.locator("[data-plan=pro]")).toContainText("Most popular");

    const cta = main.getByRole("region", { name: /Ready to send your next estimate/ });
    await expectLink(cta, "Get Started", "/register");
  });

  test("footer links and the current year", async ({ page }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/products/price-books",
        "/products/service-calculator",
        "/products/integrations",
        "/products/templates",
        "#features",
        "#industries",
        "#pricing",
        "/register",
        "/calculator",
        "/about",
        "/industries",
        "/terms",
        "/privacy",
      ]),
    );
    await expectLink(footer, "Get Started", "/register");
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} QuoteCraft. All rights reserved.`,
    );
  });
});

test.describe("content pages", () => {
  test("content pages have the Log in / Sign up header and the dashboard footer links", async ({
    page,
  }) => {
    for (const path of CONTENT_PAGES) {
      await visit(page, path);
      const header = page.getByRole("banner");
      await expectLink(header, "Log in", "/login");
      await expectLink(header, "Sign up", "/register");
      const hrefs = await page
        .getByRole("contentinfo")
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs, path).toEqual(
        expect.arrayContaining([
          "/dashboard/price-book",
          "/dashboard/calculator-setup",
          "/dashboard/integrations",
          "/dashboard/price-book-marketplace",
          "/dashboard/analytics",
          "/dashboard/estimates",
          "/#pricing",
        ]),
      );
    }
  });

  test("about: story, three values, leadership and the call to action", async ({ page }) => {
    const main = await visit(page, "/about");
    await expect(main.getByRole("heading", { name: "Our story" })).toBeVisible();
    await expect(main).toContainText("2023");
    for (const value of ["Innovation", "Simplicity", "Customer Focus"]) {
      await expect(main.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    await expect(
      main.getByRole("region", { name: "The team behind QuoteCraft" }).getByRole("listitem"),
    ).toHaveCount(3);
    await expectLink(main, "Get Started", "/register");
    await expectLink(main, "Subscribe to Pro", "/authentication/subscribe?plan=pro");
  });

  test("industries: six cards with five features and a Get Started button, three quotes, the call to action", async ({
    page,
  }) => {
    const main = await visit(page, "/industries");
    for (const industry of [
      "Electrical",
      "Plumbing",
      "HVAC",
      "Landscaping",
      "Cleaning",
      "Painting",
    ]) {
      const card = main.locator(`li#${industry.toLowerCase()}`);
      await expect(card.getByRole("heading", { name: industry })).toBeVisible();
      await expect(card.locator("ul > li")).toHaveCount(5);
      await expect(
        card.getByRole("link", {
          name: new RegExp(`^Get Started with QuoteCraft for ${industry}$`),
        }),
      ).toHaveAttribute("href", "/register");
    }
    await expect(
      main.getByRole("region", { name: "What business owners say" }).getByRole("blockquote"),
    ).toHaveCount(3);
    await expectLink(main, "Subscribe to Pro", "/authentication/subscribe?plan=pro");
  });

  test("terms and privacy: last updated May 2025, every topic of the spec, placeholder contacts", async ({
    page,
  }) => {
    const topics: Record<string, (string | RegExp)[]> = {
      "/terms": [
        "Accounts",
        "Subscriptions and billing",
        /billed in advance on a monthly or annual basis/,
        /renew automatically/,
        "Acceptable use",
        "Your data",
        "Termination",
        /30 days' notice of material changes/,
      ],
      "/privacy": [
        "Data we collect",
        "Sharing",
        "Security",
        "Your rights",
        "Retention",
        "Minimum age",
        /not intended for anyone under 18/,
        "International transfers",
      ],
    };
    for (const [path, expected] of Object.entries(topics)) {
      const main = await visit(page, path);
      await expect(main.getByText("Last updated May 2025")).toBeVisible();
      for (const topic of expected) {
        if (typeof topic === "string")
          await expect(main.getByRole("heading", { name: topic })).toBeVisible();
        else await expect(main).toContainText(topic);
      }
      await expect(main.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
      await expect(main.locator("address")).toBeVisible();
    }
  });

  test("product pages: hero, six features, four steps, a testimonial and a call to action", async ({
    page,
  }) => {
    for (const path of CONTENT_PAGES.filter((path) => path.startsWith("/products/"))) {
      const main = await visit(page, path);
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(main.locator("#key-features").getByRole("heading", { level: 3 })).toHaveCount(6);
      await expect(main.locator("#how-it-works ol > li")).toHaveCount(4);
      await expect(main.locator("#testimonial").getByRole("blockquote")).toHaveCount(1);
      await expectLink(main.getByRole("region", { name: /./ }).last(), "Get Started", "/register");
    }
    const main = await visit(page, "/products/service-calculator");
    await expect(main.locator("#how-it-works h3")).toHaveText([
      "Select services",
      "Customise options and quantities",
      "See real-time pricing",
      "Submit for a quote or book directly",
    ]);
  });
});

test.describe("routing", () => {
  test("unknown paths show the 404 page with status 404", async ({ page }) => {
    for (const path of ["/this-page-does-not-exist", "/products/unknown-product"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
      await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    }
  });

  test("/authentication/subscribe leads to sign-up with the plan preselected", async ({
    request,
  }) => {
    for (const [query, location] of [
      ["?plan=pro", "/register?plan=pro"],
      ["?plan=business", "/register?plan=business"],
      ["?plan=platinum", "/register"],
      ["", "/register"],
    ]) {
      const response = await request.get(`/authentication/subscribe${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBeGreaterThanOrEqual(300);
      expect(response.status(), query).toBeLessThan(400);
      const target = new URL(response.headers()["location"], "http://localhost");
      expect(target.pathname + target.search, query).toBe(location);
    }
  });
});

test.describe("SEO", () => {
  test("sitemap.xml lists the public pages and robots.txt excludes the dashboard and the API", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    expect(paths).toEqual(expect.arrayContaining(PUBLIC_PAGES));
    expect(paths.filter((path) => /^\/(dashboard|api)/.test(path))).toEqual([]);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toContain("Disallow: /api");
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });

  test("the landing page has one JSON-LD block with the organisation and the rated application", async ({
    page,
  }) => {
    await visit(page, "/");
    const blocks = page.locator('script[type="application/ld+json"]');
    await expect(blocks).toHaveCount(1);
    const data = JSON.parse((await blocks.textContent()) ?? "");
    const types = data["@graph"].map((node: { "@type": string }) => node["@type"]);
    expect(types).toEqual(["Organization", "SoftwareApplication"]);
    expect(data["@graph"][1].aggregateRating.ratingValue).toBe(4.9);
  });

  test("every public page has one h1, a canonical URL, a description and social cards", async ({
    page,
  }) => {
    for (const path of PUBLIC_PAGES) {
      await visit(page, path);
      await expect(page.locator("h1"), path).toHaveCount(1);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname, path).toBe(path);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute(
        "content",
        /opengraph-image/,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
    }
  });

  test("the Open Graph images are generated PNGs", async ({ page, request }) => {
    for (const path of ["/", "/about", "/industries", "/products/service-calculator"]) {
      await visit(page, path);
      const imageUrl = await page.locator('meta[property="og:image"]').getAttribute("content");
      const response = await request.get(new URL(imageUrl ?? "", page.url()).pathname);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
  });
});

test.describe("links", () => {
  test("every link on every public page resolves, anchors included", async ({ page, request }) => {
    const statusByPath = new Map<string, number>();
    const idsByPath = new Map<string, Set<string>>();
    const idsOf = async (path: string) => {
      if (!idsByPath.has(path)) {
        const html = await (await request.get(path)).text();
        idsByPath.set(
          path,
          new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])),
        );
      }
      return idsByPath.get(path)!;
    };

    // The 404 page is a public page too: its links must work.
    for (const path of [...PUBLIC_PAGES, "/this-page-does-not-exist"]) {
      await page.goto(path);
      const origin = new URL(page.url()).origin;
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      for (const href of new Set(hrefs)) {
        if (href.startsWith("mailto:")) continue;
        const url = new URL(href, page.url());
        if (url.origin !== origin) continue;
        const target = url.pathname + url.search;
        if (href.startsWith("#")) {
          expect
            .soft(await idsOf(url.pathname), `${href} on ${path}`)
            .toContain(decodeURIComponent(href.slice(1)));
          continue;
        }
        if (!statusByPath.has(target)) {
          // Signed out, /dashboard/* redirects to /login: following the redirect must not end in an error.
          statusByPath.set(target, (await request.get(target)).status());
        }
        expect.soft(statusByPath.get(target), `${href} on ${path}`).toBeLessThan(400);
        if (url.hash) {
          expect
            .soft(await idsOf(url.pathname), `${href} on ${path}`)
            .toContain(decodeURIComponent(url.hash.slice(1)));
        }
      }
    }
    expect(statusByPath.size).toBeGreaterThan(20);
  });
});
