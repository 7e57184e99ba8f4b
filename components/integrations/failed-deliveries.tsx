"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, serverMessage } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import type { DeliveryFailure } from "@/lib/queue/types";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

function useRetryFailure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest("POST", `/api/queue/failures/${encodeURIComponent(id)}/retry`),
    onSuccess: () => {
      toast({ title: "Sending again", description: "The delivery is back in the queue." });
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobFailures });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Could not retry",
        description: serverMessage(error) ?? "Please try again.",
      }),
  });
}

/**
 * Deliveries that failed every try (a mail the server refused, later a webhook that never
 * answered): what failed, why, and Retry. Nothing here means everything was delivered.
 */
export function FailedDeliveries() {
  const failures = useQuery<DeliveryFailure[]>({ queryKey: queryKeys.jobFailures });
  const retry = useRetryFailure();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Failed deliveries</CardTitle>
        <CardDescription>
          Mails are retried for about five minutes with growing pauses; what still fails is listed
          here.
        </CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        {failures.isPending ? (
          <div className="grid gap-2" aria-label="Loading failed deliveries">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : failures.isError ? (
          <p role="alert" className="text-destructive">
            Failed deliveries could not be loaded. Reload the page to try again.
          </p>
        ) : failures.data.length === 0 ? (
          <p className="text-muted-foreground flex items-center gap-2">
            <CircleCheck className="size-4 text-green-600" aria-hidden />
            Every mail was delivered.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Failed deliveries">
            {failures.data.map((failure) => (
              <li
                key={failure.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{failure.summary}</p>
                  <p className="text-muted-foreground break-words">
                    {when(failure.failedAt)}: {failure.error}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={retry.isPending && retry.variables === failure.id}
                  onClick={() => retry.mutate(failure.id)}
                  aria-label={`Retry: ${failure.summary}`}
                >
                  <RotateCw className="size-4" aria-hidden />
                  Retry
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
