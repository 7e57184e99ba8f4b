/**
 * The customer's pages retry a request the server could not take just now (Issue 34): a 503
 * `service_unavailable` (the database is down or restarting, nothing was done; docs/api.md
 * "Errors") or a network failure (fetch rejects). The retry sends the SAME url and init again,
 * so the same body and the same Idempotency-Key header: it can never create a second request.
 * It waits the answer's Retry-After (5 s when there is none, at most 30 s) between tries, for
 * at most MAX_ATTEMPTS tries and about a minute in all, then hands the caller the last 503 (or
 * rethrows the network error) to say so. Any other answer, a 4xx above all, comes back at once.
 * No dependencies: the public calculator and the quote page use it without TanStack Query.
 */
import { ApiRequestError } from "./request-error";

export const DEFAULT_RETRY_SECONDS = 5;
export const MAX_RETRY_SECONDS = 30;
export const MAX_ATTEMPTS = 4;
/** No wait starts that would end later than this after the first try. */
export const RETRY_BUDGET_MS = 60_000;

export type RetryOptions = {
  /**
   * Called once a second while waiting before try `attempt` (2, 3, …) with the seconds left
   * (5, 4, … 1), then with 0 as that try is sent.
   */
  onWaiting?: (secondsLeft: number, attempt: number) => void;
  maxAttempts?: number;
  budgetMs?: number;
};

/** Retry-After in seconds (a number of seconds or an HTTP date), within 1 and 30. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number {
  const value = header?.trim() ?? "";
  let seconds = DEFAULT_RETRY_SECONDS;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else if (value && !Number.isNaN(Date.parse(value)))
    seconds = Math.ceil((Date.parse(value) - now) / 1000);
  return Math.min(MAX_RETRY_SECONDS, Math.max(1, seconds));
}

const aborted = (signal: AbortSignal) =>
  signal.reason ?? new DOMException("The operation was aborted.", "AbortError");

function sleep(ms: number, signal: AbortSignal | null | undefined) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(aborted(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * fetch(input, init), tried again on a 503 or a network failure (see above). `init.signal`
 * also ends a wait. Resolves with the first answer that is not a 503, or the last 503 once
 * the tries are used up; rejects with the last network error then.
 */
export async function fetchRetryingUnavailable(
  input: string,
  init: RequestInit,
  { onWaiting, maxAttempts = MAX_ATTEMPTS, budgetMs = RETRY_BUDGET_MS }: RetryOptions = {},
): Promise<Response> {
  const started = Date.now();
  const signal = init.signal;
  for (let attempt = 1; ; attempt++) {
    let waitSeconds: number;
    let giveUp: () => Response;
    try {
      const res = await fetch(input, init);
      if (res.status !== 503) return res;
      waitSeconds = retryAfterSeconds(res.headers.get("Retry-After"));
      giveUp = () => res;
    } catch (error) {
      if (signal?.aborted) throw error;
      waitSeconds = DEFAULT_RETRY_SECONDS;
      giveUp = () => {
        throw error;
      };
    }
    const late = Date.now() - started + waitSeconds * 1000 > budgetMs;
    if (attempt >= maxAttempts || late) return giveUp();
    for (let left = waitSeconds; left > 0; left--) {
      onWaiting?.(left, attempt + 1);
      await sleep(1000, signal);
    }
    onWaiting?.(0, attempt + 1);
  }
}

/**
 * Whether a failed call is one the retry above gives up on: the server still unavailable
 * (503) or no answer at all (fetch's TypeError). Nothing the customer entered was lost then.
 */
export function isTemporaryFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 503;
  // fetch rejects with a TypeError when there is no answer at all (an abort is a DOMException).
  return error instanceof TypeError;
}
