"use client";

import * as React from "react";

/**
 * In an embed, the hostname of the page around the frame (docs/analytics.md "Sources"): the
 * parent's origin where the browser lists it, else the referrer; "" when neither says.
 * Only the hostname leaves the browser, never the path.
 */
export function embeddingHost(): string {
  try {
    const parent = window.location.ancestorOrigins?.[0] || document.referrer;
    return parent ? new URL(parent).hostname : "";
  } catch {
    return "";
  }
}

// fetch with keepalive outlives the page like a beacon, and can say its body is JSON (the
// API refuses state changes of any other type). No cookie is sent.
function beacon(path: string, body: object) {
  void fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: "omit",
  }).catch(() => undefined);
}

/** Counts one view per page load (not in the owner's preview): no cookie, no stored address. */
export function useRecordView(slug: string, source: "direct" | "embed", enabled: boolean) {
  React.useEffect(() => {
    if (!enabled) return;
    beacon(
      "/api/calculator-views",
      source === "embed"
        ? { company: slug, source, host: embeddingHost() }
        : { company: slug, source },
    );
  }, [slug, source, enabled]);
}

/** Counts a service added to the estimate (popular services, docs/analytics.md). */
export function recordServiceAdd(slug: string, serviceId: string) {
  beacon("/api/calculator-views/services", { company: slug, serviceId });
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
