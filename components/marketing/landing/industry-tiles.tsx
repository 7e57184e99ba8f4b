import { INDUSTRY_TILES } from "@/lib/marketing/landing";
import { Icon } from "../icon";

export function IndustryTiles() {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
      {INDUSTRY_TILES.map((tile) => {
        return (
          <li key={tile.name}>
            <a
              href={tile.href}
              className="bg-card text-card-foreground hover:border-primary flex h-full flex-col items-center gap-3 rounded-xl border p-6 text-center shadow-sm transition-colors"
            >
              <span className="bg-primary/10 text-primary flex size-12 items-center justify-center rounded-full">
                <Icon icon={tile.icon} className="size-6" />
              </span>
              <h3 className="font-semibold">{tile.name}</h3>
              <p className="text-muted-foreground text-sm">{tile.summary}</p>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
