"use client";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { categoryLabel, SERVICE_CATEGORIES } from "@/lib/categories";
import type { BookService } from "@/lib/marketplace/book";

/** The book's active services by category, in the trades' order. */
export function groupByCategory(services: readonly BookService[]) {
  const active = services.filter((service) => service.isActive);
  return SERVICE_CATEGORIES.map((category) => ({
    category,
    services: active.filter((service) => service.category === category),
  })).filter((group) => group.services.length > 0);
}

/**
 * Choose categories or single services: a category's checkbox (checked, mixed or clear) with
 * its services under it, and Select all / Select none.
 */
export function ServicePicker({
  idPrefix,
  services,
  selected,
  onChange,
  error,
}: {
  idPrefix: string;
  services: readonly BookService[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  error?: string;
}) {
  const groups = groupByCategory(services);
  const all = groups.flatMap((group) => group.services.map((service) => service.key));
  const errorId = `${idPrefix}-services-error`;
  const toggle = (keys: string[], on: boolean) => {
    const next = new Set(selected);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange(next);
  };

  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        Services to add ({selected.size} of {all.length})
      </legend>
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => onChange(new Set(all))}>
          Select all
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onChange(new Set())}>
          Select none
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <ul className="grid max-h-72 gap-3 overflow-y-auto rounded-md border p-3">
        {groups.map(({ category, services: inCategory }) => {
          const keys = inCategory.map((service) => service.key);
          const count = keys.filter((key) => selected.has(key)).length;
          const groupId = `${idPrefix}-category-${category}`;
          return (
            <li key={category} className="grid gap-2">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={groupId}
                  checked={count === keys.length ? true : count > 0 ? "indeterminate" : false}
                  onCheckedChange={(checked) => toggle(keys, checked === true)}
                />
                <Label htmlFor={groupId}>
                  {categoryLabel(category)}{" "}
                  <span className="text-muted-foreground font-normal">
                    ({count} of {keys.length})
                  </span>
                </Label>
              </div>
              <ul className="grid gap-2 pl-6" aria-label={`${categoryLabel(category)} services`}>
                {inCategory.map((service) => {
                  const id = `${idPrefix}-service-${service.key}`;
                  return (
                    <li key={service.key} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={selected.has(service.key)}
                        onCheckedChange={(checked) => toggle([service.key], checked === true)}
                      />
                      <Label htmlFor={id} className="font-normal">
                        {service.name}
                      </Label>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
