/**
 * The error every browser call to the API throws for a non-OK response. Its message keeps
 * the "<status>: <body text>" form; the status and the parsed JSON body come with it, so no
 * caller reads them back out of the string. No dependencies: the public calculator uses it
 * without TanStack Query.
 */
export type ApiIssue = { path: string; message: string };
export type ApiErrorResponseBody = { message?: string; code?: string; issues: ApiIssue[] };

function readBody(text: string): ApiErrorResponseBody | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null; // not JSON: a proxy's page or plain text
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const { message, code, issues } = parsed as Record<string, unknown>;
  return {
    message: typeof message === "string" ? message : undefined,
    code: typeof code === "string" ? code : undefined,
    issues: Array.isArray(issues)
      ? issues.filter(
          (issue): issue is ApiIssue =>
            typeof issue?.path === "string" && typeof issue?.message === "string",
        )
      : [],
  };
}

export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";
  /** The API's JSON error body; null when the response was not JSON. */
  readonly body: ApiErrorResponseBody | null;

  constructor(
    readonly status: number,
    /** The response text (the JSON error body, or whatever the server or a proxy sent). */
    readonly text: string,
  ) {
    super(`${status}: ${text}`);
    this.body = readBody(text);
  }

  /** Field issues of a validation error, `path` in dotted form ("items.0.quantity"). */
  get issues(): ApiIssue[] {
    return this.body?.issues ?? [];
  }

  static async fromResponse(res: Response): Promise<ApiRequestError> {
    return new ApiRequestError(res.status, (await res.text().catch(() => "")) || res.statusText);
  }
}

/** Throws the typed error for a non-OK response. */
export async function throwIfResNotOk(res: Response) {
  if (!res.ok) throw await ApiRequestError.fromResponse(res);
}

/**
 * The server's message of a failed API call, for toasts: the JSON body's message, or the
 * text of a response that was not JSON; undefined for any other error.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return (error.body ? error.body.message : error.text) || undefined;
}
