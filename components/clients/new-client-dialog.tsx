"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { UserPlus } from "lucide-react";
import type { FieldErrors } from "@/components/ui/form-field";
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
import { ClientFields, readClientForm } from "./client-form";
import { useCreateClient } from "./queries";

export function NewClientDialog() {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const create = useCreateClient();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { input, errors: invalid } = readClientForm(event.currentTarget);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    create.mutate(input, {
      onSuccess: (client) => {
        toast({ title: "Client added", description: client.name });
        setOpen(false);
        router.push(`/dashboard/clients/${encodeURIComponent(client.id)}`);
      },
      onError: (error) => {
        const info = readApiError(error, "The client could not be saved. Please try again.");
        setErrors(info.fieldErrors);
        toast({ title: "Client not saved", description: info.message, variant: "destructive" });
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setErrors({});
      }}
    >
      <DialogTrigger asChild>
        <Button type="button">
          <UserPlus aria-hidden="true" />
          New client
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="New client">
          <DialogHeader>
            <DialogTitle>New client</DialogTitle>
            <DialogDescription>
              Clients are also created from every estimate request (matched by email).
            </DialogDescription>
          </DialogHeader>
          <ClientFields errors={errors} idPrefix="new-client" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Saving..." : "Add client"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
