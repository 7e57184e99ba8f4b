"use client";

import { saveCsv } from "@/lib/browser/download";
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Download, Printer, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { categoryLabel } from "@/lib/categories";
import { priceBookToasts } from "@/components/services/toasts";
import {
  useBulkAddServices,
  useLaborRates,
  useServiceFees,
  usePricedServices,
  useServices,
} from "@/components/services/queries";
import { parseServicesCsv, servicesToCsv } from "@/lib/services/csv";
import { queryKeys } from "@/components/query/keys";
import { formatCents, formatDuration } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import { distinctCategories } from "@/lib/services/form";
import { sortServices } from "@/lib/services/sort";
import type { CompanyDto } from "@/lib/companies/types";

/** The price book as customers see it, by category; printable; CSV export and all-or-nothing import. */
export function PriceBook() {
  const { data: company } = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  const services = useServices();
  const priced = usePricedServices();
  const laborRates = useLaborRates();
  const fees = useServiceFees();
  const bulkAdd = useBulkAddServices();
  const fileInput = React.useRef<HTMLInputElement>(null);
  const [importErrors, setImportErrors] = React.useState<string[]>([]);
  const active = sortServices(
    (priced.data ?? []).filter((service) => service.isActive),
    "order",
  );

  function exportCsv() {
    saveCsv(servicesToCsv(services.data ?? []), `${company?.slug ?? "price-book"}-services.csv`);
  }

  async function importCsv(file: File) {
    if (file.size > 1024 * 1024) {
      setImportErrors(["The file is larger than 1 MB."]);
      return;
    }
    const result = parseServicesCsv(await file.text(), laborRates.data ?? [], fees.data ?? []);
    if (!result.ok) {
      setImportErrors(result.errors);
      toast({
        variant: "destructive",
        title: "Nothing imported",
        description: "Fix the rows listed on the page and try again.",
      });
      return;
    }
    setImportErrors([]);
    try {
      const { created } = await bulkAdd.mutateAsync(result.services);
      toast({ title: "Services added", description: `${created} services were imported.` });
    } catch (error) {
      priceBookToasts.bulkFailed(error);
    }
  }

  return (
    <section aria-labelledby="price-book-title" className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between print:hidden">
        <div>
          <h1 id="price-book-title" className="text-2xl font-semibold">
            Price Book
          </h1>
          <p className="text-muted-foreground">
            Your active services with the prices customers see, labor included.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <Button variant="outline" onClick={exportCsv} disabled={!services.data?.length}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
          <Button
            variant="outline"
            onClick={() => fileInput.current?.click()}
            disabled={bulkAdd.isPending}
          >
            <Upload aria-hidden="true" />
            {bulkAdd.isPending ? "Importing..." : "Import CSV"}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label="CSV file to import"
            data-testid="csv-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void importCsv(file);
            }}
          />
        </div>
      </div>
      {importErrors.length > 0 ? (
        <div
          role="alert"
          className="border-destructive rounded-md border p-4 text-sm"
          data-testid="import-errors"
        >
          <p className="font-medium">Nothing was imported. Fix these rows and try again:</p>
          <ul className="mt-2 list-disc pl-5">
            {importErrors.slice(0, 50).map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          {importErrors.length > 50 ? (
            <p className="mt-1">…and {importErrors.length - 50} more.</p>
          ) : null}
        </div>
      ) : null}
      <p className="text-muted-foreground text-xs print:hidden">
        CSV columns: name, description, category, basePrice, unitType, estimatedTime, icon,
        isActive, laborRate, serviceFee (labor rates and fees by name). Every row is checked before
        anything is added.
      </p>
      <h2 className="hidden text-xl font-semibold print:block">{company?.name} price book</h2>
      {priced.isPending ? (
        <div className="flex justify-center py-12" role="status" aria-label="Loading price book">
          <Spinner />
        </div>
      ) : active.length === 0 ? (
        <div className="rounded-md border border-dashed p-8 text-center">
          <p className="font-medium">No active services</p>
          <p className="text-muted-foreground text-sm">
            Add services in the Service Builder or import a CSV.
          </p>
        </div>
      ) : (
        distinctCategories(active).map((category) => (
          <Card key={category} className="break-inside-avoid">
            <CardHeader>
              <CardTitle>{categoryLabel(category)}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y" data-testid={`price-book-${category}`}>
                {active
                  .filter((service) => service.category === category)
                  .map((service) => (
                    <li key={service.id} className="flex items-start justify-between gap-4 py-2">
                      <div className="min-w-0">
                        <p className="font-medium">{service.name}</p>
                        {service.description ? (
                          <p className="text-muted-foreground text-sm">{service.description}</p>
                        ) : null}
                        {service.serviceFee ? (
                          <p className="text-muted-foreground text-xs">
                            + {service.serviceFee.name}
                          </p>
                        ) : null}
                      </div>
                      <div className="text-right whitespace-nowrap">
                        <p className="font-semibold">
                          {formatCents(service.cost.priceCents)}{" "}
                          <span className="text-muted-foreground text-xs font-normal">
                            {UNIT_TYPE_INFO[service.unitType].label}
                          </span>
                        </p>
                        <p className="text-muted-foreground text-xs">
                          {formatDuration(service.estimatedTime)}
                        </p>
                      </div>
                    </li>
                  ))}
              </ul>
            </CardContent>
          </Card>
        ))
      )}
    </section>
  );
}
