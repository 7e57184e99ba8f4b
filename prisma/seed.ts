/**
 * Loads the demo company, its owner, a realistic price book and eight weeks of activity
 * (requests in every status, calculator views, a failed delivery). Re-running it resets the
 * demo company to this state (other companies are untouched).
 */
import { loadEnvConfig } from "@next/env";
import { openDatabase } from "../lib/db/create-client";
import { getServerEnv } from "../lib/env";
import { hashPassword } from "../lib/auth/password";
import {
  DEMO_COMPANY,
  DEMO_LABOR_RATES,
  DEMO_OWNER,
  DEMO_SERVICE_FEES,
  DEMO_SERVICES,
} from "../lib/seed/demo-price-book";
import { effectiveMarkup } from "../lib/pricing";
import { seedDemoActivity } from "../lib/seed/demo-activity";
import { seedDemoQuotes } from "../lib/seed/demo-quotes";
import { seedDemoInvoices } from "../lib/seed/demo-invoices";
import { seedDemoRequestDetails } from "../lib/seed/demo-request-details";
import { seedDemoTexts, seedDemoVisitTexts } from "../lib/seed/demo-texts";
import { seedDemoAnalytics } from "../lib/seed/demo-analytics";
import { seedDemoApiKeys } from "../lib/seed/demo-api-keys";
import { seedDemoWebhooks } from "../lib/seed/demo-webhooks";
import { DEMO_COMMUNITY_TEMPLATE, seedDemoMarketplace } from "../lib/seed/demo-marketplace";
import { DEMO_TEAM_EMAILS, seedDemoTeam } from "../lib/seed/demo-team";
import { seedDemoJobs } from "../lib/seed/demo-jobs";
import { quoteLinkSecret } from "../lib/quotes/link";

loadEnvConfig(process.cwd());

async function main() {
  const env = getServerEnv();
  const { prisma, close } = openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
  });
  try {
    if (process.argv.includes("--if-empty") && (await prisma.company.count()) > 0) {
      console.log(
        "The database already has data: demo seed skipped (run `npm run db:seed` to reset the demo company).",
      );
      return;
    }
    const passwordHash = await hashPassword(DEMO_OWNER.password);
    // The demo's quote links use the server's secret (lib/quotes/link.ts), so they open.
    const linkSecret = quoteLinkSecret(env) ?? undefined;
    const { activity, quotes, details, invoices, team, jobs } = await prisma.$transaction(
      async (tx) => {
        await tx.user.deleteMany({
          where: { email: { in: [DEMO_OWNER.email, ...DEMO_TEAM_EMAILS] } },
        });
        await tx.company.deleteMany({ where: { slug: DEMO_COMPANY.slug } });
        const company = await tx.company.create({
          data: { ...DEMO_COMPANY, plan: "pro", hasSeenWelcome: false },
        });
        const owner = await tx.user.create({
          data: {
            name: DEMO_OWNER.name,
            email: DEMO_OWNER.email,
            passwordHash,
            companyId: company.id,
            memberships: { create: { companyId: company.id, role: "owner" } },
          },
        });
        const laborIds = new Map<string, string>();
        for (const rate of DEMO_LABOR_RATES) {
          const row = await tx.laborRate.create({
            data: { companyId: company.id, name: rate.name, rate: rate.rate },
          });
          laborIds.set(rate.key, row.id);
        }
        const feeIds = new Map<string, string>();
        for (const fee of DEMO_SERVICE_FEES) {
          const row = await tx.serviceFee.create({
            data: { companyId: company.id, name: fee.name, type: fee.type, amount: fee.amount },
          });
          feeIds.set(fee.key, row.id);
        }
        await tx.service.createMany({
          data: DEMO_SERVICES.map(({ labor, fee, ...service }, index) => ({
            ...service,
            companyId: company.id,
            sortOrder: index,
            laborRateId: labor ? laborIds.get(labor) : null,
            serviceFeeId: fee ? feeIds.get(fee) : null,
          })),
        });
        // Priced as the server prices requests: the markup that applies (docs/pricing.md M5).
        const services = (
          await tx.service.findMany({
            where: { companyId: company.id, isActive: true },
            include: { laborRate: true, serviceFee: true, materials: true },
            orderBy: { sortOrder: "asc" },
          })
        ).map((service) => ({
          ...service,
          markupPercent: effectiveMarkup(service.markupPercent, company.defaultMarkupPercent),
        }));
        const activity = await seedDemoActivity(tx, company, services);
        const quotes = await seedDemoQuotes(tx, company, services, { linkSecret });
        const details = await seedDemoRequestDetails(tx, company);
        await seedDemoTexts(tx, company);
        await seedDemoAnalytics(tx, company.id);
        // After the analytics seed: invoices are dated in the time zone it sets.
        const invoices = await seedDemoInvoices(tx, company, services, { linkSecret });
        await seedDemoApiKeys(tx, company.id);
        await seedDemoWebhooks(tx, company.id);
        await seedDemoMarketplace(tx, company.id);
        // Last: it attributes and assigns the quotes, requests, invoices and payments above.
        const team = await seedDemoTeam(tx, company, { ownerId: owner.id, passwordHash });
        // After the team: its technicians do the work, its owner and office member book it.
        const jobs = await seedDemoJobs(tx, company, { ownerId: owner.id });
        await seedDemoVisitTexts(tx, company);
        return { activity, quotes, details, invoices, team, jobs };
      },
      { timeout: 120_000, maxWait: 30_000 },
    );
    const categories = new Set(DEMO_SERVICES.map((service) => service.category));
    console.log(
      `Seeded "${DEMO_COMPANY.name}" (/calculator?company=${DEMO_COMPANY.slug}): ${DEMO_SERVICES.length} services in ${categories.size} categories.`,
    );
    console.log(
      `Demo activity: ${activity.requests} estimate requests (and 2 marked spam), ${activity.views} calculator views, 1 failed delivery.`,
    );
    console.log(
      `Demo quotes: ${quotes.clients} clients, ${quotes.quotes} quotes (one revised) in every status, ${quotes.tasks} follow-up tasks${linkSecret ? "" : " (no NEXTAUTH_SECRET: the quotes have no public links yet)"}.`,
    );
    console.log(
      `Demo requests: ${details.properties} client properties, descriptions, preferred times, text consent and ${details.photos} photos (one shown on the sent quote).`,
    );
    console.log(
      `Demo invoices: ${invoices.invoices} invoices in every status (${invoices.payments} payments, one partly refunded; one overdue with its reminders; ${invoices.reviewRequests} review requests)${linkSecret ? "" : " (no NEXTAUTH_SECRET: the invoices have no public links yet)"}.`,
    );
    console.log(
      `Demo marketplace: "${DEMO_COMMUNITY_TEMPLATE.publicName}" published to Community.`,
    );
    console.log(
      `Demo team: ${team.members} members (owner, office, 2 technicians, same password: ${DEMO_TEAM_EMAILS.join(", ")}), ${team.invitations} pending invitation, ${team.auditEvents} activity-log rows, ${team.assignedRequests} requests and ${team.assignedQuotes} quotes assigned.`,
    );
    console.log(
      `Demo jobs: ${jobs.jobs} jobs in every status, ${jobs.visitsThisWeek} visits this week for the two technicians (one under way today), a maintenance series (${jobs.recurrence}).`,
    );
    console.log(`Demo owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
