"use client";

import * as React from "react";
import { Plus, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { useGuidedTarget } from "@/components/onboarding/tooltip-tour";
import { categoryLabel } from "@/lib/categories";
import { ServicesTable, serviceRow } from "@/components/service-builder/services-table";
import { distinctCategories, filterServices } from "@/lib/services/form";
import type { ServiceDto } from "@/lib/services/types";

/** My Services: search, category filter, the table, an empty state and a spinner while loading. */
export function MyServicesTab({
  services,
  defaultMarkupPercent,
  isLoading,
  isError,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
}: {
  services: ServiceDto[];
  /** The company's default markup (docs/pricing.md M5); undefined while it loads. */
  defaultMarkupPercent: string | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (service: ServiceDto) => void;
  onDelete: (service: ServiceDto) => void;
}) {
  const [search, setSearch] = React.useState("");
  const [category, setCategory] = React.useState("all");
  const addRef = useGuidedTarget<HTMLButtonElement>("add-service-button");
  const categoryRef = useGuidedTarget<HTMLButtonElement>("service-category");
  const categories = distinctCategories(services);
  const visible = filterServices(services, search, category);
  const byId = new Map(services.map((service) => [service.id, service]));

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="text-muted-foreground absolute top-2.5 left-2.5 size-4"
          />
          <Input
            type="search"
            aria-label="Search services"
            placeholder="Search services..."
            className="pl-8"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Select value={category} onValueChange={setCategory}>
          <SelectTrigger
            ref={categoryRef}
            aria-label="Filter by category"
            className="w-full sm:w-48"
          >
            <SelectValue>
              {category === "all" ? "All Categories" : categoryLabel(category)}
            </SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Categories</SelectItem>
            {categories.map((value) => (
              <SelectItem key={value} value={value}>
                {categoryLabel(value)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button ref={addRef} onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add New Service
        </Button>
      </div>
      {isLoading ? (
        <div className="flex justify-center py-12" role="status" aria-label="Loading services">
          <Spinner />
        </div>
      ) : isError ? (
        <div className="rounded-md border border-dashed p-8 text-center" role="alert">
          <p className="font-medium">Could not load your services.</p>
          <Button variant="outline" className="mt-3" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : visible.length === 0 ? (
        <div
          className="rounded-md border border-dashed p-8 text-center"
          data-testid="services-empty"
        >
          <p className="font-medium">No services</p>
          <p className="text-muted-foreground text-sm">
            {services.length === 0
              ? "Add your first service to start your price book."
              : "No service matches your search or category."}
          </p>
        </div>
      ) : (
        <ServicesTable
          caption="My services"
          testId="my-service-row"
          rows={visible.map((service) => serviceRow(service, service.id, defaultMarkupPercent))}
          onEdit={(id) => onEdit(byId.get(id)!)}
          onDelete={(id) => onDelete(byId.get(id)!)}
        />
      )}
    </div>
  );
}
