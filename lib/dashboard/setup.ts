import "server-only";
import { prisma } from "@/lib/db";
import { SETUP_STEPS, type SetupChecklist, type SetupStep } from "@/lib/dashboard/setup-steps";

/**
 * The first-run checklist (docs/product.md "Setup checklist"), each step ticked from what is
 * stored: contact email and phone set; a logo; a time zone other than UTC or one the owner
 * saved; at least one service; the public calculator viewed once (the owner opening its link
 * counts); an embedded view; a quote sent to the owner's own address (a signed-in user's
 * email or the company's contact email).
 */
export async function getSetupChecklist(companyId: string): Promise<SetupChecklist> {
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: {
      slug: true,
      industryType: true,
      contactEmail: true,
      phone: true,
      logo: true,
      timeZone: true,
      timeZoneConfirmed: true,
      hasSeenWelcome: true,
      users: { select: { email: true } },
    },
  });
  const ownAddresses = [
    ...company.users.map((user) => user.email),
    ...(company.contactEmail ? [company.contactEmail] : []),
  ];
  const [services, views, embeds, testQuotes] = await Promise.all([
    prisma.service.count({ where: { companyId } }),
    prisma.calculatorView.count({ where: { companyId } }),
    prisma.calculatorView.count({ where: { companyId, source: "embed" } }),
    prisma.quote.count({
      where: {
        companyId,
        sentAt: { not: null },
        OR: ownAddresses.map((address) => ({
          sentTo: { equals: address.trim(), mode: "insensitive" as const },
        })),
      },
    }),
  ]);
  const steps: Record<SetupStep, boolean> = {
    contact: Boolean(company.contactEmail?.trim()) && Boolean(company.phone?.trim()),
    logo: Boolean(company.logo),
    timeZone: company.timeZone !== "UTC" || company.timeZoneConfirmed,
    services: services > 0,
    calculatorLive: views > 0,
    embed: embeds > 0,
    testQuote: testQuotes > 0,
  };
  const done = SETUP_STEPS.filter((step) => steps[step]).length;
  return {
    slug: company.slug,
    industryType: company.industryType,
    steps,
    done,
    total: SETUP_STEPS.length,
    complete: done === SETUP_STEPS.length,
    dismissed: company.hasSeenWelcome,
  };
}
