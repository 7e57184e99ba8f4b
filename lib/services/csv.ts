/** The price book as CSV: export every service, import rows validated one by one (all or nothing). */
import { serviceFieldsSchema, MAX_BULK_SERVICES } from "@/lib/validation/service";
import type { ServicePayload } from "@/lib/services/form";
import type { LaborRateDto, ServiceDto, ServiceFeeDto } from "@/lib/services/types";
import { parseCsv, toCsv, unguard } from "@/lib/csv/csv";

export const SERVICE_CSV_COLUMNS = [
  "name",
  "description",
  "category",
  "basePrice",
  "unitType",
  "estimatedTime",
  "icon",
  "isActive",
  "laborRate",
  "serviceFee",
] as const;

export function servicesToCsv(services: readonly ServiceDto[]): string {
  return toCsv([
    [...SERVICE_CSV_COLUMNS],
    ...services.map((service) => [
      service.name,
      service.description ?? "",
      service.category,
      Number(service.basePrice).toFixed(2),
      service.unitType,
      service.estimatedTime,
      service.icon,
      service.isActive ? "true" : "false",
      service.laborRate?.name ?? "",
      service.serviceFee?.name ?? "",
    ]),
  ]);
}

export type CsvImportResult =
  { ok: true; services: ServicePayload[] } | { ok: false; errors: string[] };

const BOOLEAN: Record<string, boolean> = {
  true: true,
  yes: true,
  "1": true,
  false: false,
  no: false,
  "0": false,
};

/**
 * Validates every row with the API's schema and resolves labor rates and fees by name.
 * Any bad row is reported with its line number, and then nothing is imported.
 */
export function parseServicesCsv(
  text: string,
  laborRates: readonly Pick<LaborRateDto, "id" | "name">[],
  fees: readonly Pick<ServiceFeeDto, "id" | "name">[],
): CsvImportResult {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    return { ok: false, errors: [(error as Error).message] };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, errors: ["The file is empty."] };
  const columns = header.cells.map((cell) => cell.trim());
  const missing = ["name", "category", "basePrice"].filter((column) => !columns.includes(column));
  if (missing.length)
    return {
      ok: false,
      errors: [`Line ${header.line}: missing column(s): ${missing.join(", ")}.`],
    };
  const unknown = columns.filter(
    (column) => !(SERVICE_CSV_COLUMNS as readonly string[]).includes(column),
  );
  if (unknown.length)
    return {
      ok: false,
      errors: [`Line ${header.line}: unknown column(s): ${unknown.join(", ")}.`],
    };
  if (rows.length === 0) return { ok: false, errors: ["The file has no services."] };
  if (rows.length > MAX_BULK_SERVICES) {
    return {
      ok: false,
      errors: [`At most ${MAX_BULK_SERVICES} services per import (the file has ${rows.length}).`],
    };
  }
  const rateByName = new Map(laborRates.map((rate) => [rate.name.trim().toLowerCase(), rate.id]));
  const feeByName = new Map(fees.map((fee) => [fee.name.trim().toLowerCase(), fee.id]));
  const errors: string[] = [];
  const services: ServicePayload[] = [];
  for (const row of rows) {
    const value = (column: string) => {
      const index = columns.indexOf(column);
      return index === -1 ? undefined : unguard(row.cells[index] ?? "").trim();
    };
    const problems: string[] = [];
    if (row.cells.length > columns.length)
      problems.push(`has ${row.cells.length} cells for ${columns.length} columns`);
    const rateName = value("laborRate");
    const feeName = value("serviceFee");
    const laborRateId = rateName ? rateByName.get(rateName.toLowerCase()) : null;
    const serviceFeeId = feeName ? feeByName.get(feeName.toLowerCase()) : null;
    if (laborRateId === undefined) problems.push(`laborRate: no labor rate named "${rateName}"`);
    if (serviceFeeId === undefined) problems.push(`serviceFee: no service fee named "${feeName}"`);
    const active = value("isActive");
    const isActive = active ? BOOLEAN[active.toLowerCase()] : true;
    if (isActive === undefined) problems.push("isActive: use true or false");
    const time = value("estimatedTime");
    const result = serviceFieldsSchema.safeParse({
      name: value("name"),
      description: value("description") || null,
      category: value("category")?.toLowerCase(),
      basePrice: value("basePrice") ?? "",
      unitType: value("unitType") || undefined,
      estimatedTime: time ? (/^\d+$/.test(time) ? Number(time) : time) : undefined,
      icon: value("icon") || undefined,
      isActive: isActive ?? true,
      laborRateId: laborRateId ?? null,
      serviceFeeId: serviceFeeId ?? null,
    });
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${issue.path.join(".")}: ${issue.message}`);
    }
    if (problems.length) errors.push(`Line ${row.line}: ${problems.join("; ")}`);
    else if (result.success) {
      const { companyId: _ignored, ...service } = result.data;
      void _ignored;
      services.push(service);
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, services };
}
