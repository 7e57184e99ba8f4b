"use client";

import * as React from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import type { FieldErrors } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { StatusBadge } from "@/components/estimates/status-badge";
import { CreateQuoteButton } from "@/components/quotes/create-quote-button";
import { CreateInvoiceButton } from "@/components/invoices/create-invoice-button";
import { dateTime } from "@/components/documents/timeline";
import { eventTitle } from "@/components/quotes/editor/timeline";
import { QuoteStatusBadge } from "@/components/quotes/status-badge";
import { readApiError } from "@/components/settings/api-error";
import { TaskForm, TaskList } from "@/components/tasks/task-list";
import { ApiRequestError, serverMessage } from "@/components/query/client";
import { formatCurrency } from "@/lib/format";
import { isRecordId } from "@/lib/validation/ids";
import { ClientFields, readClientForm } from "./client-form";
import { ClientProperties } from "./client-properties";
import { Conversation } from "@/components/texts/conversation";
import { useClient, useUpdateClient, type ClientDetailDto } from "./queries";

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = `client-${title.toLowerCase()}-title`;
  return (
    <section aria-labelledby={id} className="grid content-start gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A readable line and a link for one activity entry (a request, or a quote's event). */
function activityEntry(item: ClientDetailDto["activity"][number]) {
  if (item.kind === "request")
    return {
      label: item.detail ?? "Estimate request received",
      href: item.estimateRequestId
        ? `/dashboard/estimates?id=${encodeURIComponent(item.estimateRequestId)}`
        : null,
    };
  const label = item.detail ?? eventTitle(item.kind);
  return item.quote
    ? {
        label: `${item.quote.displayNumber}: ${label}`,
        href: `/dashboard/quotes/${encodeURIComponent(item.quote.id)}`,
      }
    : { label, href: null };
}

const Empty = ({ children }: { children: React.ReactNode }) => (
  <p className="text-muted-foreground text-sm">{children}</p>
);

function DetailsForm({ client }: { client: ClientDetailDto }) {
  const update = useUpdateClient(client.id);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { input, errors: invalid } = readClientForm(event.currentTarget);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    update.mutate(input, {
      onSuccess: () => toast({ title: "Client saved" }),
      onError: (error) => {
        const info = readApiError(error, "The client could not be saved. Please try again.");
        setErrors(info.fieldErrors);
        toast({ title: "Client not saved", description: info.message, variant: "destructive" });
      },
    });
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Details</h2>
        </CardTitle>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate aria-label="Client details">
        <CardContent>
          <ClientFields client={client} errors={errors} idPrefix="client" />
        </CardContent>
        <CardFooter className="mt-6 justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save client"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function ClientView({ client }: { client: ClientDetailDto }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-2">
        <Link
          href="/dashboard/clients"
          className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All clients
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{client.name}</h1>
          <div className="flex flex-wrap gap-2">
            <CreateQuoteButton from={{ clientId: client.id }} />
            <CreateInvoiceButton from={{ clientId: client.id }} variant="outline" />
          </div>
        </div>
      </div>
      <DetailsForm key={client.updatedAt} client={client} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ClientProperties clientId={client.id} clientName={client.name} />
        <Section title="Requests">
          {client.requests.length === 0 ? (
            <Empty>No estimate requests from this client.</Empty>
          ) : (
            <ul className="divide-y text-sm">
              {client.requests.map((request) => (
                <li
                  key={request.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <Link
                    className="font-medium underline-offset-4 hover:underline"
                    href={`/dashboard/estimates?id=${encodeURIComponent(request.id)}`}
                  >
                    Request of {day(request.createdAt)}
                  </Link>
                  <span className="flex items-center gap-2">
                    <StatusBadge status={request.status} />
                    <span className="font-medium">{formatCurrency(request.totalAmount)}</span>
                    <CreateQuoteButton
                      from={{ estimateRequestId: request.id }}
                      label="Create quote"
                      variant="outline"
                      size="sm"
                    />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Quotes">
          {client.quotes.length === 0 ? (
            <Empty>No quotes for this client yet.</Empty>
          ) : (
            <ul className="divide-y text-sm">
              {client.quotes.map((quote) => (
                <li key={quote.id} className="flex items-center justify-between gap-2 py-2">
                  <Link
                    className="font-medium underline-offset-4 hover:underline"
                    href={`/dashboard/quotes/${encodeURIComponent(quote.id)}`}
                  >
                    {quote.displayNumber}
                    {quote.title ? ` · ${quote.title}` : ""}
                  </Link>
                  <span className="flex items-center gap-2">
                    <QuoteStatusBadge status={quote.status} />
                    <span className="font-medium">{formatCurrency(quote.total)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Conversation target={{ clientId: client.id }} id="client-texts" />
        <Section title="Tasks">
          <TaskForm scope={{ clientId: client.id }} />
          {client.tasks.length === 0 ? (
            <Empty>No follow-up tasks.</Empty>
          ) : (
            <TaskList tasks={client.tasks} />
          )}
        </Section>
        <Section title="Activity">
          {client.activity.length === 0 ? (
            <Empty>Nothing has happened yet.</Empty>
          ) : (
            <ol className="space-y-2 text-sm">
              {client.activity.map((item) => {
                const { label, href } = activityEntry(item);
                return (
                  <li key={`${item.kind}-${item.id}`}>
                    <p className="font-medium">
                      {href ? (
                        <Link className="underline-offset-4 hover:underline" href={href}>
                          {label}
                        </Link>
                      ) : (
                        label
                      )}
                    </p>
                    <p className="text-muted-foreground text-xs">
                      <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
        </Section>
      </div>
    </div>
  );
}

/** /dashboard/clients/[id]: the client, their requests, quotes, tasks and activity. */
/** An unknown, deleted or malformed id: the same answer, with the way back to the list. */
function ClientNotFound() {
  return (
    <div role="alert" className="space-y-3 rounded-md border p-6 text-center">
      <p>This client does not exist or was deleted.</p>
      <Button asChild variant="link">
        <Link href="/dashboard/clients">All clients</Link>
      </Button>
    </div>
  );
}

export function ClientDetailPage({ id }: { id: string }) {
  // An address no client can have (the API would refuse the id as malformed) is not found too.
  if (!isRecordId(id)) return <ClientNotFound />;
  return <ClientLoader id={id} />;
}

function ClientLoader({ id }: { id: string }) {
  const client = useClient(id);
  if (client.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading the client">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (client.isError) {
    if (client.error instanceof ApiRequestError && client.error.status === 404)
      return <ClientNotFound />;
    return (
      <div role="alert" className="space-y-3 rounded-md border p-6 text-center">
        <p>{serverMessage(client.error) ?? "The client could not be loaded."}</p>
        <Button asChild variant="link">
          <Link href="/dashboard/clients">All clients</Link>
        </Button>
      </div>
    );
  }
  return <ClientView client={client.data} />;
}
