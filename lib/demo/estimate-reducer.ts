/**
 * The demo estimate (docs/product.md §4 'Demo estimate', validations of §5). A pure
 * reducer: validated actions put the toast to show in `notice` (with a fresh id), and the
 * component shows it from an effect, so the logic stays testable without React.
 */
import { toCents } from "@/lib/pricing/money";
import { DEMO_TOASTS, type DemoToast } from "./estimate-toasts";
import { computeDemoTotals, ZERO_TOTALS, type DemoTotals } from "./estimate-totals";
import { DEFAULT_DEMO_INDUSTRY, type DemoIndustry, type DemoServiceTemplate } from "./types";

export type DemoEstimateLine = {
  /** Generated per line: the same service added twice makes two lines. */
  id: string;
  service: DemoServiceTemplate;
  quantity: number;
  isCustom?: true;
};

export type CustomServiceDraft = {
  id: string;
  name: string;
  description: string;
  /** Parsed values (non-numeric or negative input counts as 0)... */
  price: number;
  labor: number;
  /** ...and what the visitor typed, so a half-typed number is not rewritten under them. */
  priceInput: string;
  laborInput: string;
};

export type DemoCustomerInfo = { name: string; email: string; address: string };
export type DemoEstimateMode = "editing" | "generated";

export type DemoEstimateState = {
  industry: DemoIndustry;
  mode: DemoEstimateMode;
  lines: DemoEstimateLine[];
  drafts: CustomServiceDraft[];
  customer: DemoCustomerInfo;
  totals: DemoTotals;
  /** The toast the last action asked for; `id` changes every time one is raised. */
  notice: (DemoToast & { id: number }) | null;
  /** Counter behind line, draft and notice ids (kept in state so the reducer stays pure). */
  nextId: number;
};

export type DraftField = "name" | "description" | "price" | "labor";
export type CustomerField = keyof DemoCustomerInfo;

export type DemoEstimateAction =
  | { type: "setIndustry"; industry: DemoIndustry }
  | { type: "addService"; service: DemoServiceTemplate }
  | { type: "increment"; lineId: string }
  | { type: "decrement"; lineId: string }
  | { type: "removeLine"; lineId: string }
  | { type: "addDraft" }
  | { type: "updateDraft"; draftId: string; field: DraftField; value: string }
  | { type: "removeDraft"; draftId: string }
  | { type: "commitDraft"; draftId: string }
  | { type: "setCustomer"; field: CustomerField; value: string }
  | { type: "generate" }
  | { type: "edit" }
  /** 'Clear All' and 'Start New Estimate'. */
  | { type: "reset" };

export const EMPTY_CUSTOMER: DemoCustomerInfo = { name: "", email: "", address: "" };

export function createInitialEstimate(
  industry: DemoIndustry = DEFAULT_DEMO_INDUSTRY,
): DemoEstimateState {
  return {
    industry,
    mode: "editing",
    lines: [],
    drafts: [],
    customer: EMPTY_CUSTOMER,
    totals: ZERO_TOTALS,
    notice: null,
    nextId: 1,
  };
}

/** Number inputs: empty, non-numeric or negative text becomes 0 (docs/product.md §5). */
export function parseNonNegative(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Any change to the lines recalculates the totals. A generated estimate that changes
 * goes back to editing, so a summary never shows lines the visitor has not reviewed.
 */
function withLines(state: DemoEstimateState, lines: DemoEstimateLine[]): DemoEstimateState {
  return { ...state, lines, totals: computeDemoTotals(lines), mode: "editing" };
}

function withNotice(state: DemoEstimateState, toast: DemoToast): DemoEstimateState {
  return { ...state, notice: { ...toast, id: state.nextId }, nextId: state.nextId + 1 };
}

function newId(state: DemoEstimateState, prefix: string): [string, number] {
  return [`${prefix}-${state.nextId}`, state.nextId + 1];
}

function updateLine(
  state: DemoEstimateState,
  lineId: string,
  change: (line: DemoEstimateLine) => DemoEstimateLine | null,
): DemoEstimateState {
  const index = state.lines.findIndex((line) => line.id === lineId);
  if (index === -1) return state;
  const changed = change(state.lines[index]);
  if (changed === state.lines[index]) return state;
  const lines = [...state.lines];
  if (changed) lines[index] = changed;
  else lines.splice(index, 1);
  return withLines(state, lines);
}

function updateDraft(state: DemoEstimateState, draftId: string, field: DraftField, value: string) {
  return {
    ...state,
    drafts: state.drafts.map((draft) => {
      if (draft.id !== draftId) return draft;
      if (field === "price") return { ...draft, priceInput: value, price: parseNonNegative(value) };
      if (field === "labor") return { ...draft, laborInput: value, labor: parseNonNegative(value) };
      return { ...draft, [field]: value };
    }),
  };
}

function commitDraft(state: DemoEstimateState, draftId: string): DemoEstimateState {
  const draft = state.drafts.find((candidate) => candidate.id === draftId);
  if (!draft) return state;
  const name = draft.name.trim();
  // "Greater than 0" in money terms: a price that rounds to $0.00 is not valid either.
  if (name === "" || toCents(draft.price) <= 0) {
    return withNotice(state, DEMO_TOASTS.invalidCustomService);
  }
  const [lineId, nextId] = newId(state, "line");
  const line: DemoEstimateLine = {
    id: lineId,
    quantity: 1,
    isCustom: true,
    service: {
      id: draft.id,
      name,
      description: draft.description.trim(),
      price: draft.price,
      labor: draft.labor,
      materials: [],
    },
  };
  return withLines(
    { ...state, nextId, drafts: state.drafts.filter((candidate) => candidate.id !== draftId) },
    [...state.lines, line],
  );
}

function generate(state: DemoEstimateState): DemoEstimateState {
  if (state.lines.length === 0) return withNotice(state, DEMO_TOASTS.noServicesSelected);
  if (state.customer.name.trim() === "" || state.customer.email.trim() === "") {
    return withNotice(state, DEMO_TOASTS.missingInformation);
  }
  return withNotice({ ...state, mode: "generated" }, DEMO_TOASTS.estimateGenerated);
}

export function demoEstimateReducer(
  state: DemoEstimateState,
  action: DemoEstimateAction,
): DemoEstimateState {
  switch (action.type) {
    case "setIndustry":
      if (action.industry === state.industry) return state;
      // Customer info survives an industry change; lines, drafts and totals do not.
      return {
        ...state,
        industry: action.industry,
        mode: "editing",
        lines: [],
        drafts: [],
        totals: ZERO_TOTALS,
      };
    case "addService": {
      const [id, nextId] = newId(state, "line");
      return withLines({ ...state, nextId }, [
        ...state.lines,
        { id, service: action.service, quantity: 1 },
      ]);
    }
    case "increment":
      return updateLine(state, action.lineId, (line) => ({ ...line, quantity: line.quantity + 1 }));
    case "decrement":
      return updateLine(state, action.lineId, (line) =>
        line.quantity > 1 ? { ...line, quantity: line.quantity - 1 } : line,
      );
    case "removeLine":
      return updateLine(state, action.lineId, () => null);
    case "addDraft": {
      const [id, nextId] = newId(state, "custom");
      const draft: CustomServiceDraft = {
        id,
        name: "Custom Service",
        description: "",
        price: 0,
        labor: 0,
        priceInput: "0",
        laborInput: "0",
      };
      return { ...state, nextId, drafts: [...state.drafts, draft] };
    }
    case "updateDraft":
      return updateDraft(state, action.draftId, action.field, action.value);
    case "removeDraft":
      return { ...state, drafts: state.drafts.filter((draft) => draft.id !== action.draftId) };
    case "commitDraft":
      return commitDraft(state, action.draftId);
    case "setCustomer":
      return { ...state, customer: { ...state.customer, [action.field]: action.value } };
    case "generate":
      return generate(state);
    case "edit":
      return state.mode === "editing" ? state : { ...state, mode: "editing" };
    case "reset":
      return {
        ...state,
        mode: "editing",
        lines: [],
        drafts: [],
        customer: EMPTY_CUSTOMER,
        totals: ZERO_TOTALS,
      };
  }
}
