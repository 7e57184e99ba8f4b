"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Field, issuesToFieldErrors, type FieldErrors } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError, apiRequest } from "@/components/query/client";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";
import { newPasswordSchema } from "@/lib/validation/auth";
import type { Role } from "@/lib/team/permissions";

/** GET /api/invitations/{token}: who invites whom, and whether the address has a login. */
export type InvitationDescription = {
  companyName: string;
  email: string;
  role: Role;
  roleLabel: string;
  expiresAt: string;
  hasAccount: boolean;
};

/** POST /api/invitations/{token}: the login that joined, and the company it joined. */
export type AcceptedInvitation = { email: string; companyId: string; companyName: string };

type Load =
  | { state: "loading" }
  | { state: "ready"; invitation: InvitationDescription }
  /** 404 (unknown link) or 410 (used, withdrawn, expired): the link is dead. */
  | { state: "dead"; status: number; message: string }
  | { state: "error"; message: string };

const linkClass = "text-primary font-medium underline-offset-4 hover:underline";

const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

function deadLink(error: unknown): Load | null {
  if (!(error instanceof ApiRequestError) || (error.status !== 404 && error.status !== 410))
    return null;
  return {
    state: "dead",
    status: error.status,
    message:
      error.body?.message ??
      (error.status === 404
        ? "This invitation link is not valid. Ask for a new one."
        : "This invitation no longer works. Ask for a new one."),
  };
}

function DeadLink({ status, message }: { status: number; message: string }) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl">
            {status === 404 ? "Invitation not found" : "Invitation no longer valid"}
          </h1>
        </CardTitle>
        <CardDescription>
          <span role="alert" className="text-foreground">
            {message}
          </span>
        </CardDescription>
      </CardHeader>
      <CardFooter className="flex flex-col items-stretch gap-3">
        <Button asChild>
          <Link href="/login">Go to log in</Link>
        </Button>
        <p className="text-muted-foreground text-center text-sm">
          Whoever invited you can send a new invitation from their team page.
        </p>
      </CardFooter>
    </Card>
  );
}

/** Client-side checks, with the API's own messages (it checks again). */
function validate(hasAccount: boolean, form: FormData): FieldErrors {
  const errors: FieldErrors = {};
  const password = String(form.get("password") ?? "");
  if (hasAccount) {
    if (!password) errors.password = "Password is required.";
    return errors;
  }
  const name = String(form.get("name") ?? "").trim();
  if (!name) errors.name = "Your name is required.";
  else if (name.length > 120) errors.name = "Name is too long.";
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) errors.password = parsed.error.issues[0]?.message;
  else if (String(form.get("confirmPassword") ?? "") !== password)
    errors.confirmPassword = "The passwords do not match.";
  return errors;
}

function AcceptForm({
  token,
  invitation,
  onDead,
}: {
  token: string;
  invitation: InvitationDescription;
  onDead: (load: Load) => void;
}) {
  const router = useRouter();
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [formError, setFormError] = React.useState<React.ReactNode>(null);
  const [pending, setPending] = React.useState(false);
  const { hasAccount } = invitation;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    setFormError(null);
    const found = validate(hasAccount, form);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    setErrors({});
    setPending(true);
    let accepted: AcceptedInvitation;
    try {
      const body = hasAccount
        ? { password }
        : { name: String(form.get("name") ?? "").trim(), password };
      const res = await apiRequest("POST", invitationPath(token), body);
      accepted = (await res.json()) as AcceptedInvitation;
    } catch (error) {
      setPending(false);
      const dead = deadLink(error);
      if (dead) return onDead(dead);
      const issues = error instanceof ApiRequestError ? error.issues : [];
      const fieldErrors = issuesToFieldErrors(issues);
      setErrors(fieldErrors);
      const fieldsShown = issues.some(
        (issue) => issue.path === "name" || issue.path === "password",
      );
      if (!fieldsShown)
        setFormError(
          (error instanceof ApiRequestError && error.body?.message) ||
            "We could not accept the invitation. Please try again.",
        );
      return;
    }

    // Joined: sign in as that login, then act in the company that invited them.
    const result = await signIn("credentials", {
      email: accepted.email,
      password,
      redirect: false,
    });
    if (!result || result.error) {
      setPending(false);
      setFormError(
        <>
          You joined {accepted.companyName}, but signing in did not work (
          {signInErrorMessage(result?.error)}){" "}
          <Link href="/login?callbackUrl=/dashboard" className={linkClass}>
            Log in
          </Link>{" "}
          with {accepted.email} to continue.
        </>,
      );
      return;
    }
    try {
      await apiRequest("POST", "/api/account/companies", { companyId: accepted.companyId });
    } catch {
      // Signed in regardless: the account menu switches company if this did not.
    }
    router.push("/dashboard");
    router.refresh();
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl">Join {invitation.companyName}</h1>
        </CardTitle>
        <CardDescription>
          You are invited as <strong className="text-foreground">{invitation.roleLabel}</strong>.{" "}
          {hasAccount
            ? "This address already has a QuoteCraft login: sign in with its password to accept."
            : "Choose your name and a password to create your login and accept."}
        </CardDescription>
      </CardHeader>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={hasAccount ? "Sign in to accept" : "Create your login"}
        aria-describedby={formError ? "accept-error" : undefined}
      >
        <CardContent className="grid gap-4">
          {formError ? (
            <p
              id="accept-error"
              role="alert"
              className="bg-destructive/10 text-destructive rounded-md p-3 text-sm"
            >
              {formError}
            </p>
          ) : null}
          <Field
            id="accept-email"
            name="email"
            type="email"
            label="Email"
            autoComplete="username"
            value={invitation.email}
            readOnly
            hint="The address the invitation was sent to."
          />
          {hasAccount ? null : (
            <Field
              id="accept-name"
              name="name"
              label="Your name"
              autoComplete="name"
              maxLength={120}
              error={errors.name}
              required
            />
          )}
          <Field
            id="accept-password"
            name="password"
            type="password"
            label="Password"
            autoComplete={hasAccount ? "current-password" : "new-password"}
            hint={hasAccount ? undefined : "At least 8 characters, with a letter and a number."}
            error={errors.password}
            required
          />
          {hasAccount ? null : (
            <Field
              id="accept-confirm-password"
              name="confirmPassword"
              type="password"
              label="Confirm password"
              autoComplete="new-password"
              error={errors.confirmPassword}
              required
            />
          )}
        </CardContent>
        <CardFooter className="mt-6 flex flex-col items-stretch gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? "Joining..." : hasAccount ? "Sign in to accept" : "Create login and join"}
          </Button>
          <p className="text-muted-foreground text-center text-sm">
            Not {invitation.email}? Ask for an invitation to your own address.
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}

/**
 * /invite/<token> (docs/team.md "Members and invitations"): who invites whom; a new login
 * (name and password) or the existing login's password accepts; then the invitee is signed
 * in and lands in the inviting company. A dead link says why, with the way to log in.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const [load, setLoad] = React.useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    const controller = new AbortController();
    apiRequest("GET", invitationPath(token), undefined, { signal: controller.signal })
      .then(async (res) =>
        setLoad({ state: "ready", invitation: (await res.json()) as InvitationDescription }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(
          deadLink(error) ?? {
            state: "error",
            message:
              (error instanceof ApiRequestError && error.body?.message) ||
              "We could not load this invitation.",
          },
        );
      });
    return () => controller.abort();
  }, [token, attempt]);

  if (load.state === "loading")
    return (
      <Card className="w-full max-w-md" aria-busy="true" aria-label="Loading the invitation">
        <CardHeader>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full" />
        </CardHeader>
        <CardContent className="grid gap-4">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </CardContent>
      </Card>
    );
  if (load.state === "dead") return <DeadLink status={load.status} message={load.message} />;
  if (load.state === "error")
    return (
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">Something went wrong</h1>
          </CardTitle>
          <CardDescription>
            <span role="alert" className="text-foreground">
              {load.message}
            </span>
          </CardDescription>
        </CardHeader>
        <CardFooter className="flex flex-wrap gap-3">
          <Button
            type="button"
            onClick={() => {
              setLoad({ state: "loading" });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
          <Link href="/login" className={linkClass}>
            Go to log in
          </Link>
        </CardFooter>
      </Card>
    );
  return <AcceptForm token={token} invitation={load.invitation} onDead={setLoad} />;
}
