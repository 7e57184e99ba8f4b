import { Skeleton } from "@/components/ui/skeleton";

/** While the portal loads: the page's shape, announced as busy. */
export default function PortalLoading() {
  return (
    <main className="bg-muted/30 min-h-dvh">
      <div
        className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10"
        aria-busy="true"
        aria-live="polite"
      >
        <p className="sr-only">Loading your quotes and invoices…</p>
        <div className="flex items-center gap-3">
          <Skeleton className="size-16 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-64 max-w-full" />
          </div>
        </div>
        <Skeleton className="h-8 w-72 max-w-full" />
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-28 w-full" />
        ))}
      </div>
    </main>
  );
}
