"use client";

import * as React from "react";
import { MapPin, Plus, X } from "lucide-react";
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
import { ApiRequestError } from "@/components/query/request-error";
import { isTemporaryFailure } from "@/components/query/retry-unavailable";
import type { CartItem, priceCart } from "@/lib/calculator/cart";
import {
  emptyRequestForm,
  firstInvalid,
  localToday,
  mapIssues,
  MAX_DESCRIPTION,
  MAX_WINDOWS,
  PERIOD_LABELS,
  PERIODS,
  requestDetailsPayload,
  SMS_CONSENT_TEXT,
  validateRequest,
  type CustomItem,
  type FieldErrors,
  type RequestAddress,
  type RequestFlags,
  type RequestForm,
} from "@/lib/calculator/request-form";
import {
  buildEstimatePayload,
  newIdempotencyKey,
  sendEstimateRequest,
  type EstimateRequestResponse,
} from "./send-request";
import { formatCents } from "@/lib/format";
import type { PublicCompany } from "@/lib/calculator/types";
import { embeddingHost } from "./calculator-effects";
import { isOutsideServiceArea } from "@/lib/service-areas/match";
import { cn } from "@/lib/utils";
import type { PickedPhoto } from "./photo-picker";

// The photo picker (and its upload code) loads when the dialog first shows, not with the page.
const PhotoPicker = React.lazy(() => import("./photo-picker"));

/** Calculator Setup's flags (GET /api/public/{company}); a company without them requires none. */
type CompanyFlags = Partial<
  Record<
    "requireServiceAddress" | "requireAddress" | "requireDescription" | "requirePhotos",
    boolean
  >
>;

const SEND_ERROR = "There was a problem sending your estimate request. Please try again.";
/** After the automatic retries (503 or no connection): the same key is kept, so no duplicate. */
const GAVE_UP =
  "We still couldn't reach our server. Nothing was lost: your details are still here, and pressing Send Request again won't send your request twice.";

/** The wait before an automatic retry (components/query/retry-unavailable.ts), or none. */
function RetryStatus({ secondsLeft }: { secondsLeft: number | null }) {
  // Always in the page, so screen readers follow it; only the seconds change while it counts.
  return (
    <p
      aria-live="polite"
      className="text-muted-foreground text-sm empty:sr-only"
      data-testid="request-retry-status"
    >
      {secondsLeft === null ? null : secondsLeft > 0 ? (
        <>
          We couldn&apos;t reach our server. Your request is safe — trying again in {secondsLeft} s…
        </>
      ) : (
        "We couldn't reach our server. Your request is safe — trying again now…"
      )}
    </p>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    // An alert too: every problem is announced, not only the focused field's.
    <p
      id={`${id}-error`}
      role="alert"
      className="text-destructive text-sm"
      data-testid="field-error"
    >
      {message}
    </p>
  );
}

const optional = <span className="text-muted-foreground font-normal">(optional)</span>;
const requiredMark = <span className="text-muted-foreground font-normal">(required)</span>;

/**
 * The estimate request dialog (docs/product.md §2, §4, §5 and §8: fields, toasts and 'Sending...'):
 * contact, service address, the job's description and photos, preferred times and SMS consent.
 * Every problem shows under its field (aria-invalid, aria-describedby) and the first invalid
 * field takes focus; a server's 400 issues land on their fields too. The calculator loads this
 * module (and Radix Dialog with it) when the customer first adds a service or opens it.
 */
export default function RequestDialog({
  open,
  onOpenChange,
  company,
  breakdown,
  customItems = [],
  embedded,
  onSent,
  focusAfterSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  company: PublicCompany;
  breakdown: ReturnType<typeof priceCart> & { lines: { item: CartItem }[] };
  /** 'Something else?' lines, sent as customItems. */
  customItems?: readonly CustomItem[];
  embedded: boolean;
  onSent: (result: EstimateRequestResponse) => void;
  /** Called instead of Radix's return of focus when the dialog closes after sending. */
  focusAfterSend?: () => void;
}) {
  const companyFlags = company as PublicCompany & CompanyFlags;
  const flags: RequestFlags = {
    requireAddress:
      companyFlags.requireServiceAddress === true || companyFlags.requireAddress === true,
    requireDescription: companyFlags.requireDescription === true,
    requirePhotos: companyFlags.requirePhotos === true,
    hasServiceAreas: company.hasServiceAreas,
  };
  const [form, setForm] = React.useState<RequestForm>(emptyRequestForm);
  const [photos, setPhotos] = React.useState<PickedPhoto[]>([]);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  // One key per dialog session: a double click or a retry after an error reuses it.
  const [idempotencyKey, setIdempotencyKey] = React.useState(newIdempotencyKey);
  const [sending, setSending] = React.useState(false);
  // Seconds before the next automatic try after a 503 or a network failure; 0 while it runs.
  const [retryIn, setRetryIn] = React.useState<number | null>(null);
  const sendController = React.useRef<AbortController | null>(null);
  React.useEffect(() => () => sendController.current?.abort(), []);
  // Guards a double submit that lands before the re-render disables the button.
  const inFlight = React.useRef(false);
  const justSent = React.useRef(false);
  const today = localToday();

  const photoState = {
    uploaded: photos.filter((p) => p.status === "done").length,
    uploading: photos.filter((p) => p.status === "uploading").length,
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = firstInvalid(next);
    // After React has rendered the messages, so the field is announced with its error.
    if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
  };

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFormError(null);
    const controller = new AbortController();
    sendController.current = controller;
    let result: EstimateRequestResponse;
    try {
      const contact = {
        name: form.name,
        email: form.email,
        phone: form.phone,
        zip: "",
        website: form.website,
      };
      const photoIds = photos.flatMap((p) => (p.status === "done" && p.id ? [p.id] : []));
      const payload = {
        ...buildEstimatePayload(company.id, contact, breakdown),
        ...requestDetailsPayload(form, photoIds, customItems),
        // The site around an embedded calculator (docs/analytics.md "Sources").
        ...(embedded ? { embedHost: embeddingHost() } : {}),
      };
      result = await sendEstimateRequest(payload, idempotencyKey, {
        signal: controller.signal,
        onWaiting: (secondsLeft) => setRetryIn(secondsLeft),
      });
    } catch (error) {
      if (controller.signal.aborted) return; // the dialog is gone
      // The entries stay in the form and the key stays the same, so a retry cannot duplicate.
      inFlight.current = false;
      setSending(false);
      setRetryIn(null);
      if (error instanceof ApiRequestError && error.status === 400 && error.issues.length > 0) {
        const { fields, other } = mapIssues(error.issues);
        setFormError(other.length > 0 ? other.join(" ") : null);
        if (Object.keys(fields).length > 0) return showErrors(fields);
        if (other.length > 0) return;
      }
      setFormError(isTemporaryFailure(error) ? GAVE_UP : SEND_ERROR);
      toast({ title: "Error", description: SEND_ERROR, variant: "destructive" });
      return;
    }
    inFlight.current = false;
    setSending(false);
    setRetryIn(null);
    toast({
      title: "Estimate request sent!",
      description: "We'll contact you shortly with your detailed estimate.",
    });
    setForm(emptyRequestForm());
    setPhotos([]);
    setErrors({});
    setIdempotencyKey(newIdempotencyKey());
    justSent.current = true;
    onSent(result);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problems = validateRequest(form, flags, photoState, today);
    if (Object.keys(problems).length > 0) {
      if (problems["request-name"] === undefined && problems["request-email"] === undefined) {
        // nothing for the spec's toast
      } else if (!form.name.trim() || !form.email.trim()) {
        toast({
          title: "Missing information",
          description: "Please provide your name and email address.",
          variant: "destructive",
        });
      }
      showErrors(problems);
      return;
    }
    setErrors({});
    void send();
  };

  const clearError = (id: string) =>
    setErrors((current) => {
      if (!(id in current)) return current;
      const next = { ...current };
      delete next[id];
      return next;
    });
  const setField =
    (field: "name" | "email" | "phone" | "description", id: string) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setForm((current) => ({ ...current, [field]: value }));
      clearError(id);
    };
  const setAddress =
    (field: keyof RequestAddress, id: string) => (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setForm((current) => ({ ...current, address: { ...current.address, [field]: value } }));
      clearError(id);
    };
  const setWindow = (index: number, patch: Partial<RequestForm["windows"][number]>) => {
    setForm((current) => ({
      ...current,
      windows: current.windows.map((w, i) => (i === index ? { ...w, ...patch } : w)),
    }));
    clearError(`request-window-${index}-${"date" in patch ? "date" : "period"}`);
  };

  /** aria-invalid and aria-describedby of a field (its hint first, then its error). */
  const a11y = (id: string, hint?: string | false) => {
    const describedBy = [hint, errors[id] && `${id}-error`].filter(Boolean).join(" ");
    return {
      id,
      "aria-invalid": errors[id] ? true : undefined,
      "aria-describedby": describedBy || undefined,
    };
  };

  const zipAreas = company.serviceAreaZips.map((normalized) => ({
    kind: "zip" as const,
    normalized,
  }));
  const zipOutside =
    company.hasServiceAreas && isOutsideServiceArea(zipAreas, form.address.postalCode);
  const addressRequired = flags.requireAddress;
  const mark = (isRequired: boolean) => (isRequired ? requiredMark : optional);

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent
        className={cn(
          "max-h-[calc(100dvh-2rem)] overflow-y-auto",
          embedded && "top-4 translate-y-0",
        )}
        onCloseAutoFocus={(event) => {
          if (!justSent.current) return;
          justSent.current = false;
          event.preventDefault();
          focusAfterSend?.();
        }}
      >
        <DialogHeader>
          <DialogTitle>Request your estimate</DialogTitle>
          <DialogDescription>
            {company.name} will contact you about your estimate of{" "}
            {formatCents(breakdown.totalCents)}.
          </DialogDescription>
        </DialogHeader>
        <form id="estimate-request-form" noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="request-name">Name {requiredMark}</Label>
            <Input
              autoComplete="name"
              required
              maxLength={120}
              value={form.name}
              onChange={setField("name", "request-name")}
              {...a11y("request-name")}
            />
            <FieldError id="request-name" message={errors["request-name"]} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="request-email">Email {requiredMark}</Label>
            <Input
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={form.email}
              onChange={setField("email", "request-email")}
              {...a11y("request-email")}
            />
            <FieldError id="request-email" message={errors["request-email"]} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="request-phone">Phone {optional}</Label>
            <Input
              type="tel"
              autoComplete="tel"
              maxLength={40}
              value={form.phone}
              onChange={setField("phone", "request-phone")}
              {...a11y("request-phone")}
            />
            <FieldError id="request-phone" message={errors["request-phone"]} />
            <div className="flex items-start gap-2">
              <input
                type="checkbox"
                className="accent-primary mt-0.5 size-4 shrink-0"
                checked={form.smsConsent}
                onChange={(event) => {
                  const checked = event.target.checked;
                  setForm((current) => ({ ...current, smsConsent: checked }));
                  clearError("request-sms");
                  clearError("request-phone");
                }}
                {...a11y("request-sms")}
              />
              <label htmlFor="request-sms" className="text-muted-foreground text-xs">
                {SMS_CONSENT_TEXT}
              </label>
            </div>
            <FieldError id="request-sms" message={errors["request-sms"]} />
          </div>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm leading-none font-medium">
              Service address {mark(addressRequired)}
            </legend>
            <div className="grid gap-2">
              <Label htmlFor="request-line1">Street address</Label>
              <Input
                autoComplete="address-line1"
                maxLength={200}
                aria-required={addressRequired || undefined}
                value={form.address.line1}
                onChange={setAddress("line1", "request-line1")}
                {...a11y("request-line1")}
              />
              <FieldError id="request-line1" message={errors["request-line1"]} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="request-line2">Apartment, unit or suite {optional}</Label>
              <Input
                autoComplete="address-line2"
                maxLength={200}
                value={form.address.line2}
                onChange={setAddress("line2", "request-line2")}
                {...a11y("request-line2")}
              />
              <FieldError id="request-line2" message={errors["request-line2"]} />
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              <div className="grid gap-2">
                <Label htmlFor="request-city">City</Label>
                <Input
                  autoComplete="address-level2"
                  maxLength={100}
                  aria-required={addressRequired || undefined}
                  value={form.address.city}
                  onChange={setAddress("city", "request-city")}
                  {...a11y("request-city")}
                />
                <FieldError id="request-city" message={errors["request-city"]} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="request-region">State</Label>
                <Input
                  autoComplete="address-level1"
                  maxLength={100}
                  aria-required={addressRequired || undefined}
                  value={form.address.region}
                  onChange={setAddress("region", "request-region")}
                  {...a11y("request-region")}
                />
                <FieldError id="request-region" message={errors["request-region"]} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="request-postal">ZIP code</Label>
                <Input
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={10}
                  required={company.hasServiceAreas || addressRequired}
                  aria-required={company.hasServiceAreas || addressRequired || undefined}
                  value={form.address.postalCode}
                  onChange={setAddress("postalCode", "request-postal")}
                  data-testid="request-zip"
                  {...a11y(
                    "request-postal",
                    [
                      company.hasServiceAreas && "request-zip-hint",
                      zipOutside && "request-zip-note",
                    ]
                      .filter(Boolean)
                      .join(" "),
                  )}
                />
                <FieldError id="request-postal" message={errors["request-postal"]} />
              </div>
            </div>
            {company.hasServiceAreas && (
              <p id="request-zip-hint" className="text-muted-foreground -mt-1 text-xs">
                Your ZIP code is needed so {company.name} can check that you are in their service
                area.
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
          </fieldset>

          <div className="grid gap-2">
            <Label htmlFor="request-description">
              Describe the job {mark(flags.requireDescription)}
            </Label>
            <textarea
              className="border-input placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive min-h-20 w-full rounded-md border bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-[3px] md:text-sm"
              maxLength={MAX_DESCRIPTION}
              aria-required={flags.requireDescription || undefined}
              value={form.description}
              onChange={setField("description", "request-description")}
              {...a11y("request-description", "request-description-hint")}
            />
            <p id="request-description-hint" className="text-muted-foreground text-xs">
              What needs doing, where, anything {company.name} should know.{" "}
              {form.description.length} of {MAX_DESCRIPTION} characters.
            </p>
            <FieldError id="request-description" message={errors["request-description"]} />
          </div>

          <React.Suspense
            fallback={<p className="text-muted-foreground text-sm">Loading photo upload…</p>}
          >
            <PhotoPicker
              slug={company.slug}
              photos={photos}
              setPhotos={(next) => {
                setPhotos(next);
                clearError("request-photos");
              }}
              required={flags.requirePhotos}
              error={errors["request-photos"]}
            />
          </React.Suspense>

          <fieldset className="grid gap-2">
            <legend className="text-sm leading-none font-medium">Preferred times {optional}</legend>
            <p className="text-muted-foreground text-xs">
              Up to {MAX_WINDOWS} times that suit you.
            </p>
            {form.windows.map((window, index) => (
              <div key={index} className="grid gap-1" data-testid="request-window">
                <div className="flex items-end gap-2">
                  <div className="grid flex-1 gap-1">
                    <Label htmlFor={`request-window-${index}-date`} className="text-xs">
                      Date {index + 1}
                    </Label>
                    <Input
                      type="date"
                      min={today}
                      value={window.date}
                      onChange={(event) => setWindow(index, { date: event.target.value })}
                      {...a11y(`request-window-${index}-date`)}
                    />
                  </div>
                  <div className="grid flex-1 gap-1">
                    <Label htmlFor={`request-window-${index}-period`} className="text-xs">
                      Time of day {index + 1}
                    </Label>
                    <select
                      className="border-input aria-invalid:border-destructive focus-visible:ring-ring/50 h-9 rounded-md border bg-transparent px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px]"
                      value={window.period}
                      onChange={(event) =>
                        setWindow(index, {
                          period: event.target.value as RequestForm["windows"][number]["period"],
                        })
                      }
                      {...a11y(`request-window-${index}-period`)}
                    >
                      <option value="">Choose…</option>
                      {PERIODS.map((period) => (
                        <option key={period} value={period}>
                          {PERIOD_LABELS[period]}
                        </option>
                      ))}
                    </select>
                  </div>
                  {form.windows.length > 1 && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove time ${index + 1}`}
                      onClick={() => {
                        setForm((current) => ({
                          ...current,
                          windows: current.windows.filter((_, i) => i !== index),
                        }));
                        setErrors({});
                        document.getElementById("request-window-add")?.focus();
                      }}
                    >
                      <X />
                    </Button>
                  )}
                </div>
                <FieldError
                  id={`request-window-${index}-date`}
                  message={errors[`request-window-${index}-date`]}
                />
                <FieldError
                  id={`request-window-${index}-period`}
                  message={errors[`request-window-${index}-period`]}
                />
              </div>
            ))}
            {form.windows.length < MAX_WINDOWS && (
              <Button
                id="request-window-add"
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => {
                  const index = form.windows.length;
                  setForm((current) => ({
                    ...current,
                    windows: [...current.windows, { date: "", period: "" }],
                  }));
                  requestAnimationFrame(() =>
                    document.getElementById(`request-window-${index}-date`)?.focus(),
                  );
                }}
              >
                <Plus /> Add another time
              </Button>
            )}
          </fieldset>

          {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="request-website">Website</label>
            <input
              id="request-website"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={form.website}
              onChange={(event) => {
                const value = event.target.value;
                setForm((current) => ({ ...current, website: value }));
              }}
            />
          </div>
          {formError && (
            <p role="alert" className="text-destructive text-sm" data-testid="request-form-error">
              {formError}
            </p>
          )}
          <RetryStatus secondsLeft={retryIn} />
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
          <Button
            type="submit"
            form="estimate-request-form"
            disabled={sending}
            aria-busy={sending || undefined}
          >
            {sending ? "Sending..." : "Send Request"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { RequestDialog };
