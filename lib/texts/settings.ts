import "server-only";
import { z } from "zod";
import { invalidField } from "@/lib/errors";
import { prisma } from "@/lib/db";
import type { textSettingsSchema } from "@/lib/validation/text-settings";
import { TEXT_MERGE_FIELDS, TEXT_SETTING_COLUMNS, TEXT_TEMPLATE_DEFAULTS } from "./templates";

const select = {
  ...TEXT_SETTING_COLUMNS,
  textQuietStart: true,
  textQuietEnd: true,
  quoteReminderDays: true,
  quoteReminderTextDays: true,
  timeZone: true,
} as const;

type Row = Awaited<ReturnType<typeof read>>;
const read = (companyId: string) =>
  prisma.company.findUniqueOrThrow({ where: { id: companyId }, select });

/** The settings as the Texts settings page reads them, with the defaults and merge fields. */
function dto(row: Row) {
  return { ...row, defaults: TEXT_TEMPLATE_DEFAULTS, mergeFields: TEXT_MERGE_FIELDS };
}
export type TextSettingsDto = ReturnType<typeof dto>;

export async function getTextSettings(companyId: string): Promise<TextSettingsDto> {
  return dto(await read(companyId));
}

const bodyError = invalidField;

/**
 * Changes the company's texting settings (docs/texts.md). A sender number replaces a messaging
 * service and the other way round; follow-up text days must be among the reminder days.
 */
export async function updateTextSettings(
  companyId: string,
  changes: z.output<typeof textSettingsSchema>,
): Promise<TextSettingsDto> {
  const current = await read(companyId);
  if (changes.quoteReminderTextDays) {
    const stray = changes.quoteReminderTextDays.filter(
      (day) => !current.quoteReminderDays.includes(day),
    );
    if (stray.length > 0)
      throw bodyError(
        "quoteReminderTextDays",
        `Follow-up text days must be among the reminder days (${current.quoteReminderDays.join(", ") || "none"}); ${stray.join(", ")} is not.`,
      );
  }
  const data = { ...changes };
  if (changes.textFrom) data.textMessagingServiceSid = null;
  if (changes.textMessagingServiceSid) data.textFrom = null;
  return dto(await prisma.company.update({ where: { id: companyId }, data, select }));
}
