"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { useTasks } from "@/components/tasks/queries";
import { TaskForm, TaskList } from "@/components/tasks/task-list";
import { serverMessage } from "@/components/query/client";
import type { QuoteDto } from "@/lib/quotes/types";

/** Follow-up tasks on this quote (also listed on its client's page). */
export function QuoteTasks({ quote }: { quote: QuoteDto }) {
  const tasks = useTasks({ quoteId: quote.id });
  return (
    <section aria-labelledby="quote-tasks-title" className="grid gap-3 rounded-lg border p-4">
      <h2 id="quote-tasks-title" className="font-semibold">
        Follow-ups
      </h2>
      {tasks.isPending ? (
        <Skeleton className="h-8" />
      ) : tasks.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(tasks.error) ?? "Tasks could not be loaded."}
        </p>
      ) : tasks.data.length > 0 ? (
        <TaskList tasks={tasks.data} />
      ) : null}
      <TaskForm scope={{ quoteId: quote.id, clientId: quote.client?.id ?? null }} stacked />
    </section>
  );
}
