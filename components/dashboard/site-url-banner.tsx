"use client";

import * as React from "react";
import { TriangleAlert } from "lucide-react";

/**
 * Warns the owner when the address the server puts in mails (its site URL, README "Site
 * URL") is not the one they are using: a customer would get links to a server they cannot
 * reach. Shown only after mounting, where the browser's address is known.
 */
export function SiteUrlBanner({ siteUrl }: { siteUrl: string }) {
  // The browser's address, read without a render of its own; null on the server.
  const origin = React.useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
  if (!origin || sameOrigin(origin, siteUrl)) return null;
  return (
    <div
      role="alert"
      data-testid="site-url-banner"
      className="mb-4 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        Links in the mails your customers receive point to <strong>{siteUrl}</strong>, but you are
        using <strong>{origin}</strong>. Set <code>NEXT_PUBLIC_SITE_URL</code> to the address your
        customers can open and restart the server.
      </p>
    </div>
  );
}

const noSubscription = () => () => {};

function sameOrigin(a: string, b: string) {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}
