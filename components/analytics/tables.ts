/**
 * Every analytics table as columns over the API's rows: what a cell shows and what its CSV
 * cell holds come from the same figure, so the CSV export has the numbers of the table
 * (money as exact decimals, rates as percentages with one decimal, no currency signs).
 */
import { toCsv } from "@/lib/csv/csv";
import { categoryLabel } from "@/lib/categories";
import {
  formatCount,
  formatDay,
  formatMoney,
  formatRate,
  moneyCell,
  percentNumber,
} from "./format";
import type { Analytics, Figures, ServiceFigures, SourceFigures, TrendWeek } from "./types";

/** A CSV cell as lib/csv writes it: text is guarded against formulas, numbers are not. */
export type CsvValue = string | number | null;

export type Column<Row> = {
  header: string;
  /** The CSV header, when the unit is not in the cells ("Share (%)"). */
  csvHeader?: string;
  numeric?: boolean;
  show: (row: Row) => string;
  csv: (row: Row) => CsvValue;
};

export type TableModel<Row> = { columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string };

const countColumn = <Row>(header: string, value: (row: Row) => number): Column<Row> => ({
  header,
  numeric: true,
  show: (row) => formatCount(value(row)),
  csv: value,
});
const moneyColumn = <Row>(header: string, cents: (row: Row) => number): Column<Row> => ({
  header,
  csvHeader: `${header} (USD)`,
  numeric: true,
  show: (row) => formatMoney(cents(row)),
  csv: (row) => moneyCell(cents(row)),
});
const rateColumn = <Row>(header: string, rate: (row: Row) => number | null): Column<Row> => ({
  header,
  csvHeader: `${header} (%)`,
  numeric: true,
  show: (row) => formatRate(rate(row)),
  csv: (row) => {
    const value = rate(row);
    return value === null ? "" : percentNumber(value);
  },
});

/** CSV text of a table: its headers, then its rows in the order shown (lib/csv writer). */
export function tableCsv<Row>(model: TableModel<Row>): string {
  return toCsv([
    model.columns.map((column) => column.csvHeader ?? column.header),
    ...model.rows.map((row) => model.columns.map((column) => column.csv(row))),
  ]);
}

// The funnel (docs/analytics.md "Funnel").
export type FunnelStep = {
  key:
    | "views"
    | "requests"
    | "quotesSent"
    | "quotesApproved"
    | "depositsPaid"
    | "quotesScheduled"
    | "quotesCompleted"
    | "quotesInvoiced"
    | "quotesPaid";
  label: string;
  current: number;
  previous: number;
  /** Of the step it follows from, 0..1; null for the first step or when that step is 0. */
  conversion: number | null;
  previousConversion: number | null;
};

/**
 * The steps in order; each converts from the step before, except `of`: deposits paid, the
 * scheduled jobs and invoiced all follow approval, so scheduled and invoiced are counted
 * against the quotes approved (completed against scheduled, paid against invoiced).
 */
export const FUNNEL_STEPS: { key: FunnelStep["key"]; label: string; of?: FunnelStep["key"] }[] = [
  { key: "views", label: "Calculator views" },
  { key: "requests", label: "Estimate requests" },
  { key: "quotesSent", label: "Quotes sent" },
  { key: "quotesApproved", label: "Quotes approved" },
  { key: "depositsPaid", label: "Deposits paid" },
  { key: "quotesScheduled", label: "Scheduled", of: "quotesApproved" },
  { key: "quotesCompleted", label: "Completed" },
  { key: "quotesInvoiced", label: "Invoiced", of: "quotesApproved" },
  { key: "quotesPaid", label: "Paid in full" },
];

const stepRate = (figures: Figures, index: number) => {
  if (index === 0) return null;
  const before = figures[FUNNEL_STEPS[index].of ?? FUNNEL_STEPS[index - 1].key];
  return before > 0 ? figures[FUNNEL_STEPS[index].key] / before : null;
};

export function funnelSteps(data: Analytics): FunnelStep[] {
  return FUNNEL_STEPS.map(({ key, label }, index) => ({
    key,
    label,
    current: data.current[key],
    previous: data.previous[key],
    conversion: stepRate(data.current, index),
    previousConversion: stepRate(data.previous, index),
  }));
}

export function funnelTable(data: Analytics): TableModel<FunnelStep> {
  return {
    rows: funnelSteps(data),
    rowKey: (row) => row.key,
    columns: [
      { header: "Step", show: (row) => row.label, csv: (row) => row.label },
      countColumn("This period", (row) => row.current),
      rateColumn("Conversion", (row) => row.conversion),
      countColumn("Previous period", (row) => row.previous),
      rateColumn("Previous conversion", (row) => row.previousConversion),
    ],
  };
}

// The weekly trend, the previous period's weeks aligned by index.
export type TrendRow = { index: number; current: TrendWeek | null; previous: TrendWeek | null };

export function trendRows(data: Analytics): TrendRow[] {
  const length = Math.max(data.trend.length, data.previousTrend.length);
  return Array.from({ length }, (_, index) => ({
    index,
    current: data.trend[index] ?? null,
    previous: data.previousTrend[index] ?? null,
  }));
}

const weekCell = (week: TrendWeek | null, key: keyof Omit<TrendWeek, "weekStart">) =>
  week ? week[key] : 0;

export function trendTable(data: Analytics): TableModel<TrendRow> {
  return {
    rows: trendRows(data),
    rowKey: (row) => String(row.index),
    columns: [
      {
        header: "Week of",
        show: (row) => (row.current ? formatDay(row.current.weekStart) : "—"),
        csv: (row) => row.current?.weekStart ?? "",
      },
      countColumn("Views", (row) => weekCell(row.current, "views")),
      countColumn("Requests", (row) => weekCell(row.current, "requests")),
      countColumn("Quotes sent", (row) => weekCell(row.current, "quotesSent")),
      countColumn("Quotes approved", (row) => weekCell(row.current, "quotesApproved")),
      {
        header: "Previous period week of",
        show: (row) => (row.previous ? formatDay(row.previous.weekStart) : "—"),
        csv: (row) => row.previous?.weekStart ?? "",
      },
      countColumn("Previous views", (row) => weekCell(row.previous, "views")),
      countColumn("Previous requests", (row) => weekCell(row.previous, "requests")),
      countColumn("Previous quotes sent", (row) => weekCell(row.previous, "quotesSent")),
      countColumn("Previous quotes approved", (row) => weekCell(row.previous, "quotesApproved")),
    ],
  };
}

// Popular services.
export type ServiceOrder = "requested" | "won";

export function sortServices(services: ServiceFigures[], order: ServiceOrder): ServiceFigures[] {
  const by =
    order === "won"
      ? (a: ServiceFigures, b: ServiceFigures) =>
          b.won - a.won || b.wonCents - a.wonCents || b.requested - a.requested
      : (a: ServiceFigures, b: ServiceFigures) =>
          b.requested - a.requested || b.requestedCents - a.requestedCents || b.won - a.won;
  return [...services]
    .filter((service) => service.requested > 0 || service.won > 0)
    .sort((a, b) => by(a, b) || a.name.localeCompare(b.name));
}

export function servicesTable(
  services: ServiceFigures[],
  order: ServiceOrder,
): TableModel<ServiceFigures> {
  return {
    rows: sortServices(services, order),
    rowKey: (row) => row.serviceId ?? `deleted:${row.name}:${row.category}`,
    columns: [
      { header: "Service", show: (row) => row.name, csv: (row) => row.name },
      {
        header: "Category",
        show: (row) => categoryLabel(row.category),
        csv: (row) => categoryLabel(row.category),
      },
      countColumn("Requested", (row) => row.requested),
      {
        header: "Quantity",
        numeric: true,
        show: (row) => row.requestedQuantity,
        csv: (row) => row.requestedQuantity,
      },
      moneyColumn("Requested value", (row) => row.requestedCents),
      countColumn("Won", (row) => row.won),
      moneyColumn("Won value", (row) => row.wonCents),
      rateColumn("Share", (row) => row.share),
    ],
  };
}

/** Fewer than one request in five adds: viewed (added in the calculator) but rarely requested. */
export const RARELY_REQUESTED_RATE = 0.2;
export const RARELY_REQUESTED_MIN_ADDS = 3;

/** Services customers added in the calculator often but rarely asked a quote for. */
export function rarelyRequested(services: ServiceFigures[], limit = 5): ServiceFigures[] {
  return services
    .filter(
      (service) =>
        service.views >= RARELY_REQUESTED_MIN_ADDS &&
        service.requested < service.views * RARELY_REQUESTED_RATE,
    )
    .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name))
    .slice(0, limit);
}

export function rarelyRequestedTable(services: ServiceFigures[]): TableModel<ServiceFigures> {
  return {
    rows: rarelyRequested(services),
    rowKey: (row) => row.serviceId ?? `deleted:${row.name}:${row.category}`,
    columns: [
      { header: "Service", show: (row) => row.name, csv: (row) => row.name },
      countColumn("Added in the calculator", (row) => row.views),
      countColumn("Requested", (row) => row.requested),
      rateColumn("Requested per add", (row) => (row.views > 0 ? row.requested / row.views : null)),
    ],
  };
}

// Sources (docs/analytics.md "Sources").
export function sourceLabel(source: string): string {
  if (source === "direct") return "Direct link";
  if (source === "embed") return "Embedded (site unknown)";
  return source;
}

export function sourcesTable(sources: SourceFigures[]): TableModel<SourceFigures> {
  return {
    rows: [...sources].sort(
      (a, b) => b.requests - a.requests || b.views - a.views || a.source.localeCompare(b.source),
    ),
    rowKey: (row) => row.source,
    columns: [
      {
        header: "Source",
        show: (row) => sourceLabel(row.source),
        csv: (row) => sourceLabel(row.source),
      },
      countColumn("Views", (row) => row.views),
      countColumn("Requests", (row) => row.requests),
      rateColumn("Conversion", (row) => row.conversion),
    ],
  };
}

export type FollowUpRow = {
  key: "text" | "mail" | "any";
  label: string;
  followedUp: number;
  approvedAfter: number;
  /** Of the quotes followed up by the channel, the share approved after it; null without any. */
  rate: number | null;
};

/** The follow-up report by channel (docs/analytics.md "Follow-ups"). */
export function followUpsTable(data: Analytics): TableModel<FollowUpRow> {
  const f = data.followUps;
  const row = (
    key: FollowUpRow["key"],
    label: string,
    followedUp: number,
    approvedAfter: number,
  ): FollowUpRow => ({
    key,
    label,
    followedUp,
    approvedAfter,
    rate: followedUp > 0 ? approvedAfter / followedUp : null,
  });
  return {
    rows: [
      row("text", "Text", f.followedUpByText, f.approvedAfterText),
      row("mail", "Mail", f.followedUpByMail, f.approvedAfterMail),
      row("any", "Any follow-up", f.followedUp, f.approvedAfterFollowUp),
    ],
    rowKey: (r) => r.key,
    columns: [
      { header: "Channel", show: (r) => r.label, csv: (r) => r.label },
      countColumn("Quotes followed up", (r) => r.followedUp),
      countColumn("Approved after", (r) => r.approvedAfter),
      rateColumn("Approved after a follow-up", (r) => r.rate),
    ],
  };
}
