"use client";

import * as React from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { Field } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useSubmitOnce } from "@/components/ui/use-submit-once";
import { DialogFormActions } from "@/components/documents/form-dialog";
import { readApiError } from "@/components/settings/api-error";
import { useUpdateProfile } from "@/components/settings/profile-queries";
import { queryKeys } from "@/components/query/keys";
import type { CompanyProfileDto } from "@/lib/companies/types";
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
  // The customer's replies go to the company's contact email: asked for before the first
  // quote leaves, with the phone and address the quote prints (docs/product.md, "Sending").
  const profile = useQuery<CompanyProfileDto>({ queryKey: queryKeys.profile, enabled: open });
  const needsContact = profile.data ? !profile.data.contactEmail : false;

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

  const submit = useSubmitOnce(onSubmit);

  const trigger = (
    <DialogTrigger asChild>
      <Button type="button" disabled={disabled}>
        <Send aria-hidden="true" />
        Send
      </Button>
    </DialogTrigger>
  );

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
      {trigger}
      <DialogContent>
        {needsContact && profile.data ? (
          <ContactStep profile={profile.data} onCancel={() => setOpen(false)} />
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
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
            <DialogFormActions
              onCancel={() => setOpen(false)}
              submitLabel="Send quote"
              pendingLabel="Sending..."
              pending={pending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The first step when the company has no contact email yet: the address customers' replies
 * go to (Reply-To of every customer mail), the phone and the address printed on the quote.
 * Saved to the Company Profile; the logo is set there.
 */
function ContactStep({ profile, onCancel }: { profile: CompanyProfileDto; onCancel: () => void }) {
  const update = useUpdateProfile();
  const [email, setEmail] = React.useState("");
  const [phone, setPhone] = React.useState(profile.phone ?? "");
  const [address, setAddress] = React.useState(profile.address ?? "");
  const [errors, setErrors] = React.useState<Record<string, string | undefined>>({});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!EMAIL.test(email.trim()))
      return setErrors({ contactEmail: "Enter the email your customers can reply to." });
    setErrors({});
    try {
      await update.mutateAsync({
        contactEmail: email.trim(),
        phone: phone.trim() || null,
        address: address.trim() || null,
      });
    } catch (err) {
      const info = readApiError(err, "Your contact details could not be saved.");
      setErrors({ ...info.fieldErrors, form: info.message });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Your contact details">
      <DialogHeader>
        <DialogTitle>Before you send: your contact details</DialogTitle>
        <DialogDescription>
          Your customer will reply to this email and see these details on the quote. You can change
          them, and add your logo, in{" "}
          <Link href="/dashboard/company" className="underline">
            Company Profile
          </Link>
          .
        </DialogDescription>
      </DialogHeader>
      <Field
        id="contact-email"
        label="Contact email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.contactEmail ?? errors.form}
        required
      />
      <Field
        id="contact-phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={errors.phone}
      />
      <Field
        id="contact-address"
        label="Address (optional)"
        autoComplete="street-address"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={errors.address}
      />
      <DialogFormActions
        onCancel={onCancel}
        submitLabel="Save and continue"
        pendingLabel="Saving..."
        pending={update.isPending}
      />
    </form>
  );
}
