"use client";

import { CalendarCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/components/query/client";
import { useTasks } from "./queries";
import { TaskList } from "./task-list";

/** Dashboard home: open follow-ups due today or earlier. */
export function DueTodayCard() {
  const tasks = useTasks({ due: "today" });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Due today</h2>
        </CardTitle>
        <CardDescription>Follow-ups due today or overdue.</CardDescription>
      </CardHeader>
      <CardContent>
        {tasks.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading tasks">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : tasks.isError ? (
          <div role="alert" className="text-sm">
            <p>{serverMessage(tasks.error) ?? "Your tasks could not be loaded."}</p>
            <Button variant="link" className="px-0" onClick={() => void tasks.refetch()}>
              Try again
            </Button>
          </div>
        ) : tasks.data.length === 0 ? (
          <p className="text-muted-foreground flex items-center gap-2 text-sm">
            <CalendarCheck aria-hidden="true" className="size-4" />
            Nothing due today. Add follow-ups from a client&apos;s page.
          </p>
        ) : (
          <TaskList tasks={tasks.data} showContext />
        )}
      </CardContent>
    </Card>
  );
}
