"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { FilePlus2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { useCreateQuote, type CreateQuoteInput } from "./queries";

/** Creates a quote (blank, for a client, or from a request) and opens it in the editor. */
export function CreateQuoteButton({
  from = {},
  label = "New quote",
  ...props
}: {
  from?: CreateQuoteInput;
  label?: string;
} & Pick<React.ComponentProps<typeof Button>, "variant" | "size" | "className">) {
  const router = useRouter();
  const create = useCreateQuote();
  return (
    <Button
      type="button"
      {...props}
      disabled={create.isPending}
      aria-busy={create.isPending || undefined}
      onClick={() =>
        create.mutate(from, {
          onSuccess: (quote) => router.push(`/dashboard/quotes/${encodeURIComponent(quote.id)}`),
          onError: (error) =>
            toast({
              variant: "destructive",
              title: "Could not create the quote",
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
