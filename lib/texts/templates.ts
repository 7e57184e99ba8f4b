/**
 * The texts a company sends, each with an editable template (Company.text*Template; null: the
 * default below). Merge fields are {{group.field}}; an unknown field is left out.
 */
export const TEXT_TEMPLATE_DEFAULTS = {
  quoteSent:
    "Hi {{client.firstName}}, your quote from {{company.name}} is ready: {{quote.link}} Reply here with any questions. Reply STOP to opt out.",
  followUp:
    "Hi {{client.firstName}}, just checking in on your quote from {{company.name}}: {{quote.link}} Any questions? Reply STOP to opt out.",
  requestReply:
    "Thanks, {{client.firstName}}, we got your request for {{request.summary}} and will call you today. {{company.name}}. Reply STOP to opt out.",
  invoiceSent:
    "Hi {{client.firstName}}, your invoice {{invoice.number}} from {{company.name}} for {{invoice.balance}} {{invoice.due}}. View and pay: {{invoice.link}} Reply STOP to opt out.",
  invoiceReminder:
    "Hi {{client.firstName}}, a reminder from {{company.name}}: invoice {{invoice.number}} for {{invoice.balance}} {{invoice.due}}. View and pay: {{invoice.link}} Reply STOP to opt out.",
  visitBooked:
    "Hi {{client.firstName}}, {{company.name}} has {{visit.action}} your visit: {{visit.when}}. Reply here if that does not suit you. Reply STOP to opt out.",
  visitReminder:
    "Hi {{client.firstName}}, a reminder from {{company.name}}: we will see you {{visit.when}}. Reply here if plans change. Reply STOP to opt out.",
  onMyWay:
    "Hi {{client.firstName}}, {{technician.name}} from {{company.name}} is on the way to you now. Reply STOP to opt out.",
} as const;

export type TextTemplateName = keyof typeof TEXT_TEMPLATE_DEFAULTS;

const PEOPLE = ["client.firstName", "client.name", "company.name", "company.phone"];
const QUOTE = ["quote.link", "quote.number", "quote.total"];
const INVOICE = ["invoice.link", "invoice.number", "invoice.balance", "invoice.due"];
const VISIT = ["visit.when", "visit.job"];

/** The merge fields each template may use (the editor lists them). */
export const TEXT_MERGE_FIELDS: Record<TextTemplateName, string[]> = {
  quoteSent: [...PEOPLE, ...QUOTE],
  followUp: [...PEOPLE, ...QUOTE],
  requestReply: [...PEOPLE, "request.summary"],
  invoiceSent: [...PEOPLE, ...INVOICE],
  invoiceReminder: [...PEOPLE, ...INVOICE],
  visitBooked: [...PEOPLE, ...VISIT, "visit.action"],
  visitReminder: [...PEOPLE, ...VISIT],
  onMyWay: [...PEOPLE, ...VISIT, "technician.name"],
};

export type MergeValues = Record<string, string | null | undefined>;

/** Fills {{field}} in a template; unknown or empty fields become "" and doubled spaces close up. */
export function renderTextTemplate(template: string, values: MergeValues): string {
  return template
    .replace(/\{\{\s*([a-zA-Z]+\.[a-zA-Z]+)\s*\}\}/g, (_m, field: string) => values[field] ?? "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ ([,.!?])/g, "$1")
    .trim();
}

/** "Maria" from "Maria Lopez" (the first word of a name). */
export const firstName = (name: string | null | undefined) =>
  (name ?? "").trim().split(/\s+/)[0] || "there";

/** The company's texting columns: its sender, its country, and each text's switch and template. */
export const TEXT_SETTING_COLUMNS = {
  textFrom: true,
  textMessagingServiceSid: true,
  country: true,
  textQuoteSent: true,
  textRequestReply: true,
  textQuoteSentTemplate: true,
  textFollowUpTemplate: true,
  textRequestReplyTemplate: true,
  textInvoiceSent: true,
  textInvoiceSentTemplate: true,
  textInvoiceReminder: true,
  textInvoiceReminderTemplate: true,
  textVisitBooked: true,
  textVisitBookedTemplate: true,
  textVisitReminder: true,
  textVisitReminderTemplate: true,
  textOnMyWay: true,
  textOnMyWayTemplate: true,
} as const;
