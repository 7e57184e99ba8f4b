"use client";

import * as React from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { FilePlus2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";

export type CreateButtonLook = Pick<
  React.ComponentProps<typeof Button>,
  "variant" | "size" | "className"
>;

/** Creates a document with `create` (its body `from`) and opens it in its editor (`href`). */
export function CreateDocumentButton<Input, Created>({
  create,
  from,
  label,
  href,
  failedTitle,
  ...props
}: {
  create: UseMutationResult<Created, Error, Input>;
  from: Input;
  label: string;
  href: (created: Created) => string;
  /** The toast's title when the API refuses ("Could not create the quote"). */
  failedTitle: string;
} & CreateButtonLook) {
  const router = useRouter();
  return (
    <Button
      type="button"
      {...props}
      disabled={create.isPending}
      aria-busy={create.isPending || undefined}
      onClick={() =>
        create.mutate(from, {
          onSuccess: (created) => router.push(href(created)),
          onError: (error) =>
            toast({
              variant: "destructive",
              title: failedTitle,
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
