"use client";

import * as React from "react";
import Link from "next/link";
import { Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebounced } from "@/components/quotes/use-debounced";
import { serverMessage } from "@/components/query/client";
import { NewClientDialog } from "./new-client-dialog";
import { useClientList } from "./queries";

/** /dashboard/clients: the company's customers, searchable. */
export function ClientsPage() {
  const [search, setSearch] = React.useState("");
  const q = useDebounced(search);
  const list = useClientList(q);
  const clients = list.data ?? [];

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
        <div className="space-y-2" aria-busy="true" aria-label="Loading clients">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="space-y-3 rounded-md border p-6 text-center">
          <p>{serverMessage(list.error) ?? "The clients could not be loaded."}</p>
          <Button type="button" variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : clients.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-md border border-dashed p-10 text-center">
          <Users className="text-muted-foreground size-8" aria-hidden="true" />
          <p className="font-medium">{q.trim() ? "No client matches" : "No clients yet"}</p>
          <p className="text-muted-foreground text-sm">
            {q.trim()
              ? "Try another name, email or phone number."
              : "Clients appear with each estimate request, or add one yourself."}
          </p>
        </div>
      ) : (
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
                  {[client.email, client.phone].filter(Boolean).join(" · ") || "No contact details"}
                </p>
              </div>
              {client.address ? (
                <p className="text-muted-foreground text-sm sm:text-right">{client.address}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
