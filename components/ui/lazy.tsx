"use client";

import * as React from "react";

/**
 * A named export of another module as a component whose code loads when it is first rendered
 * (React.lazy itself takes a module's default export).
 */
export function lazyNamed<P extends object>(load: () => Promise<React.ComponentType<P>>) {
  return React.lazy(() => load().then((component) => ({ default: component })));
}

/**
 * Renders its children from the first time `when` is true on, and nothing (not even their
 * code) before: a lazily loaded dialog, sheet or toaster appears once it is first wanted and
 * then stays mounted, so closing it animates and returns the focus as it always did.
 */
export function MountOnceWanted({ when, children }: { when: boolean; children: React.ReactNode }) {
  const [wanted, setWanted] = React.useState(when);
  if (when && !wanted) setWanted(true);
  if (!wanted) return null;
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}

/**
 * What `load` gives, once something has asked for it with `want` (a pointer over a chart, a
 * touch): null before, and after a failed load (offline, blocked), when the caller keeps
 * showing what it had. `load` should be stable: a module-level `() => import(...)` (the
 * bundler keeps each module it loaded, so asking again costs nothing).
 */
export function useLoadedWhenWanted<T>(load: () => Promise<T>): [T | null, () => void] {
  const [loaded, setLoaded] = React.useState<{ value: T } | null>(null);
  const want = React.useCallback(() => {
    if (loaded) return;
    load().then(
      (value) => setLoaded({ value }),
      () => undefined,
    );
  }, [load, loaded]);
  return [loaded ? loaded.value : null, want];
}
