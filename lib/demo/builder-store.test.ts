import { BUILDER_STORAGE_KEY, serializeBuilder } from "./builder-storage";
import { builderReducer, INITIAL_BUILDER_STATE } from "./builder-reducer";
import { createBuilderStore } from "./builder-store";

describe("builder store", () => {
  beforeEach(() => window.localStorage.clear());

  it("shows nothing on the server and the initial state in a fresh browser", () => {
    const store = createBuilderStore(() => window.localStorage);
    expect(store.getServerSnapshot()).toBeNull();
    expect(store.getSnapshot()).toEqual(INITIAL_BUILDER_STATE);
  });

  it("restores a saved price book and persists every change", () => {
    const saved = builderReducer(INITIAL_BUILDER_STATE, { type: "start", from: "hvac" });
    window.localStorage.setItem(BUILDER_STORAGE_KEY, serializeBuilder(saved));
    const store = createBuilderStore(() => window.localStorage);
    expect(store.getSnapshot()).toEqual(saved);

    const listener = jest.fn();
    store.subscribe(listener);
    store.dispatch({ type: "deleteService", id: "svc-h1" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().services).toHaveLength(11);
    expect(createBuilderStore(() => window.localStorage).getSnapshot().services).toHaveLength(11);
  });

  it("keeps a stable snapshot and skips no-op actions", () => {
    const store = createBuilderStore(() => window.localStorage);
    const listener = jest.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.dispatch({ type: "deleteService", id: "missing" });
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it("follows changes made in another tab", () => {
    const store = createBuilderStore(() => window.localStorage);
    const listener = jest.fn();
    store.subscribe(listener);
    store.getSnapshot();
    const elsewhere = builderReducer(INITIAL_BUILDER_STATE, { type: "start", from: "blank" });
    window.localStorage.setItem(BUILDER_STORAGE_KEY, serializeBuilder(elsewhere));
    window.dispatchEvent(new StorageEvent("storage", { key: BUILDER_STORAGE_KEY }));
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot().startedFrom).toBe("blank");
  });

  it("works in memory when storage is unavailable", () => {
    const store = createBuilderStore(() => null);
    store.dispatch({ type: "start", from: "painting" });
    expect(store.getSnapshot().services).toHaveLength(12);
  });
});
