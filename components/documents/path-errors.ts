import { ApiRequestError } from "@/components/query/request-error";

/** API issue messages keyed by their full dotted path ("lines.2.quantity"). */
export type PathErrors = Record<string, string | undefined>;

export function pathErrors(error: unknown): PathErrors {
  const errors: PathErrors = {};
  if (!(error instanceof ApiRequestError)) return errors;
  for (const issue of error.issues) errors[issue.path] ??= issue.message;
  return errors;
}

/** Issues that no field of the editor shows (listed in the form's error summary). */
export function unplacedErrors(errors: PathErrors, placed: (path: string) => boolean) {
  return Object.entries(errors)
    .filter(([path, message]) => message && !placed(path))
    .map(([path, message]) => ({ path, message: message as string }));
}
