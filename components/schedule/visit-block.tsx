"use client";

import type * as React from "react";
import { Pencil } from "lucide-react";
import { cn } from "@/lib/utils";
import { isMovable, useSchedule } from "./context";
import type { VisitDto } from "./queries";
import { dayOf, formatTime, formatTimeRange, longDayLabel } from "./time";

const STATUS_WORDS: Partial<Record<VisitDto["status"], string>> = {
  en_route: "on the way",
  in_progress: "in progress",
  completed: "completed",
  cancelled: "cancelled",
};

/** The members' names: "Olive Owner and Tina Tech". */
export function namesOf(visit: VisitDto): string {
  const names = visit.assignees.map((assignee) => assignee.name);
  if (names.length === 0) return "no members";
  if (names.length === 1) return names[0];
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * A visit's accessible name, everything its block shows: "Tuesday, November 24, 9:00 AM –
 * 10:00 AM: Gutter cleaning (J-0001), Ada Client, with Olive Owner".
 */
export function visitLabel(visit: VisitDto, timeZone: string): string {
  const when = `${longDayLabel(dayOf(visit.startAt, timeZone))}, ${formatTimeRange(visit.startAt, visit.endAt, timeZone)}`;
  const status = STATUS_WORDS[visit.status];
  return `${when}: ${visit.jobTitle} (${visit.jobNumber}), ${visit.clientName ?? "no client"}, with ${namesOf(visit)}${status ? `, ${status}` : ""}`;
}

/** The colour a block wears: its column's member in the day view, else its first member. */
function useBlockColor(visit: VisitDto, memberId: string | null) {
  const { colorOf } = useSchedule();
  const userId = memberId || visit.assignees[0]?.userId || visit.id;
  return colorOf(userId);
}

function useVisitHandlers(visit: VisitDto, memberId: string | null) {
  const schedule = useSchedule();
  const moving = schedule.keyboardId === visit.id;
  const dragging = schedule.dragId === visit.id;
  return {
    moving,
    dragging,
    props: {
      role: "button",
      tabIndex: 0,
      "aria-label": visitLabel(visit, schedule.timeZone),
      "aria-describedby": schedule.hintId,
      "data-visit-key": `${visit.id}:${memberId ?? ""}`,
      "data-visit-id": visit.id,
      onKeyDown: (event: React.KeyboardEvent<HTMLElement>) =>
        schedule.onVisitKeyDown(event, visit, memberId),
      onPointerDown: (event: React.PointerEvent<HTMLElement>) =>
        schedule.beginDrag(event, visit, memberId, "move"),
    } as const,
  };
}

const focusRing =
  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** The edit button beside a visit (not inside it: a button holds no other control). */
function EditButton({ visit, className }: { visit: VisitDto; className?: string }) {
  const { edit, timeZone } = useSchedule();
  return (
    <button
      type="button"
      aria-label={`Edit visit ${visit.jobTitle}, ${formatTimeRange(visit.startAt, visit.endAt, timeZone)}`}
      onClick={() => edit(visit)}
      className={cn(
        "bg-background/90 text-muted-foreground hover:text-foreground absolute z-10 grid size-5 place-items-center rounded-sm border opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100",
        focusRing,
        className,
      )}
    >
      <Pencil className="size-3" aria-hidden="true" />
    </button>
  );
}

/** A visit on the time grid: placed by the caller (top, height, lane); drag, resize, keys. */
export function VisitBlock({
  visit,
  memberId,
  style,
  compact,
  showMembers,
}: {
  visit: VisitDto;
  memberId: string | null;
  style: React.CSSProperties;
  /** A 30-minute block: one line. */
  compact: boolean;
  /** The week view shows who goes (the day view's column says it). */
  showMembers: boolean;
}) {
  const schedule = useSchedule();
  const color = useBlockColor(visit, memberId);
  const { moving, dragging, props } = useVisitHandlers(visit, memberId);
  const movable = isMovable(visit);
  return (
    <div className="group absolute px-0.5" style={style}>
      <div
        {...props}
        data-moving={moving || undefined}
        className={cn(
          "bg-background relative flex h-full cursor-grab touch-none flex-col overflow-hidden rounded-md border border-l-4 px-1.5 py-0.5 text-left text-xs shadow-xs select-none",
          focusRing,
          moving && "ring-primary ring-offset-background z-20 ring-2 ring-offset-2",
          dragging && "z-20 cursor-grabbing opacity-80 shadow-lg",
          visit.status === "cancelled" && "line-through opacity-60",
          visit.status === "completed" && "opacity-70",
        )}
        style={{
          borderLeftColor: color,
          backgroundImage: `linear-gradient(${color}26, ${color}26)`,
        }}
      >
        <span className={cn("flex min-w-0 gap-1", compact ? "flex-row" : "flex-col")}>
          <span className="text-muted-foreground shrink-0 tabular-nums">
            {compact
              ? formatTime(visit.startAt, schedule.timeZone)
              : formatTimeRange(visit.startAt, visit.endAt, schedule.timeZone)}
          </span>
          <span className="truncate font-medium">{visit.jobTitle}</span>
        </span>
        {!compact ? (
          <span className="text-muted-foreground truncate">{visit.clientName ?? "No client"}</span>
        ) : null}
        {!compact && showMembers ? (
          <span className="flex min-w-0 items-center gap-1 truncate">
            {visit.assignees.map((assignee) => (
              <span
                key={assignee.userId}
                className="inline-block size-2 shrink-0 rounded-full"
                style={{ backgroundColor: schedule.colorOf(assignee.userId) }}
                aria-hidden="true"
              />
            ))}
            <span className="truncate">{namesOf(visit)}</span>
          </span>
        ) : null}
        {movable ? (
          <span
            aria-hidden="true"
            data-resize-handle=""
            className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize"
            onPointerDown={(event) => {
              event.stopPropagation();
              schedule.beginDrag(event, visit, memberId, "resize");
            }}
          />
        ) : null}
      </div>
      <EditButton visit={visit} className="top-1 right-1.5" />
    </div>
  );
}

/** A visit in a month cell: its time and job on one line. */
export function VisitChip({ visit }: { visit: VisitDto }) {
  const schedule = useSchedule();
  const color = useBlockColor(visit, null);
  const { moving, dragging, props } = useVisitHandlers(visit, null);
  return (
    <li className="group relative">
      <div
        {...props}
        data-moving={moving || undefined}
        className={cn(
          "hover:bg-accent flex cursor-grab touch-none items-center gap-1 truncate rounded-sm py-0.5 pr-6 pl-1 text-xs select-none",
          focusRing,
          moving && "ring-primary ring-2",
          dragging && "opacity-70",
          visit.status === "cancelled" && "line-through opacity-60",
        )}
      >
        <span
          className="inline-block size-2 shrink-0 rounded-full"
          style={{ backgroundColor: color }}
          aria-hidden="true"
        />
        <span className="text-muted-foreground tabular-nums">
          {formatTime(visit.startAt, schedule.timeZone)}
        </span>
        <span className="truncate font-medium">{visit.jobTitle}</span>
      </div>
      <EditButton visit={visit} className="top-0.5 right-0.5" />
    </li>
  );
}
