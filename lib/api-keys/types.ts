/** An API key as the owner's API returns it: never the key or its hash (docs/rest-api.md). */
export type ApiKeyDto = {
  id: string;
  name: string;
  prefix: string;
  scope: "read" | "write";
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdBy: string | null;
};
