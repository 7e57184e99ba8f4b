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
