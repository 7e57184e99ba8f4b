"use client";

import * as React from "react";
import Link from "next/link";
import { Plus } from "lucide-react";
import { Field, type FieldErrors } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import type { TaskDto } from "@/lib/quotes/types";
import { cn } from "@/lib/utils";
import { useCompanyToday } from "@/components/query/company-today";
import { useCreateTask, useUpdateTask, type TaskInput } from "./queries";

/** "Due today", "Overdue since Nov 3", "Due Nov 30": `today` is the company's. */
const dueLabel = (dueDate: string, today: string) => {
  const day = dueDate.slice(0, 10);
  if (day === today) return "Due today";
  const text = new Date(`${day}T12:00:00`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
  });
  return day < today ? `Overdue since ${text}` : `Due ${text}`;
};

/** Tasks with a "Done: <title>" checkbox each; `showContext` links the client and quote. */
export function TaskList({
  tasks,
  showContext = false,
}: {
  tasks: TaskDto[];
  showContext?: boolean;
}) {
  const update = useUpdateTask();
  const today = useCompanyToday();
  return (
    <ul className="divide-y">
      {tasks.map((task) => {
        const overdue = !task.done && task.dueDate.slice(0, 10) < today;
        return (
          <li key={task.id} className="flex items-start gap-3 py-2 text-sm">
            <Checkbox
              className="mt-0.5"
              checked={task.done}
              aria-label={`Done: ${task.title}`}
              disabled={update.isPending && update.variables?.id === task.id}
              onCheckedChange={(checked) =>
                update.mutate(
                  { id: task.id, done: checked === true },
                  {
                    onError: (error) =>
                      toast({
                        variant: "destructive",
                        title: "Task not updated",
                        description: readApiError(error, "Please try again.").message,
                      }),
                  },
                )
              }
            />
            <div className="min-w-0">
              <p className={cn("font-medium", task.done && "text-muted-foreground line-through")}>
                {task.title}
              </p>
              <p className={cn("text-xs", overdue ? "text-destructive" : "text-muted-foreground")}>
                {dueLabel(task.dueDate, today)}
                {showContext && task.client ? (
                  <>
                    {" · "}
                    <Link
                      className="underline-offset-4 hover:underline"
                      href={`/dashboard/clients/${encodeURIComponent(task.client.id)}`}
                    >
                      {task.client.name}
                    </Link>
                  </>
                ) : null}
                {showContext && task.quote ? (
                  <>
                    {" · "}
                    <Link
                      className="underline-offset-4 hover:underline"
                      href={`/dashboard/quotes/${encodeURIComponent(task.quote.id)}`}
                    >
                      {task.quote.displayNumber}
                    </Link>
                  </>
                ) : null}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** "Task title", "Due date", "Add task": a follow-up on a client, request or quote. */
export function TaskForm({
  scope,
  stacked = false,
}: {
  scope: Omit<TaskInput, "title" | "dueDate">;
  /** One field under the other (narrow columns). */
  stacked?: boolean;
}) {
  const create = useCreateTask();
  const today = useCompanyToday();
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const formRef = React.useRef<HTMLFormElement>(null);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const title = String(data.get("title") ?? "").trim();
    const dueDate = String(data.get("dueDate") ?? "");
    const invalid: FieldErrors = {};
    if (!title) invalid.title = "Enter what needs doing.";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) invalid.dueDate = "Pick a due date.";
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    create.mutate(
      { ...scope, title, dueDate },
      {
        onSuccess: () => {
          formRef.current?.reset();
          toast({ title: "Task added" });
        },
        onError: (error) => {
          const info = readApiError(error, "The task could not be added.");
          setErrors(info.fieldErrors);
          toast({ variant: "destructive", title: "Task not added", description: info.message });
        },
      },
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="New task"
      className={cn("grid gap-3", !stacked && "sm:grid-cols-[1fr_10rem_auto] sm:items-start")}
    >
      <Field id="task-title" name="title" label="Task title" maxLength={200} error={errors.title} />
      <Field
        id="task-due"
        name="dueDate"
        type="date"
        label="Due date"
        defaultValue={today}
        error={errors.dueDate}
      />
      <Button
        type="submit"
        className={cn(!stacked && "sm:mt-[1.375rem]")}
        disabled={create.isPending}
      >
        <Plus aria-hidden="true" />
        Add task
      </Button>
    </form>
  );
}
