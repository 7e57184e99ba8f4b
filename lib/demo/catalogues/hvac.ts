import type { DemoServiceTemplate } from "../types";

export const hvacServices: readonly DemoServiceTemplate[] = [
  {
    id: "h1",
    name: "AC Tune-Up",
    description:
      "Seasonal air conditioner check: coils, refrigerant pressures, electrical and drain line.",
    price: 125,
    labor: 1.5,
    materials: [
      { name: "Coil cleaner", price: 12 },
      { name: "Condensate line treatment", price: 6 },
    ],
  },
  {
    id: "h2",
    name: "Furnace Tune-Up",
    description: "Inspect and clean the burners, igniter and flame sensor; test safeties and CO.",
    price: 135,
    labor: 1.5,
    materials: [{ name: "Standard air filter", price: 15 }],
  },
  {
    id: "h3",
    name: "HVAC Diagnostic Visit",
    description: "Troubleshoot a heating or cooling problem and quote the repair.",
    price: 95,
    labor: 1,
    materials: [{ name: "Diagnostic report", price: 0 }],
  },
  {
    id: "h4",
    name: "Refrigerant Recharge",
    description: "Leak check and recharge of R-410A refrigerant (up to 2 lbs).",
    price: 350,
    labor: 1.5,
    materials: [
      { name: "R-410A refrigerant (2 lbs)", price: 110 },
      { name: "Leak sealant (not included)", price: 0 },
    ],
  },
  {
    id: "h5",
    name: "Smart Thermostat Installation",
    description: "Install and configure a Wi-Fi thermostat, adding a C-wire adapter where needed.",
    price: 225,
    labor: 1,
    materials: [
      { name: "Smart thermostat (not included)", price: 0 },
      { name: "C-wire adapter", price: 25 },
    ],
  },
  {
    id: "h6",
    name: "Air Duct Cleaning",
    description:
      "Clean supply and return ducts, registers and the blower compartment (up to 12 vents).",
    price: 450,
    labor: 4,
    materials: [{ name: "Register sanitizer", price: 20 }],
  },
  {
    id: "h7",
    name: "Blower Motor Replacement",
    description: "Replace a failed furnace or air handler blower motor and capacitor.",
    price: 650,
    labor: 2.5,
    materials: [
      { name: "Blower motor", price: 280 },
      { name: "Run capacitor", price: 25 },
    ],
  },
  {
    id: "h8",
    name: "Ductless Mini-Split Installation",
    description: "Install a single-zone ductless heat pump with line set and condensate pump.",
    price: 3800,
    labor: 10,
    materials: [
      { name: "Mini-split system (not included)", price: 0 },
      { name: "Line set (25 ft)", price: 180 },
      { name: "Condensate pump", price: 95 },
    ],
  },
  {
    id: "h9",
    name: "Central AC Installation",
    description: "Replace the outdoor condenser and indoor coil with a new 3-ton system.",
    price: 6800,
    labor: 14,
    materials: [
      { name: "3-ton condenser and coil", price: 3200 },
      { name: "Pad and disconnect", price: 150 },
      { name: "Refrigerant and brazing", price: 160 },
    ],
  },
  {
    id: "h10",
    name: "Gas Furnace Installation",
    description: "Replace a furnace with a 96% AFUE model including venting and gas connection.",
    price: 4200,
    labor: 10,
    materials: [
      { name: "96% AFUE furnace", price: 1900 },
      { name: "PVC venting", price: 120 },
      { name: "Gas flex connector", price: 30 },
    ],
  },
  {
    id: "h11",
    name: "Heat Pump Installation",
    description: "Install a high-efficiency heat pump for year-round heating and cooling.",
    price: 5500,
    labor: 12,
    materials: [
      { name: "Heat pump system (not included)", price: 0 },
      { name: "Line set and pad", price: 260 },
      { name: "Thermostat wire", price: 20 },
    ],
  },
  {
    id: "h12",
    name: "Whole-Home Humidifier Installation",
    description: "Install a bypass humidifier on the furnace with a humidistat.",
    price: 750,
    labor: 3,
    materials: [
      { name: "Bypass humidifier", price: 220 },
      { name: "Humidistat", price: 45 },
    ],
  },
];
