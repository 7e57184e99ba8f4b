"use client";

import * as React from "react";
import Link from "next/link";
import { Mail, MapPin, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { CreateQuoteButton } from "@/components/quotes/create-quote-button";
import { serverMessage } from "@/components/query/client";
import type { EstimateDetail } from "@/lib/estimates/types";
import { formatCurrency, formatDuration } from "@/lib/format";
import { UNIT_TYPE_INFO } from "@/lib/pricing";
import { ESTIMATE_STATUS_LABELS } from "@/lib/estimates/status";
import { ESTIMATE_STATUSES, type EstimateStatus } from "@/lib/validation/estimate-values";
import { AssigneeSelect } from "@/components/team/assignee-select";
import { useAssignEstimate, useEstimateDetail, useUpdateEstimate } from "./queries";
import { RequestMarks } from "./status-badge";
import { RequestDetails } from "./request-details";
import { Conversation } from "@/components/texts/conversation";

function Notes({ estimate }: { estimate: EstimateDetail }) {
  const [notes, setNotes] = React.useState(estimate.notes ?? "");
  const update = useUpdateEstimate(estimate.id);
  const dirty = notes !== (estimate.notes ?? "");
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { notes },
          {
            onSuccess: () => toast({ title: "Notes saved" }),
            onError: (error) =>
              toast({
                title: "Error saving notes",
                description: serverMessage(error) ?? "Please try again.",
                variant: "destructive",
              }),
          },
        );
      }}
    >
      <Label htmlFor="estimate-notes">Notes</Label>
      <Textarea
        id="estimate-notes"
        rows={4}
        maxLength={5000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        className="justify-self-end"
        disabled={!dirty || update.isPending}
      >
        {update.isPending ? "Saving..." : "Save notes"}
      </Button>
    </form>
  );
}

function StatusSelect({ estimate }: { estimate: EstimateDetail }) {
  const update = useUpdateEstimate(estimate.id);
  return (
    <div className="grid gap-2">
      <Label htmlFor="estimate-status">Status</Label>
      <Select
        value={estimate.status}
        disabled={update.isPending}
        onValueChange={(status) =>
          update.mutate(
            { status: status as EstimateStatus },
            {
              onError: (error) =>
                toast({
                  title: "Error updating status",
                  description: serverMessage(error) ?? "Please try again.",
                  variant: "destructive",
                }),
            },
          )
        }
      >
        <SelectTrigger id="estimate-status" className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ESTIMATE_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {ESTIMATE_STATUS_LABELS[status]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Who handles the request (docs/team.md), saved on its own. */
function Assignee({ estimate }: { estimate: EstimateDetail }) {
  const assign = useAssignEstimate(estimate.id);
  const value = assign.isPending ? assign.variables : (estimate.assignedToId ?? null);
  return (
    <AssigneeSelect
      label="Assigned to"
      value={value ?? null}
      disabled={assign.isPending}
      onChange={(userId) =>
        assign.mutate(userId, {
          onSuccess: () => toast({ title: userId ? "Request assigned" : "Request unassigned" }),
          onError: (error) =>
            toast({
              title: "Could not change the assignee",
              description: serverMessage(error) ?? "Please try again.",
              variant: "destructive",
            }),
        })
      }
    />
  );
}

function Body({ estimate }: { estimate: EstimateDetail }) {
  return (
    <div className="space-y-6 px-4 pb-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <RequestMarks isSpam={estimate.isSpam} outsideServiceArea={estimate.outsideServiceArea} />
        </div>
        <div className="flex flex-wrap gap-2">
          {estimate.clientId ? (
            <Button asChild variant="outline">
              <Link href={`/dashboard/clients/${encodeURIComponent(estimate.clientId)}`}>
                View client
              </Link>
            </Button>
          ) : null}
          {estimate.quoteId ? (
            <Button asChild>
              <Link href={`/dashboard/quotes/${encodeURIComponent(estimate.quoteId)}`}>
                View quote
              </Link>
            </Button>
          ) : (
            <CreateQuoteButton from={{ estimateRequestId: estimate.id }} label="Create quote" />
          )}
        </div>
      </div>
      <ul className="space-y-1 text-sm">
        <li className="flex items-center gap-2">
          <Mail className="size-4" aria-hidden="true" />
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={`mailto:${estimate.customerEmail}`}
          >
            {estimate.customerEmail}
          </a>
        </li>
        {estimate.customerPhone && (
          <li className="flex items-center gap-2">
            <Phone className="size-4" aria-hidden="true" />
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`tel:${estimate.customerPhone}`}
            >
              {estimate.customerPhone}
            </a>
          </li>
        )}
        {estimate.customerZip && (
          <li className="flex items-center gap-2">
            <MapPin className="size-4" aria-hidden="true" />
            ZIP {estimate.customerZip}
          </li>
        )}
      </ul>
      <RequestDetails estimate={estimate} />
      <div className="grid gap-4 sm:grid-cols-2">
        <StatusSelect estimate={estimate} />
        <Assignee estimate={estimate} />
      </div>
      <section aria-labelledby="estimate-items-title" className="space-y-2">
        <h3 id="estimate-items-title" className="font-medium">
          Items
        </h3>
        <ul className="divide-y rounded-md border text-sm">
          {estimate.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 p-3">
              <div>
                <p className="font-medium">{item.name}</p>
                {item.isCustom && (
                  <p className="text-muted-foreground text-xs">
                    {Number(item.quantity)} × to be quoted
                  </p>
                )}
                {item.serviceId && (
                  <p className="text-muted-foreground text-xs">
                    {Number(item.quantity)} × {formatCurrency(item.unitPrice)}{" "}
                    {UNIT_TYPE_INFO[item.unitType].label} · {formatDuration(item.time)}
                  </p>
                )}
                {item.feeName && (
                  <p className="text-muted-foreground text-xs">
                    {item.feeName}: {formatCurrency(item.feeAmount)}
                  </p>
                )}
              </div>
              <span className="font-medium">{formatCurrency(item.lineSubtotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatCurrency(estimate.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Tax</dt>
            <dd>{formatCurrency(estimate.taxAmount)}</dd>
          </div>
          <div className="flex justify-between text-base font-semibold">
            <dt>Total</dt>
            <dd data-testid="detail-total">{formatCurrency(estimate.totalAmount)}</dd>
          </div>
          <div className="text-muted-foreground flex justify-between">
            <dt>Estimated time</dt>
            <dd>{formatDuration(estimate.totalTime)}</dd>
          </div>
        </dl>
        {estimate.clientTotal && estimate.clientTotal !== estimate.totalAmount && (
          <p className="text-muted-foreground text-xs">
            The customer saw {formatCurrency(estimate.clientTotal)}; prices changed or the page was
            out of date. The total above is from your price book.
          </p>
        )}
      </section>
      <Notes key={estimate.updatedAt} estimate={estimate} />
      <Conversation target={{ requestId: estimate.id }} id="request-texts" />
    </div>
  );
}

/** The detail of one request in a side sheet: contact, items, totals, status and notes. */
export function EstimateDetailSheet({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useEstimateDetail(id);
  const estimate = detail.data;
  return (
    <Sheet open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full sm:max-w-lg">
        <SheetHeader>
          <SheetTitle>{estimate ? estimate.customerName : "Estimate request"}</SheetTitle>
          <SheetDescription>
            {estimate
              ? `Received ${new Date(estimate.createdAt).toLocaleString("en-US")}`
              : "Loading the request..."}
          </SheetDescription>
        </SheetHeader>
        {detail.isPending && id && (
          <div className="space-y-3 px-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        {detail.isError && (
          <p role="alert" className="text-destructive px-4 text-sm">
            {serverMessage(detail.error) ?? "This request could not be loaded."}
          </p>
        )}
        {estimate && <Body estimate={estimate} />}
      </SheetContent>
    </Sheet>
  );
}
