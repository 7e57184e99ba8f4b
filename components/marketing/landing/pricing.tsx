import { checkIcon } from "@/lib/marketing/icons";
import { Icon } from "../icon";
import { buttonVariants } from "@/components/ui/button";
import { registerHref } from "@/lib/marketing/plans";
import {
  annualPriceNote,
  formatPlanPrice,
  planLines,
  planPriceSuffix,
  PLANS as DEFAULT_PLANS,
  type Plan,
} from "@/lib/plans";
import { cn } from "@/lib/utils";

/** The plans of lib/plans (`plans` only for tests that render other data). */
export function Pricing({ plans = DEFAULT_PLANS }: { plans?: Plan[] }) {
  return (
    <ul className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id} className="flex">
          <div
            className={cn(
              "bg-card text-card-foreground relative flex w-full flex-col rounded-xl border p-6 shadow-sm sm:p-8",
              plan.highlighted && "border-primary ring-primary ring-2",
            )}
            data-plan={plan.id}
          >
            {plan.highlighted ? (
              <p className="bg-primary text-primary-foreground absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-semibold">
                Most popular
              </p>
            ) : null}
            <h3 id={`plan-${plan.id}`} className="text-lg font-semibold">
              {plan.name}
            </h3>
            <p className="text-muted-foreground mt-2 text-sm">{plan.description}</p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight" data-testid="plan-price">
                {formatPlanPrice(plan)}
              </span>
              <span className="text-muted-foreground text-sm">{planPriceSuffix(plan)}</span>
            </p>
            {annualPriceNote(plan) ? (
              <p className="text-muted-foreground mt-1 text-sm">{annualPriceNote(plan)}</p>
            ) : null}
            <ul className="mt-6 flex-1 space-y-3">
              {planLines(plan, plans).map((line) => (
                <li key={line} className="flex gap-3 text-sm">
                  <Icon icon={checkIcon} className="text-primary mt-0.5 size-4 shrink-0" />
                  {line}
                </li>
              ))}
            </ul>
            <a
              href={registerHref(plan.id)}
              className={buttonVariants({
                variant: plan.highlighted ? "default" : "outline",
                className: "mt-8 w-full",
              })}
            >
              Choose {plan.name}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
