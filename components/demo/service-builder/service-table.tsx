"use client";

import * as React from "react";
import { PencilIcon, PlusIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { priceBreakdown } from "@/lib/demo/builder-pricing";
import type { BuilderAction } from "@/lib/demo/builder-reducer";
import {
  SERVICE_CATEGORY_LABELS,
  type BuilderService,
  type BuilderState,
} from "@/lib/demo/builder-types";
import { formatCents, formatDuration } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import { DeleteServiceDialog } from "./delete-service-dialog";
import { ServiceFormDialog } from "./service-form-dialog";

type Props = { state: BuilderState; dispatch: (action: BuilderAction) => void };

const ALL = "all";

/** 'My Services': search, category filter and the table, as in the real Service Builder. */
export function ServiceTable({ state, dispatch }: Props) {
  const [query, setQuery] = React.useState("");
  const [category, setCategory] = React.useState(ALL);
  // Dialogs keep their target while they animate closed; a new session remounts the form.
  const [form, setForm] = React.useState<{
    open: boolean;
    service: BuilderService | null;
    session: number;
  }>({
    open: false,
    service: null,
    session: 0,
  });
  const [deletion, setDeletion] = React.useState<{ open: boolean; service: BuilderService | null }>(
    {
      open: false,
      service: null,
    },
  );
  // The dialogs open from state, not from a Radix trigger, so Radix has nowhere to return
  // focus on close: remember the button that opened them (or fall back to the heading).
  const opener = React.useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = React.useCallback((event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected
      ? opener.current
      : document.getElementById("services-title");
    target?.focus();
  }, []);
  const openForm = React.useCallback((service: BuilderService | null) => {
    rememberOpener();
    setForm((current) => ({ open: true, service, session: current.session + 1 }));
  }, []);
  const openDeletion = React.useCallback((service: BuilderService) => {
    rememberOpener();
    setDeletion({ open: true, service });
  }, []);

  const categories = React.useMemo(
    () => [...new Set(state.services.map((service) => service.category))].sort(),
    [state.services],
  );
  const activeCategory =
    category === ALL || categories.includes(category as never) ? category : ALL;
  const visible = React.useMemo(() => {
    const needle = query.trim().toLowerCase();
    return state.services.filter(
      (service) =>
        (activeCategory === ALL || service.category === activeCategory) &&
        (needle === "" ||
          service.name.toLowerCase().includes(needle) ||
          service.description.toLowerCase().includes(needle)),
    );
  }, [state.services, query, activeCategory]);
  const rateNames = React.useMemo(
    () => new Map(state.laborRates.map((rate) => [rate.id, rate.name])),
    [state.laborRates],
  );

  return (
    <section aria-labelledby="services-title" className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <h2 id="services-title" tabIndex={-1} className="text-xl font-semibold">
          My Services
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor="service-search">Search services</Label>
            <div className="relative">
              <SearchIcon
                aria-hidden="true"
                className="text-muted-foreground absolute top-2.5 left-2.5 size-4"
              />
              <Input
                id="service-search"
                type="search"
                className="pl-8 sm:w-64"
                placeholder="Name or description"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="service-category-filter">Category</Label>
            <Select value={activeCategory} onValueChange={setCategory}>
              <SelectTrigger id="service-category-filter" className="w-full sm:w-44">
                <SelectValue>
                  {activeCategory === ALL
                    ? "All Categories"
                    : SERVICE_CATEGORY_LABELS[
                        activeCategory as keyof typeof SERVICE_CATEGORY_LABELS
                      ]}
                </SelectValue>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All Categories</SelectItem>
                {categories.map((value) => (
                  <SelectItem key={value} value={value}>
                    {SERVICE_CATEGORY_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button onClick={() => openForm(null)}>
            <PlusIcon aria-hidden="true" />
            Add New Service
          </Button>
        </div>
      </div>

      {visible.length === 0 ? (
        <div className="rounded-xl border border-dashed p-10 text-center">
          <p className="font-medium">No services</p>
          <p className="text-muted-foreground text-sm">
            {state.services.length === 0
              ? "Add your first service to start your price book."
              : "No service matches your search or category."}
          </p>
        </div>
      ) : (
        <div className="rounded-xl border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Service Name</TableHead>
                {/* Phones keep name, price and actions; category and time move under the name. */}
                <TableHead className="hidden sm:table-cell">Category</TableHead>
                <TableHead className="text-right">Price</TableHead>
                <TableHead className="hidden sm:table-cell">Est. Time</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {visible.map((service) => (
                <ServiceRow
                  key={service.id}
                  service={service}
                  rateName={service.laborRateId ? rateNames.get(service.laborRateId) : undefined}
                  customerCents={priceBreakdown(service, state.laborRates).customerCents}
                  onEdit={openForm}
                  onDelete={openDeletion}
                />
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      <ServiceFormDialog
        key={form.session}
        open={form.open}
        service={form.service}
        defaultCategory={
          state.startedFrom && state.startedFrom !== "blank" ? state.startedFrom : "electrical"
        }
        laborRates={state.laborRates}
        dispatch={dispatch}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        onCloseAutoFocus={restoreFocus}
      />
      <DeleteServiceDialog
        open={deletion.open}
        service={deletion.service}
        dispatch={dispatch}
        onClose={() => setDeletion((current) => ({ ...current, open: false }))}
        onCloseAutoFocus={restoreFocus}
      />
    </section>
  );
}

const ServiceRow = React.memo(function ServiceRow({
  service,
  rateName,
  customerCents,
  onEdit,
  onDelete,
}: {
  service: BuilderService;
  rateName: string | undefined;
  customerCents: number;
  onEdit: (service: BuilderService) => void;
  onDelete: (service: BuilderService) => void;
}) {
  return (
    <TableRow data-testid="builder-service-row">
      <TableCell className="max-w-xs whitespace-normal">
        <p className="font-medium">{service.name}</p>
        <p className="text-muted-foreground line-clamp-2">
          {service.description || "No description"}
        </p>
        <p className="text-muted-foreground text-xs sm:hidden">
          {SERVICE_CATEGORY_LABELS[service.category]} · {formatDuration(service.estimatedTime)}
        </p>
        {(rateName || service.markupPercent > 0) && (
          <div className="mt-1 flex flex-wrap gap-1">
            {rateName && <Badge variant="secondary">{rateName}</Badge>}
            {service.markupPercent > 0 && (
              <Badge variant="outline">+{service.markupPercent}% markup</Badge>
            )}
          </div>
        )}
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        {SERVICE_CATEGORY_LABELS[service.category]}
      </TableCell>
      <TableCell className="text-right tabular-nums" data-testid="builder-service-price">
        {formatCents(customerCents)}
        <span className="text-muted-foreground block text-xs">
          {UNIT_TYPE_INFO[service.unitType].label}
        </span>
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        {formatDuration(service.estimatedTime)}
      </TableCell>
      <TableCell className="text-right">
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${service.name}`}
            onClick={() => onEdit(service)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="hover:text-destructive"
            aria-label={`Delete ${service.name}`}
            onClick={() => onDelete(service)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
});
