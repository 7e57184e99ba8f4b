"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SignatureField, type SignatureHandle } from "./signature-field";

export type ApproveInput = { name: string; signature: string };

/**
 * Typed full name, drawn signature and consent. The server checks all three again, and the
 * content hash the page sends with them.
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
  const [consent, setConsent] = React.useState(false);
  const [signed, setSigned] = React.useState(false);
  const [errors, setErrors] = React.useState<string[]>([]);

  React.useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems: string[] = [];
    if (name.trim().length < 2) problems.push("Type your full name.");
    const signature = signatureRef.current?.toDataUrl() ?? null;
    if (!signature) problems.push("Sign in the signature box.");
    if (!consent) problems.push("Tick the box to accept the quote and its terms.");
    setErrors(problems);
    if (problems.length === 0 && signature) onApprove({ name: name.trim(), signature });
  };

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
          aria-invalid={errors.length > 0 && name.trim().length < 2 ? true : undefined}
        />
      </div>
      <SignatureField
        ref={signatureRef}
        name={name}
        invalid={errors.length > 0 && !signed}
        onChange={setSigned}
      />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          className="accent-primary mt-0.5 size-4 shrink-0"
        />
        <span>I accept this quote and its terms</span>
      </label>
      {errors.length > 0 && (
        <ul role="alert" className="text-destructive list-disc space-y-1 pl-5 text-sm">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
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
