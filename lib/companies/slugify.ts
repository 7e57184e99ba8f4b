/**
 * A calculator address suggestion from a company name: "Bright & Co. Electric" →
 * "bright-co-electric". Pure, so the register form suggests it as the owner types.
 */
export function slugify(name: string) {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/g, "");
}
