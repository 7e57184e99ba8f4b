import { issuesToFieldErrors, type FieldErrors } from "@/components/auth/field";

export type ApiErrorInfo = { status: number | null; message: string; fieldErrors: FieldErrors };

/** Reads the API's { message, issues } out of apiRequest's "<status>: <body>" error. */
export function readApiError(error: unknown, fallback: string): ApiErrorInfo {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  if (!match) return { status: null, message: fallback, fieldErrors: {} };
  try {
    const body = JSON.parse(match[2]) as {
      message?: string;
      issues?: { path: string; message: string }[];
    };
    return {
      status: Number(match[1]),
      message: body.message || fallback,
      fieldErrors: body.issues ? issuesToFieldErrors(body.issues) : {},
    };
  } catch {
    return { status: Number(match[1]), message: fallback, fieldErrors: {} };
  }
}
