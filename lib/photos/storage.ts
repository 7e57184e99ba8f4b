import "server-only";
import { AwsClient } from "aws4fetch";
import { prisma } from "@/lib/db";
import { getServerEnv } from "@/lib/env";

export type PhotoVariant = "full" | "thumbnail";
export type PhotoRef = { id: string; companyId: string };
export type PhotoFiles = { contentType: string; full: Uint8Array; thumbnail: Uint8Array };

/**
 * Where a photo's bytes live. The Photo row (its company, request, size) is always in the
 * database; `kind` is written on it, so a photo stays readable where it was stored when the
 * configuration changes later.
 */
export interface PhotoStorage {
  readonly kind: "db" | "s3";
  /** Stores both variants of a photo whose row exists. */
  put(photo: PhotoRef, files: PhotoFiles): Promise<void>;
  get(photo: PhotoRef, variant: PhotoVariant): Promise<Uint8Array | null>;
  /** Removes the bytes (the caller deletes the row). */
  remove(photo: PhotoRef): Promise<void>;
}

/** The default: the bytes in the Photo row's `bytes` and `thumbnail` columns. */
export const databasePhotoStorage: PhotoStorage = {
  kind: "db",
  async put(photo, files) {
    await prisma.photo.update({
      where: { id: photo.id },
      data: { bytes: Buffer.from(files.full), thumbnail: Buffer.from(files.thumbnail) },
    });
  },
  async get(photo, variant) {
    const row = await prisma.photo.findFirst({
      where: { id: photo.id, companyId: photo.companyId },
      select: { bytes: variant === "full", thumbnail: variant === "thumbnail" },
    });
    const bytes = variant === "full" ? row?.bytes : row?.thumbnail;
    return bytes ? new Uint8Array(bytes) : null;
  },
  async remove() {
    // the bytes go with the row
  },
};

export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

/** The object key of a photo's variant: photos/<companyId>/<id>[/thumbnail]. */
export const photoObjectKey = (photo: PhotoRef, variant: PhotoVariant) =>
  `photos/${encodeURIComponent(photo.companyId)}/${encodeURIComponent(photo.id)}${
    variant === "thumbnail" ? "/thumbnail" : ""
  }`;

/**
 * S3-compatible object storage (AWS S3, R2, MinIO, ...), requests signed with SigV4 by
 * aws4fetch, path-style URLs (<endpoint>/<bucket>/<key>). Objects are private: the app reads
 * them and serves them itself, so no bucket URL ever reaches a browser.
 */
export function s3PhotoStorage(config: S3Config, fetchImpl?: typeof fetch): PhotoStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const base = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}`;
  const url = (photo: PhotoRef, variant: PhotoVariant) =>
    `${base}/${photoObjectKey(photo, variant)}`;
  const send = async (target: string, init: RequestInit) => {
    const signed = await client.sign(target, init);
    return (fetchImpl ?? fetch)(signed);
  };
  const expectOk = async (response: Response, what: string, allow404 = false) => {
    if (response.ok || (allow404 && response.status === 404)) return;
    const detail = await response.text().catch(() => "");
    throw new Error(`S3 ${what} failed: ${response.status} ${detail.slice(0, 200)}`);
  };
  return {
    kind: "s3",
    async put(photo, files) {
      for (const variant of ["full", "thumbnail"] as const) {
        const body = variant === "full" ? files.full : files.thumbnail;
        const response = await send(url(photo, variant), {
          method: "PUT",
          body: new Uint8Array(body),
          headers: { "Content-Type": files.contentType, "Content-Length": String(body.byteLength) },
        });
        await expectOk(response, "PUT");
      }
    },
    async get(photo, variant) {
      const response = await send(url(photo, variant), { method: "GET" });
      if (response.status === 404) return null;
      await expectOk(response, "GET");
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(photo) {
      for (const variant of ["full", "thumbnail"] as const) {
        const response = await send(url(photo, variant), { method: "DELETE" });
        await expectOk(response, "DELETE", true);
      }
    },
  };
}

/** The S3 settings when all four required variables are set (lib/env.ts), else null. */
export function s3ConfigFromEnv(): S3Config | null {
  const env = getServerEnv();
  if (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    return null;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION,
  };
}

let configured: PhotoStorage | undefined;

/** Where new photos go: S3 when configured, else the database. */
export function photoStorage(): PhotoStorage {
  if (!configured) {
    const s3 = s3ConfigFromEnv();
    configured = s3 ? s3PhotoStorage(s3) : databasePhotoStorage;
  }
  return configured;
}

/** The storage a stored photo was written to. */
export function storageOf(kind: string): PhotoStorage {
  if (kind === "s3") {
    const current = photoStorage();
    if (current.kind === "s3") return current;
    const s3 = s3ConfigFromEnv();
    if (!s3) throw new Error("A photo is in S3 storage but S3 is not configured.");
    return s3PhotoStorage(s3);
  }
  return databasePhotoStorage;
}
