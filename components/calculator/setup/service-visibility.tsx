"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { categoryLabel } from "@/lib/calculator/categories";
import { useCalculatorServices, useSetServiceVisibility } from "./queries";

/** Which services the calculator shows (a hidden service is inactive in the price book). */
export function ServiceVisibility({ hiddenCategories }: { hiddenCategories: ReadonlySet<string> }) {
  const services = useCalculatorServices();
  const setVisibility = useSetServiceVisibility();
  const rows = services.data?.services ?? [];
  const groups = [...new Set(rows.map((row) => row.category))];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Services shown</CardTitle>
        <CardDescription>
          Hidden services stay in your price book but customers cannot pick them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {services.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : services.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {serverMessage(services.error) ?? "Your services could not be loaded."}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No services yet. Add some in Services first.
          </p>
        ) : (
          <div className="max-h-96 space-y-4 overflow-y-auto pr-1">
            {groups.map((category) => (
              <fieldset key={category} className="space-y-2">
                <legend className="text-sm font-medium">
                  {categoryLabel(category)}
                  {hiddenCategories.has(category) && (
                    <span className="text-muted-foreground font-normal"> (category hidden)</span>
                  )}
                </legend>
                {rows
                  .filter((row) => row.category === category)
                  .map((row) => (
                    <div key={row.id} className="flex items-center justify-between gap-3 text-sm">
                      <label htmlFor={`svc-${row.id}`}>{row.name}</label>
                      <Switch
                        id={`svc-${row.id}`}
                        checked={row.isActive}
                        disabled={setVisibility.isPending}
                        onCheckedChange={(isActive) =>
                          setVisibility.mutate([{ id: row.id, isActive }], {
                            onError: (error) =>
                              toast({
                                title: "Error updating service",
                                description: serverMessage(error) ?? "Please try again.",
                                variant: "destructive",
                              }),
                          })
                        }
                      />
                    </div>
                  ))}
              </fieldset>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
