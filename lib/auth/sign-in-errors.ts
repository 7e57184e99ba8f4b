/**
 * How a refused sign-in travels from the credentials provider to the login page: next-auth
 * passes the message of an error thrown by `authorize` through as `error`. Shared by the
 * server (which encodes) and the login form (which turns it into words).
 */
export const SIGN_IN_LOCKED = "SignInLocked";
export const SIGN_IN_DELAYED = "SignInDelayed";

/** The spec-era text of a wrong email or password (next-auth's "CredentialsSignin"). */
export const WRONG_CREDENTIALS_MESSAGE = "Incorrect email or password.";

export function encodeSignInRefusal(refusal: { locked: boolean; retryAt: Date }) {
  return `${refusal.locked ? SIGN_IN_LOCKED : SIGN_IN_DELAYED}:${refusal.retryAt.toISOString()}`;
}

/** The retry time of a refusal, or null for any other error. */
export function parseSignInRefusal(error: string | null | undefined) {
  const text = error ?? "";
  const colon = text.indexOf(":");
  const kind = text.slice(0, colon);
  if (colon < 0 || (kind !== SIGN_IN_LOCKED && kind !== SIGN_IN_DELAYED)) return null;
  const retryAt = new Date(text.slice(colon + 1));
  if (Number.isNaN(retryAt.getTime())) return null;
  return { locked: kind === SIGN_IN_LOCKED, retryAt };
}

/** What the login page says for next-auth's error code. */
export function signInErrorMessage(
  error: string | null | undefined,
  now = new Date(),
  formatTime: (date: Date) => string = (date) =>
    date.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" }),
): string {
  const refusal = parseSignInRefusal(error);
  if (!refusal) return WRONG_CREDENTIALS_MESSAGE;
  const seconds = Math.max(1, Math.ceil((refusal.retryAt.getTime() - now.getTime()) / 1000));
  if (!refusal.locked) {
    return `Too many failed sign-in attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return (
    `Too many failed sign-in attempts: sign-in is paused for your security. ` +
    `Try again at ${formatTime(refusal.retryAt)} (in about ${minutes} minute${minutes === 1 ? "" : "s"}).`
  );
}
