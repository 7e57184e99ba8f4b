import { Badge } from "@/components/ui/badge";
import { feeAmountLabel } from "@/components/services/labels";
import { formatCurrency } from "@/lib/format";
import type { ServiceDto } from "@/lib/services/types";

/** Labor-rate and fee badges under a service's name. */
export function ServiceBadges({
  service,
}: {
  service: Pick<ServiceDto, "laborRate" | "serviceFee">;
}) {
  if (!service.laborRate && !service.serviceFee) return null;
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
    </div>
  );
}
