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
import { loginSchema } from "@/lib/validation/auth";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";

export function LoginForm({ callbackUrl }: { callbackUrl?: string }) {
  const router = useRouter();
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = loginSchema.safeParse(data);
    setFormError(null);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setPending(true);
    const result = await signIn("credentials", { ...parsed.data, redirect: false });
    if (!result || result.error) {
      setPending(false);
      // A wrong password keeps the usual text; a throttled attempt says when to try again.
      setFormError(signInErrorMessage(result?.error));
      return;
    }
    router.replace(safeCallbackUrl(callbackUrl));
    router.refresh();
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl">Log in</h1>
        </CardTitle>
        <CardDescription>
          Welcome back. Sign in to manage your price book and estimates.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate aria-describedby={formError ? "login-error" : undefined}>
        <CardContent className="grid gap-4">
          {formError ? (
            <p
              id="login-error"
              role="alert"
              className="bg-destructive/10 text-destructive rounded-md p-3 text-sm"
            >
              {formError}
            </p>
          ) : null}
          <Field
            id="email"
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            error={errors.email}
            required
          />
          <Field
            id="password"
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            error={errors.password}
            required
          />
        </CardContent>
        <CardFooter className="mt-6 flex flex-col items-stretch gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? "Signing in..." : "Log in"}
          </Button>
          <p className="text-muted-foreground text-center text-sm">
            New here?{" "}
            <Link
              href="/register"
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              Create an account
            </Link>
          </p>
        </CardFooter>
      </form>
    </Card>
  );
}
