"use client";

import * as React from "react";
import { MapPin } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import type { CartItem, priceCart } from "@/lib/calculator/cart";
import {
  buildEstimatePayload,
  newIdempotencyKey,
  sendEstimateRequest,
  type EstimateRequestResponse,
  type RequestContact,
} from "./send-request";
import { formatCents } from "@/lib/format";
import type { PublicCompany } from "@/lib/calculator/types";
import { embeddingHost } from "./calculator-effects";
import { customerZipProblem } from "@/lib/estimates/zip";
import { isOutsideServiceArea } from "@/lib/service-areas/match";
import { cn } from "@/lib/utils";

const EMPTY: RequestContact = { name: "", email: "", phone: "", zip: "", website: "" };

/**
 * The estimate request dialog (docs/product.md §2, §4, §5 and §8: fields, toasts and 'Sending...').
 * The calculator loads this module (and Radix Dialog with it) when the customer first opens it.
 */
export default function RequestDialog({
  open,
  onOpenChange,
  company,
  breakdown,
  embedded,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  company: PublicCompany;
  breakdown: ReturnType<typeof priceCart> & { lines: { item: CartItem }[] };
  embedded: boolean;
  onSent: (result: EstimateRequestResponse) => void;
}) {
  const [contact, setContact] = React.useState<RequestContact>(EMPTY);
  // The ZIP message shows once the customer has left the field or tried to send.
  const [zipChecked, setZipChecked] = React.useState(false);
  const zipRef = React.useRef<HTMLInputElement>(null);
  // One key per dialog session: a double click or a retry after an error reuses it.
  const [idempotencyKey, setIdempotencyKey] = React.useState(newIdempotencyKey);
  const [sending, setSending] = React.useState(false);
  // Guards a double submit that lands before the re-render disables the button.
  const inFlight = React.useRef(false);

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    let result: EstimateRequestResponse;
    try {
      const payload = {
        ...buildEstimatePayload(company.id, contact, breakdown),
        // The site around an embedded calculator (docs/analytics.md "Sources").
        ...(embedded ? { embedHost: embeddingHost() } : {}),
      };
      result = await sendEstimateRequest(payload, idempotencyKey);
    } catch {
      // The entries stay in the form and the key stays the same, so a retry cannot duplicate.
      inFlight.current = false;
      setSending(false);
      toast({
        title: "Error",
        description: "There was a problem sending your estimate request. Please try again.",
        variant: "destructive",
      });
      return;
    }
    inFlight.current = false;
    setSending(false);
    toast({
      title: "Estimate request sent!",
      description: "We'll contact you shortly with your detailed estimate.",
    });
    setContact(EMPTY);
    setZipChecked(false);
    setIdempotencyKey(newIdempotencyKey());
    onSent(result);
  };

  const zipAreas = company.serviceAreaZips.map((normalized) => ({
    kind: "zip" as const,
    normalized,
  }));
  const zipOutside = company.hasServiceAreas && isOutsideServiceArea(zipAreas, contact.zip);
  const zipProblem = customerZipProblem(company.hasServiceAreas, contact.zip);
  const zipError = zipChecked ? zipProblem : null;
  const zipDescribedBy = [
    "request-zip-hint",
    zipError && "request-zip-error",
    zipOutside && "request-zip-note",
  ]
    .filter(Boolean)
    .join(" ");
  const set = (field: keyof RequestContact) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setContact((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!contact.name.trim() || !contact.email.trim()) {
      toast({
        title: "Missing information",
        description: "Please provide your name and email address.",
        variant: "destructive",
      });
      return;
    }
    if (zipProblem) {
      setZipChecked(true);
      zipRef.current?.focus();
      return;
    }
    void send();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent className={cn(embedded && "top-4 translate-y-0")}>
        <DialogHeader>
          <DialogTitle>Request your estimate</DialogTitle>
          <DialogDescription>
            {company.name} will contact you about your estimate of{" "}
            {formatCents(breakdown.totalCents)}.
          </DialogDescription>
        </DialogHeader>
        <form id="estimate-request-form" noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="request-name">Name</Label>
            <Input
              id="request-name"
              autoComplete="name"
              required
              maxLength={120}
              value={contact.name}
              onChange={set("name")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="request-email">Email</Label>
            <Input
              id="request-email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={contact.email}
              onChange={set("email")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="request-phone">
              Phone <span className="text-muted-foreground font-normal">(optional)</span>
            </Label>
            <Input
              id="request-phone"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              value={contact.phone}
              onChange={set("phone")}
            />
          </div>
          {company.hasServiceAreas && (
            <div className="grid gap-2">
              <Label htmlFor="request-zip">ZIP code</Label>
              <p id="request-zip-hint" className="text-muted-foreground -mt-1 text-xs">
                So {company.name} can check that you are in their service area.
              </p>
              <Input
                ref={zipRef}
                id="request-zip"
                inputMode="numeric"
                autoComplete="postal-code"
                required
                aria-required="true"
                maxLength={10}
                value={contact.zip}
                onChange={set("zip")}
                onBlur={() => contact.zip.trim() !== "" && setZipChecked(true)}
                aria-invalid={zipError ? true : undefined}
                aria-describedby={zipDescribedBy}
              />
              {zipError && (
                <p
                  id="request-zip-error"
                  role="alert"
                  className="text-destructive text-sm"
                  data-testid="zip-error"
                >
                  {zipError}
                </p>
              )}
              {zipOutside && (
                <p
                  id="request-zip-note"
                  role="status"
                  className="flex gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
                >
                  <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  This ZIP code looks outside the area {company.name} usually serves. You can still
                  send your request and they will let you know if they can help.
                </p>
              )}
            </div>
          )}
          {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="request-website">Website</label>
            <input
              id="request-website"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={contact.website}
              onChange={set("website")}
            />
          </div>
        </form>
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={sending}
          >
            Cancel
          </Button>
          <Button type="submit" form="estimate-request-form" disabled={sending}>
            {sending ? "Sending..." : "Send Request"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { RequestDialog };
