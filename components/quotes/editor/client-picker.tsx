"use client";

import * as React from "react";
import { UserRound, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useClientList } from "@/components/clients/queries";
import { useDebounced } from "@/components/quotes/use-debounced";
import { serverMessage } from "@/components/query/client";
import type { ClientSummaryDto } from "@/lib/quotes/types";

/** The quote's client: search the company's clients and pick one, or none. */
export function ClientPicker({
  client,
  onChange,
  error,
}: {
  client: ClientSummaryDto | null;
  onChange: (client: ClientSummaryDto | null) => void;
  error?: string;
}) {
  const [search, setSearch] = React.useState("");
  const [searching, setSearching] = React.useState(false);
  const results = useClientList(useDebounced(search), searching);
  // After a pick the results vanish: keep keyboard focus on the chosen client's controls.
  const changeRef = React.useRef<HTMLButtonElement>(null);
  const [picked, setPicked] = React.useState(false);
  React.useEffect(() => {
    if (picked && client && !searching) changeRef.current?.focus();
  }, [picked, client, searching]);

  if (client && !searching) {
    return (
      <div className="grid gap-1.5">
        <span className="text-sm font-medium" id="quote-client-label">
          Client
        </span>
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          aria-labelledby="quote-client-label"
          role="group"
        >
          <div className="min-w-0 text-sm">
            <p className="font-medium" data-testid="quote-client-name">
              {client.name}
            </p>
            <p className="text-muted-foreground truncate text-xs">
              {[client.email, client.phone].filter(Boolean).join(" · ") || "No contact details"}
            </p>
          </div>
          <div className="flex gap-1">
            <Button
              ref={changeRef}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setSearching(true)}
            >
              Change client
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <X aria-hidden="true" />
              No client
            </Button>
          </div>
        </div>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const clients = results.data ?? [];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="quote-client-search">Find a client</Label>
      <div className="flex gap-2">
        <Input
          id="quote-client-search"
          type="search"
          value={search}
          placeholder="Name, email or phone"
          autoComplete="off"
          onFocus={() => setSearching(true)}
          onChange={(event) => {
            setSearch(event.target.value);
            setSearching(true);
          }}
          aria-controls={searching ? "quote-client-results" : undefined}
          aria-invalid={error ? true : undefined}
        />
        {client ? (
          <Button type="button" variant="ghost" onClick={() => setSearching(false)}>
            Cancel
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {searching ? (
        <div id="quote-client-results" aria-live="polite">
          {results.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {serverMessage(results.error) ?? "Clients could not be loaded."}
            </p>
          ) : results.isPending ? (
            <p className="text-muted-foreground text-sm">Searching...</p>
          ) : clients.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              No client found. Add one under Clients, or keep this quote without a client.
            </p>
          ) : (
            <ul className="max-h-56 divide-y overflow-y-auto rounded-md border">
              {clients.slice(0, 20).map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    aria-label={`Choose ${option.name}`}
                    className="hover:bg-accent focus-visible:bg-accent flex w-full items-center gap-2 p-2 text-left text-sm outline-none"
                    onClick={() => {
                      setPicked(true);
                      onChange(option);
                      setSearching(false);
                      setSearch("");
                    }}
                  >
                    <UserRound aria-hidden="true" className="text-muted-foreground size-4" />
                    <span className="min-w-0">
                      <span className="block font-medium">{option.name}</span>
                      <span className="text-muted-foreground block truncate text-xs">
                        {option.email ?? option.phone ?? ""}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className="text-muted-foreground text-xs">No client: you can still send to any email.</p>
      )}
    </div>
  );
}
