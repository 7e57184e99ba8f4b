"use client";

import * as React from "react";
import { toast } from "@/components/ui/use-toast";
import { EstimatePanel } from "@/components/calculator/estimate-panel";
import { CategoryPills, ServiceGrid } from "@/components/calculator/service-grid";
import { cartReducer, priceCart } from "@/lib/calculator/cart";
import { initialCategory } from "@/lib/calculator/categories";
import { bookCalculatorServices, type TemplateBook } from "@/lib/marketplace/book";

const NO_SETTINGS = { serviceCallFee: null, taxRate: "0" };

/**
 * The customer calculator a template gives: the product's own service grid, category pills and
 * estimate panel, fed from the template's services (no company settings: no tax, no
 * service-call fee). Nothing is sent from here.
 */
export function CalculatorPreview({ book }: { book: TemplateBook }) {
  const { services, categories } = React.useMemo(() => bookCalculatorServices(book), [book]);
  const [chosen, setChosen] = React.useState<string | null>(null);
  const [cart, dispatch] = React.useReducer(cartReducer, []);
  // The calculator's own rule, with the book's trade as the owner's default category.
  const active = chosen ?? initialCategory(categories, book.trade);
  const breakdown = priceCart(cart, NO_SETTINGS);
  const previewOnly = () =>
    toast({
      title: "Preview only",
      description: "Customers can send requests once the services are in your price book.",
    });

  return (
    <div className="grid gap-4 lg:grid-cols-5 lg:items-start" data-testid="calculator-preview">
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
        <EstimatePanel
          cart={cart}
          breakdown={breakdown}
          taxRate={NO_SETTINGS.taxRate}
          dispatch={dispatch}
          onRequest={previewOnly}
          onSavePdf={previewOnly}
          notice={null}
        />
      </div>
    </div>
  );
}
