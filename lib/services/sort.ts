import type { ServiceDto } from "@/lib/services/types";

export const SERVICE_SORTS = {
  order: "Calculator order",
  name: "Name (A-Z)",
  category: "Category",
  "price-asc": "Price (low to high)",
  "price-desc": "Price (high to low)",
  time: "Est. time",
} as const;
export type ServiceSort = keyof typeof SERVICE_SORTS;

type Sortable = Pick<
  ServiceDto,
  "id" | "name" | "category" | "basePrice" | "estimatedTime" | "sortOrder"
>;

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, "en-US");

/** A sorted copy; prices compare as exact decimals (strings of at most 2 places). */
export function sortServices<T extends Sortable>(services: readonly T[], sort: ServiceSort): T[] {
  const price = (service: Sortable) => Math.round(Number(service.basePrice) * 100);
  const compare: Record<ServiceSort, (a: Sortable, b: Sortable) => number> = {
    order: (a, b) => a.sortOrder - b.sortOrder || byName(a, b),
    name: byName,
    category: (a, b) =>
      a.category.localeCompare(b.category) || a.sortOrder - b.sortOrder || byName(a, b),
    "price-asc": (a, b) => price(a) - price(b) || byName(a, b),
    "price-desc": (a, b) => price(b) - price(a) || byName(a, b),
    time: (a, b) => a.estimatedTime - b.estimatedTime || byName(a, b),
  };
  return [...services].sort(compare[sort]);
}

/** The ids in their new order after moving one service up (-1) or down (+1). */
export function moveService(
  services: readonly Pick<ServiceDto, "id">[],
  id: string,
  direction: -1 | 1,
): string[] {
  const ids = services.map((service) => service.id);
  const from = ids.indexOf(id);
  const to = from + direction;
  if (from === -1 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to], ids[from]];
  return ids;
}
