import { checkIcon } from "@/lib/marketing/icons";
import { Icon } from "./icon";
import { buttonVariants } from "@/components/ui/button";
import { INDUSTRIES } from "@/lib/marketing/industries";
import { REGISTER_HREF } from "@/lib/marketing/links";

/** The six industry cards of /industries, each an anchor target for the landing page's tiles. */
export function IndustryCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {INDUSTRIES.map((industry) => {
        return (
          <li key={industry.id} id={industry.id} className="flex scroll-mt-20">
            <div className="bg-card text-card-foreground flex w-full flex-col rounded-xl border p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="bg-primary/10 text-primary flex size-10 items-center justify-center rounded-lg">
                  <Icon icon={industry.icon} className="size-5" />
                </span>
                <h2 className="text-xl font-semibold">{industry.name}</h2>
              </div>
              <p className="text-muted-foreground mt-4 text-sm">{industry.description}</p>
              <ul className="mt-6 flex-1 space-y-2">
                {industry.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-sm">
                    <Icon icon={checkIcon} className="text-primary mt-0.5 size-4 shrink-0" />
                    {feature}
                  </li>
                ))}
              </ul>
              <a href={REGISTER_HREF} className={buttonVariants({ className: "mt-6 w-full" })}>
                Get Started<span className="sr-only"> with QuoteCraft for {industry.name}</span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
