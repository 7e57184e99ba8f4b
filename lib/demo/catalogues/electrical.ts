import type { DemoServiceTemplate } from "../types";

export const electricalServices: readonly DemoServiceTemplate[] = [
  {
    id: "e1",
    name: "Outlet Installation",
    description:
      "Install a new 120V duplex outlet on an existing circuit, including box and cover plate.",
    price: 75,
    labor: 1,
    materials: [
      { name: "Duplex receptacle", price: 4.5 },
      { name: "Old-work electrical box", price: 3.25 },
      { name: "Cover plate", price: 1.5 },
    ],
  },
  {
    id: "e2",
    name: "GFCI Outlet Installation",
    description:
      "Replace a standard outlet with a GFCI outlet for kitchens, bathrooms, garages and exteriors.",
    price: 125,
    labor: 1,
    materials: [
      { name: "GFCI receptacle", price: 22 },
      { name: "Weather-resistant cover", price: 12 },
    ],
  },
  {
    id: "e3",
    name: "Light Fixture Installation",
    description:
      "Remove the old fixture and install a new ceiling or wall light on an existing box.",
    price: 150,
    labor: 1.5,
    materials: [
      { name: "Light fixture (not included)", price: 0 },
      { name: "Wire connectors and mounting hardware", price: 6 },
    ],
  },
  {
    id: "e4",
    name: "Ceiling Fan Installation",
    description: "Mount, wire and balance a ceiling fan on a fan-rated brace box.",
    price: 225,
    labor: 2,
    materials: [
      { name: "Ceiling fan (not included)", price: 0 },
      { name: "Fan-rated brace box", price: 28 },
    ],
  },
  {
    id: "e5",
    name: "Dimmer Switch Installation",
    description: "Swap a standard switch for an LED-compatible dimmer.",
    price: 95,
    labor: 0.5,
    materials: [
      { name: "LED-compatible dimmer", price: 28 },
      { name: "Decorator wall plate", price: 3 },
    ],
  },
  {
    id: "e6",
    name: "Electrical Panel Upgrade",
    description:
      "Upgrade to a 200A main panel with new breakers, grounding and permit coordination.",
    price: 1800,
    labor: 8,
    materials: [
      { name: "200A load center", price: 350 },
      { name: "Circuit breakers", price: 180 },
      { name: "Grounding rods and wire", price: 65 },
    ],
  },
  {
    id: "e7",
    name: "Whole-House Surge Protector",
    description:
      "Install a Type 2 surge protective device at the main panel to protect electronics.",
    price: 325,
    labor: 1.5,
    materials: [
      { name: "Type 2 surge protective device", price: 140 },
      { name: "Dedicated breaker", price: 18 },
    ],
  },
  {
    id: "e8",
    name: "Generator Installation",
    description:
      "Install a home standby generator with an automatic transfer switch and concrete pad.",
    price: 4500,
    labor: 16,
    materials: [
      { name: "Standby generator (not included)", price: 0 },
      { name: "Automatic transfer switch", price: 650 },
      { name: "Concrete pad", price: 180 },
      { name: "Wire and conduit", price: 240 },
    ],
  },
  {
    id: "e9",
    name: "EV Charger Installation",
    description: "Install a Level 2 EV charger on a dedicated 240V, 50A circuit.",
    price: 850,
    labor: 4,
    materials: [
      { name: "EV charger (not included)", price: 0 },
      { name: "50A double-pole breaker", price: 45 },
      { name: "6-gauge wire and conduit", price: 160 },
    ],
  },
  {
    id: "e10",
    name: "Recessed Lighting (6 Lights)",
    description: "Cut in and wire six LED recessed lights on a new switched circuit.",
    price: 720,
    labor: 6,
    materials: [
      { name: "LED wafer lights (6)", price: 150 },
      { name: "NM-B cable", price: 60 },
      { name: "Switch and plate", price: 12 },
    ],
  },
  {
    id: "e11",
    name: "Outdoor Security Lighting",
    description: "Install motion-sensing flood lights on the exterior with weatherproof boxes.",
    price: 395,
    labor: 3,
    materials: [
      { name: "LED motion flood lights (2)", price: 90 },
      { name: "Weatherproof boxes", price: 24 },
    ],
  },
  {
    id: "e12",
    name: "Electrical Safety Inspection",
    description:
      "Whole-home check of the panel, wiring, outlets and detectors with a written report.",
    price: 175,
    labor: 2,
    materials: [{ name: "Inspection report", price: 0 }],
  },
];
