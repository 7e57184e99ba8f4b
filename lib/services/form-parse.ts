/** The Service form's validation, with the API's own schema (apart from ./form.ts: zod). */
import { serviceFieldsSchema } from "@/lib/validation/service";
import { NONE, type ServiceFormErrors, type ServiceFormValues, type ServicePayload } from "./form";

const numberOrText = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** Validates with the same schema as the API; returns the body or the first error per field. */
export function parseServiceForm(
  values: ServiceFormValues,
): { ok: true; payload: ServicePayload } | { ok: false; errors: ServiceFormErrors } {
  const errors: ServiceFormErrors = {};
  if (values.basePrice.trim() === "") errors.basePrice = "Base price is required.";
  values.materials.forEach((material, row) => {
    if (material.unitCost.trim() === "")
      errors[`materials.${row}.unitCost`] = "Unit cost is required.";
    if (material.quantity.trim() === "")
      errors[`materials.${row}.quantity`] = "Quantity is required.";
  });
  const result = serviceFieldsSchema.safeParse({
    name: values.name,
    description: values.description,
    category: values.category,
    basePrice: numberOrText(values.basePrice) ?? 0,
    unitType: values.unitType,
    estimatedTime: numberOrText(values.estimatedTime) ?? Number.NaN,
    icon: values.icon,
    isActive: values.isActive,
    laborRateId: values.laborRateId === NONE ? null : values.laborRateId,
    serviceFeeId: values.serviceFeeId === NONE ? null : values.serviceFeeId,
    materials: values.materials.map((material) => ({
      name: material.name,
      unitCost: numberOrText(material.unitCost) ?? 0,
      quantity: material.quantity.trim(),
      customerSupplies: material.customerSupplies,
    })),
    markupPercent: values.markupPercent.trim() === "" ? null : values.markupPercent.trim(),
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      // A material's field is named by its row ("materials.1.quantity"); the list as a whole by "materials".
      const key = (
        issue.path[0] === "materials" && issue.path.length >= 3
          ? issue.path.slice(0, 3).join(".")
          : issue.path[0]
      ) as keyof ServiceFormErrors;
      errors[key] ??= issue.message;
    }
  }
  if (values.estimatedTime.trim() === "") errors.estimatedTime = "Estimated time is required.";
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { companyId: _ignored, materials, markupPercent, ...fields } = result.data;
  void _ignored;
  return {
    ok: true,
    payload: { ...fields, materials: materials ?? [], markupPercent: markupPercent ?? null },
  };
}
