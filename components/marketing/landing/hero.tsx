import { plugIcon, starIcon } from "@/lib/marketing/icons";
import { Icon } from "../icon";
import { buttonVariants } from "@/components/ui/button";
import { HERO, RATING } from "@/lib/marketing/landing";
import { DEMO_CALCULATOR_HREF, DEMO_SERVICE_BUILDER_HREF } from "@/lib/marketing/links";
import { DashboardPreview } from "./dashboard-preview";

export function Hero() {
  return (
    <section aria-labelledby="hero-heading">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          <p className="bg-card inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm">
            <span className="flex text-amber-500" aria-hidden="true">
              {Array.from({ length: 5 }, (_, index) => (
                <Icon icon={starIcon} key={index} className="size-3.5 fill-current" />
              ))}
            </span>
            <span>
              <strong className="font-semibold">
                {RATING.value}/{RATING.best}
              </strong>{" "}
              <span className="text-muted-foreground">rating from service pros</span>
            </span>
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {HERO.headline}
          </h1>
          <p className="text-muted-foreground mt-6 max-w-xl text-lg text-pretty">{HERO.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={DEMO_CALCULATOR_HREF} className={buttonVariants({ size: "lg" })}>
              Try our calculator
            </a>
            <a
              href={DEMO_SERVICE_BUILDER_HREF}
              className={buttonVariants({ size: "lg", variant: "outline" })}
            >
              Explore service builder
            </a>
          </div>
          <p className="bg-card text-muted-foreground mt-8 inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm">
            <Icon icon={plugIcon} className="text-primary size-4 shrink-0" />
            {HERO.integrationsBadge}
          </p>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}
