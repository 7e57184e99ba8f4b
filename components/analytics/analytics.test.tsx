import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AnalyticsBody, AnalyticsDashboard } from "@/components/dashboard/analytics";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";
import { parseCsv, unguard } from "@/lib/csv/csv";
import { analyticsFixture, emptyAnalytics } from "./fixture";
import { formatDay } from "./format";

const replace = jest.fn();
let search = new URLSearchParams();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, push: jest.fn() }),
  usePathname: () => "/dashboard/analytics",
  useSearchParams: () => search,
}));

beforeAll(polyfillRadix);
beforeEach(() => {
  replace.mockReset();
  search = new URLSearchParams();
});

/** The downloaded files: Blob contents passed to URL.createObjectURL, by the link's name. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    last = blob;
    return "blob:test";
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = last!;
    const text = new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    files.push({ name: this.download, text });
  });
  return files;
}

/** What a table shows, row by row, without currency signs, separators or percent signs. */
function tableCells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row", { hidden: true })
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}
const plain = (text: string) =>
  text === "—" ? "" : /^[-$\d.,%]+$/.test(text) ? text.replace(/[$,%]/g, "") : text;
const sameNumber = (a: string, b: string) =>
  a === b || (a !== "" && b !== "" && !Number.isNaN(Number(a)) && Number(a) === Number(b));

async function downloadOf(files: { name: string; text: Promise<string> }[], name: RegExp) {
  const file = files.find((candidate) => name.test(candidate.name));
  expect(file).toBeDefined();
  return parseCsv(await file!.text).map((record) => record.cells.map(unguard));
}

it("shows the funnel, the KPIs and each table from the figures", () => {
  renderWithClient(<AnalyticsBody data={analyticsFixture} />);

  const funnel = screen.getByRole("table", { name: "Funnel steps and conversions" });
  expect(tableCells(funnel)).toEqual([
    ["Step", "This period", "Conversion", "Previous period", "Previous conversion"],
    ["Calculator views", "200", "—", "100", "—"],
    ["Estimate requests", "40", "20.0%", "40", "40.0%"],
    ["Quotes sent", "20", "50.0%", "10", "25.0%"],
    ["Quotes approved", "8", "40.0%", "5", "50.0%"],
    ["Deposits paid", "5", "62.5%", "2", "40.0%"],
    // Scheduled is of the quotes approved (8 and 5), completed of scheduled.
    ["Scheduled", "7", "87.5%", "5", "100.0%"],
    ["Completed", "6", "85.7%", "4", "80.0%"],
    // Invoiced is of the quotes approved (8 and 5), not of the jobs completed.
    ["Invoiced", "6", "75.0%", "4", "80.0%"],
    ["Paid in full", "3", "50.0%", "4", "100.0%"],
  ]);

  const card = (key: string) => screen.getByTestId(`kpi-${key}`);
  expect(card("quoted")).toHaveTextContent(
    "Revenue quoted$12,345.50+23%vs $10,000.00 previous period",
  );
  expect(card("won")).toHaveTextContent("$4,567.00No change");
  expect(card("winRate")).toHaveTextContent("40.0%−10.0 ptsvs 50.0% previous period");
  expect(card("requestToSent")).toHaveTextContent("5.5 h−31%vs 8.0 h previous period");
  expect(card("sentToApproved")).toHaveTextContent("2.1 days—vs — previous period");
  expect(card("approvedToPaid")).toHaveTextContent(
    "Median approved → paid12.5 days+25%vs 10.0 days previous period",
  );

  // Most requested first; a service no longer in the price book keeps its name.
  const services = screen.getByRole("table", { name: "Popular services" });
  expect(tableCells(services).map((row) => row[0])).toEqual([
    "Service",
    "Outlet install",
    "Panel upgrade",
    '=HYPERLINK("http://evil.example")',
    "Smart thermostat",
  ]);
  expect(tableCells(services)[2]).toEqual([
    "Panel upgrade",
    "Electrical",
    "12",
    "12",
    "$9,000.00",
    "3",
    "$2,500.00",
    "75.0%",
  ]);
  // Only the service added 30 times and requested once is "rarely requested" (1/30 < 20%).
  const rarely = screen.getByRole("table", { name: "Services viewed but rarely requested" });
  expect(tableCells(rarely).slice(1)).toEqual([["Smart thermostat", "30", "1", "3.3%"]]);

  const sources = screen.getByRole("table", { name: "Views and requests per source" });
  expect(tableCells(sources)).toEqual([
    ["Source", "Views", "Requests", "Conversion"],
    ["Direct link", "150", "30", "20.0%"],
    ["brightline.example", "50", "10", "20.0%"],
    ["Embedded (site unknown)", "0", "0", "—"],
  ]);

  // The trend's data table aligns the previous period's weeks by index.
  const trend = screen.getByRole("table", { name: "Weekly trend", hidden: true });
  const rows = tableCells(trend);
  expect(rows).toHaveLength(4);
  expect(rows[3]).toEqual(["Nov 2, 2026", "100", "20", "10", "4", "—", "0", "0", "0", "0"]);
});

it("orders services by wins on request", async () => {
  const user = userEvent.setup();
  renderWithClient(<AnalyticsBody data={analyticsFixture} />);
  await user.click(screen.getByRole("button", { name: "Most won" }));
  expect(screen.getByRole("button", { name: "Most won" })).toHaveAttribute("aria-pressed", "true");
  const services = screen.getByRole("table", { name: "Popular services" });
  expect(
    tableCells(services)
      .map((row) => row[0])
      .slice(1, 3),
  ).toEqual(["Outlet install", "Panel upgrade"]);
});

it("downloads each table as CSV holding the numbers the table shows", async () => {
  const files = captureDownloads();
  const user = userEvent.setup();
  renderWithClient(<AnalyticsBody data={analyticsFixture} />);
  const tables: [RegExp, string, RegExp][] = [
    [/^Download CSV of the funnel$/, "Funnel steps and conversions", /funnel/],
    [/^Download CSV of popular services$/, "Popular services", /services-/],
    [/rarely requested$/, "Services viewed but rarely requested", /rarely/],
    [/^Download CSV of sources$/, "Views and requests per source", /sources/],
  ];
  for (const [button, caption, file] of tables) {
    await user.click(screen.getByRole("button", { name: button }));
    const csv = await downloadOf(files, file);
    const shown = tableCells(screen.getByRole("table", { name: caption }));
    expect(csv).toHaveLength(shown.length);
    shown.forEach((row, rowIndex) => {
      expect(csv[rowIndex]).toHaveLength(row.length);
      row.forEach((cell, column) => {
        const written = csv[rowIndex][column];
        if (rowIndex === 0) expect(written.startsWith(cell)).toBe(true);
        else
          expect([cell, written, sameNumber(plain(cell), written)]).toEqual([cell, written, true]);
      });
    });
  }
  expect(files.find((f) => /funnel/.test(f.name))!.name).toBe(
    "analytics-funnel-2026-10-25-to-2026-11-23.csv",
  );

  // The service named like a formula is written as text a spreadsheet will not run.
  const raw = await files.find((f) => /services-/.test(f.name))!.text;
  expect(raw).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  // Money is exact decimals, not floats: 9,000.00 dollars is 900000 cents.
  expect(raw).toContain("Panel upgrade,Electrical,12,12,9000.00,3,2500.00,75");

  // The weekly CSV writes the days the table shows as dates.
  await user.click(screen.getByRole("button", { name: /of the weekly trend$/ }));
  const weekly = await downloadOf(files, /weekly/);
  expect(weekly.slice(1).map((row) => formatDay(row[0]))).toEqual([
    "Oct 19, 2026",
    "Oct 26, 2026",
    "Nov 2, 2026",
  ]);
  expect(weekly[3].slice(1, 5)).toEqual(["100", "20", "10", "4"]);
});

it("tells the owner to share the calculator when nothing happened", () => {
  renderWithClient(<AnalyticsBody data={emptyAnalytics} />);
  expect(screen.getByText("No calculator activity in this period yet")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Calculator Setup" })).toHaveAttribute(
    "href",
    "/dashboard/calculator-setup",
  );
  expect(screen.queryByRole("table")).toBeNull();
});

it("loads the range of the URL, and changing it rewrites the URL", async () => {
  search = new URLSearchParams("preset=90d");
  const fetchMock = mockFetch((url) =>
    url.pathname === "/api/dashboard/analytics" ? jsonResponse(200, analyticsFixture) : undefined,
  );
  const user = userEvent.setup();
  renderWithClient(<AnalyticsDashboard />);
  await waitFor(() =>
    expect(screen.getByTestId("analytics-period")).toHaveTextContent(
      "Oct 25, 2026 – Nov 23, 2026, compared with Sep 25, 2026 – Oct 24, 2026 (America/Chicago).",
    ),
  );
  expect(fetchMock).toHaveBeenCalledWith("/api/dashboard/analytics?preset=90d", expect.anything());
  expect(screen.getByRole("button", { name: "Last 90 days" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await user.click(screen.getByRole("button", { name: "Last 7 days" }));
  expect(replace).toHaveBeenLastCalledWith("/dashboard/analytics?preset=7d", { scroll: false });

  // A custom range: a bad one is named at its field and never asked for.
  await user.click(screen.getByRole("button", { name: "Custom range" }));
  const from = screen.getByLabelText("From");
  const to = screen.getByLabelText("To");
  expect(from).toHaveValue("2026-10-25");
  await user.clear(from);
  await user.type(from, "2026-11-10");
  await user.clear(to);
  await user.type(to, "2026-11-01");
  replace.mockReset();
  await user.click(screen.getByRole("button", { name: "Apply range" }));
  expect(await screen.findByText("The end date must be on or after the start date.")).toBeVisible();
  expect(to).toHaveAttribute("aria-invalid", "true");
  expect(replace).not.toHaveBeenCalled();
  await user.clear(to);
  await user.type(to, "2026-11-20");
  await user.click(screen.getByRole("button", { name: "Apply range" }));
  expect(replace).toHaveBeenLastCalledWith("/dashboard/analytics?from=2026-11-10&to=2026-11-20", {
    scroll: false,
  });
});

it("asks for a custom range of the URL and falls back to 30 days on nonsense", async () => {
  search = new URLSearchParams("from=2026-11-01&to=2026-11-07");
  const fetchMock = mockFetch((url) =>
    url.pathname === "/api/dashboard/analytics" ? jsonResponse(200, analyticsFixture) : undefined,
  );
  const first = renderWithClient(<AnalyticsDashboard />);
  await screen.findByRole("table", { name: "Funnel steps and conversions" });
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/dashboard/analytics?from=2026-11-01&to=2026-11-07",
    expect.anything(),
  );
  expect(screen.getByRole("button", { name: "Custom range" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  first.unmount();
  search = new URLSearchParams("from=2026-02-30&to=x&preset=1y");
  renderWithClient(<AnalyticsDashboard />);
  await screen.findByRole("table", { name: "Funnel steps and conversions" });
  expect(fetchMock).toHaveBeenLastCalledWith(
    "/api/dashboard/analytics?preset=30d",
    expect.anything(),
  );
});

it("shows a skeleton while loading, then the error with Try again", async () => {
  let fail = true;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  mockFetch((url) => {
    if (url.pathname !== "/api/dashboard/analytics") return undefined;
    return fail
      ? jsonResponse(500, { message: "Analytics are resting.", code: "internal" })
      : jsonResponse(200, analyticsFixture);
  });
  const realFetch = global.fetch;
  global.fetch = (async (...args: Parameters<typeof fetch>) => {
    await gate;
    return realFetch(...args);
  }) as typeof fetch;
  const user = userEvent.setup();
  renderWithClient(<AnalyticsDashboard />);
  expect(screen.getByLabelText("Loading analytics")).toHaveAttribute("aria-busy", "true");
  await act(async () => release());
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Analytics are resting.");
  fail = false;
  await user.click(within(alert).getByRole("button", { name: "Try again" }));
  await waitFor(() =>
    expect(screen.getByRole("table", { name: "Funnel steps and conversions" })).toBeInTheDocument(),
  );
});
