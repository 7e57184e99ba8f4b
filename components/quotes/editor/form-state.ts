/**
 * The quote editor's unsaved state and its pure transitions. Inputs keep what the owner
 * typed (strings); the live totals price a sanitised copy with lib/quotes' priceQuote, and
 * `toSaveBody` builds the PUT /api/quotes/[id] body. `state.lines` is the body's line order
 * (the order the owner built, a group's options kept together), so an API issue path such
 * as "lines.2.quantity" names `state.lines[2]`.
 */
import type { AdjustmentKind } from "@/components/documents/adjustments";
import {
  adjustmentBody,
  blankLineFields,
  changedFrom,
  decimalOrZero,
  orNull,
  pricedAdjustment,
  pricedLineFields,
  savedLineFields,
  serviceLineFields,
  taxRateBody,
  typedLineFields,
  type SavedLineFields,
  type TypedLineFields,
} from "@/components/documents/form-values";
import type { FeeType } from "@/lib/pricing";
import { priceQuote } from "@/lib/quotes/price";
import type { QuoteDto } from "@/lib/quotes/types";
import type { ClientSummaryDto } from "@/lib/clients/types";
import type { PricedService } from "@/lib/services/pricing";
import type { ServiceDto } from "@/lib/services/types";

export type { AdjustmentKind };

export type EditorLine = TypedLineFields & {
  key: string;
  minutesPerUnit: number;
  note: string;
  optional: boolean;
  groupKey: string | null;
  selected: boolean;
};

export type EditorGroup = { key: string; name: string };

export type EditorState = {
  client: ClientSummaryDto | null;
  title: string;
  message: string;
  terms: string;
  discountType: AdjustmentKind;
  discountValue: string;
  taxRate: string;
  depositType: AdjustmentKind;
  depositValue: string;
  expiresAt: string;
  groups: EditorGroup[];
  lines: EditorLine[];
};

/** The PUT /api/quotes/[id] body (the contract of lib/validation/quote.ts). */
export type QuoteSaveBody = {
  clientId: string | null;
  title: string;
  message: string;
  terms: string | null;
  discount: { type: FeeType; value: number } | null;
  taxRate: number;
  deposit: { type: FeeType; value: number } | null;
  expiresAt: string | null;
  groups: { key: string; name: string }[];
  lines: (SavedLineFields & {
    minutesPerUnit: number;
    note: string | null;
    optional: boolean;
    groupKey: string | null;
    selected: boolean;
  })[];
};

let counter = 0;
/** A key for a line or group that exists only in the browser until saved. */
export function newKey(prefix: "line" | "group") {
  counter += 1;
  return `new-${prefix}-${counter}`;
}

export function fromQuote(quote: QuoteDto): EditorState {
  const groups = [...quote.groups]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((group) => ({ key: group.id, name: group.name }));
  const lines = [...quote.lines]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((line): EditorLine => ({
      key: line.id,
      ...typedLineFields(line),
      fee: line.fee,
      minutesPerUnit: line.minutesPerUnit,
      note: line.note ?? "",
      optional: line.optional,
      groupKey: line.groupId,
      selected: line.selected,
    }));
  return normalize({
    client: quote.client,
    title: quote.title ?? "",
    message: quote.message ?? "",
    terms: quote.terms ?? "",
    discountType: quote.discount?.type ?? "none",
    discountValue: quote.discount?.value ?? "",
    taxRate: quote.taxRate,
    depositType: quote.deposit?.type ?? "none",
    depositValue: quote.deposit?.value ?? "",
    expiresAt: quote.expiresAt?.slice(0, 10) ?? "",
    groups,
    lines,
  });
}

/**
 * Keeps the state consistent: a line of a removed group loses its group, group lines are
 * never optional, and each group has exactly one selected line (the first by default).
 */
export function normalize(state: EditorState): EditorState {
  const groupKeys = new Set(state.groups.map((group) => group.key));
  const picked = new Map<string, string>();
  for (const line of state.lines)
    if (line.groupKey && line.selected && !picked.has(line.groupKey))
      picked.set(line.groupKey, line.key);
  for (const line of state.lines)
    if (line.groupKey && !picked.has(line.groupKey)) picked.set(line.groupKey, line.key);
  const lines = state.lines.map((line) => {
    if (!line.groupKey) return line;
    if (!groupKeys.has(line.groupKey)) return { ...line, groupKey: null, selected: false };
    return { ...line, optional: false, selected: picked.get(line.groupKey) === line.key };
  });
  return { ...state, lines };
}

/** Where a new line goes: after the last option of its group, or at the end. */
function insertLine(lines: EditorLine[], line: EditorLine) {
  const last = line.groupKey
    ? lines.findLastIndex((other) => other.groupKey === line.groupKey)
    : -1;
  if (last === -1) return [...lines, line];
  return [...lines.slice(0, last + 1), line, ...lines.slice(last + 1)];
}

/** The live totals of the unsaved state (the server recomputes the same on save). */
export function priceState(state: EditorState) {
  return priceQuote({
    lines: state.lines.map((line) => ({
      ...pricedLineFields(line),
      minutesPerUnit: line.minutesPerUnit,
      optional: line.optional,
      groupId: line.groupKey,
      selected: line.selected,
    })),
    discount: pricedAdjustment(state.discountType, state.discountValue),
    taxRate: decimalOrZero(state.taxRate),
    deposit: pricedAdjustment(state.depositType, state.depositValue),
  });
}

export function toSaveBody(state: EditorState): QuoteSaveBody {
  return {
    clientId: state.client?.id ?? null,
    title: state.title.trim(),
    message: state.message.trim(),
    terms: orNull(state.terms),
    discount: adjustmentBody(state.discountType, state.discountValue),
    taxRate: taxRateBody(state.taxRate),
    deposit: adjustmentBody(state.depositType, state.depositValue),
    expiresAt: state.expiresAt || null,
    groups: state.groups.map((group) => ({ key: group.key, name: group.name.trim() })),
    lines: state.lines.map((line) => ({
      ...savedLineFields(line),
      minutesPerUnit: line.minutesPerUnit,
      note: orNull(line.note),
      optional: line.optional,
      groupKey: line.groupKey,
      // A plain line always counts (docs/quotes-server.md); optional: ticked by default.
      selected: line.groupKey || line.optional ? line.selected : true,
    })),
  };
}

/** A price-book line: a snapshot of the service at its customer price (docs/pricing.md M4). */
export function lineFromService(
  service: PricedService<ServiceDto>,
  groupKey: string | null = null,
): EditorLine {
  return {
    key: newKey("line"),
    ...serviceLineFields(service),
    minutesPerUnit: service.estimatedTime,
    note: "",
    optional: false,
    groupKey,
    selected: false,
  };
}

export function customLine(groupKey: string | null = null): EditorLine {
  return {
    key: newKey("line"),
    ...blankLineFields(),
    minutesPerUnit: 0,
    note: "",
    optional: false,
    groupKey,
    selected: false,
  };
}

export type EditorAction =
  | { type: "set"; changes: Partial<Omit<EditorState, "lines" | "groups">> }
  | { type: "addLine"; line: EditorLine }
  | { type: "updateLine"; key: string; changes: Partial<EditorLine> }
  | { type: "removeLine"; key: string }
  | { type: "moveLine"; key: string; direction: -1 | 1 }
  | { type: "selectInGroup"; key: string }
  | { type: "addGroup"; group: EditorGroup }
  | { type: "renameGroup"; key: string; name: string }
  | { type: "removeGroup"; key: string }
  | { type: "reset"; state: EditorState };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "set":
      return { ...state, ...action.changes };
    case "addLine":
      return normalize({ ...state, lines: insertLine(state.lines, action.line) });
    case "updateLine":
      return normalize({
        ...state,
        lines: state.lines.map((line) =>
          line.key === action.key ? { ...line, ...action.changes } : line,
        ),
      });
    case "removeLine":
      return normalize({ ...state, lines: state.lines.filter((line) => line.key !== action.key) });
    case "moveLine": {
      const index = state.lines.findIndex((line) => line.key === action.key);
      const line = state.lines[index];
      if (!line) return state;
      // Move past the nearest line of the same container (ungrouped, or the same group).
      let target = index + action.direction;
      while (state.lines[target] && state.lines[target].groupKey !== line.groupKey)
        target += action.direction;
      if (!state.lines[target]) return state;
      const lines = [...state.lines];
      [lines[index], lines[target]] = [lines[target], lines[index]];
      return { ...state, lines };
    }
    case "selectInGroup": {
      const groupKey = state.lines.find((line) => line.key === action.key)?.groupKey;
      if (!groupKey) return state;
      return {
        ...state,
        lines: state.lines.map((line) =>
          line.groupKey === groupKey ? { ...line, selected: line.key === action.key } : line,
        ),
      };
    }
    case "addGroup":
      return { ...state, groups: [...state.groups, action.group] };
    case "renameGroup":
      return {
        ...state,
        groups: state.groups.map((group) =>
          group.key === action.key ? { ...group, name: action.name } : group,
        ),
      };
    case "removeGroup":
      return normalize({
        ...state,
        groups: state.groups.filter((group) => group.key !== action.key),
        lines: state.lines.filter((line) => line.groupKey !== action.key),
      });
    case "reset":
      return action.state;
  }
}

/** Has the owner changed anything since the last load or save? */
export const isDirty = changedFrom(toSaveBody);
