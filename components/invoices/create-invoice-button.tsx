"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { FilePlus2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { invoiceHref, useCreateInvoice } from "./queries";

/** Creates a draft invoice (blank, or for a client) and opens it in the editor. */
export function CreateInvoiceButton({
  from = {},
  label = "New invoice",
  ...props
}: {
  from?: { clientId: string } | Record<string, never>;
  label?: string;
} & Pick<React.ComponentProps<typeof Button>, "variant" | "size" | "className">) {
  const router = useRouter();
  const create = useCreateInvoice();
  return (
    <Button
      type="button"
      {...props}
      disabled={create.isPending}
      aria-busy={create.isPending || undefined}
      onClick={() =>
        create.mutate(from, {
          onSuccess: (invoice) => router.push(invoiceHref(invoice.id)),
          onError: (error) =>
            toast({
              variant: "destructive",
              title: "Could not create the invoice",
              description: serverMessage(error) ?? "Please try again.",
            }),
        })
      }
    >
      <FilePlus2 aria-hidden="true" />
      {create.isPending ? "Creating..." : label}
    </Button>
  );
}
