"use client";

import * as React from "react";
import { Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { CustomItem } from "@/lib/calculator/request-form";
import type { CartItem } from "@/lib/calculator/cart";

const FAILED = "The link could not be made. Please try again.";
const BUSY = "Too many links in a minute. Please try again shortly.";

type State =
  | { kind: "idle" }
  | { kind: "making" }
  | { kind: "made"; url: string; note: string }
  | { kind: "failed"; message: string };

/**
 * 'Share estimate': a read-only link to this estimate (/e/<token>, 30 days) that the customer
 * can send to a spouse or a landlord. The server prices it from the price book; the browser
 * sends only ids and quantities. The phone's share sheet where there is one, else the clipboard,
 * and the link always shows to copy by hand.
 */
export function ShareEstimate({
  slug,
  cart,
  customItems,
}: {
  slug: string;
  cart: readonly CartItem[];
  customItems: readonly CustomItem[];
}) {
  const [state, setState] = React.useState<State>({ kind: "idle" });
  // A changed estimate needs a new link: the one made before shows the old lines.
  const signature = JSON.stringify([
    cart.map((item) => [item.id, item.quantity]),
    customItems.map((item) => [item.description, item.quantity]),
  ]);
  const [madeFor, setMadeFor] = React.useState(signature);
  if (madeFor !== signature) {
    setMadeFor(signature);
    setState({ kind: "idle" });
  }

  const share = async () => {
    setState({ kind: "making" });
    let url: string;
    try {
      const res = await fetch(`/api/public/${encodeURIComponent(slug)}/shared-estimates`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          items: cart.map((item) => ({ id: item.id, quantity: item.quantity })),
          ...(customItems.length > 0
            ? {
                customItems: customItems.map(({ description, quantity }) => ({
                  description,
                  quantity,
                })),
              }
            : {}),
        }),
      });
      if (!res.ok) {
        setState({ kind: "failed", message: res.status === 429 ? BUSY : FAILED });
        return;
      }
      url = new URL(((await res.json()) as { url: string }).url, window.location.origin).href;
    } catch {
      setState({ kind: "failed", message: FAILED });
      return;
    }
    let note = "Anyone with this link can see the estimate for 30 days.";
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: "Service estimate", url });
        note = `Shared. ${note}`;
      } else {
        await navigator.clipboard.writeText(url);
        note = `Link copied. ${note}`;
      }
    } catch {
      // Cancelled or not allowed: the link still shows to copy by hand.
    }
    setState({ kind: "made", url, note });
  };

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        onClick={() => void share()}
        disabled={cart.length === 0 || state.kind === "making"}
      >
        <Link2 aria-hidden="true" /> {state.kind === "making" ? "Making link..." : "Share estimate"}
      </Button>
      {state.kind === "made" && (
        <div className="grid gap-1" data-testid="share-result">
          <label htmlFor="share-estimate-url" className="text-xs font-medium">
            Link to this estimate
          </label>
          <input
            id="share-estimate-url"
            readOnly
            value={state.url}
            onFocus={(event) => event.target.select()}
            className="border-input bg-muted/50 h-8 rounded-md border px-2 text-xs"
          />
          <p role="status" className="text-muted-foreground text-xs">
            {state.note}
          </p>
        </div>
      )}
      {state.kind === "failed" && (
        <p role="alert" className="text-destructive text-xs">
          {state.message}
        </p>
      )}
    </div>
  );
}
