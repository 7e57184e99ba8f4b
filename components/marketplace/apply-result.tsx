"use client";

import Link from "next/link";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ApplyStarterResult } from "./queries";

function NameList({ title, names, testId }: { title: string; names: string[]; testId: string }) {
  if (names.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId}>
      <h3 className="font-medium">
        {title} ({names.length})
      </h3>
      <ul className="text-muted-foreground max-h-32 list-disc overflow-y-auto pl-5">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}

/** What one apply did: added, replaced and skipped services, and the way to the price book. */
export function ApplyResult({
  result,
  onClose,
}: {
  result: ApplyStarterResult;
  onClose: () => void;
}) {
  const created = [...result.laborRates.created, ...result.fees.created];
  return (
    <div className="grid gap-4 text-sm">
      <p role="status" className="flex items-start gap-2 font-medium">
        <CheckCircle2 aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
        {result.added.count} added, {result.replaced.count} replaced, {result.skipped.count} skipped
        {result.adjustPercent !== 0
          ? ` (prices ${result.adjustPercent > 0 ? "+" : ""}${result.adjustPercent}%)`
          : ""}
        .
      </p>
      <NameList title="Added" names={result.added.names} testId="result-added" />
      <NameList title="Replaced" names={result.replaced.names} testId="result-replaced" />
      <NameList
        title="Skipped (you already had them)"
        names={result.skipped.names}
        testId="result-skipped"
      />
      <NameList title="New labor rates and fees" names={created} testId="result-rates" />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href="/dashboard/price-book">Open your price book</Link>
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
