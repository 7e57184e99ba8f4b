"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, KeyRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { toast } from "@/components/ui/use-toast";
import { ApiRequestError, apiRequest, serverMessage } from "@/components/query/client";
import type { ApiKeyDto } from "@/lib/api-keys/types";

/** The owner's API keys (docs/rest-api.md); the list's query key is its API path. */
const API_KEYS = ["/api/api-keys"] as const;
type Scope = "read" | "write";

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
      })
    : "Never";

function CreateKeyForm({ onCreated }: { onCreated: (key: string, name: string) => void }) {
  const queryClient = useQueryClient();
  const scopeId = useId();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<Scope>("read");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/api-keys", { name, scope });
      return (await res.json()) as { key: string; apiKey: ApiKeyDto };
    },
    onSuccess: ({ key, apiKey }) => {
      setName("");
      setScope("read");
      setErrors({});
      onCreated(key, apiKey.name);
      void queryClient.invalidateQueries({ queryKey: API_KEYS });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.issues.length) {
        setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])));
      } else {
        setErrors({ form: serverMessage(error) ?? "The key could not be created." });
      }
    },
  });
  return (
    <form
      className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
      aria-label="Create an API key"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) {
          setErrors({ name: "Name is required." });
          return;
        }
        create.mutate();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="api-key-name"
          label="Key name"
          hint="Where the key is used, e.g. Zapier."
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <fieldset className="grid content-start gap-1.5" aria-describedby={`${scopeId}-hint`}>
          <legend className="mb-1.5 text-sm font-medium">Scope</legend>
          <div className="flex flex-wrap gap-4">
            {(["read", "write"] as const).map((value) => (
              <label key={value} className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="api-key-scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  className="accent-primary size-4"
                />
                {value === "read" ? "Read" : "Read and write"}
              </label>
            ))}
          </div>
          <p id={`${scopeId}-hint`} className="text-muted-foreground text-xs">
            Read lists requests, clients, quotes and services; write also creates and updates
            services.
          </p>
          <FieldError id={`${scopeId}-error`} message={errors.scope} />
        </fieldset>
      </div>
      <Button type="submit" disabled={create.isPending}>
        <KeyRound className="size-4" aria-hidden />
        {create.isPending ? "Creating…" : "Create key"}
      </Button>
      <FieldError id="api-key-form-error" message={errors.form} />
    </form>
  );
}

/** The new key, shown this once, with Copy. */
function NewKey({ name, value, onDone }: { name: string; value: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div
      role="status"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 dark:bg-amber-950/30"
    >
      <p className="font-medium">Your new key “{name}”</p>
      <p className="text-sm">
        Copy it now: it is shown only once. QuoteCraft keeps only a fingerprint of it.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={value}
          aria-label="New API key"
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(value);
              setCopied(true);
            } catch {
              toast({
                variant: "destructive",
                title: "Could not copy",
                description: "Select the key and copy it by hand.",
              });
            }
          }}
        >
          {copied ? (
            <Check className="size-4" aria-hidden />
          ) : (
            <Copy className="size-4" aria-hidden />
          )}
          {copied ? "Copied" : "Copy key"}
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function RevokeKey({ apiKey }: { apiKey: ApiKeyDto }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/api-keys/${encodeURIComponent(apiKey.id)}`),
    onSuccess: () => {
      setConfirming(false);
      toast({ title: "Key revoked", description: `“${apiKey.name}” no longer works.` });
      void queryClient.invalidateQueries({ queryKey: API_KEYS });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Could not revoke the key",
        description: serverMessage(error) ?? "Please try again.",
      }),
  });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        aria-label={`Revoke ${apiKey.name}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke “${apiKey.name}”?`}
        description={`Every integration using the key ${apiKey.prefix}… stops working at once. This cannot be undone.`}
        confirmLabel="Revoke key"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        destructive
        onConfirm={() => revoke.mutate()}
      />
    </>
  );
}

/**
 * API keys for the REST API: create (name + scope; the key is shown once), list with prefix,
 * scope, created and last used, and revoke after a confirmation.
 */
export function ApiKeys() {
  const keys = useQuery<{ apiKeys: ApiKeyDto[] }>({ queryKey: API_KEYS });
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>REST API keys</CardTitle>
        <CardDescription>
          Available. Zapier, Make, n8n or your own code can read requests, clients and quotes and
          manage services through the{" "}
          <Link href="/dashboard/api-docs" className="text-primary underline">
            REST API
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm">
        {created ? (
          <NewKey name={created.name} value={created.key} onDone={() => setCreated(null)} />
        ) : null}
        <CreateKeyForm onCreated={(key, name) => setCreated({ key, name })} />
        {keys.isPending ? (
          <ListSkeleton label="Loading API keys" rows={2} />
        ) : keys.isError ? (
          <ListError
            error={keys.error}
            fallback="API keys could not be loaded."
            onRetry={() => void keys.refetch()}
          />
        ) : keys.data.apiKeys.length === 0 ? (
          <ListEmpty icon={KeyRound} title="No API keys yet">
            Create one above to connect another app.
          </ListEmpty>
        ) : (
          <ul className="divide-y" aria-label="API keys">
            {keys.data.apiKeys.map((apiKey) => (
              <li
                key={apiKey.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                    {apiKey.name}
                    <Badge variant="secondary">
                      {apiKey.scope === "write" ? "Read and write" : "Read"}
                    </Badge>
                    {apiKey.revokedAt ? <Badge variant="outline">Revoked</Badge> : null}
                  </p>
                  <p className="text-muted-foreground break-words">
                    <span className="font-mono">{apiKey.prefix}…</span> · Created{" "}
                    {when(apiKey.createdAt)} · Last used {when(apiKey.lastUsedAt)}
                    {apiKey.revokedAt ? ` · Revoked ${when(apiKey.revokedAt)}` : ""}
                  </p>
                </div>
                {apiKey.revokedAt ? null : <RevokeKey apiKey={apiKey} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
