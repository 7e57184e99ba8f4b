import { issuesToFieldErrors, type FieldErrors } from "@/components/ui/form-field";
import { ApiRequestError } from "@/components/query/request-error";

export type ApiErrorInfo = { status: number | null; message: string; fieldErrors: FieldErrors };

/** The API's message and field issues of a failed call (the fallback for any other error). */
export function readApiError(error: unknown, fallback: string): ApiErrorInfo {
  if (!(error instanceof ApiRequestError))
    return { status: null, message: fallback, fieldErrors: {} };
  return {
    status: error.status,
    message: error.body?.message || fallback,
    fieldErrors: issuesToFieldErrors(error.issues),
  };
}
