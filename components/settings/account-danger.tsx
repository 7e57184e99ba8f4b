"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { LogOut, Trash2 } from "lucide-react";
import { Field, issuesToFieldErrors, type FieldErrors } from "@/components/ui/form-field";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { useDeleteAccount, useSignOutEverywhere } from "@/components/settings/account-queries";
import { deleteAccountSchema } from "@/lib/validation/account";
import { type AccountDto } from "@/lib/account/types";

export function SessionsCard() {
  const signOut = useSignOutEverywhere();
  const router = useRouter();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Sessions</h2>
        </CardTitle>
        <CardDescription>
          Lost a device or signed in on a shared computer? End every session, this one included.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          type="button"
          variant="outline"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => {
                router.replace("/login");
                router.refresh();
              },
              onError: (error) =>
                toast({
                  title: "Could not sign out everywhere",
                  description: readApiError(error, "Please try again.").message,
                  variant: "destructive",
                }),
            })
          }
        >
          <LogOut aria-hidden="true" />
          {signOut.isPending ? "Signing out..." : "Sign out everywhere"}
        </Button>
      </CardContent>
    </Card>
  );
}

export function DeleteAccountCard({ account }: { account: AccountDto }) {
  const [open, setOpen] = React.useState(false);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [confirmation, setConfirmation] = React.useState("");
  const remove = useDeleteAccount();
  const router = useRouter();
  const companyName = account.companyName.trim();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    setErrors({});
    remove.mutate(parsed.data, {
      onSuccess: () => {
        router.replace("/");
        router.refresh();
      },
      onError: (error) => setErrors({ ...readApiError(error, "Please try again.").fieldErrors }),
    });
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>
          <h2 className="text-destructive">Delete account and company</h2>
        </CardTitle>
        <CardDescription>
          Permanently deletes {companyName}: its price book, estimate requests, logo, service areas
          and your login. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              setErrors({});
              setConfirmation("");
            }
          }}
        >
          <AlertDialogTrigger asChild>
            <Button type="button" variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <AlertDialogHeader>
                <AlertDialogTitle>Delete {companyName}?</AlertDialogTitle>
                <AlertDialogDescription>
                  All of the company&apos;s data is deleted at once and your calculator link stops
                  working.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <Field
                id="delete-confirmation"
                name="confirmation"
                label={`Type "${companyName}" to confirm`}
                autoComplete="off"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
                error={errors.confirmation}
                required
              />
              <Field
                id="delete-password"
                name="currentPassword"
                type="password"
                label="Current password"
                autoComplete="current-password"
                error={errors.currentPassword}
                required
              />
              <AlertDialogFooter>
                <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
                <Button
                  type="submit"
                  variant="destructive"
                  disabled={remove.isPending || confirmation.trim() !== companyName}
                >
                  {remove.isPending ? "Deleting..." : "Delete forever"}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
