"use client";

import * as React from "react";
import { MailCheck } from "lucide-react";
import { ApiRequestError, throwIfResNotOk } from "@/components/query/request-error";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";

type State =
  | { step: "form"; error: string | null; fieldError?: string }
  | { step: "sending" }
  | { step: "sent"; message: string };

/**
 * The portal's sign-in: the client's email for this company; the answer is always "check
 * your email" (POST /api/portal/link says nothing about whether the address is on file).
 */
export function PortalSignInForm({ company }: { company: string }) {
  const [email, setEmail] = React.useState("");
  const [state, setState] = React.useState<State>({ step: "form", error: null });
  const sentRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (state.step === "sent") sentRef.current?.focus();
    // A field error: back to the field, which names it (aria-describedby).
    if (state.step === "form" && state.fieldError) document.getElementById("portal-email")?.focus();
  }, [state]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.step === "sending") return;
    if (!email.trim()) {
      setState({ step: "form", error: null, fieldError: "Enter your email address." });
      return;
    }
    setState({ step: "sending" });
    try {
      const res = await fetch("/api/portal/link", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ company, email }),
        cache: "no-store",
      });
      await throwIfResNotOk(res);
      const body = (await res.json()) as { message?: string };
      setState({
        step: "sent",
        message: body.message ?? "Check your email for your sign-in link.",
      });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        setState({ step: "form", error: "No connection. Check your network and try again." });
        return;
      }
      const emailIssue = error.body?.issues.find((issue) => issue.path === "email");
      if (error.status === 400 && emailIssue) {
        setState({ step: "form", error: null, fieldError: emailIssue.message });
      } else if (error.status === 429) {
        setState({
          step: "form",
          error: "Too many sign-in links were asked for. Please wait a few minutes and try again.",
        });
      } else {
        setState({
          step: "form",
          error: error.body?.message ?? "Something went wrong. Please try again.",
        });
      }
    }
  };

  if (state.step === "sent")
    return (
      <div
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="space-y-3 rounded-md border border-emerald-600/40 bg-emerald-50 p-4 outline-none dark:bg-emerald-950/40"
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <MailCheck className="size-5" aria-hidden="true" />
          Check your email
        </h2>
        <p className="text-sm">{state.message}</p>
        <p className="text-muted-foreground text-sm">
          No mail after a few minutes? Check your spam folder, or make sure you used the address you
          gave the business.
        </p>
        <Button
          type="button"
          variant="outline"
          onClick={() => setState({ step: "form", error: null })}
        >
          Use another address
        </Button>
      </div>
    );

  const sending = state.step === "sending";
  const formError = state.step === "form" ? state.error : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
      {formError && (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 text-destructive rounded-md border p-3 text-sm"
        >
          {formError}
        </p>
      )}
      <Field
        id="portal-email"
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={state.step === "form" ? state.fieldError : undefined}
        hint="The address you gave the business. We email you a link; no password needed."
        readOnly={sending}
      />
      {/* aria-disabled, not disabled: the button keeps the focus while the link is asked for. */}
      <Button type="submit" size="lg" className="w-full sm:w-auto" aria-disabled={sending}>
        {sending ? "Sending…" : "Email me a sign-in link"}
      </Button>
    </form>
  );
}
