/** The setup checklist's shape, shared by the server (lib/dashboard/setup.ts) and the card. */

/** The steps of the setup checklist on the dashboard home, in the order it shows them. */
export const SETUP_STEPS = [
  "contact",
  "logo",
  "timeZone",
  "services",
  "calculatorLive",
  "embed",
  "testQuote",
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export type SetupChecklist = {
  slug: string;
  industryType: string;
  /** Which step is done, each read from the company's own data. */
  steps: Record<SetupStep, boolean>;
  done: number;
  total: number;
  /** Every step is done: the card may be dismissed. */
  complete: boolean;
  /** The owner dismissed the card (Company.hasSeenWelcome, set by POST /api/company/welcome-seen). */
  dismissed: boolean;
};
