"use client";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { categoryLabel, SERVICE_CATEGORIES, type ServiceCategory } from "@/lib/categories";

/** A trade (a ServiceCategory), or "All trades" when `allLabel` is given. */
export function TradeSelect({
  id,
  value,
  onChange,
  allLabel,
  invalid,
  describedBy,
}: {
  id: string;
  value: ServiceCategory | null;
  onChange: (value: ServiceCategory | null) => void;
  allLabel?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const ALL = "all";
  return (
    <Select
      value={value ?? (allLabel ? ALL : "")}
      onValueChange={(next) => onChange(next === ALL ? null : (next as ServiceCategory))}
    >
      <SelectTrigger
        id={id}
        className="w-full"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      >
        <SelectValue placeholder="Choose a trade" />
      </SelectTrigger>
      <SelectContent>
        {allLabel ? <SelectItem value={ALL}>{allLabel}</SelectItem> : null}
        {SERVICE_CATEGORIES.map((category) => (
          <SelectItem key={category} value={category}>
            {categoryLabel(category)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
