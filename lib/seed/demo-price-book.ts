import type { FeeType, UnitType } from "@/lib/pricing";
import type { ServiceCategory } from "@/lib/categories";

/** The demo company that `npm run db:seed` loads; the README prints these credentials. */
export const DEMO_COMPANY = {
  name: "Brightline Home Services",
  slug: "brightline",
  industryType: "electrical",
  contactEmail: "office@brightline.example",
  phone: "(512) 555-0142",
  website: "https://brightline.example",
  address: "1200 Congress Ave, Austin, TX 78701",
  serviceCallFee: "49.00",
  taxRate: "8.250",
} as const;

export const DEMO_OWNER = {
  name: "Dana Whitfield",
  email: "demo@quotecraft.app",
  password: "demo-password-1",
} as const;

export const DEMO_LABOR_RATES = [
  { key: "electrician", name: "Licensed electrician", rate: "95.00" },
  { key: "plumber", name: "Master plumber", rate: "110.00" },
  { key: "helper", name: "Helper / apprentice", rate: "55.00" },
] as const;

export const DEMO_SERVICE_FEES: { key: string; name: string; type: FeeType; amount: string }[] = [
  { key: "permit", name: "Permit & inspection", type: "fixed", amount: "125.00" },
  { key: "disposal", name: "Haul-away & disposal", type: "fixed", amount: "45.00" },
  { key: "materials", name: "Materials handling", type: "percentage", amount: "8.00" },
];

type LaborKey = (typeof DEMO_LABOR_RATES)[number]["key"];

export type DemoService = {
  name: string;
  description: string;
  category: ServiceCategory;
  basePrice: string;
  unitType: UnitType;
  estimatedTime: number;
  icon: string;
  labor?: LaborKey;
  fee?: string;
};

const s = (
  category: ServiceCategory,
  icon: string,
  name: string,
  description: string,
  basePrice: string,
  unitType: UnitType,
  estimatedTime: number,
  labor?: LaborKey,
  fee?: string,
): DemoService => ({
  category,
  icon,
  name,
  description,
  basePrice,
  unitType,
  estimatedTime,
  labor,
  fee,
});

// One row per service reads as a price list; keep it that way.
// prettier-ignore
export const DEMO_SERVICES: DemoService[] = [
  s("electrical", "plug", "Outlet Installation", "Install a new 120V duplex outlet on an existing circuit.", "75.00", "per_item", 45, "electrician"),
  s("electrical", "plug", "GFCI Outlet Upgrade", "Replace a standard outlet with a GFCI outlet in kitchens, baths or outdoors.", "65.00", "per_item", 30, "electrician"),
  s("electrical", "lightbulb", "Light Fixture Installation", "Mount and wire a ceiling or wall light fixture (fixture supplied by customer).", "95.00", "per_item", 60, "electrician"),
  s("electrical", "fan", "Ceiling Fan Installation", "Install a ceiling fan on a fan-rated box, including balancing and controls.", "150.00", "per_item", 90, "electrician"),
  s("electrical", "zap", "Electrical Panel Upgrade", "Upgrade to a 200A main panel with new breakers and labeling.", "1800.00", "flat", 480, "electrician", "permit"),
  s("electrical", "car", "EV Charger Installation", "Level 2 (240V) EV charger install with dedicated circuit up to 30 ft.", "850.00", "flat", 240, "electrician", "permit"),
  s("electrical", "battery-charging", "Generator Installation", "Standby generator with automatic transfer switch, pad and hookup.", "4500.00", "flat", 600, "electrician", "permit"),
  s("electrical", "search", "Electrical Troubleshooting", "Diagnose tripping breakers, dead outlets or flickering lights.", "0.00", "hourly", 60, "electrician"),
  s("electrical", "shield", "Whole-Home Surge Protector", "Panel-mounted surge protection device for the whole house.", "325.00", "flat", 60, "electrician"),
  s("electrical", "lamp", "Recessed Lighting", "Install LED recessed can lights in an existing ceiling.", "120.00", "per_item", 45, "electrician"),
  s("electrical", "cable", "Dedicated Circuit", "New 20A dedicated circuit for appliances or a home office.", "275.00", "flat", 150, "electrician"),
  s("plumbing", "droplet", "Faucet Replacement", "Remove the old faucet and install a new kitchen or bath faucet.", "185.00", "per_item", 60, "plumber"),
  s("plumbing", "bath", "Toilet Installation", "Install a new toilet with wax ring, supply line and haul-away.", "350.00", "per_item", 90, undefined, "disposal"),
  s("plumbing", "flame", "Water Heater Installation", "Replace a 40-50 gallon tank water heater, including venting and permit.", "950.00", "flat", 240, "plumber", "permit"),
  s("plumbing", "waves", "Drain Cleaning", "Clear a clogged sink, tub or shower drain with a cable machine.", "145.00", "flat", 60),
  s("plumbing", "wrench", "Leak Repair", "Locate and repair an accessible supply or drain leak.", "0.00", "hourly", 60, "plumber"),
  s("plumbing", "shower-head", "Shower Valve Replacement", "Replace a worn shower mixing valve and trim.", "325.00", "flat", 150, "plumber"),
  s("plumbing", "trash", "Garbage Disposal Installation", "Install a 1/2-3/4 HP garbage disposal with haul-away of the old unit.", "225.00", "per_item", 60, undefined, "disposal"),
  s("plumbing", "filter", "Water Softener Installation", "Install a whole-house water softener with bypass valve.", "1250.00", "flat", 240, "plumber"),
  s("hvac", "thermometer", "AC Tune-Up", "Seasonal cooling maintenance: coils, refrigerant check, filter and drain.", "125.00", "flat", 60),
  s("hvac", "flame", "Furnace Tune-Up", "Seasonal heating check: burners, ignition, heat exchanger and safety controls.", "135.00", "flat", 75),
  s("hvac", "fan", "Duct Cleaning", "Whole-house duct cleaning, per supply and return vent.", "35.00", "per_item", 15, undefined, "materials"),
  s("hvac", "gauge", "Smart Thermostat Installation", "Install and configure a smart Wi-Fi thermostat.", "175.00", "per_item", 60),
  s("hvac", "air-vent", "Heat Pump Installation", "Ducted heat pump system up to 3 tons, line set and startup.", "5500.00", "flat", 960, "helper", "permit"),
  s("hvac", "wrench", "HVAC Repair Visit", "Diagnose and repair heating or cooling problems.", "0.00", "hourly", 60, "helper"),
  s("painting", "paintbrush", "Interior Wall Painting", "Two coats on walls, per square foot of wall area, prep included.", "2.25", "per_sq_foot", 1),
  s("painting", "paint-roller", "Ceiling Painting", "Two coats of flat ceiling paint, per square foot.", "1.75", "per_sq_foot", 1),
  s("painting", "door-open", "Door Painting", "Sand, prime and paint an interior door and its frame.", "95.00", "per_item", 90),
  s("painting", "home", "Exterior Painting", "Pressure wash, scrape, prime and paint siding, per square foot.", "3.50", "per_sq_foot", 1, undefined, "materials"),
  s("painting", "brush", "Cabinet Painting", "Degrease, sand, prime and spray kitchen cabinet doors and boxes.", "1250.00", "flat", 960),
  s("cleaning", "sparkles", "Standard Home Cleaning", "Kitchen, bathrooms, dusting, vacuuming and mopping for homes up to 2,000 sq ft.", "145.00", "flat", 180),
  s("cleaning", "spray-can", "Deep Cleaning", "Top-to-bottom clean including baseboards, inside appliances and cabinets.", "0.18", "per_sq_foot", 0, "helper"),
  s("cleaning", "square", "Window Cleaning", "Inside and outside glass, screens and sills, per window.", "12.00", "per_item", 10),
  s("cleaning", "home", "Post-Construction Cleanup", "Dust and debris removal after renovation work.", "0.00", "hourly", 60, "helper", "disposal"),
];
