"use client";

import * as React from "react";
import type { ServiceBuilderStore } from "./types";

const StoreContext = React.createContext<ServiceBuilderStore | null>(null);

/** Hands a store to every Service Builder component below it. */
export function ServiceBuilderStoreProvider({
  store,
  children,
}: {
  store: ServiceBuilderStore;
  children: React.ReactNode;
}) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useServiceBuilderStore(): ServiceBuilderStore {
  const store = React.useContext(StoreContext);
  if (!store) throw new Error("The Service Builder needs a ServiceBuilderStoreProvider.");
  return store;
}
