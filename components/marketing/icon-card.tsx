import type { IconItem } from "@/lib/marketing/types";
import { Icon } from "./icon";

/** A card with an icon, an h3 title and a description; used for features and values. */
export function IconCard({ item, children }: { item: IconItem; children?: React.ReactNode }) {
  return (
    <div className="bg-card text-card-foreground flex w-full flex-col rounded-xl border p-6 shadow-sm">
      <span className="bg-primary/10 text-primary flex size-10 items-center justify-center rounded-lg">
        <Icon icon={item.icon} className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
      <p className="text-muted-foreground mt-2 flex-1 text-sm">{item.description}</p>
      {children}
    </div>
  );
}
