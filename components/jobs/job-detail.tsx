"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CalendarPlus, CheckCircle2, FileText, Receipt, RotateCcw, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { DocumentLoader, DocumentNotFound } from "@/components/documents/document-loader";
import { invoiceHref, useCreateInvoice } from "@/components/invoices/queries";
import { serverMessage } from "@/components/query/client";
import { formatCurrency } from "@/lib/format";
import type { JobDto } from "@/lib/jobs/dto";
import { can, type Role } from "@/lib/team/permissions";
import { jobParams } from "@/lib/validation/job";
import { dateTimeIn } from "./format";
import {
  AddressWithMap,
  JobChecklist,
  JobNotes,
  JobPhotos,
  JobSection,
  JobVisits,
  PhoneLink,
} from "./job-parts";
import { useCompanyZone, useJob, useJobStatus, type JobAction } from "./queries";
import { JobStatusBadge } from "./status-badge";

const JOB_NAMES = { noun: "job", listHref: "/dashboard/jobs", listLabel: "All jobs" };

const OPEN: JobDto["status"][] = ["unscheduled", "scheduled", "in_progress"];

const DONE_TOAST: Record<JobAction, string> = {
  complete: "Job completed",
  cancel: "Job cancelled",
  reopen: "Job reopened",
};

/** Complete, Cancel (confirmed: its open visits are cancelled too) and Reopen: the office's. */
function StatusActions({ job }: { job: JobDto }) {
  const change = useJobStatus(job.id);
  const [confirmCancel, setConfirmCancel] = React.useState(false);
  const run = (action: JobAction) =>
    change.mutate(action, {
      onSuccess: () => {
        setConfirmCancel(false);
        toast({ title: DONE_TOAST[action], description: `${job.number}: ${job.title}` });
      },
      onError: (error) => {
        setConfirmCancel(false);
        toast({
          variant: "destructive",
          title: "The job's status did not change",
          description: serverMessage(error) ?? "Please try again.",
        });
      },
    });
  const open = OPEN.includes(job.status);
  return (
    <>
      {open ? (
        <Button type="button" onClick={() => run("complete")} disabled={change.isPending}>
          <CheckCircle2 aria-hidden="true" />
          Complete job
        </Button>
      ) : null}
      {open ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => setConfirmCancel(true)}
          disabled={change.isPending}
        >
          <XCircle aria-hidden="true" />
          Cancel job
        </Button>
      ) : null}
      {!open ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => run("reopen")}
          disabled={change.isPending}
        >
          <RotateCcw aria-hidden="true" />
          Reopen job
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={`Cancel ${job.number}?`}
        description="Its open visits are cancelled too and leave the schedule. You can reopen the job later."
        confirmLabel="Cancel job"
        pendingLabel="Cancelling..."
        pending={change.isPending}
        destructive
        onConfirm={() => run("cancel")}
      />
    </>
  );
}

/** A completed job of a quote: an invoice for the rest of the quote, opened in the editor. */
function CreateInvoiceFromJob({ quoteId }: { quoteId: string }) {
  const router = useRouter();
  const create = useCreateInvoice();
  return (
    <Button
      type="button"
      disabled={create.isPending}
      aria-busy={create.isPending || undefined}
      onClick={() =>
        create.mutate(
          { quoteId, mode: "rest" },
          {
            onSuccess: (invoice) => router.push(invoiceHref(invoice.id)),
            onError: (error) =>
              toast({
                variant: "destructive",
                title: "Could not create the invoice",
                description: serverMessage(error) ?? "Please try again.",
              }),
          },
        )
      }
    >
      <Receipt aria-hidden="true" />
      {create.isPending ? "Creating..." : "Create invoice"}
    </Button>
  );
}

/** The quote's total and the deposit paid: only when the API sends them (never a technician). */
function MoneyBox({ job }: { job: JobDto & { money: NonNullable<JobDto["money"]> } }) {
  return (
    <JobSection title="Quote" className="rounded-md border p-4">
      <dl className="grid gap-1.5 text-sm" data-testid="job-money">
        <div className="flex justify-between gap-4">
          <dt>Quote total</dt>
          <dd className="font-medium">{formatCurrency(job.money.quoteTotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Deposit paid</dt>
          <dd className="font-medium">{formatCurrency(job.money.depositPaid)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {job.quoteId ? (
          <Link
            className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
            href={`/dashboard/quotes/${encodeURIComponent(job.quoteId)}`}
          >
            <FileText aria-hidden="true" className="size-4" />
            Open the quote
          </Link>
        ) : null}
        {job.invoiceId ? (
          <Link
            className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
            href={invoiceHref(job.invoiceId)}
          >
            <Receipt aria-hidden="true" className="size-4" />
            Open the invoice
          </Link>
        ) : null}
      </div>
    </JobSection>
  );
}

function Workspace({ job, role, zone }: { job: JobDto; role: Role; zone: string }) {
  const office = can(role, "schedule");
  const open = OPEN.includes(job.status);
  const money = job.money;
  return (
    <div className="space-y-6">
      <div className="grid gap-3">
        <Link
          href="/dashboard/jobs"
          className="text-muted-foreground w-fit text-sm underline-offset-4 hover:underline"
        >
          All jobs
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid min-w-0 gap-1">
            <p className="text-muted-foreground text-sm font-medium" data-testid="job-number">
              {job.number}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words">{job.title}</h1>
              <JobStatusBadge status={job.status} />
            </div>
          </div>
          {office || (job.status === "completed" && job.quoteId && can(role, "invoices")) ? (
            <div className="flex flex-wrap gap-2" role="group" aria-label="Job actions">
              {office && open ? (
                <Button asChild variant="outline">
                  <Link href={`/dashboard/schedule?job=${encodeURIComponent(job.id)}`}>
                    <CalendarPlus aria-hidden="true" />
                    Schedule a visit
                  </Link>
                </Button>
              ) : null}
              {job.status === "completed" && job.quoteId && can(role, "invoices") ? (
                <CreateInvoiceFromJob quoteId={job.quoteId} />
              ) : null}
              {office ? <StatusActions job={job} /> : null}
            </div>
          ) : null}
        </div>
        <div className="grid gap-1 text-sm">
          {job.client ? (
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium" data-testid="job-client">
                {job.client.name}
              </span>
              {job.client.phone ? <PhoneLink phone={job.client.phone} /> : null}
              {job.client.email ? (
                <a
                  className="text-primary underline-offset-4 hover:underline"
                  href={`mailto:${job.client.email}`}
                >
                  {job.client.email}
                </a>
              ) : null}
            </span>
          ) : (
            <span className="text-muted-foreground">No client</span>
          )}
          {job.property ? <AddressWithMap address={job.property.address} /> : null}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-8">
          <JobSection title="Instructions">
            {job.instructions ? (
              <p className="text-sm whitespace-pre-wrap">{job.instructions}</p>
            ) : (
              <p className="text-muted-foreground text-sm">No instructions.</p>
            )}
          </JobSection>
          <JobChecklist job={job} />
          <JobNotes job={job} zone={zone} />
          <JobPhotos job={job} />
        </div>
        <aside className="grid content-start gap-6" aria-label="Visits and record">
          <JobVisits visits={job.visits} zone={zone} />
          {money ? <MoneyBox job={{ ...job, money }} /> : null}
          <p className="text-muted-foreground text-xs" data-testid="job-record">
            Created by {job.createdByName ?? "someone"} on{" "}
            <time dateTime={job.createdAt}>{dateTimeIn(job.createdAt, zone)}</time> · Last changed
            by {job.updatedByName ?? "someone"} on{" "}
            <time dateTime={job.updatedAt}>{dateTimeIn(job.updatedAt, zone)}</time>
          </p>
        </aside>
      </div>
    </div>
  );
}

function JobLoader({ id, role }: { id: string; role: Role }) {
  const job = useJob(id);
  const zone = useCompanyZone();
  return (
    <DocumentLoader query={job} {...JOB_NAMES}>
      {(data) =>
        zone ? (
          <Workspace key={data.id} job={data} role={role} zone={zone} />
        ) : (
          <div className="space-y-4" aria-busy="true" aria-label="Loading the job">
            <Skeleton className="h-9 w-64" />
            <Skeleton className="h-64 w-full" />
          </div>
        )
      }
    </DocumentLoader>
  );
}

/**
 * /dashboard/jobs/[id]: the job, its checklist, notes, photos and visits; the office's status
 * actions and schedule link; the quote's money only when the API sends it (never a technician).
 */
export function JobDetailPage({ id, role }: { id: string; role: Role }) {
  if (!jobParams.safeParse({ id }).success) return <DocumentNotFound {...JOB_NAMES} />;
  return <JobLoader id={id} role={role} />;
}
