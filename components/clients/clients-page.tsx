"use client";

import * as React from "react";
import Link from "next/link";
import { Users } from "lucide-react";
import { Input } from "@/components/ui/input";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { useDebounced } from "@/components/quotes/use-debounced";
import { NewClientDialog } from "./new-client-dialog";
import { LoadMoreButton } from "@/components/lists/load-more";
import { useClientPages } from "./queries";

/** /dashboard/clients: the company's customers, searchable. */
export function ClientsPage() {
  const [search, setSearch] = React.useState("");
  const q = useDebounced(search);
  const list = useClientPages(q);
  const clients = list.data?.pages.flatMap((page) => page.clients) ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Clients</h1>
          <p className="text-muted-foreground">
            Your customers, with their requests, quotes and follow-up tasks.
          </p>
        </div>
        <NewClientDialog />
      </div>
      <div className="grid max-w-sm gap-1.5">
        <label htmlFor="client-search" className="text-sm font-medium">
          Search clients
        </label>
        <Input
          id="client-search"
          type="search"
          placeholder="Name, email or phone"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {list.isPending ? (
        <ListSkeleton label="Loading clients" />
      ) : list.isError ? (
        <ListError
          error={list.error}
          fallback="The clients could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : clients.length === 0 ? (
        <ListEmpty icon={Users} title={q.trim() ? "No client matches" : "No clients yet"}>
          {q.trim()
            ? "Try another name, email or phone number."
            : "Clients appear with each estimate request, or add one yourself."}
        </ListEmpty>
      ) : (
        <div className="space-y-3">
          <ul className="divide-y rounded-md border" aria-busy={list.isFetching || undefined}>
            {clients.map((client) => (
              <li key={client.id} className="relative flex flex-wrap justify-between gap-2 p-4">
                <div className="min-w-0">
                  <Link
                    href={`/dashboard/clients/${encodeURIComponent(client.id)}`}
                    className="font-medium after:absolute after:inset-0 hover:underline"
                  >
                    {client.name}
                  </Link>
                  <p className="text-muted-foreground truncate text-sm">
                    {[client.email, client.phone].filter(Boolean).join(" · ") ||
                      "No contact details"}
                  </p>
                </div>
                {client.address ? (
                  <p className="text-muted-foreground text-sm sm:text-right">{client.address}</p>
                ) : null}
              </li>
            ))}
          </ul>
          <LoadMoreButton list={list} />
        </div>
      )}
    </div>
  );
}
