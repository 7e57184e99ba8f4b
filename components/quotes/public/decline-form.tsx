"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";

/** Decline with an optional reason (at most 1000 characters) for the owner. */
export function DeclineForm({
  busy,
  onDecline,
  onCancel,
}: {
  busy: boolean;
  onDecline: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = React.useState("");
  const ref = React.useRef<HTMLTextAreaElement>(null);
  React.useEffect(() => ref.current?.focus(), []);
  return (
    <form
      className="space-y-4"
      aria-labelledby="decline-heading"
      onSubmit={(event) => {
        event.preventDefault();
        onDecline(reason.trim());
      }}
    >
      <h2 id="decline-heading" className="text-lg font-semibold">
        Decline this quote
      </h2>
      <div className="space-y-1.5">
        <label htmlFor="decline-reason" className="text-sm font-medium">
          Reason (optional)
        </label>
        <Textarea
          ref={ref}
          id="decline-reason"
          maxLength={1000}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={busy}>
          Decline quote
        </Button>
      </div>
    </form>
  );
}
