"use client";

import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import { Copy, RefreshCw, RotateCw, Send, Trash2, Webhook } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, type FieldErrors, issuesToFieldErrors } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { ApiRequestError, apiRequest, serverMessage } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import { LoadMoreButton } from "@/components/lists/load-more";
import { json } from "@/components/query/client";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryDto,
  type WebhookDeliveryListDto,
  type WebhookEndpointDto,
  type WebhookEndpointWithSecretDto,
  type WebhookEventType,
} from "@/lib/webhooks/events";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
  });

const failed = (title: string) => (error: unknown) =>
  toast({
    variant: "destructive",
    title,
    description: serverMessage(error) ?? "Please try again.",
  });

function useInvalidateDeliveries() {
  const queryClient = useQueryClient();
  return (endpointId: string) =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        String(query.queryKey[0]).startsWith(
          `/api/webhooks/${encodeURIComponent(endpointId)}/deliveries`,
        ),
    });
}

/** The signing secret, shown once after creation or rotation, with Copy. */
function SecretOnce({
  endpoint,
  onDone,
}: {
  endpoint: WebhookEndpointWithSecretDto;
  onDone: () => void;
}) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      toast({ title: "Secret copied" });
    } catch {
      toast({
        variant: "destructive",
        title: "Could not copy",
        description: "Select the text and copy it.",
      });
    }
  };
  return (
    <div
      role="status"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 dark:bg-amber-950/30"
    >
      <p className="font-medium">Signing secret for {endpoint.url}</p>
      <p className="text-muted-foreground text-sm">
        Copy it now: it is shown only this once. Your receiver verifies each delivery with it.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Label htmlFor={id} className="sr-only">
          Signing secret
        </Label>
        <Input
          id={id}
          readOnly
          value={endpoint.secret}
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={copy}>
          <Copy className="size-4" aria-hidden />
          Copy
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

/** Add an endpoint: URL, description and the events it receives. */
function AddEndpointForm({
  onCreated,
}: {
  onCreated: (endpoint: WebhookEndpointWithSecretDto) => void;
}) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>(["estimate_request.created"]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("POST", "/api/webhooks", { url, description, events })
      ).json()) as WebhookEndpointWithSecretDto,
    onSuccess: (endpoint) => {
      setUrl("");
      setDescription("");
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: queryKeys.webhooks });
      onCreated(endpoint);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.body?.issues.length) {
        setErrors(issuesToFieldErrors(error.body.issues));
      } else failed("Could not add the endpoint")(error);
    },
  });
  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));
  return (
    <form
      className="grid gap-4 rounded-md border p-4"
      aria-labelledby="webhook-add-title"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate();
      }}
    >
      <h3 id="webhook-add-title" className="font-medium">
        Add an endpoint
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          id="webhook-url"
          label="Endpoint URL"
          type="url"
          inputMode="url"
          placeholder="https://hooks.example.com/quotecraft"
          required
          value={url}
          error={errors.url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Field
          id="webhook-description"
          label="Description (optional)"
          placeholder="Zapier: new requests to CRM"
          value={description}
          error={errors.description}
          maxLength={200}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.events ? "webhook-events-error" : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Events</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((event) => (
            <div key={event} className="flex items-start gap-2">
              <Checkbox
                id={`webhook-event-${event}`}
                checked={events.includes(event)}
                onCheckedChange={(checked) => toggle(event, checked === true)}
              />
              <Label htmlFor={`webhook-event-${event}`} className="grid gap-0.5 font-normal">
                <span className="font-mono text-xs">{event}</span>
                <span className="text-muted-foreground text-xs">{WEBHOOK_EVENT_LABELS[event]}</span>
              </Label>
            </div>
          ))}
        </div>
        {errors.events ? (
          <p id="webhook-events-error" role="alert" className="text-destructive text-sm">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Adding..." : "Add endpoint"}
        </Button>
      </div>
    </form>
  );
}

function StatusBadge({ status }: { status: WebhookDeliveryDto["status"] }) {
  const label = { pending: "Pending", succeeded: "Delivered", failed: "Failed" }[status];
  const variant =
    status === "failed" ? "destructive" : status === "succeeded" ? "default" : "secondary";
  return <Badge variant={variant}>{label}</Badge>;
}

/**
 * One endpoint's deliveries, newest first, 20 at a time with Load more: status, response code,
 * duration, tries, Redeliver.
 */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const invalidate = useInvalidateDeliveries();
  const [path] = queryKeys.webhookDeliveries(endpoint.id);
  const log = useInfiniteQuery<
    WebhookDeliveryListDto,
    Error,
    InfiniteData<WebhookDeliveryListDto, string | null>,
    ReturnType<typeof queryKeys.webhookDeliveries>,
    string | null
  >({
    queryKey: queryKeys.webhookDeliveries(endpoint.id),
    initialPageParam: null,
    getNextPageParam: (page) => page.nextCursor,
    queryFn: ({ pageParam, signal }) =>
      json<WebhookDeliveryListDto>(
        apiRequest(
          "GET",
          pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path,
          undefined,
          { signal },
        ),
      ),
    staleTime: 0,
    // While a delivery is still being tried, look again every few seconds.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.deliveries.some((delivery) => delivery.status === "pending"),
      )
        ? 2_000
        : false,
  });
  const redeliver = useMutation({
    mutationFn: (id: string) =>
      apiRequest("POST", `/api/webhooks/deliveries/${encodeURIComponent(id)}/redeliver`),
    onSuccess: () => {
      toast({ title: "Sending again" });
      void invalidate(endpoint.id);
    },
    onError: failed("Could not redeliver"),
  });
  if (log.isPending) return <ListSkeleton label="Loading deliveries" rows={2} />;
  if (log.isError)
    return (
      <ListError
        error={log.error}
        fallback="Deliveries could not be loaded."
        onRetry={() => void log.refetch()}
      />
    );
  const deliveries = log.data.pages.flatMap((page) => page.deliveries);
  if (deliveries.length === 0)
    return (
      <ListEmpty icon={Webhook} title="No deliveries yet">
        Events you picked are sent here as they happen. Try Send test event.
      </ListEmpty>
    );
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {deliveries.length === 1
            ? "1 delivery"
            : `${deliveries.length}${log.hasNextPage ? "+" : ""} deliveries`}
        </p>
        <Button variant="outline" size="sm" onClick={() => void log.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          Refresh log
        </Button>
      </div>
      <ul className="divide-y rounded-md border" aria-label={`Deliveries to ${endpoint.url}`}>
        {deliveries.map((delivery) => (
          <li
            key={delivery.id}
            className="grid gap-2 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={delivery.status} />
                <span className="font-mono text-xs">{delivery.eventType}</span>
                <span className="text-muted-foreground text-xs">{when(delivery.createdAt)}</span>
              </div>
              <dl className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-xs">
                <div className="flex gap-1">
                  <dt>Response</dt>
                  <dd className="text-foreground">{delivery.lastStatusCode ?? "none"}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>Duration</dt>
                  <dd className="text-foreground">
                    {delivery.lastDurationMs == null ? "–" : `${delivery.lastDurationMs} ms`}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>Attempts</dt>
                  <dd className="text-foreground">{delivery.attempts}</dd>
                </div>
              </dl>
              {delivery.lastError ? (
                <p className="text-destructive text-xs break-words">{delivery.lastError}</p>
              ) : null}
              {delivery.attemptLog.length > 1 ? (
                <details className="text-xs">
                  <summary className="cursor-pointer">Every attempt</summary>
                  <ol className="mt-1 grid gap-0.5">
                    {delivery.attemptLog.map((attempt) => (
                      <li key={attempt.attempt}>
                        Attempt {attempt.attempt}: {attempt.statusCode ?? "no response"},{" "}
                        {attempt.durationMs} ms, {when(attempt.createdAt)}
                        {attempt.error ? ` (${attempt.error})` : ""}
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={
                delivery.status === "pending" ||
                (redeliver.isPending && redeliver.variables === delivery.id)
              }
              onClick={() => redeliver.mutate(delivery.id)}
              aria-label={`Redeliver ${delivery.eventType} of ${when(delivery.createdAt)}`}
            >
              <RotateCw className="size-4" aria-hidden />
              Redeliver
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <LoadMoreButton list={log} size="sm" />
      </div>
    </div>
  );
}

function EndpointItem({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpointDto;
  onSecret: (endpoint: WebhookEndpointWithSecretDto) => void;
}) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateDeliveries();
  const [showLog, setShowLog] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const logId = useId();
  const path = `/api/webhooks/${encodeURIComponent(endpoint.id)}`;
  const refreshEndpoints = () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks });
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => apiRequest("PATCH", path, { enabled }),
    onSuccess: () => void refreshEndpoints(),
    onError: failed("Could not change the endpoint"),
  });
  const test = useMutation({
    mutationFn: () => apiRequest("POST", `${path}/test`),
    onSuccess: () => {
      toast({ title: "Test event queued", description: "See the delivery log for the result." });
      setShowLog(true);
      void invalidate(endpoint.id);
    },
    onError: failed("Could not send a test event"),
  });
  const rotate = useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("POST", `${path}/rotate-secret`)
      ).json()) as WebhookEndpointWithSecretDto,
    onSuccess: (rotated) => onSecret(rotated),
    onError: failed("Could not rotate the secret"),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", path),
    onSuccess: () => {
      setConfirmDelete(false);
      toast({ title: "Endpoint deleted" });
      void refreshEndpoints();
    },
    onError: failed("Could not delete the endpoint"),
  });
  const switchId = `webhook-enabled-${endpoint.id}`;
  return (
    <li className="grid gap-3 py-4" aria-label={endpoint.url}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-mono text-sm break-all">{endpoint.url}</p>
          {endpoint.description ? (
            <p className="text-muted-foreground text-sm">{endpoint.description}</p>
          ) : null}
          <p className="text-muted-foreground text-xs">{endpoint.events.join(", ")}</p>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={endpoint.enabled}
            disabled={toggle.isPending}
            onCheckedChange={(checked) => toggle.mutate(checked)}
          />
          <Label htmlFor={switchId}>{endpoint.enabled ? "Enabled" : "Disabled"}</Label>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={test.isPending} onClick={() => test.mutate()}>
          <Send className="size-4" aria-hidden />
          Send test event
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate()}
        >
          <RotateCw className="size-4" aria-hidden />
          Rotate secret
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? "Hide delivery log" : "Delivery log"}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirmDelete(true)}>
          <Trash2 className="size-4" aria-hidden />
          Delete
        </Button>
      </div>
      <div id={logId}>{showLog ? <DeliveryLog endpoint={endpoint} /> : null}</div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={(open) => (open ? undefined : setConfirmDelete(false))}
        title="Delete endpoint"
        description={`Delete the endpoint ${endpoint.url} and its delivery log? Nothing more is sent to it. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}

/**
 * Outgoing webhooks (docs/webhooks.md): the owner's endpoints, each with its events, signing
 * secret (shown once), test event and delivery log.
 */
export function Webhooks() {
  const endpoints = useQuery<WebhookEndpointDto[]>({ queryKey: queryKeys.webhooks });
  const [secret, setSecret] = useState<WebhookEndpointWithSecretDto | null>(null);
  return (
    <Card role="region" aria-labelledby="webhooks-title">
      <CardHeader>
        <CardTitle>
          <h2 id="webhooks-title">Webhooks</h2>
        </CardTitle>
        <CardDescription>
          Available. QuoteCraft sends a signed JSON POST to your URL when the events you pick happen
          (Zapier, Make, n8n or your own server). A delivery that fails is tried again with growing
          pauses for about four hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {secret ? <SecretOnce endpoint={secret} onDone={() => setSecret(null)} /> : null}
        {endpoints.isPending ? (
          <ListSkeleton label="Loading webhook endpoints" rows={2} />
        ) : endpoints.isError ? (
          <ListError
            error={endpoints.error}
            fallback="Webhook endpoints could not be loaded."
            onRetry={() => void endpoints.refetch()}
          />
        ) : endpoints.data.length === 0 ? (
          <ListEmpty icon={Webhook} title="No webhook endpoints yet">
            Add one below to receive events as they happen.
          </ListEmpty>
        ) : (
          <ul className="divide-y" aria-label="Webhook endpoints">
            {endpoints.data.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
            ))}
          </ul>
        )}
        <AddEndpointForm onCreated={setSecret} />
      </CardContent>
    </Card>
  );
}
