"use client";

import * as React from "react";
import { useRouter } from "next/navigation";

/** How often, and how many times, the page asks again whether the payment was recorded. */
const EVERY_MS = 4_000;
const TIMES = 15;

/**
 * Back from Stripe Checkout (?paid=1) before the webhook recorded the payment: the page is
 * rendered again every few seconds for a minute, so the payment shows without a reload.
 */
export function ConfirmingPayment() {
  const router = useRouter();
  React.useEffect(() => {
    let count = 0;
    const timer = window.setInterval(() => {
      count += 1;
      if (count >= TIMES) window.clearInterval(timer);
      router.refresh();
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return null;
}
