import { Skeleton } from "@/components/ui/skeleton";

/** The 4 placeholder cards shown while services load (docs/product.md §2). */
export function ServicePlaceholders() {
  return (
    <ul aria-busy="true" aria-label="Loading services" className="grid gap-4 sm:grid-cols-2">
      {Array.from({ length: 4 }, (_, index) => (
        <li
          key={index}
          data-testid="service-placeholder"
          className="space-y-3 rounded-lg border p-4"
        >
          <div className="flex gap-3">
            <Skeleton className="size-10 rounded-md" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
          <Skeleton className="h-8 w-full" />
        </li>
      ))}
    </ul>
  );
}

/**
 * What the server streams first while it reads the company and its price book: the header
 * with the 'Service Estimator' title, placeholders for the logo and name, and the 4
 * placeholder cards. The real calculator replaces it in the same response.
 */
export function CalculatorSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6" data-testid="calculator-loading">
      <header className="flex items-center gap-3 border-b pb-4">
        <Skeleton className="size-10 rounded-md" />
        <div className="min-w-0 space-y-1">
          <Skeleton className="h-5 w-40" />
          <h1 className="text-muted-foreground text-sm">Service Estimator</h1>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
        <section aria-label="Services" className="min-w-0 space-y-4 lg:col-span-3">
          <div className="flex gap-2" aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-8 w-24 rounded-full" />
            ))}
          </div>
          <ServicePlaceholders />
        </section>
        <div className="lg:col-span-2">
          <Skeleton className="h-64 w-full rounded-lg" />
        </div>
      </div>
    </div>
  );
}
