import { heartHandshakeIcon, lightbulbIcon, mousePointerClickIcon } from "./icons";
import type { IconItem } from "./types";

export const ABOUT = {
  founded: 2023,
  intro:
    "We build estimating software for the people who fix, build and maintain the places we live and work.",
  story: [
    "QuoteCraft started in 2023, when our founders watched a friend who runs an electrical business spend every evening turning voicemails into quotes. The work was good; the paperwork was what kept him from growing.",
    "We set out to give trades businesses the kind of instant, transparent pricing that customers expect everywhere else online: a price book that stays up to date, a calculator customers can use themselves, and estimates that look as professional as the work behind them.",
    "Today thousands of electricians, plumbers, HVAC technicians, landscapers, cleaners and painters use QuoteCraft to answer the question every customer asks first: what will it cost?",
  ],
  values: [
    {
      title: "Innovation",
      description:
        "We look for the slow, manual steps in quoting a job and replace them with tools that do the work for you.",
      icon: lightbulbIcon,
    },
    {
      title: "Simplicity",
      description:
        "Setting up a price book should take an afternoon, not a consultant. Every screen is built to be understood at a glance.",
      icon: mousePointerClickIcon,
    },
    {
      title: "Customer Focus",
      description:
        "We talk to tradespeople every week, and the roadmap is shaped by what they tell us they need on the job.",
      icon: heartHandshakeIcon,
    },
  ] satisfies IconItem[],
  leadership: [
    {
      name: "Emily Carter",
      role: "Co-founder & CEO",
      bio: "Ran operations for a regional home-services company for a decade before starting QuoteCraft.",
    },
    {
      name: "James Okafor",
      role: "Co-founder & CTO",
      bio: "Built scheduling and payments software for field-service teams across North America.",
    },
    {
      name: "Priya Raman",
      role: "Head of Customer Success",
      bio: "Helps every new business set up its price book and calculator in its first week.",
    },
  ],
} as const;

/** Initials for an avatar: the first letters of the first two words. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}
