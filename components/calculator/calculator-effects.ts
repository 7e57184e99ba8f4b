"use client";

import * as React from "react";

/** Counts one view per page load (not in the owner's preview): no cookie, no stored address. */
export function useRecordView(slug: string, source: "direct" | "embed", enabled: boolean) {
  React.useEffect(() => {
    if (!enabled) return;
    const body = JSON.stringify({ company: slug, source });
    const sent =
      typeof navigator.sendBeacon === "function" &&
      navigator.sendBeacon("/api/calculator-views", body);
    if (!sent)
      void fetch("/api/calculator-views", { method: "POST", body, keepalive: true }).catch(
        () => undefined,
      );
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
