/**
 * Request bodies are read as a stream and counted while they arrive: a body larger than
 * its limit is cut off (the rest is never read) instead of being buffered whole first.
 */

/** Reads at most `limit` bytes of a request body; null when it is larger (no more is read). */
export async function readBodyWithin(req: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Reads a multipart/form-data body within `limit` bytes: "too_large" when it is larger (the
 * rest is never read), null when it is not a readable form.
 */
export async function readFormWithin(
  req: Request,
  limit: number,
): Promise<FormData | "too_large" | null> {
  const body = await readBodyWithin(req, limit);
  if (!body) return "too_large";
  try {
    const headers = { "content-type": req.headers.get("content-type") ?? "" };
    return await new Response(new Blob([new Uint8Array(body)]), { headers }).formData();
  } catch {
    return null;
  }
}
