"use client";

import * as React from "react";
import { Plus, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useGuidedTarget } from "@/components/onboarding/tooltip-tour";
import { ServicesTable, serviceRow } from "@/components/service-builder/services-table";
import { useServiceBuilderStore } from "@/components/service-builder/store/context";
import { categoryLabel } from "@/lib/categories";
import { distinctCategories, filterServices } from "@/lib/services/form";
import type { ServiceRecord } from "@/lib/services/types";

/**
 * My Services: search, category filter, the table with cost, margin and price, an empty
 * state, a spinner while the store loads and a retry when it failed.
 */
export function MyServicesTab({
  onAdd,
  onEdit,
  onDelete,
}: {
  onAdd: () => void;
  onEdit: (service: ServiceRecord) => void;
  onDelete: (service: ServiceRecord) => void;
}) {
  const store = useServiceBuilderStore();
  const services = store.services.data ?? [];
  const [search, setSearch] = React.useState("");
  const [category, setCategory] = React.useState("all");
  const addRef = useGuidedTarget<HTMLButtonElement>("add-service-button");
  const categoryRef = useGuidedTarget<HTMLSelectElement>("service-category");
  const categories = distinctCategories(services);
  // A filter on a category that no service has any more shows them all.
  const activeCategory = category === "all" || categories.includes(category) ? category : "all";
  const visible = filterServices(services, search, activeCategory);
  const byId = new Map(services.map((service) => [service.id, service]));
  const markup = store.defaultMarkupPercent;
  const loading = store.services.isLoading || markup.isLoading;
  const failed = store.services.isError || markup.isError;

  return (
    <section aria-labelledby="services-title" className="grid gap-4">
      <h2 id="services-title" tabIndex={-1} className="text-xl font-semibold">
        My Services
      </h2>
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
        <NativeSelect
          ref={categoryRef}
          aria-label="Filter by category"
          className="w-full sm:w-48"
          value={activeCategory}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="all">All Categories</option>
          {categories.map((value) => (
            <option key={value} value={value}>
              {categoryLabel(value)}
            </option>
          ))}
        </NativeSelect>
        <Button ref={addRef} onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add New Service
        </Button>
      </div>
      {loading ? (
        <div className="flex justify-center py-12" role="status" aria-label="Loading services">
          <Spinner />
        </div>
      ) : failed ? (
        <div className="rounded-md border border-dashed p-8 text-center" role="alert">
          <p className="font-medium">Could not load your services.</p>
          <Button
            variant="outline"
            className="mt-3"
            onClick={() => {
              store.services.retry();
              markup.retry();
            }}
          >
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
          rows={visible.map((service) => serviceRow(service, service.id, markup.data))}
          onEdit={(id) => onEdit(byId.get(id)!)}
          onDelete={(id) => onDelete(byId.get(id)!)}
        />
      )}
    </section>
  );
}
