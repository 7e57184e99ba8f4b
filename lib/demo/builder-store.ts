/**
 * The demo Service Builder's state as an external store over localStorage, read with
 * useSyncExternalStore: the server (and hydration) sees `null` and renders a placeholder,
 * the browser sees the saved price book at once, with no effect juggling. Changes in
 * another tab arrive through the 'storage' event.
 */
import { builderReducer, INITIAL_BUILDER_STATE, type BuilderAction } from "./builder-reducer";
import { BUILDER_STORAGE_KEY, loadBuilder, saveBuilder } from "./builder-storage";
import type { BuilderState } from "./builder-types";

export type BuilderStore = {
  getSnapshot: () => BuilderState;
  getServerSnapshot: () => BuilderState | null;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: BuilderAction) => void;
};

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function createBuilderStore(getStorage: () => StorageLike | null): BuilderStore {
  let state: BuilderState | null = null;
  const listeners = new Set<() => void>();

  const read = (): BuilderState => {
    const storage = getStorage();
    return (storage && loadBuilder(storage)) ?? INITIAL_BUILDER_STATE;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== BUILDER_STORAGE_KEY && event.key !== null) return;
    state = read();
    notify();
  };

  return {
    getSnapshot: () => (state ??= read()),
    getServerSnapshot: () => null,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== "undefined")
        window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined")
          window.removeEventListener("storage", onStorage);
      };
    },
    dispatch(action) {
      const current = state ?? read();
      const next = builderReducer(current, action);
      if (next === current) return;
      state = next;
      const storage = getStorage();
      if (storage) saveBuilder(storage, next);
      notify();
    },
  };
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // access itself can throw when storage is blocked
  }
}

/** The page's one store. */
export const builderStore = createBuilderStore(browserStorage);
