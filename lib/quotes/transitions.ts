import "server-only";
import type { Prisma, QuoteStatus } from "@prisma/client";
import { DomainError } from "@/lib/errors";
import { publish, type DomainEvent } from "@/lib/events";
import { actorId } from "@/lib/team/actor";

/**
 * The one door of a quote's status (docs/quotes-server.md, "Statuses"): the table of allowed
 * transitions, and transitionQuote, which checks it, writes the status with the fields that
 * go with it and publishes the event, all in the caller's transaction. Nothing else writes
 * Quote.status (a test reads the code for it). A new quote starts as a draft, a revision of a
 * sent quote as sent: those are new rows, not changes.
 */
export const QUOTE_TRANSITIONS = {
  /** Send, or send again (a sent or viewed quote keeps its status). */
  send: { draft: "sent", sent: "sent", viewed: "viewed" },
  /** The customer's first view. */
  view: { sent: "viewed" },
  approve: { sent: "approved", viewed: "approved" },
  decline: { sent: "declined", viewed: "declined" },
  /** Past its expiry day unanswered (the sweep, or the customer's page). */
  expire: { sent: "expired", viewed: "expired" },
} as const satisfies Record<string, Partial<Record<QuoteStatus, QuoteStatus>>>;

export type QuoteAction = keyof typeof QUOTE_TRANSITIONS;

/** The error codes of a refused transition (409). */
export const QUOTE_TRANSITION_NOT_ALLOWED = "quote_transition_not_allowed";
export const QUOTE_STATUS_CHANGED = "quote_status_changed";

const VERBS: Record<QuoteAction, string> = {
  send: "sent",
  view: "marked viewed",
  approve: "approved",
  decline: "declined",
  expire: "expired",
};

/** The status an action leads to from `from`, or null when the table does not allow it. */
export function nextQuoteStatus(from: QuoteStatus, action: QuoteAction): QuoteStatus | null {
  const row: Partial<Record<QuoteStatus, QuoteStatus>> = QUOTE_TRANSITIONS[action];
  return row[from] ?? null;
}

/** 409 with a code when the table does not allow `action` from `from`. */
export function assertQuoteTransition(from: QuoteStatus, action: QuoteAction): QuoteStatus {
  const to = nextQuoteStatus(from, action);
  if (!to)
    throw new DomainError(
      "conflict",
      `A quote that is ${from} cannot be ${VERBS[action]}.`,
      undefined,
      { code: QUOTE_TRANSITION_NOT_ALLOWED },
    );
  return to;
}

/**
 * Moves the quote (the current revision, as last read: `status`) by `action`, writing `data`
 * with the new status, and publishes `event`. The write is conditional on the status read, so
 * of two concurrent transitions one wins and the other is 409 (`raced` names its message), or
 * with `raced: null` returns null and does nothing (a second first view, a second expiry).
 * Returns the new status.
 */
export async function transitionQuote(
  tx: Prisma.TransactionClient,
  quote: { id: string; companyId: string; status: QuoteStatus },
  action: QuoteAction,
  {
    data = {},
    event,
    raced = "The quote changed; reload it.",
    also = {},
  }: {
    data?: Omit<Prisma.QuoteUpdateManyMutationInput, "status">;
    /** Further conditions the row must still meet (an expiry date not moved meanwhile). */
    also?: Omit<Prisma.QuoteWhereInput, "id" | "companyId" | "status" | "supersededById">;
    event: DomainEvent | null;
    raced?: string | null;
  },
): Promise<QuoteStatus | null> {
  const to = assertQuoteTransition(quote.status, action);
  const { count } = await tx.quote.updateMany({
    where: {
      ...also,
      id: quote.id,
      companyId: quote.companyId,
      status: quote.status,
      supersededById: null,
    },
    // The member who made the change (none for customers and sweeps: left as it was).
    data: { ...data, status: to, updatedById: actorId() },
  });
  if (count !== 1) {
    if (raced === null) return null;
    throw new DomainError("conflict", raced, undefined, { code: QUOTE_STATUS_CHANGED });
  }
  if (event) await publish(tx, event);
  return to;
}
