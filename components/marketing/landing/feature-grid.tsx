import { arrowRightIcon } from "@/lib/marketing/icons";
import { Icon } from "../icon";
import { FEATURES } from "@/lib/marketing/landing";
import { IconCard } from "../icon-card";

export function FeatureGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map((feature) => (
        <li key={feature.title} className="flex">
          <IconCard item={feature}>
            {feature.href ? (
              <a
                href={feature.href}
                className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-medium hover:underline"
              >
                Learn more<span className="sr-only"> about {feature.title}</span>
                <Icon icon={arrowRightIcon} className="size-4" />
              </a>
            ) : null}
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
