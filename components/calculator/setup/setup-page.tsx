"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { serverMessage } from "@/components/query/client";
import { SERVICE_CATEGORIES } from "@/lib/categories";
import { useCalculatorSettings } from "./queries";
import { ServiceVisibility } from "./service-visibility";
import { SettingsForm } from "./settings-form";
import { ShareAndEmbed } from "./share-embed";

/** /dashboard/calculator-setup: settings, shown services, and the share and embed snippets. */
export function CalculatorSetupPage() {
  const settings = useCalculatorSettings();
  const data = settings.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Calculator Setup</h1>
          <p className="text-muted-foreground">
            How your customer calculator looks, what it offers and where it lives.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link href="/calculator">Preview Calculator</Link>
        </Button>
      </div>
      {settings.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading settings">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : settings.isError || !data ? (
        <div role="alert" className="space-y-3 rounded-md border p-6">
          <p>{serverMessage(settings.error) ?? "Your calculator settings could not be loaded."}</p>
          <Button type="button" variant="outline" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <SettingsForm key={`${data.slug}-${data.taxRate}`} settings={data} />
          <div className="grid content-start gap-6">
            <ShareAndEmbed slug={data.slug} />
            <ServiceVisibility
              hiddenCategories={
                new Set(
                  data.calculatorCategories.length > 0
                    ? SERVICE_CATEGORIES.filter(
                        (category) => !data.calculatorCategories.includes(category),
                      )
                    : [],
                )
              }
            />
          </div>
        </div>
      )}
    </div>
  );
}
