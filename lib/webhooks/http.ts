import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { type AddressPolicy, addressProblem, urlProblem } from "./address";

/** Resolves a host name to every address it has (injectable for tests). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

export type PostOptions = {
  policy: AddressPolicy;
  timeoutMs: number;
  resolve?: Resolver;
  /** Redirects followed, each checked again (docs/webhooks.md). */
  maxRedirects?: number;
};

export type PostResult = {
  /** The final answer's status; null when none came. */
  statusCode: number | null;
  durationMs: number;
  /** Why the try failed (refused address, timeout, connection error, non-2xx). */
  error: string | null;
  ok: boolean;
};

export class RefusedAddressError extends Error {}

/**
 * The connection's own DNS lookup: every address of the name is checked and the socket
 * connects to one of those checked addresses, so a second, different DNS answer (a
 * rebinding) cannot slip in between the check and the connection.
 */
function pinnedLookup(resolve: Resolver, policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(
            Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }),
            "",
          );
          return;
        }
        for (const { address } of addresses) {
          const problem = addressProblem(address, policy);
          if (problem) {
            callback(new RefusedAddressError(`${hostname} ${problem} (${address})`), "");
            return;
          }
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted
          ? addresses.filter((candidate) => candidate.family === wanted)
          : addresses;
        if (options.all) callback(null, usable);
        else if (usable[0]) callback(null, usable[0].address, usable[0].family);
        else
          callback(
            Object.assign(new Error(`${hostname} has no IPv${wanted} address`), {
              code: "ENOTFOUND",
            }),
            "",
          );
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

type Hop = { statusCode: number; location: string | null };

function postOnce(
  url: URL,
  body: string,
  headers: Record<string, string>,
  lookup: LookupFunction,
  signal: AbortSignal,
): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "QuoteCraft-Webhooks/1.0",
        },
        lookup,
        agent: false,
        signal,
      },
      (response) => {
        // The body is not kept: read (at most 64 KB) and drop it so the socket closes cleanly.
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > 64 * 1024) response.destroy();
        });
        const done = () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            location:
              typeof response.headers.location === "string" ? response.headers.location : null,
          });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function describe(error: unknown, timeoutMs: number) {
  if (error instanceof RefusedAddressError) return `Refused: ${error.message}.`;
  const err = error as NodeJS.ErrnoException;
  if (err?.name === "AbortError" || err?.name === "TimeoutError")
    return `No answer within ${Math.round(timeoutMs / 1000)} s.`;
  const cause = (err?.cause ?? null) as Error | null;
  if (cause instanceof RefusedAddressError) return `Refused: ${cause.message}.`;
  if (err?.code) return `${err.code}: ${err.message}`.slice(0, 500);
  return String(err?.message ?? error).slice(0, 500);
}

/**
 * POSTs a webhook body: the URL and every redirect target checked (scheme, literal
 * address, and each resolved address at connect time), at most `maxRedirects` redirects
 * (each re-POSTs the same body), one timeout for the whole try. Never throws.
 */
export async function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  { policy, timeoutMs, resolve = systemResolver, maxRedirects = 3 }: PostOptions,
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(timeoutMs);
  const lookup = pinnedLookup(resolve, policy);
  let url = rawUrl;
  try {
    for (let hop = 0; ; hop += 1) {
      const problem = urlProblem(url, policy);
      if (problem)
        return { statusCode: null, durationMs: elapsed(), error: `Refused: ${problem}`, ok: false };
      const answer = await postOnce(new URL(url), body, headers, lookup, signal);
      if (REDIRECTS.has(answer.statusCode) && answer.location) {
        if (hop >= maxRedirects)
          return {
            statusCode: answer.statusCode,
            durationMs: elapsed(),
            error: `More than ${maxRedirects} redirects.`,
            ok: false,
          };
        url = new URL(answer.location, url).toString();
        continue;
      }
      const ok = answer.statusCode >= 200 && answer.statusCode < 300;
      return {
        statusCode: answer.statusCode,
        durationMs: elapsed(),
        error: ok ? null : `The receiver answered ${answer.statusCode}.`,
        ok,
      };
    }
  } catch (error) {
    return {
      statusCode: null,
      durationMs: elapsed(),
      error: describe(error, timeoutMs),
      ok: false,
    };
  }
}
