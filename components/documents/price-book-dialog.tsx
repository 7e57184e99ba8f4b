"use client";

import * as React from "react";
import { BookOpen, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { usePricedServices } from "@/components/services/queries";
import { serverMessage } from "@/components/query/client";
import { formatCents } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import type { PricedService } from "@/lib/services/pricing";
import type { ServiceDto } from "@/lib/services/types";

/**
 * Lists the company's active services at their customer price (docs/pricing.md M4);
 * "Add <name>" adds a priced snapshot and closes.
 */
export function PriceBookDialog({
  onAdd,
  groupName,
}: {
  onAdd: (service: PricedService<ServiceDto>) => void;
  /** Set when adding an option to a group (names the dialog). */
  groupName?: string;
}) {
  const [open, setOpen] = React.useState(false);
  const [search, setSearch] = React.useState("");
  const services = usePricedServices();
  const term = search.trim().toLowerCase();
  const active = (services.data ?? []).filter(
    (service) =>
      service.isActive &&
      (!term ||
        service.name.toLowerCase().includes(term) ||
        (service.description ?? "").toLowerCase().includes(term)),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch("");
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <BookOpen aria-hidden="true" />
          Add from price book
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add from price book</DialogTitle>
          <DialogDescription>
            {groupName
              ? `Adds an option to "${groupName || "the group"}" at today's price.`
              : "Adds the service at today's price; later price-book edits do not change this quote."}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="price-book-search">Search services</Label>
          <Input
            id="price-book-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {services.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading services">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : services.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {serverMessage(services.error) ?? "Your services could not be loaded."}
          </p>
        ) : active.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            {term
              ? "No active service matches your search."
              : "Your price book has no active services yet. Add a custom line instead."}
          </p>
        ) : (
          <ul className="max-h-[50vh] divide-y overflow-y-auto rounded-md border">
            {active.map((service) => (
              <li key={service.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{service.name}</p>
                  <p className="text-muted-foreground text-xs">
                    {formatCents(service.cost.priceCents)} {UNIT_TYPE_INFO[service.unitType].label}
                    {service.serviceFee ? ` + ${service.serviceFee.name}` : ""}
                  </p>
                </div>
                <Button
                  type="button"
                  size="sm"
                  aria-label={`Add ${service.name}`}
                  onClick={() => {
                    onAdd(service);
                    setOpen(false);
                    setSearch("");
                  }}
                >
                  <Plus aria-hidden="true" />
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
