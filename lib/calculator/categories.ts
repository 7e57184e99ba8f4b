export { categoryLabel } from "@/lib/categories";

/**
 * The category the calculator opens on: the owner's default when it has services, else
 * electrical (spec default), else the first category with services.
 */
export function initialCategory(
  categories: readonly string[],
  defaultCategory: string | null,
): string | null {
  if (defaultCategory && categories.includes(defaultCategory)) return defaultCategory;
  if (categories.includes("electrical")) return "electrical";
  return categories[0] ?? null;
}
