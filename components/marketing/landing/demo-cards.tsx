import { checkIcon } from "@/lib/marketing/icons";
import { Icon } from "../icon";
import { buttonVariants } from "@/components/ui/button";
import { DEMOS } from "@/lib/marketing/landing";

export function DemoCards() {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {DEMOS.map((demo) => (
        <li key={demo.title} className="flex">
          <div className="bg-card text-card-foreground flex w-full flex-col rounded-xl border p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold">{demo.title}</h3>
            <p className="text-muted-foreground mt-2">{demo.description}</p>
            <ul className="mt-6 flex-1 space-y-3">
              {demo.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3 text-sm">
                  <Icon icon={checkIcon} className="text-primary mt-0.5 size-4 shrink-0" />
                  {bullet}
                </li>
              ))}
            </ul>
            <a href={demo.href} className={buttonVariants({ className: "mt-8 self-start" })}>
              {demo.cta}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
