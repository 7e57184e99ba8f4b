/**
 * `npm run marketplace:review`: the operator's review of reported community templates
 * (docs/marketplace.md, "Review").
 *
 *   npm run marketplace:review                      list every reported template
 *   npm run marketplace:review -- --restore <id>    clear its reports: shown again
 *   npm run marketplace:review -- --remove <id>     unpublish it (the reports stay)
 *
 * On the embedded database stop `npm start` first: one process at a time opens it.
 */
import { loadEnvConfig } from "@next/env";
import { openDatabase } from "../lib/db/create-client";
import { folderInUseBy } from "../lib/db/pglite-files";
import { getServerEnv } from "../lib/env";
import { listReportedTemplates, removeTemplate, restoreTemplate } from "../lib/marketplace/review";

loadEnvConfig(process.cwd());

function argument(flag: string) {
  const index = process.argv.indexOf(flag);
  if (index === -1) return null;
  const value = process.argv[index + 1];
  if (!value || value.startsWith("--")) {
    console.error(`${flag} needs a template id.`);
    process.exit(2);
  }
  return value;
}

async function main() {
  const env = getServerEnv();
  if (!env.DATABASE_URL) {
    const pid = folderInUseBy(env.PGLITE_DIR);
    if (pid !== null) {
      console.error(`The embedded database is in use by process ${pid}: stop the server first.`);
      process.exit(1);
    }
  }
  const restore = argument("--restore");
  const remove = argument("--remove");
  const { prisma, close } = openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
  });
  try {
    if (restore) {
      const { reportsCleared } = await restoreTemplate(prisma, restore);
      console.log(`Restored ${restore}: ${reportsCleared} reports cleared; it shows again.`);
    } else if (remove) {
      await removeTemplate(prisma, remove);
      console.log(`Removed ${remove} from Community (unpublished; its reports stay).`);
    } else {
      const reported = await listReportedTemplates(prisma);
      if (reported.length === 0) console.log("No reported community templates.");
      for (const template of reported) {
        const state = !template.published ? "unpublished" : template.hidden ? "HIDDEN" : "visible";
        console.log(
          `${template.id}  "${template.publicName ?? "?"}" by ${template.publisher}  [${state}, ${template.reports.length} reports]`,
        );
        for (const report of template.reports)
          console.log(
            `    ${report.createdAt.toISOString().slice(0, 10)} ${report.company}: ${report.reason}${report.details ? ` — ${report.details}` : ""}`,
          );
      }
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await close();
  }
}

void main();
