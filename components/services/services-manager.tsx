"use client";

import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { ArrowDown, ArrowUp, Copy, Pencil, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { DeleteServiceDialog } from "@/components/services/delete-service-dialog";
import { RatesAndFees } from "@/components/services/rates-and-fees";
import { ServiceBadges } from "@/components/services/service-badges";
import { LazyServiceFormDialog } from "@/components/services/lazy-service-form-dialog";
import { categoryLabel } from "@/lib/categories";
import { priceBookToasts } from "@/components/services/toasts";
import {
  useDefaultMarkup,
  useLaborRates,
  useReorderServices,
  useServiceFees,
  useServices,
} from "@/components/services/queries";
import { useServiceActions } from "@/components/services/use-service-actions";
import { queryKeys } from "@/components/query/keys";
import type { BillingSummaryDto } from "@/lib/billing/types";
import { getPlan, usageLabel } from "@/lib/plans";
import { formatCents, formatDuration } from "@/lib/format";
import { serviceCost } from "@/lib/services/pricing";
import {
  emptyServiceForm,
  formFromService,
  servicePayload,
  type ServicePayload,
} from "@/lib/services/form";
import { SERVICE_SORTS, moveService, sortServices, type ServiceSort } from "@/lib/services/sort";
import type { ServiceDto } from "@/lib/services/types";
import type { CompanyDto } from "@/lib/companies/types";

/** /dashboard/services: every service with active toggle, duplicate, sort and order; rates and fees. */
export function ServicesManager() {
  const { data: company } = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  const services = useServices();
  const defaultMarkup = useDefaultMarkup();
  const laborRates = useLaborRates();
  const fees = useServiceFees();
  const serviceActions = useServiceActions();
  const reorder = useReorderServices();
  const [sort, setSort] = React.useState<ServiceSort>("order");
  const [editing, setEditing] = React.useState<ServiceDto | "new" | null>(null);
  const [lastEditing, setLastEditing] = React.useState<ServiceDto | "new">("new");
  const [deleting, setDeleting] = React.useState<ServiceDto | null>(null);
  const list = sortServices(services.data ?? [], sort);
  const target = editing ?? lastEditing;
  const initialValues = React.useMemo(
    () => (target === "new" ? emptyServiceForm(company?.industryType) : formFromService(target)),
    [target, company?.industryType],
  );

  const openForm = (value: ServiceDto | "new") => {
    setLastEditing(value);
    setEditing(value);
  };

  const submit = (payload: ServicePayload) =>
    serviceActions.save(payload, target === "new" ? undefined : target.id);

  async function toggleActive(service: ServiceDto, isActive: boolean) {
    try {
      await serviceActions.saveQuietly({ ...servicePayload(service), isActive, id: service.id });
    } catch (error) {
      priceBookToasts.updateFailed(error);
    }
  }

  async function duplicate(service: ServiceDto) {
    const name = `${service.name} (copy)`.slice(0, 120);
    await serviceActions.save({ ...servicePayload(service), name });
  }

  async function confirmDelete() {
    if (deleting && (await serviceActions.remove(deleting.id))) setDeleting(null);
  }

  return (
    <section aria-labelledby="services-title" className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 id="services-title" className="text-2xl font-semibold">
            Services
          </h1>
          <p className="text-muted-foreground">
            Turn services on or off for your calculator, copy, reorder, and manage labor rates and
            fees.
          </p>
        </div>
        <ServiceLimitButton onAdd={() => openForm("new")} />
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor="services-sort">Sort by</Label>
        <NativeSelect
          id="services-sort"
          className="w-56"
          value={sort}
          onChange={(event) => setSort(event.target.value as ServiceSort)}
        >
          {Object.entries(SERVICE_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {services.isLoading || defaultMarkup.isPending ? (
        <div className="flex justify-center py-12" role="status" aria-label="Loading services">
          <Spinner />
        </div>
      ) : services.isError ? (
        <div role="alert" className="rounded-md border border-dashed p-8 text-center">
          <p className="font-medium">Could not load your services.</p>
          <Button variant="outline" className="mt-3" onClick={() => void services.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-md border border-dashed p-8 text-center">
          <p className="font-medium">No services</p>
          <p className="text-muted-foreground text-sm">
            Add a service or apply a template from the Marketplace.
          </p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table>
            <caption className="sr-only">Services</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Service</TableHead>
                <TableHead>Category</TableHead>
                <TableHead>Price</TableHead>
                <TableHead>Est. Time</TableHead>
                <TableHead>Active</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((service, index) => (
                <TableRow key={service.id} data-testid="service-row">
                  <TableCell className="max-w-xs whitespace-normal">
                    <p className="font-medium">{service.name}</p>
                    <p className="text-muted-foreground text-sm">
                      {service.description || "No description"}
                    </p>
                    <ServiceBadges
                      service={{ ...service, materialCount: service.materials.length }}
                    />
                  </TableCell>
                  <TableCell>{categoryLabel(service.category)}</TableCell>
                  <TableCell>
                    {/* The customer price of one unit (docs/pricing.md M4). */}
                    {formatCents(serviceCost(service, defaultMarkup.data).priceCents)}
                  </TableCell>
                  <TableCell>{formatDuration(service.estimatedTime)}</TableCell>
                  <TableCell>
                    <Switch
                      checked={service.isActive}
                      aria-label={`${service.name} active`}
                      onCheckedChange={(checked) => void toggleActive(service, checked)}
                    />
                  </TableCell>
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-1">
                      {sort === "order" ? (
                        <>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Move ${service.name} up`}
                            disabled={index === 0 || reorder.isPending}
                            onClick={() => reorder.mutate(moveService(list, service.id, -1))}
                          >
                            <ArrowUp aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Move ${service.name} down`}
                            disabled={index === list.length - 1 || reorder.isPending}
                            onClick={() => reorder.mutate(moveService(list, service.id, 1))}
                          >
                            <ArrowDown aria-hidden="true" />
                          </Button>
                        </>
                      ) : null}
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Duplicate ${service.name}`}
                        onClick={() => void duplicate(service)}
                      >
                        <Copy aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${service.name}`}
                        onClick={() => openForm(service)}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${service.name}`}
                        onClick={() => setDeleting(service)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <RatesAndFees />
      <LazyServiceFormDialog
        open={editing !== null}
        title={target === "new" ? "Add Service" : "Edit Service"}
        description="Services appear in your price book and customer calculator."
        submitLabel={target === "new" ? "Add Service" : "Save Changes"}
        initialValues={initialValues}
        laborRates={laborRates.data ?? []}
        fees={fees.data ?? []}
        defaultMarkupPercent={defaultMarkup.data ?? "0"}
        pending={serviceActions.saving}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        onSubmit={submit}
      />
      <DeleteServiceDialog
        serviceName={deleting?.name ?? null}
        pending={serviceActions.removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}

/** Add New Service; at the plan's service limit it says so and links to billing (docs/billing.md). */
function ServiceLimitButton({ onAdd }: { onAdd: () => void }) {
  const { data: billing } = useQuery<BillingSummaryDto>({ queryKey: queryKeys.billing });
  const usage = billing?.limitsEnforced ? billing.usage.services : null;
  const atLimit = usage !== null && usage.limit !== null && usage.used >= usage.limit;
  if (!atLimit)
    return (
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" />
        Add New Service
      </Button>
    );
  const plan = getPlan(billing!.plan);
  return (
    <div className="grid gap-1 sm:justify-items-end">
      <Button disabled aria-describedby="service-limit-note">
        <Plus aria-hidden="true" />
        Add New Service
      </Button>
      <p id="service-limit-note" className="text-muted-foreground text-sm">
        {usageLabel("services", usage.used, usage.limit)}: {plan.name}&apos;s limit.{" "}
        <Link href="/dashboard/billing" className="text-primary underline">
          Upgrade to add more
        </Link>
      </p>
    </div>
  );
}
