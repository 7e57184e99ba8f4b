import { Badge } from "@/components/ui/badge";
import { feeAmountLabel } from "@/components/services/labels";
import { formatCurrency } from "@/lib/format";
import type { ServiceDto } from "@/lib/services/types";

/** Labor-rate, fee, materials and own-markup badges under a service's name. */
export function ServiceBadges({
  service,
}: {
  service: Pick<ServiceDto, "laborRate" | "serviceFee"> & {
    materialCount?: number;
    /** The service's own markup; null (the company's default) shows no badge. */
    markupPercent?: string | null;
  };
}) {
  const materials = service.materialCount ?? 0;
  const markup = service.markupPercent ?? null;
  if (!service.laborRate && !service.serviceFee && materials === 0 && markup === null) return null;
  return (
    <div className="mt-1 flex flex-wrap gap-1">
      {service.laborRate ? (
        <Badge variant="secondary" className="font-normal">
          Labor: {service.laborRate.name} {formatCurrency(service.laborRate.rate)}/hr
        </Badge>
      ) : null}
      {service.serviceFee ? (
        <Badge variant="outline" className="font-normal">
          Fee: {service.serviceFee.name} {feeAmountLabel(service.serviceFee)}
        </Badge>
      ) : null}
      {materials > 0 ? (
        <Badge variant="outline" className="font-normal">
          {materials} {materials === 1 ? "material" : "materials"}
        </Badge>
      ) : null}
      {markup !== null ? (
        <Badge variant="outline" className="font-normal">
          +{Number(markup)}% markup
        </Badge>
      ) : null}
    </div>
  );
}
