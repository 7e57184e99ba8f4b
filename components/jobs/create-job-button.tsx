"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Briefcase } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiRequestError, serverMessage } from "@/components/query/client";
import { jobHref, useCreateJob } from "./queries";

/**
 * "Create job" on an approved quote (docs/jobs.md): the quote's client, property and approved
 * lines become a job, which opens. One job per quote: a second answers 409 with the first's id.
 */
export function CreateJobButton({ quoteId }: { quoteId: string }) {
  const router = useRouter();
  const create = useCreateJob();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={create.isPending}
      aria-busy={create.isPending || undefined}
      onClick={() =>
        create.mutate(
          { quoteId },
          {
            onSuccess: ({ id }) => router.push(jobHref(id)),
            onError: (error) => {
              const conflict = error instanceof ApiRequestError && error.status === 409;
              // The 409's issue on quoteId names the job the quote already has.
              const existing = conflict
                ? error.issues.find((issue) => issue.path === "quoteId")?.message
                : undefined;
              toast({
                variant: "destructive",
                title: conflict ? "This quote already has a job" : "Could not create the job",
                description: (
                  <>
                    {serverMessage(error) ?? "Please try again."}
                    {existing ? (
                      <>
                        {" "}
                        <Link className="font-medium underline" href={jobHref(existing)}>
                          Open the job
                        </Link>
                      </>
                    ) : null}
                  </>
                ),
              });
            },
          },
        )
      }
    >
      <Briefcase aria-hidden="true" />
      {create.isPending ? "Creating..." : "Create job"}
    </Button>
  );
}
