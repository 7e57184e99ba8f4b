import { builderReducer, INITIAL_BUILDER_STATE } from "./builder-reducer";
import {
  BUILDER_STORAGE_KEY,
  clearBuilder,
  loadBuilder,
  parseStoredBuilder,
  saveBuilder,
  serializeBuilder,
} from "./builder-storage";

const started = builderReducer(INITIAL_BUILDER_STATE, { type: "start", from: "electrical" });

describe("builder storage", () => {
  beforeEach(() => window.localStorage.clear());

  it("saves under the fixed key and loads the same state back", () => {
    expect(saveBuilder(window.localStorage, started)).toBe(true);
    expect(window.localStorage.getItem("quotecraft-demo-service-builder")).not.toBeNull();
    expect(BUILDER_STORAGE_KEY).toBe("quotecraft-demo-service-builder");
    expect(loadBuilder(window.localStorage)).toEqual(started);
  });

  it("clears the stored state", () => {
    saveBuilder(window.localStorage, started);
    clearBuilder(window.localStorage);
    expect(loadBuilder(window.localStorage)).toBeNull();
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{oops"],
    ["another version", JSON.stringify({ version: 1, state: started })],
    ["a bad industry", serializeBuilder({ ...started, startedFrom: "mining" as never })],
    [
      "a negative price",
      serializeBuilder({ ...started, services: [{ ...started.services[0], basePrice: -1 }] }),
    ],
    [
      "a price with 3 decimals",
      serializeBuilder({ ...started, services: [{ ...started.services[0], basePrice: 1.005 }] }),
    ],
    [
      "a markup over 1,000%",
      serializeBuilder({
        ...started,
        services: [{ ...started.services[0], markupPercent: "1001" }],
      }),
    ],
    [
      "a material with no quantity",
      serializeBuilder({
        ...started,
        services: [
          {
            ...started.services[0],
            materials: [{ name: "Box", unitCost: 1, quantity: "0", customerSupplies: false }],
          },
        ],
      }),
    ],
    [
      "an unknown unit type",
      serializeBuilder({
        ...started,
        services: [{ ...started.services[0], unitType: "per_ton" as never }],
      }),
    ],
    [
      "an empty name",
      serializeBuilder({ ...started, services: [{ ...started.services[0], name: " " }] }),
    ],
    [
      "a bad labor rate",
      serializeBuilder({
        ...started,
        laborRates: [{ id: "x", name: "X", rate: "-75" }],
      }),
    ],
  ])("rejects %s", (_, raw) => {
    expect(parseStoredBuilder(raw)).toBeNull();
  });

  it("drops links to labor rates that are not stored", () => {
    const raw = serializeBuilder({
      ...started,
      services: [{ ...started.services[0], laborRateId: "ghost" }],
    });
    expect(parseStoredBuilder(raw)?.services[0].laborRateId).toBeNull();
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(loadBuilder(broken)).toBeNull();
    expect(saveBuilder(broken, started)).toBe(false);
    expect(() => clearBuilder(broken)).not.toThrow();
  });
});
