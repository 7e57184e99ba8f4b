import type { FeeType, QuoteStatus, UnitType } from "@prisma/client";

/**
 * What the demo company's quotes say (lib/seed/demo-quotes.ts writes them): their clients'
 * addresses, terms, lines, option groups, and where each one stands in its life.
 */
export const DEMO_QUOTE_TERMS = [
  "This quote is valid until the date shown. Prices include labor and standard materials.",
  "A deposit as shown is due on approval; the balance is due on completion.",
  "Work is guaranteed for one year. Permits are pulled by Brightline where required.",
].join("\n");

export const ADDRESSES: Record<string, string> = {
  "Maria Gonzalez": "4105 Avenue H, Austin, TX 78751",
  "James Carter": "2210 Kenwood Ave, Austin, TX 78704",
  "Priya Natarajan": "908 W 29th St, Austin, TX 78705",
  "Tom Becker": "1507 Alta Vista Ave, Austin, TX 78704",
  "Aisha Okafor": "6302 Shoal Creek Blvd, Austin, TX 78757",
  "Kevin O'Brien": "3811 Bonnell Dr, Austin, TX 78731",
  "Linh Tran": "11500 Jollyville Rd, Austin, TX 78759",
};

export type LineSpec =
  | { service: string; quantity: number; optional?: boolean; selected?: boolean; note?: string }
  | {
      custom: string;
      description?: string;
      unitPrice: string;
      quantity?: number;
      unitType?: UnitType;
      optional?: boolean;
      selected?: boolean;
      note?: string;
    };
export type GroupSpec = { group: string; options: LineSpec[] };
export type EventSpec = {
  type: string;
  actor: "owner" | "customer" | "system";
  detail: string;
  at: number;
};
export type QuoteSpec = {
  client: string;
  title: string;
  status: QuoteStatus;
  message?: string;
  items: (LineSpec | GroupSpec)[];
  discount?: { type: FeeType; value: string };
  deposit?: { type: FeeType; value: string };
  /** Days ago; null: never sent. */
  sent: number | null;
  viewed?: number;
  approved?: { daysAgo: number; name: string; ip: string };
  declined?: { daysAgo: number; reason: string };
  payment?: { daysAgo: number; method: "check" | "cash" | "card" | "bank_transfer"; note?: string };
  remindersSent?: number[];
  /** Days from now the quote is valid until (negative: in the past). */
  expiresIn: number;
};

export const QUOTES: (QuoteSpec & { revisedFrom?: Omit<QuoteSpec, "client" | "title"> })[] = [
  {
    client: "Maria Gonzalez",
    title: "Panel upgrade and EV charger",
    status: "approved",
    message: "Thanks for walking us through the garage. Here is the plan we talked about.",
    items: [
      {
        group: "Service panel",
        options: [
          {
            custom: "100A panel refresh",
            description: "Keep the 100A service; new breakers, labeling and torque check.",
            unitPrice: "950.00",
          },
          { service: "Electrical Panel Upgrade", quantity: 1, selected: true },
          {
            custom: "200A panel with whole-home surge protection",
            description: "The 200A upgrade plus a panel-mounted surge protector.",
            unitPrice: "2450.00",
          },
        ],
      },
      { service: "EV Charger Installation", quantity: 1 },
      { service: "Outlet Installation", quantity: 2, optional: true, selected: true },
    ],
    discount: { type: "percentage", value: "5.00" },
    deposit: { type: "percentage", value: "25.00" },
    sent: 12,
    viewed: 11,
    approved: { daysAgo: 10, name: "Maria Gonzalez", ip: "203.0.113.24" },
    payment: { daysAgo: 9, method: "check", note: "Check #1042" },
    remindersSent: [],
    expiresIn: 18,
  },
  {
    client: "James Carter",
    title: "Bathroom plumbing refresh",
    status: "approved",
    items: [
      { service: "Faucet Replacement", quantity: 2 },
      { service: "Toilet Installation", quantity: 1 },
      {
        group: "Water heater",
        options: [
          { service: "Water Heater Installation", quantity: 1 },
          {
            custom: "Tankless water heater",
            description: "Gas tankless unit, up to 9 GPM, with venting and descaling valves.",
            unitPrice: "3200.00",
            selected: true,
          },
        ],
      },
      { service: "Shower Valve Replacement", quantity: 1, optional: true, selected: true },
      { service: "Garbage Disposal Installation", quantity: 1, optional: true, selected: false },
    ],
    deposit: { type: "fixed", value: "500.00" },
    sent: 4,
    viewed: 3,
    approved: { daysAgo: 2, name: "James Carter", ip: "198.51.100.61" },
    remindersSent: [],
    expiresIn: 26,
  },
  {
    client: "Priya Natarajan",
    title: "Heat pump replacement",
    status: "declined",
    items: [
      { service: "Heat Pump Installation", quantity: 1 },
      { service: "Smart Thermostat Installation", quantity: 1, optional: true, selected: true },
    ],
    deposit: { type: "percentage", value: "30.00" },
    sent: 9,
    viewed: 8,
    declined: { daysAgo: 5, reason: "We decided to repair the old system for another season." },
    remindersSent: [3],
    expiresIn: 21,
  },
  {
    client: "Tom Becker",
    title: "Interior repaint, main floor",
    status: "expired",
    items: [
      { service: "Interior Wall Painting", quantity: 1800 },
      { service: "Ceiling Painting", quantity: 650 },
      { service: "Door Painting", quantity: 6, optional: true, selected: false },
    ],
    discount: { type: "fixed", value: "150.00" },
    sent: 45,
    viewed: 43,
    remindersSent: [3, 7],
    expiresIn: -15,
  },
  {
    client: "Aisha Okafor",
    title: "Kitchen lighting",
    status: "viewed",
    message: "Updated with the two extra cans over the island, as you asked.",
    items: [
      { service: "Recessed Lighting", quantity: 8 },
      { service: "Dedicated Circuit", quantity: 1 },
      {
        group: "Under-cabinet lighting",
        options: [
          { custom: "LED tape, plug-in", unitPrice: "240.00" },
          {
            custom: "LED tape, hardwired with dimmer",
            unitPrice: "480.00",
            selected: true,
            note: "Most popular",
          },
          { custom: "Puck lights, hardwired", unitPrice: "390.00" },
        ],
      },
    ],
    deposit: { type: "percentage", value: "20.00" },
    sent: 4,
    viewed: 3,
    remindersSent: [3],
    expiresIn: 26,
    revisedFrom: {
      status: "sent",
      items: [
        { service: "Recessed Lighting", quantity: 6 },
        { service: "Dedicated Circuit", quantity: 1 },
        {
          group: "Under-cabinet lighting",
          options: [
            { custom: "LED tape, plug-in", unitPrice: "240.00", selected: true },
            { custom: "LED tape, hardwired with dimmer", unitPrice: "480.00" },
          ],
        },
      ],
      deposit: { type: "percentage", value: "20.00" },
      sent: 9,
      viewed: 8,
      remindersSent: [3],
      expiresIn: 21,
    },
  },
  {
    client: "Kevin O'Brien",
    title: "AC and furnace tune-ups",
    status: "sent",
    items: [
      { service: "AC Tune-Up", quantity: 1 },
      { service: "Furnace Tune-Up", quantity: 1 },
      { service: "Duct Cleaning", quantity: 12, optional: true, selected: false },
    ],
    sent: 1,
    remindersSent: [],
    expiresIn: 29,
  },
  {
    client: "Linh Tran",
    title: "Standby generator",
    status: "viewed",
    items: [
      { service: "Generator Installation", quantity: 1 },
      {
        group: "Transfer switch",
        options: [
          { custom: "Automatic transfer switch, whole home", unitPrice: "1100.00", selected: true },
          { custom: "Managed-load transfer switch", unitPrice: "1450.00" },
        ],
      },
      { service: "Whole-Home Surge Protector", quantity: 1, optional: true, selected: false },
    ],
    deposit: { type: "percentage", value: "30.00" },
    sent: 5,
    viewed: 1,
    remindersSent: [3],
    expiresIn: 25,
  },
  {
    client: "Sofia Rossi",
    title: "Outlets and ceiling fans",
    status: "draft",
    items: [
      { service: "Outlet Installation", quantity: 4 },
      { service: "GFCI Outlet Upgrade", quantity: 3 },
      { service: "Ceiling Fan Installation", quantity: 2 },
    ],
    sent: null,
    expiresIn: 30,
  },
];
