import {
  AirVent,
  Bath,
  BatteryCharging,
  Brush,
  Cable,
  Car,
  DoorOpen,
  Droplet,
  Fan,
  Filter,
  Flame,
  Gauge,
  Hammer,
  House,
  Lamp,
  Lightbulb,
  PaintRoller,
  Paintbrush,
  Plug,
  Search,
  Shield,
  ShowerHead,
  Sparkles,
  SprayCan,
  Square,
  Thermometer,
  Trash2,
  Trees,
  Waves,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";

const BY_NAME: Record<string, LucideIcon> = {
  "air-vent": AirVent,
  bath: Bath,
  "battery-charging": BatteryCharging,
  brush: Brush,
  cable: Cable,
  car: Car,
  "door-open": DoorOpen,
  droplet: Droplet,
  fan: Fan,
  filter: Filter,
  flame: Flame,
  gauge: Gauge,
  hammer: Hammer,
  home: House,
  house: House,
  lamp: Lamp,
  lightbulb: Lightbulb,
  "paint-roller": PaintRoller,
  paintbrush: Paintbrush,
  plug: Plug,
  search: Search,
  shield: Shield,
  "shower-head": ShowerHead,
  sparkles: Sparkles,
  "spray-can": SprayCan,
  square: Square,
  thermometer: Thermometer,
  trash: Trash2,
  trees: Trees,
  waves: Waves,
  wrench: Wrench,
  zap: Zap,
};

const BY_CATEGORY: Record<string, LucideIcon> = {
  electrical: Zap,
  plumbing: Droplet,
  hvac: Thermometer,
  landscaping: Trees,
  cleaning: Sparkles,
  painting: PaintRoller,
  construction: Hammer,
  roofing: House,
};

/** The service's own icon, else its category's, else the generic tools icon (docs/product.md §3). */
export function ServiceIcon({
  icon,
  category,
  className,
}: {
  icon: string;
  category: string;
  className?: string;
}) {
  const Icon = BY_NAME[icon] ?? BY_CATEGORY[category] ?? Wrench;
  return (
    <Icon aria-hidden="true" className={className} data-icon={Icon === Wrench ? "tools" : icon} />
  );
}
