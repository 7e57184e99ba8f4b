"use client";

import * as React from "react";
import { EstimatePanel } from "@/components/calculator/estimate-panel";
import { CategoryPills, ServiceGrid } from "@/components/calculator/service-grid";
import { useServiceBuilderStore } from "@/components/service-builder/store/context";
import { addToCart, cartReducer, priceCart } from "@/lib/calculator/cart";
import type { PublicService } from "@/lib/calculator/types";
import { SERVICE_CATEGORIES } from "@/lib/categories";
import { centsToDecimalString, UNIT_TYPE_INFO } from "@/lib/pricing";
import { serviceCost } from "@/lib/services/pricing";
import type { ServiceRecord } from "@/lib/services/types";

/** A price-book service as the public price book shows it: the customer price only (docs/pricing.md M4). */
export function asPublicService(
  service: ServiceRecord,
  defaultMarkupPercent: string | undefined,
): PublicService {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    category: service.category,
    icon: service.icon,
    unitType: service.unitType,
    unitLabel: UNIT_TYPE_INFO[service.unitType].label,
    basePrice: service.basePrice,
    estimatedTime: service.estimatedTime,
    unitPrice: centsToDecimalString(serviceCost(service, defaultMarkupPercent).priceCents),
    laborRate: service.laborRate ? { rate: service.laborRate.rate } : null,
    serviceFee: service.serviceFee,
  };
}

/**
 * The customer calculator's own pieces (category pills, service cards, the estimate panel)
 * fed from the store: what a customer would see of this price book, with no request and
 * nothing sent anywhere. The company's service-call fee and tax are the calculator's own
 * settings and not part of the preview.
 */
export function CalculatorPreview() {
  const store = useServiceBuilderStore();
  const markup = store.defaultMarkupPercent.data;
  const services = React.useMemo(
    () =>
      (store.services.data ?? [])
        .filter((service) => service.isActive)
        .map((service) => asPublicService(service, markup)),
    [store.services.data, markup],
  );
  const categories = SERVICE_CATEGORIES.filter((category) =>
    services.some((service) => service.category === category),
  );
  const preferred = store.defaultCategory;
  const [chosen, setChosen] = React.useState<string | null>(null);
  const active =
    chosen && categories.includes(chosen as never)
      ? chosen
      : (categories.find((category) => category === preferred) ?? categories[0] ?? null);
  const [cart, dispatch] = React.useReducer(cartReducer, []);
  // A service deleted or changed since it was added leaves or follows the price book.
  const current = cart.flatMap((item) => {
    const service = services.find((candidate) => candidate.id === item.id);
    return service ? [{ ...addToCart([], service)[0], quantity: item.quantity }] : [];
  });
  const breakdown = priceCart(current, { serviceCallFee: null, taxRate: "0" });

  return (
    <section aria-labelledby="preview-title" className="grid gap-4">
      <div>
        <h2 id="preview-title" className="text-xl font-semibold">
          Customer Preview
        </h2>
        <p className="text-muted-foreground text-sm">
          The calculator your customers use, built from the services above. Try it: prices and
          totals update live.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
        <div className="min-w-0 space-y-4 lg:col-span-3">
          <CategoryPills categories={categories} active={active} onSelect={setChosen} />
          <ServiceGrid
            services={services.filter((service) => service.category === active)}
            hasAnyServices={services.length > 0}
            firstCategory={categories[0] ?? null}
            onAdd={(service) => dispatch({ type: "add", service })}
            onViewFirst={() => setChosen(categories[0] ?? null)}
          />
        </div>
        <div className="lg:col-span-2">
          <EstimatePanel cart={current} breakdown={breakdown} taxRate="0" dispatch={dispatch} />
        </div>
      </div>
    </section>
  );
}
