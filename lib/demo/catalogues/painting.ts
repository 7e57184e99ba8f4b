import type { DemoServiceTemplate } from "../types";

export const paintingServices: readonly DemoServiceTemplate[] = [
  {
    id: "pt1",
    name: "Interior Wall Painting",
    description: "Two coats on the walls of one room (up to 12x12 ft), with patching and prep.",
    price: 375,
    labor: 6,
    materials: [
      { name: "Premium interior paint (2 gal)", price: 90 },
      { name: "Tape, plastic and patch compound", price: 20 },
    ],
  },
  {
    id: "pt2",
    name: "Ceiling Painting",
    description: "Two coats of flat ceiling paint for one room.",
    price: 250,
    labor: 4,
    materials: [{ name: "Ceiling paint (1 gal)", price: 40 }],
  },
  {
    id: "pt3",
    name: "Trim and Baseboard Painting",
    description: "Sand, caulk and paint baseboards, casings and crown in one room.",
    price: 300,
    labor: 5,
    materials: [
      { name: "Semi-gloss trim paint (1 qt)", price: 25 },
      { name: "Caulk and sandpaper", price: 15 },
    ],
  },
  {
    id: "pt4",
    name: "Door Painting",
    description: "Paint both sides of one interior door and its frame.",
    price: 95,
    labor: 1.5,
    materials: [{ name: "Door enamel (1 qt)", price: 25 }],
  },
  {
    id: "pt5",
    name: "Accent Wall",
    description: "Paint a single feature wall in a contrasting color.",
    price: 175,
    labor: 3,
    materials: [{ name: "Paint (1 gal, color of choice)", price: 45 }],
  },
  {
    id: "pt6",
    name: "Cabinet Painting",
    description:
      "Degrease, sand, prime and spray-finish kitchen cabinet doors and boxes (up to 20 doors).",
    price: 1250,
    labor: 16,
    materials: [
      { name: "Bonding primer", price: 60 },
      { name: "Cabinet enamel", price: 120 },
      { name: "New hardware (not included)", price: 0 },
    ],
  },
  {
    id: "pt7",
    name: "Exterior House Painting",
    description: "Pressure wash, scrape, prime and paint the siding and trim of a one-story home.",
    price: 4800,
    labor: 16,
    materials: [
      { name: "Exterior paint (15 gal)", price: 900 },
      { name: "Primer and caulk", price: 150 },
    ],
  },
  {
    id: "pt8",
    name: "Deck Staining",
    description: "Clean, brighten and stain a deck up to 300 sq ft, including railings.",
    price: 650,
    labor: 8,
    materials: [
      { name: "Semi-transparent stain (3 gal)", price: 130 },
      { name: "Deck cleaner", price: 30 },
    ],
  },
  {
    id: "pt9",
    name: "Fence Staining",
    description: "Stain one side of a wood privacy fence up to 100 linear ft.",
    price: 550,
    labor: 6,
    materials: [{ name: "Fence stain (4 gal)", price: 120 }],
  },
  {
    id: "pt10",
    name: "Drywall Patch and Paint",
    description: "Repair up to three small holes or cracks and touch up the paint.",
    price: 145,
    labor: 1.5,
    materials: [
      { name: "Patch kit and joint compound", price: 18 },
      { name: "Matching paint (not included)", price: 0 },
    ],
  },
  {
    id: "pt11",
    name: "Popcorn Ceiling Removal",
    description: "Scrape, skim coat and repaint a textured ceiling (up to 400 sq ft).",
    price: 900,
    labor: 10,
    materials: [
      { name: "Joint compound and primer", price: 85 },
      { name: "Asbestos test (not included)", price: 0 },
    ],
  },
  {
    id: "pt12",
    name: "Wallpaper Removal",
    description: "Steam and strip wallpaper from one room, then wash and prep the walls.",
    price: 425,
    labor: 6,
    materials: [{ name: "Wallpaper remover", price: 20 }],
  },
];
