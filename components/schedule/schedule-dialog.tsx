"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  Field,
  FieldError,
  issuesToFieldErrors,
  type FieldErrors,
} from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { ApiRequestError, serverMessage } from "@/components/query/client";
import { isDay } from "@/lib/dates/day";
import { MAX_OCCURRENCES, occurrences, type Recurrence } from "@/lib/jobs/recurrence";
import { MemberChecklist } from "./member-checklist";
import {
  doubleBookedQuestion,
  isDoubleBooked,
  useScheduleJob,
  type JobListItem,
  type ScheduleBody,
  type ScheduleMember,
  type VisitDto,
} from "./queries";
import { SLOT_MINUTES, dayOf, formatTime, parseTimeInput, wallClock } from "./time";
import { ARRIVAL_ERROR, ARRIVAL_MAX, ARRIVAL_MIN, parseArrival } from "./visit-dialog";

/**
 * The job a visit is scheduled for: an unscheduled job of the panel, or any job opened by
 * `?job=` (one already scheduled included: another visit).
 */
export type ScheduleJob = Pick<JobListItem, "id" | "number" | "title" | "clientName" | "address">;

/** What the dialog opens with: a dropped slot, the column's member. */
export type SchedulePrefill = {
  day: string;
  startMinutes: number;
  endMinutes: number;
  assigneeIds: string[];
};

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const selectClass =
  "border-input bg-background h-9 w-full min-w-0 rounded-md border px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";

type Repeat = "none" | "week" | "month";
type Ends = "until" | "count";

function ScheduleForm({
  job,
  prefill,
  members,
  timeZone,
  colorOf,
  onDone,
  onCancel,
}: {
  job: ScheduleJob;
  prefill: SchedulePrefill;
  members: ScheduleMember[];
  timeZone: string;
  colorOf: (userId: string) => string;
  onDone: (visits: VisitDto[]) => void;
  onCancel: () => void;
}) {
  const id = React.useId();
  const [date, setDate] = React.useState(prefill.day);
  const [start, setStart] = React.useState(toTime(prefill.startMinutes));
  const [end, setEnd] = React.useState(toTime(prefill.endMinutes));
  const [arrival, setArrival] = React.useState("");
  const [assigneeIds, setAssigneeIds] = React.useState(prefill.assigneeIds);
  const [repeat, setRepeat] = React.useState<Repeat>("none");
  const [every, setEvery] = React.useState("1");
  const [ends, setEnds] = React.useState<Ends>("count");
  const [until, setUntil] = React.useState("");
  const [count, setCount] = React.useState("4");
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [failure, setFailure] = React.useState<string | null>(null);
  const [conflict, setConflict] = React.useState<{ question: string; body: ScheduleBody } | null>(
    null,
  );
  const schedule = useScheduleJob();

  /** The body of the form as it stands, or the errors that keep it from being sent. */
  const read = (): { body: ScheduleBody } | { errors: FieldErrors } => {
    const next: FieldErrors = {};
    const startMinutes = parseTimeInput(start);
    const endMinutes = parseTimeInput(end);
    const arrivalMinutes = parseArrival(arrival);
    if (!isDay(date)) next.date = "Enter a date.";
    if (startMinutes === null) next.start = "Enter a start time.";
    if (endMinutes === null) next.end = "Enter an end time.";
    else if (startMinutes !== null && endMinutes <= startMinutes)
      next.end = "The end must be after the start.";
    if (arrivalMinutes === undefined) next.arrival = ARRIVAL_ERROR;
    if (assigneeIds.length === 0) next.assigneeIds = "Choose at least one member.";
    let recurrence: Recurrence | null = null;
    if (repeat !== "none") {
      const n = Number(every);
      if (!Number.isInteger(n) || n < 1 || n > 52) next.every = "A whole number from 1 to 52.";
      if (ends === "until") {
        if (!isDay(until)) next.until = "Enter the last date.";
        else if (until < date) next.until = "On or after the first visit's date.";
      } else {
        const c = Number(count);
        if (!Number.isInteger(c) || c < 2 || c > MAX_OCCURRENCES)
          next.count = `From 2 to ${MAX_OCCURRENCES} visits.`;
      }
      recurrence = {
        every: n,
        unit: repeat,
        until: ends === "until" ? until : null,
        count: ends === "count" ? Number(count) : null,
      };
    }
    if (Object.keys(next).length > 0 || startMinutes === null || endMinutes === null)
      return { errors: next };
    return {
      body: {
        startAt: wallClock(date, startMinutes, timeZone).toISOString(),
        endAt: wallClock(date, endMinutes, timeZone).toISOString(),
        arrivalWindowMinutes: arrivalMinutes ?? null,
        assigneeIds,
        recurrence,
      },
    };
  };

  const state = read();
  const preview =
    "body" in state && state.body.recurrence
      ? occurrences(
          new Date(state.body.startAt),
          Date.parse(state.body.endAt) - Date.parse(state.body.startAt),
          timeZone,
          state.body.recurrence,
        )
      : null;

  const send = async (body: ScheduleBody) => {
    setFailure(null);
    try {
      const { visits } = await schedule.mutateAsync({ jobId: job.id, body });
      setConflict(null);
      onDone(visits);
    } catch (error) {
      if (isDoubleBooked(error) && !body.force) {
        setConflict({ question: doubleBookedQuestion(error), body });
        return;
      }
      setConflict(null);
      if (error instanceof ApiRequestError && error.issues.length > 0) {
        const fields = issuesToFieldErrors(error.issues);
        setErrors({
          ...fields,
          start: fields.start ?? fields.startAt,
          end: fields.end ?? fields.endAt,
          arrival: fields.arrival ?? fields.arrivalWindowMinutes,
        });
      }
      setFailure(serverMessage(error) ?? "The visit could not be scheduled. Try again.");
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = read();
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    void send(result.body);
  };

  return (
    <>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            id={`${id}-date`}
            label="Date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={errors.date}
          />
          <Field
            id={`${id}-start`}
            label="Start"
            type="time"
            step={SLOT_MINUTES * 60}
            value={start}
            onChange={(event) => setStart(event.target.value)}
            error={errors.start}
          />
          <Field
            id={`${id}-end`}
            label="End"
            type="time"
            step={SLOT_MINUTES * 60}
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            error={errors.end}
          />
        </div>
        <Field
          id={`${id}-arrival`}
          label="Arrival window (minutes)"
          type="number"
          inputMode="numeric"
          min={ARRIVAL_MIN}
          max={ARRIVAL_MAX}
          step={15}
          value={arrival}
          onChange={(event) => setArrival(event.target.value)}
          error={errors.arrival}
          hint="The customer is told to expect you between the start and this many minutes later."
        />
        <MemberChecklist
          members={members}
          value={assigneeIds}
          onChange={setAssigneeIds}
          colorOf={colorOf}
          error={errors.assigneeIds}
        />
        <div className="grid gap-3 rounded-md border p-3">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-repeat`}>Repeat</Label>
              <select
                id={`${id}-repeat`}
                className={selectClass}
                value={repeat}
                onChange={(event) => setRepeat(event.target.value as Repeat)}
              >
                <option value="none">Does not repeat</option>
                <option value="week">Every N weeks</option>
                <option value="month">Every N months</option>
              </select>
            </div>
            {repeat !== "none" ? (
              <Field
                id={`${id}-every`}
                label={repeat === "week" ? "Every how many weeks" : "Every how many months"}
                type="number"
                inputMode="numeric"
                min={1}
                max={52}
                value={every}
                onChange={(event) => setEvery(event.target.value)}
                error={errors.every}
              />
            ) : null}
          </div>
          {repeat !== "none" ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Ends</legend>
              <div className="flex flex-wrap items-start gap-4">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-ends`}
                    value="count"
                    checked={ends === "count"}
                    onChange={() => setEnds("count")}
                  />
                  After a number of visits
                </label>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-ends`}
                    value="until"
                    checked={ends === "until"}
                    onChange={() => setEnds("until")}
                  />
                  On a date
                </label>
              </div>
              {ends === "count" ? (
                <Field
                  id={`${id}-count`}
                  label="Number of visits"
                  type="number"
                  inputMode="numeric"
                  min={2}
                  max={MAX_OCCURRENCES}
                  value={count}
                  onChange={(event) => setCount(event.target.value)}
                  error={errors.count}
                />
              ) : (
                <Field
                  id={`${id}-until`}
                  label="Until"
                  type="date"
                  value={until}
                  onChange={(event) => setUntil(event.target.value)}
                  error={errors.until}
                />
              )}
            </fieldset>
          ) : null}
          {preview && preview.length > 0 ? (
            <p className="text-muted-foreground text-sm" data-testid="recurrence-preview">
              {preview.length} {preview.length === 1 ? "visit" : "visits"}, at{" "}
              {formatTime(preview[0].startAt, timeZone)}: the first on{" "}
              {dayOf(preview[0].startAt, timeZone)}, the last on{" "}
              {dayOf(preview[preview.length - 1].startAt, timeZone)}.
            </p>
          ) : null}
        </div>
        <FieldError id={`${id}-failure`} message={failure ?? undefined} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={schedule.isPending}>
            {schedule.isPending ? "Scheduling…" : "Schedule visit"}
          </Button>
        </DialogFooter>
      </form>
      <ConfirmDialog
        open={conflict !== null}
        onOpenChange={(open) => {
          if (!open && !schedule.isPending) setConflict(null);
        }}
        title="Double-booking"
        description={conflict?.question ?? ""}
        confirmLabel="Save anyway"
        pendingLabel="Saving…"
        pending={schedule.isPending}
        onConfirm={() => {
          if (conflict) void send({ ...conflict.body, force: true });
        }}
      />
    </>
  );
}

/** Schedules a job: date, start, end, arrival window, members, and a repeat rule. */
export function ScheduleDialog({
  request,
  onOpenChange,
  members,
  timeZone,
  colorOf,
  onScheduled,
}: {
  request: { job: ScheduleJob; prefill: SchedulePrefill } | null;
  onOpenChange: (open: boolean) => void;
  members: ScheduleMember[];
  timeZone: string;
  colorOf: (userId: string) => string;
  onScheduled: (job: ScheduleJob, visits: VisitDto[]) => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {request ? (
          <>
            <DialogHeader>
              <DialogTitle>Schedule {request.job.title}</DialogTitle>
              <DialogDescription>
                {request.job.number}
                {request.job.clientName ? ` · ${request.job.clientName}` : ""}
                {request.job.address ? ` · ${request.job.address}` : ""}
              </DialogDescription>
            </DialogHeader>
            <ScheduleForm
              key={`${request.job.id}:${request.prefill.day}:${request.prefill.startMinutes}`}
              job={request.job}
              prefill={request.prefill}
              members={members}
              timeZone={timeZone}
              colorOf={colorOf}
              onDone={(visits) => onScheduled(request.job, visits)}
              onCancel={() => onOpenChange(false)}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
