"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ESIGN_DISCLOSURE } from "@/lib/quotes/disclosure";
import { SignatureField, type SignatureHandle } from "./signature-field";

export type ApproveInput =
  | { name: string; signatureMethod: "typed" }
  | { name: string; signatureMethod: "drawn"; signature: string };

/**
 * Typed full name; the signature, either that name set as the signature (the default: the
 * keyboard alone signs, WCAG 2.5.7) or a drawing; the consent to sign electronically, after its
 * disclosure; and the acceptance of the quote and its terms, each with its own box. The server
 * checks all of it again, and the content hash the page sends with them.
 */
export function ApproveForm({
  busy,
  onApprove,
  onCancel,
}: {
  /** Submitting, or the selection is still being confirmed by the server. */
  busy: boolean;
  onApprove: (input: ApproveInput) => void;
  onCancel: () => void;
}) {
  const signatureRef = React.useRef<SignatureHandle>(null);
  const nameRef = React.useRef<HTMLInputElement>(null);
  const [name, setName] = React.useState("");
  const [method, setMethod] = React.useState<"typed" | "drawn">("typed");
  const [consent, setConsent] = React.useState(false);
  const [terms, setTerms] = React.useState(false);
  const [signed, setSigned] = React.useState(false);
  const [errors, setErrors] = React.useState<string[]>([]);

  React.useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems: string[] = [];
    const typedName = name.trim();
    if (typedName.length < 2) problems.push("Type your full name.");
    const drawing = method === "drawn" ? (signatureRef.current?.toDataUrl() ?? null) : null;
    if (method === "drawn" && !drawing)
      problems.push("Sign in the signature box, or choose to sign with your typed name.");
    if (!consent) problems.push("Tick the box to agree to sign electronically.");
    if (!terms) problems.push("Tick the box to accept the quote and its terms.");
    setErrors(problems);
    if (problems.length > 0) return;
    onApprove(
      method === "drawn" && drawing
        ? { name: typedName, signatureMethod: "drawn", signature: drawing }
        : { name: typedName, signatureMethod: "typed" },
    );
  };

  const invalid = errors.length > 0;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="approve-heading">
      <h2 id="approve-heading" className="text-lg font-semibold">
        Approve this quote
      </h2>
      <div className="space-y-1.5">
        <label htmlFor="signer-name" className="text-sm font-medium">
          Full name
        </label>
        <Input
          ref={nameRef}
          id="signer-name"
          autoComplete="name"
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={invalid && name.trim().length < 2 ? true : undefined}
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Signature</legend>
        <div className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="signature-method"
              value="typed"
              checked={method === "typed"}
              onChange={() => setMethod("typed")}
              className="accent-primary size-4"
            />
            Sign with my typed name
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="signature-method"
              value="drawn"
              checked={method === "drawn"}
              onChange={() => setMethod("drawn")}
              className="accent-primary size-4"
            />
            Draw my signature
          </label>
        </div>
        {method === "typed" ? (
          <div
            className="rounded-md border bg-white px-4 py-5 text-gray-900"
            data-testid="typed-signature"
          >
            <p className="text-muted-foreground mb-1 text-xs">Your signature</p>
            <p className="min-h-9 truncate font-serif text-3xl italic">
              {name.trim() || "Type your name above"}
            </p>
          </div>
        ) : (
          <SignatureField ref={signatureRef} invalid={invalid && !signed} onChange={setSigned} />
        )}
      </fieldset>

      <section
        aria-labelledby="esign-heading"
        className="bg-muted/40 space-y-2 rounded-md border p-3 text-sm"
      >
        <h3 id="esign-heading" className="font-medium">
          Consent to sign electronically
        </h3>
        {ESIGN_DISCLOSURE.map((paragraph) => (
          <p key={paragraph} className="text-muted-foreground">
            {paragraph}
          </p>
        ))}
        <label className="flex items-start gap-3 pt-1">
          <input
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={invalid && !consent ? true : undefined}
            className="accent-primary mt-0.5 size-4 shrink-0"
          />
          <span>
            I agree to sign electronically and to receive this quote and its records electronically
          </span>
        </label>
      </section>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          aria-invalid={invalid && !terms ? true : undefined}
          className="accent-primary mt-0.5 size-4 shrink-0"
        />
        <span>I accept this quote and its terms</span>
      </label>
      {errors.length > 0 && (
        // The alert is the list's box: on the list itself it would replace the list's role
        // and leave its items outside a list (axe: listitem).
        <div role="alert">
          <ul className="text-destructive list-disc space-y-1 pl-5 text-sm">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} size="lg">
          Approve quote
        </Button>
      </div>
    </form>
  );
}
