"use client";

import * as React from "react";
import { MapPin, X } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { ServiceAreaForm } from "@/components/settings/service-area-form";
import {
  useClearServiceAreas,
  useDeleteServiceArea,
  useServiceAreas,
} from "@/components/settings/service-area-queries";
import { LoadError, SettingsHeader } from "@/components/settings/settings-header";
import type { ServiceAreaDto } from "@/lib/service-areas/types";

export function ServiceAreasPage() {
  const areas = useServiceAreas();
  return (
    <div className="mx-auto max-w-3xl">
      <SettingsHeader
        title="Service Areas"
        description="The ZIP codes and cities you serve. With ZIP codes listed, your calculator asks customers for theirs and politely tells those outside your area; they can still send a request, marked for you."
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Add areas</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ServiceAreaForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Your areas</h2>
            </CardTitle>
            <CardDescription>
              Only ZIP codes are checked against the customer&apos;s ZIP; city names are shown for
              your reference.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {areas.isPending ? (
              <div
                className="flex flex-wrap gap-2"
                aria-busy="true"
                aria-label="Loading service areas"
              >
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} className="h-8 w-20" />
                ))}
              </div>
            ) : areas.isError ? (
              <LoadError what="service areas" onRetry={() => void areas.refetch()} />
            ) : (
              <AreaList areas={areas.data} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function AreaList({ areas }: { areas: ServiceAreaDto[] }) {
  if (areas.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-2 py-8 text-center"
        data-testid="service-areas-empty"
      >
        <MapPin aria-hidden="true" className="text-muted-foreground size-8" />
        <p className="font-medium">No service areas yet</p>
        <p className="text-muted-foreground text-sm">Customers anywhere can send you requests.</p>
      </div>
    );
  }
  const zips = areas.filter((area) => area.kind === "zip");
  const cities = areas.filter((area) => area.kind === "city");
  return (
    <div className="grid gap-6">
      {zips.length > 0 ? <AreaGroup title={`ZIP codes (${zips.length})`} areas={zips} /> : null}
      {cities.length > 0 ? <AreaGroup title={`Cities (${cities.length})`} areas={cities} /> : null}
      <ClearAll count={areas.length} />
    </div>
  );
}

function AreaGroup({ title, areas }: { title: string; areas: ServiceAreaDto[] }) {
  const remove = useDeleteServiceArea();
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-medium">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {areas.map((area) => (
          <li
            key={area.id}
            data-testid="service-area"
            className="bg-secondary text-secondary-foreground inline-flex items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm"
          >
            {area.value}
            <button
              type="button"
              aria-label={`Remove ${area.value}`}
              disabled={remove.isPending && remove.variables === area.id}
              className="hover:bg-background focus-visible:ring-ring rounded-full p-1 focus-visible:ring-2 focus-visible:outline-none disabled:opacity-50"
              onClick={() =>
                remove.mutate(area.id, {
                  onError: (error) =>
                    toast({
                      title: "Not removed",
                      description: readApiError(error, "Please try again.").message,
                      variant: "destructive",
                    }),
                })
              }
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClearAll({ count }: { count: number }) {
  const clear = useClearServiceAreas();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost" className="text-destructive justify-self-start">
          Remove all areas
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove all {count} service areas?</AlertDialogTitle>
          <AlertDialogDescription>
            Your calculator will stop asking customers for their ZIP code.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              clear.mutate(undefined, {
                onSuccess: () =>
                  toast({
                    title: "Service areas removed",
                    description: "Customers anywhere can send requests.",
                  }),
                onError: (error) =>
                  toast({
                    title: "Not removed",
                    description: readApiError(error, "Please try again.").message,
                    variant: "destructive",
                  }),
              })
            }
          >
            Remove all
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
