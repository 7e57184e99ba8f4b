import { QueryClient, type QueryFunction } from "@tanstack/react-query";

import { throwIfResNotOk } from "./request-error";

export { ApiRequestError, serverMessage, throwIfResNotOk } from "./request-error";
export type { ApiIssue } from "./request-error";

/** Sends cookies; sends a JSON body (with its content type) only when there is one. */
export async function apiRequest(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  data?: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers:
      data !== undefined ? { "Content-Type": "application/json", ...init.headers } : init.headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
    signal: init.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** The JSON body of an API answer (of apiRequest, which has already refused a failure). */
export async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** The default loader: the first element of the query key is the path; GET; JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** No refetch interval, no refetch on focus, data never stale, no retries. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
