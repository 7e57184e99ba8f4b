import { render } from "@testing-library/react";
import { ServiceIcon } from "@/components/calculator/service-icon";
import { SERVICE_CATEGORIES } from "@/lib/categories";
import { DEMO_CATALOGUES } from "@/lib/demo/catalogues";
import { toCents, unitPriceCents, UNIT_TYPES } from "@/lib/pricing";
import { serviceFieldsSchema } from "@/lib/validation/service";
import { laborRateSchema } from "@/lib/validation/labor-rate";
import { serviceFeeSchema } from "@/lib/validation/service-fee";
import { MIN_ACTIVE_STARTER_SERVICES } from "./schema";
import {
  getStarterTemplate,
  listStarterTemplates,
  loadStarterBooks,
  parseStarterBook,
  STARTER_FILES,
  type StarterBook,
} from "./starters";

const books = loadStarterBooks();
const unitPrice = (book: StarterBook, service: StarterBook["services"][number]) => {
  const rate = book.laborRates.find((entry) => entry.key === service.laborRate);
  return unitPriceCents({ ...service, laborRate: rate ? { rate: rate.rate } : null });
};
/** A deep copy of a stored file to break on purpose. */
const copyOf = (trade: keyof typeof STARTER_FILES) =>
  JSON.parse(JSON.stringify(STARTER_FILES[trade])) as StarterBook & Record<string, unknown>;

describe("starter price books (lib/marketplace/starters/*.json)", () => {
  it("has one book per trade of the spec, in the trades' order, each with a stable id", () => {
    expect(books.map((book) => book.trade)).toEqual([...SERVICE_CATEGORIES]);
    expect(books.map((book) => book.id)).toEqual(
      SERVICE_CATEGORIES.map((trade) => `quotecraft-${trade}`),
    );
    for (const book of books) expect(book.version).toBeGreaterThanOrEqual(1);
  });

  describe.each(books.map((book) => [book.trade, book] as const))("%s", (_trade, book) => {
    it("parses service by service against the price book's service schema", () => {
      for (const service of book.services) {
        const parsed = serviceFieldsSchema.strict().safeParse({
          name: service.name,
          description: service.description,
          category: service.category,
          basePrice: service.basePrice,
          unitType: service.unitType,
          estimatedTime: service.estimatedTime,
          icon: service.icon,
          isActive: service.isActive,
        });
        expect(parsed.error?.issues ?? []).toEqual([]);
        // The schema keeps what the file says: nothing is trimmed or defaulted away.
        expect(parsed.data).toMatchObject({
          name: service.name,
          basePrice: Number(service.basePrice),
          icon: service.icon,
        });
        expect(service.description.length).toBeGreaterThan(20);
      }
    });

    it(`has at least ${MIN_ACTIVE_STARTER_SERVICES} active services with valid unit types and unique names`, () => {
      const active = book.services.filter((service) => service.isActive);
      expect(active.length).toBeGreaterThanOrEqual(MIN_ACTIVE_STARTER_SERVICES);
      for (const service of book.services) expect(UNIT_TYPES).toContain(service.unitType);
      const names = book.services.map((service) => service.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      const keys = book.services.map((service) => service.key);
      expect(new Set(keys).size).toBe(keys.length);
      // Most services are the book's own trade; a neighbouring trade's service is the exception.
      const own = book.services.filter((service) => service.category === book.trade).length;
      expect(own).toBeGreaterThanOrEqual(MIN_ACTIVE_STARTER_SERVICES);
    });

    it("references only labor rates and fees of its own file, each valid for the price book", () => {
      const rates = new Set(book.laborRates.map((rate) => rate.key));
      const fees = new Set(book.fees.map((fee) => fee.key));
      for (const service of book.services) {
        if (service.laborRate !== null) expect(rates).toContain(service.laborRate);
        if (service.fee !== null) expect(fees).toContain(service.fee);
      }
      expect(book.laborRates.length).toBeGreaterThan(0);
      expect(book.fees.length).toBeGreaterThan(0);
      for (const rate of book.laborRates)
        expect(laborRateSchema.safeParse({ name: rate.name, rate: rate.rate }).success).toBe(true);
      for (const { name, type, amount } of book.fees)
        expect(serviceFeeSchema.safeParse({ name, type, amount }).success).toBe(true);
      // Every rate and fee the book brings is used by at least one of its services.
      const unusedRates = book.laborRates.filter(
        (rate) => !book.services.some((service) => service.laborRate === rate.key),
      );
      const unusedFees = book.fees.filter(
        (fee) => !book.services.some((service) => service.fee === fee.key),
      );
      expect({ unusedRates, unusedFees }).toEqual({ unusedRates: [], unusedFees: [] });
    });

    it("prices every service within the range of its named source, in money text with 2 decimals", () => {
      const sources = new Set(book.sources.map((source) => source.key));
      for (const service of book.services) {
        expect(service.basePrice).toMatch(/^\d+\.\d{2}$/);
        expect(service.priceRange).toBeDefined();
        const { low, high, source } = service.priceRange!;
        expect(sources).toContain(source);
        const unit = unitPrice(book, service);
        expect(unit).toBeGreaterThanOrEqual(toCents(low));
        expect(unit).toBeLessThanOrEqual(toCents(high));
        expect(unit).toBeGreaterThan(0);
      }
      // Every source named by the book is used by a range, or is one of QuoteCraft's demos.
      const unused = book.sources.filter(
        (source) =>
          source.publisher !== "QuoteCraft" &&
          !book.services.some((service) => service.priceRange?.source === source.key),
      );
      expect(unused).toEqual([]);
      for (const source of book.sources) expect(source.year).toBe(2025);
    });

    it("uses icons the calculator draws (not the generic fallback)", () => {
      for (const service of book.services) {
        const { container } = render(<ServiceIcon icon={service.icon} category="unknown" />);
        const drawn = container.querySelector("svg")?.getAttribute("data-icon");
        // Without a category to fall back to, an unknown icon is drawn as the generic tools icon.
        if (service.icon !== "wrench")
          expect({ icon: service.icon, drawn }).toEqual({
            icon: service.icon,
            drawn: service.icon,
          });
      }
    });

    it("stays consistent with the demo calculator's catalogue where a service is in both", () => {
      const demo = DEMO_CATALOGUES[book.trade as keyof typeof DEMO_CATALOGUES] ?? [];
      for (const service of book.services.filter((entry) => entry.demoService)) {
        const match = demo.find((entry) => entry.name === service.demoService);
        expect(match).toBeDefined();
        // The demo's job (e.g. six recessed lights) costs what its units cost here, within 5%.
        const job = unitPrice(book, service) * (service.demoQuantity ?? 1);
        const demoCents = match!.price * 100;
        expect(Math.abs(job - demoCents)).toBeLessThanOrEqual(demoCents * 0.05);
      }
      // Every demo service of the trade is in its starter book.
      const linked = new Set(book.services.map((service) => service.demoService ?? service.name));
      for (const entry of demo) expect(linked).toContain(entry.name);
    });
  });

  it("prices by the unit the work is measured in", () => {
    const unitOf = (trade: string, key: string) =>
      getStarterTemplate(`quotecraft-${trade}`)!.services.find((service) => service.key === key)
        ?.unitType;
    for (const [trade, key] of [
      ["construction", "hardwood-floor-installation"],
      ["construction", "tile-installation"],
      ["construction", "vinyl-plank-installation"],
      ["painting", "interior-wall-painting"],
      ["painting", "exterior-house-painting"],
      ["roofing", "asphalt-shingle-roof-replacement"],
      ["roofing", "metal-roof-installation"],
      ["landscaping", "sod-installation"],
    ])
      expect([trade, key, unitOf(trade, key)]).toEqual([trade, key, "per_sq_foot"]);
    for (const [trade, key] of [
      ["electrical", "outlet-installation"],
      ["electrical", "light-fixture-installation"],
      ["plumbing", "faucet-installation"],
      ["plumbing", "toilet-installation"],
    ])
      expect([trade, key, unitOf(trade, key)]).toEqual([trade, key, "per_item"]);
    // Troubleshooting and diagnostics are billed by the hour in every book that has them.
    const diagnostics = books.flatMap((book) =>
      book.services.filter((service) => /troubleshoot|diagnos|investigation/i.test(service.name)),
    );
    expect(diagnostics.length).toBeGreaterThanOrEqual(3);
    for (const service of diagnostics)
      expect([service.name, service.unitType]).toEqual([service.name, "hourly"]);
  });

  it("lists a summary per book and finds a book by id", () => {
    const list = listStarterTemplates();
    expect(list).toHaveLength(SERVICE_CATEGORIES.length);
    const roofing = list.find((entry) => entry.trade === "roofing")!;
    expect(roofing).toMatchObject({
      id: "quotecraft-roofing",
      version: 1,
      serviceCount: getStarterTemplate("quotecraft-roofing")!.services.length,
      categories: ["cleaning", "roofing"],
    });
    expect(getStarterTemplate("quotecraft-plumbing")?.trade).toBe("plumbing");
    expect(getStarterTemplate("nope")).toBeNull();
  });
});

describe("the starter book schema refuses a broken file, naming the field", () => {
  const refused = (book: unknown) => () => parseStarterBook(book, "test.json");

  it("an unknown labor rate or fee", () => {
    const book = copyOf("plumbing");
    book.services[0].laborRate = "wizard";
    expect(refused(book)).toThrow(/services\.0\.laborRate: Unknown labor rate "wizard"/);
    const other = copyOf("plumbing");
    other.services[1].fee = "nope";
    expect(refused(other)).toThrow(/services\.1\.fee: Unknown fee "nope"/);
  });

  it("fewer than 15 active services", () => {
    const book = copyOf("electrical");
    book.services.slice(0, 3).forEach((service) => (service.isActive = false));
    expect(refused(book)).toThrow(/services: A starter book has at least 15 active services/);
  });

  it("a duplicate name, case aside", () => {
    const book = copyOf("hvac");
    book.services[2].name = book.services[0].name.toUpperCase();
    expect(refused(book)).toThrow(/services\.2\.name: Duplicate service name/);
  });

  it("a price outside its range, or a range without a known source", () => {
    const book = copyOf("roofing");
    book.services[0].basePrice = "99.00";
    expect(refused(book)).toThrow(/services\.0\.priceRange: The price per unit \(99\.00\)/);
    const other = copyOf("roofing");
    other.services[0].priceRange!.source = "somewhere";
    expect(refused(other)).toThrow(/services\.0\.priceRange\.source: Unknown source/);
  });

  it("what the service schema refuses: a unit type, a category, an icon, 3 decimals, a long name", () => {
    const cases: [(book: StarterBook) => void, RegExp][] = [
      [(book) => ((book.services[0] as { unitType: string }).unitType = "per_day"), /unitType/],
      [(book) => ((book.services[0] as { category: string }).category = "plumbin"), /category/],
      [(book) => (book.services[0].icon = "Big Icon"), /services\.0\.icon: Icon is a lower-case/],
      [(book) => (book.services[0].basePrice = "12.345"), /services\.0\.basePrice/],
      [(book) => (book.services[0].name = "x".repeat(121)), /services\.0\.name: Name can have/],
      [(book) => (book.services[0].estimatedTime = 1.5), /services\.0\.estimatedTime/],
      [(book) => (book.laborRates[0].rate = "-5.00"), /laborRates\.0\.rate/],
      [
        (book) => (book.fees[0].type = "percentage") && (book.fees[0].amount = "150.00"),
        /fees\.0\.amount/,
      ],
      [(book) => (book.id = "plumbing-starter"), /id: A curated starter book's id/],
      [(book) => ((book as Record<string, unknown>).extra = 1), /extra/],
    ];
    for (const [breakIt, message] of cases) {
      const book = copyOf("plumbing");
      breakIt(book);
      expect(refused(book)).toThrow(message);
    }
  });
});
