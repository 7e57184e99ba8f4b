import { formatCents } from "@/lib/format";

/**
 * Phones stack the estimate below a long card grid: this bar keeps the running total in
 * view and jumps to the panel. Hidden where the panel sits beside the grid.
 */
export function MobileEstimateBar({ count, totalCents }: { count: number; totalCents: number }) {
  if (count === 0) return null;
  return (
    <div className="bg-background/95 fixed inset-x-0 bottom-0 z-40 border-t px-4 py-3 shadow-lg backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p className="text-sm">
          <span className="text-muted-foreground">Estimate total</span>
          <span className="ml-2 font-semibold tabular-nums">{formatCents(totalCents)}</span>
        </p>
        <a
          href="#estimate-title"
          className="bg-primary text-primary-foreground inline-flex h-8 items-center rounded-md px-3 text-sm font-medium"
        >
          View estimate
        </a>
      </div>
    </div>
  );
}
