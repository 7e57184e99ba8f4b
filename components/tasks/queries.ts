"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest, json } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import { invalidateClients } from "@/components/clients/queries";
import type { TaskDto, TaskListDto } from "@/lib/quotes/types";
import type { TaskCreateInput, TaskUpdateInput } from "@/lib/validation/task";

export type TaskFilter = {
  due?: "today" | "open";
  clientId?: string;
  estimateRequestId?: string;
  quoteId?: string;
};

export type TaskInput = TaskCreateInput;

export const taskKeys = { list: queryKeys.taskList };

export function useTasks(filter: TaskFilter) {
  return useQuery({
    queryKey: taskKeys.list(filter),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams(
        Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      const query = params.size ? `?${params}` : "";
      return json<TaskListDto>(apiRequest("GET", `/api/tasks${query}`, undefined, { signal }));
    },
    select: (data) => data.tasks,
  });
}

/** Task lists, and client pages (which list their tasks and activity). */
function invalidateTasks(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
    invalidateClients(queryClient),
  ]);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskInput) => json<TaskDto>(apiRequest("POST", "/api/tasks", body)),
    onSuccess: () => invalidateTasks(queryClient),
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: TaskUpdateInput & { id: string }) =>
      json<TaskDto>(apiRequest("PATCH", `/api/tasks/${encodeURIComponent(id)}`, changes)),
    onSuccess: () => invalidateTasks(queryClient),
  });
}
