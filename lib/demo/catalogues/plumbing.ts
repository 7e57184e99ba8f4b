import type { DemoServiceTemplate } from "../types";

export const plumbingServices: readonly DemoServiceTemplate[] = [
  {
    id: "p1",
    name: "Leaky Faucet Repair",
    description:
      "Diagnose and fix a dripping kitchen or bathroom faucet, replacing cartridges or washers.",
    price: 125,
    labor: 1,
    materials: [
      { name: "Cartridge or washer kit", price: 18 },
      { name: "Plumber's grease and O-rings", price: 5 },
    ],
  },
  {
    id: "p2",
    name: "Faucet Installation",
    description:
      "Remove the old faucet and install a new kitchen or bathroom faucet with supply lines.",
    price: 225,
    labor: 1.5,
    materials: [
      { name: "Faucet (not included)", price: 0 },
      { name: "Braided supply lines", price: 16 },
    ],
  },
  {
    id: "p3",
    name: "Toilet Installation",
    description:
      "Remove the old toilet and set a new one with a fresh wax ring, bolts and supply line.",
    price: 350,
    labor: 2,
    materials: [
      { name: "Toilet (not included)", price: 0 },
      { name: "Wax ring", price: 8 },
      { name: "Closet bolts", price: 6 },
      { name: "Supply line", price: 12 },
    ],
  },
  {
    id: "p4",
    name: "Toilet Repair",
    description: "Fix running or weak-flushing toilets: fill valve, flapper and flush valve.",
    price: 150,
    labor: 1,
    materials: [
      { name: "Fill valve", price: 14 },
      { name: "Flapper", price: 8 },
    ],
  },
  {
    id: "p5",
    name: "Drain Cleaning",
    description: "Clear a clogged sink, tub or shower drain with a cable machine.",
    price: 175,
    labor: 1.5,
    materials: [{ name: "Drain cable service", price: 0 }],
  },
  {
    id: "p6",
    name: "Garbage Disposal Installation",
    description:
      "Install a 1/2 HP garbage disposal with electrical hookup and dishwasher connection.",
    price: 325,
    labor: 1.5,
    materials: [
      { name: "1/2 HP disposal", price: 140 },
      { name: "Power cord kit", price: 15 },
    ],
  },
  {
    id: "p7",
    name: "Water Heater Installation",
    description: "Replace a 40-50 gallon tank water heater, including haul-away and code updates.",
    price: 950,
    labor: 5,
    materials: [
      { name: "Water heater (not included)", price: 0 },
      { name: "Expansion tank", price: 65 },
      { name: "Fittings and venting", price: 85 },
    ],
  },
  {
    id: "p8",
    name: "Tankless Water Heater Installation",
    description: "Install a gas tankless water heater with new venting, gas line and valves.",
    price: 3200,
    labor: 10,
    materials: [
      { name: "Tankless unit (not included)", price: 0 },
      { name: "Venting kit", price: 220 },
      { name: "Isolation valves", price: 120 },
    ],
  },
  {
    id: "p9",
    name: "Sump Pump Installation",
    description: "Install a submersible sump pump with check valve and discharge line.",
    price: 850,
    labor: 4,
    materials: [
      { name: "1/3 HP submersible pump", price: 180 },
      { name: "Check valve", price: 25 },
      { name: "PVC discharge pipe", price: 40 },
    ],
  },
  {
    id: "p10",
    name: "Shower Valve Replacement",
    description: "Replace a failing shower mixing valve and trim through the wall.",
    price: 450,
    labor: 3,
    materials: [
      { name: "Pressure-balance valve", price: 95 },
      { name: "Trim kit (not included)", price: 0 },
    ],
  },
  {
    id: "p11",
    name: "Sewer Line Camera Inspection",
    description: "Video inspection of the main sewer line with a recorded report of findings.",
    price: 295,
    labor: 1.5,
    materials: [{ name: "Video recording", price: 0 }],
  },
  {
    id: "p12",
    name: "Whole-House PEX Repipe",
    description:
      "Replace galvanized or polybutylene supply lines with PEX throughout a typical home.",
    price: 6500,
    labor: 16,
    materials: [
      { name: "PEX tubing and fittings", price: 1200 },
      { name: "Manifold", price: 250 },
      { name: "Drywall repair (not included)", price: 0 },
    ],
  },
];
