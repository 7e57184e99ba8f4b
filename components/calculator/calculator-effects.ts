"use client";

import * as React from "react";

/** Counts one view per page load (not in the owner's preview): no cookie, no stored address. */
export function useRecordView(slug: string, source: "direct" | "embed", enabled: boolean) {
  React.useEffect(() => {
    if (!enabled) return;
    // fetch with keepalive outlives the page like a beacon, and can say its body is JSON
    // (the API refuses state changes of any other type).
    void fetch("/api/calculator-views", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ company: slug, source }),
      keepalive: true,
      credentials: "omit",
    }).catch(() => undefined);
  }, [slug, source, enabled]);
}

/** In an embed, tells the host page (public/embed.js) the content height so it can size the frame. */
export function useEmbedResize(enabled: boolean) {
  React.useEffect(() => {
    if (!enabled || window.parent === window) return;
    const post = () =>
      window.parent.postMessage(
        { type: "quotecraft:height", height: document.documentElement.scrollHeight },
        "*",
      );
    const observer = new ResizeObserver(post);
    observer.observe(document.body);
    post();
    return () => observer.disconnect();
  }, [enabled]);
}

/** In an embed, asks the host page to scroll the frame into view (e.g. when a dialog opens). */
export function revealEmbed() {
  if (window.parent !== window) window.parent.postMessage({ type: "quotecraft:reveal" }, "*");
}
