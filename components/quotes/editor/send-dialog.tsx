"use client";

import * as React from "react";
import { Send } from "lucide-react";
import { Field } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import type { QuoteDto } from "@/lib/quotes/types";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Send": mails the customer the link and the PDF. `prepare` saves unsaved changes first
 * and answers the id to send (a save of a sent quote makes a new revision).
 */
export function SendDialog({
  quote,
  prepare,
  send,
  disabled,
}: {
  quote: QuoteDto;
  prepare: () => Promise<string | null>;
  send: (id: string, to: string) => Promise<unknown>;
  disabled?: boolean;
}) {
  const [open, setOpen] = React.useState(false);
  const [to, setTo] = React.useState("");
  const [error, setError] = React.useState<string>();
  const [pending, setPending] = React.useState(false);
  const resend = quote.status !== "draft";

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!EMAIL.test(to.trim())) return setError("Enter the customer's email address.");
    setError(undefined);
    setPending(true);
    try {
      const id = await prepare();
      if (!id) return;
      await send(id, to.trim());
      toast({ title: "Quote sent", description: `We emailed the quote to ${to.trim()}.` });
      setOpen(false);
    } catch (err) {
      const info = readApiError(err, "The quote could not be sent. Please try again.");
      setError(info.fieldErrors.to ?? info.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTo(quote.sentTo ?? quote.client?.email ?? "");
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" disabled={disabled}>
          <Send aria-hidden="true" />
          Send
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{resend ? "Send the quote again" : "Send the quote"}</DialogTitle>
            <DialogDescription>
              The customer gets a link to view, approve and sign the quote online, with the PDF
              attached. Unsaved changes are saved first.
            </DialogDescription>
          </DialogHeader>
          <Field
            id="send-to"
            label="Send to"
            type="email"
            autoComplete="email"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={error}
            required
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Sending..." : "Send quote"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
