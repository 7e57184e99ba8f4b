"use client";

import * as React from "react";

export type ElementSize = { width: number; height: number };

/**
 * The content-box size of the element `ref` points at, kept current as it resizes; 0 × 0
 * until it is first measured (on the server and in the first render).
 */
export function useElementSize<E extends HTMLElement>(ref: React.RefObject<E | null>): ElementSize {
  const [size, setSize] = React.useState<ElementSize>({ width: 0, height: 0 });
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (width: number, height: number) =>
      setSize((size) =>
        size.width === width && size.height === height ? size : { width, height },
      );
    const box = element.getBoundingClientRect();
    update(box.width, box.height);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) =>
      update(entry.contentRect.width, entry.contentRect.height),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
