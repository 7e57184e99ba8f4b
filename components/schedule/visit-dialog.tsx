"use client";

import * as React from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, type FieldErrors } from "@/components/ui/form-field";
import { isDay } from "@/lib/dates/day";
import { isMovable } from "./context";
import { MemberChecklist } from "./member-checklist";
import { jobHref, type ScheduleMember, type VisitDto } from "./queries";
import {
  SLOT_MINUTES,
  dayOf,
  formatTimeRange,
  longDayLabel,
  parseTimeInput,
  timeInputValue,
  wallClock,
} from "./time";

export type VisitEdit = {
  startAt: string;
  endAt: string;
  arrivalWindowMinutes: number | null;
  assigneeIds: string[];
};

const STATUS_LABELS: Record<VisitDto["status"], string> = {
  scheduled: "Scheduled",
  en_route: "On the way",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** The API's bounds of an arrival window (lib/validation/job.ts). */
export const ARRIVAL_MIN = 15;
export const ARRIVAL_MAX = 480;
export const ARRIVAL_ERROR = `From ${ARRIVAL_MIN} to ${ARRIVAL_MAX} minutes, or leave it empty.`;

/** An arrival window typed in minutes: null when empty, undefined when out of bounds. */
export function parseArrival(value: string): number | null | undefined {
  if (value.trim() === "") return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= ARRIVAL_MIN && number <= ARRIVAL_MAX
    ? number
    : undefined;
}

function VisitForm({
  visit,
  members,
  timeZone,
  colorOf,
  onSave,
  onCancel,
}: {
  visit: VisitDto;
  members: ScheduleMember[];
  timeZone: string;
  colorOf: (userId: string) => string;
  onSave: (edit: VisitEdit) => void;
  onCancel: () => void;
}) {
  const movable = isMovable(visit);
  const [date, setDate] = React.useState(dayOf(visit.startAt, timeZone));
  const [start, setStart] = React.useState(timeInputValue(visit.startAt, timeZone));
  const [duration, setDuration] = React.useState(
    String(Math.round((Date.parse(visit.endAt) - Date.parse(visit.startAt)) / 60_000)),
  );
  const [arrival, setArrival] = React.useState(
    visit.arrivalWindowMinutes === null ? "" : String(visit.arrivalWindowMinutes),
  );
  const [assigneeIds, setAssigneeIds] = React.useState(visit.assignees.map((a) => a.userId));
  const [errors, setErrors] = React.useState<FieldErrors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    const startMinutes = parseTimeInput(start);
    const minutes = Number(duration);
    const arrivalMinutes = parseArrival(arrival);
    if (!isDay(date)) next.date = "Enter a date.";
    if (startMinutes === null) next.start = "Enter a start time.";
    if (!Number.isInteger(minutes) || minutes < SLOT_MINUTES || minutes > 24 * 60)
      next.duration = "Between 30 minutes and 24 hours.";
    if (arrivalMinutes === undefined) next.arrival = ARRIVAL_ERROR;
    if (assigneeIds.length === 0) next.assigneeIds = "Choose at least one member.";
    setErrors(next);
    if (Object.keys(next).length > 0 || startMinutes === null || arrivalMinutes === undefined)
      return;
    const startAt = wallClock(date, startMinutes, timeZone);
    onSave({
      startAt: startAt.toISOString(),
      endAt: new Date(startAt.getTime() + minutes * 60_000).toISOString(),
      arrivalWindowMinutes: arrivalMinutes,
      assigneeIds,
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Client</dt>
        <dd>
          {visit.clientName ?? "No client"}
          {visit.clientPhone ? (
            <>
              {" · "}
              <a className="underline" href={`tel:${visit.clientPhone}`}>
                {visit.clientPhone}
              </a>
            </>
          ) : null}
        </dd>
        {visit.address ? (
          <>
            <dt className="text-muted-foreground">Address</dt>
            <dd>{visit.address}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Status</dt>
        <dd>{STATUS_LABELS[visit.status]}</dd>
        {visit.recurrence ? (
          <>
            <dt className="text-muted-foreground">Repeats</dt>
            <dd>{visit.recurrence}</dd>
          </>
        ) : null}
      </dl>
      {!movable ? (
        <p className="text-muted-foreground text-sm">A {visit.status} visit stays where it is.</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          id="visit-date"
          label="Date"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={errors.date}
          disabled={!movable}
        />
        <Field
          id="visit-start"
          label="Start"
          type="time"
          step={SLOT_MINUTES * 60}
          value={start}
          onChange={(event) => setStart(event.target.value)}
          error={errors.start}
          disabled={!movable}
        />
        <Field
          id="visit-duration"
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={SLOT_MINUTES}
          max={24 * 60}
          step={SLOT_MINUTES}
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          error={errors.duration}
          disabled={!movable}
        />
      </div>
      <Field
        id="visit-arrival"
        label="Arrival window (minutes)"
        type="number"
        inputMode="numeric"
        min={ARRIVAL_MIN}
        max={ARRIVAL_MAX}
        step={15}
        value={arrival}
        onChange={(event) => setArrival(event.target.value)}
        error={errors.arrival}
        hint="How long after the start the customer is told to expect you (empty: the start time)."
        disabled={!movable}
      />
      <MemberChecklist
        members={members}
        extra={visit.assignees}
        value={assigneeIds}
        onChange={setAssigneeIds}
        colorOf={colorOf}
        error={errors.assigneeIds}
        disabled={!movable}
      />
      <DialogFooter className="sm:justify-between">
        <Button asChild variant="link" className="px-0">
          <Link href={jobHref(visit.jobId)}>Open job {visit.jobNumber}</Link>
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          {movable ? <Button type="submit">Save visit</Button> : null}
        </div>
      </DialogFooter>
    </form>
  );
}

/** A visit's details and its edit form: date, start, duration, arrival window, members. */
export function VisitDialog({
  visit,
  onOpenChange,
  members,
  timeZone,
  colorOf,
  onSave,
}: {
  visit: VisitDto | null;
  onOpenChange: (open: boolean) => void;
  members: ScheduleMember[];
  timeZone: string;
  colorOf: (userId: string) => string;
  onSave: (visit: VisitDto, edit: VisitEdit) => void;
}) {
  return (
    <Dialog open={visit !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {visit ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {visit.jobTitle} ({visit.jobNumber})
              </DialogTitle>
              <DialogDescription>
                {longDayLabel(dayOf(visit.startAt, timeZone))},{" "}
                {formatTimeRange(visit.startAt, visit.endAt, timeZone)}
              </DialogDescription>
            </DialogHeader>
            <VisitForm
              key={visit.id}
              visit={visit}
              members={members}
              timeZone={timeZone}
              colorOf={colorOf}
              onSave={(edit) => onSave(visit, edit)}
              onCancel={() => onOpenChange(false)}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
