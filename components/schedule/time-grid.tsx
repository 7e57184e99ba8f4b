"use client";

import * as React from "react";
import { cn } from "@/lib/utils";
import { useSchedule } from "./context";
import type { VisitDto } from "./queries";
import { SLOT_COUNT, dayOf, slotLabel, slotPosition } from "./time";
import { VisitBlock } from "./visit-block";

/** Pixels of one 30-minute slot. */
export const SLOT_PX = 24;

/** A column of the grid: a member on one day (day view) or a day (week view). */
export type GridColumn = {
  key: string;
  day: string;
  /** The member whose visits it holds (day view); "" holds visits with no member. */
  memberId: string | null;
  label: string;
  /** What a screen reader hears for the heading. */
  title: string;
  color?: string;
  isToday: boolean;
};

type Placed = { visit: VisitDto; top: number; bottom: number; lane: number; lanes: number };

/**
 * Where each visit of one column goes, in slots from 6:00: clipped to the grid (at least one
 * slot tall), overlapping visits side by side in lanes.
 */
export function layoutColumn(visits: VisitDto[], day: string, timeZone: string): Placed[] {
  const items = visits
    .map((visit) => {
      const start = slotPosition(visit.startAt, timeZone);
      const endsToday = dayOf(visit.endAt, timeZone) === day;
      const top = Math.min(SLOT_COUNT - 1, Math.max(0, start));
      const end = endsToday ? slotPosition(visit.endAt, timeZone) : SLOT_COUNT;
      const bottom = Math.max(top + 1, Math.min(SLOT_COUNT, end));
      return { visit, top, bottom, lane: 0, lanes: 1 };
    })
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom || a.visit.id.localeCompare(b.visit.id));
  let cluster: Placed[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((item) => item.lane + 1));
    for (const item of cluster) item.lanes = lanes;
    cluster = [];
  };
  for (const item of items) {
    if (item.top >= clusterEnd) close();
    const laneEnds = new Map<number, number>();
    for (const other of cluster)
      laneEnds.set(other.lane, Math.max(laneEnds.get(other.lane) ?? 0, other.bottom));
    let lane = 0;
    while ((laneEnds.get(lane) ?? -Infinity) > item.top) lane++;
    item.lane = lane;
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, item.bottom);
  }
  close();
  return items;
}

function Column({
  column,
  visits,
  showMembers,
}: {
  column: GridColumn;
  visits: VisitDto[];
  showMembers: boolean;
}) {
  const { timeZone, jobTarget } = useSchedule();
  const placed = layoutColumn(visits, column.day, timeZone);
  const targeted =
    jobTarget &&
    jobTarget.slot !== null &&
    jobTarget.day === column.day &&
    (column.memberId === null || (jobTarget.memberId ?? "") === column.memberId)
      ? jobTarget.slot
      : null;
  return (
    <div
      data-drop-day={column.day}
      data-drop-member={column.memberId ?? undefined}
      data-drop-slots=""
      data-testid="schedule-column"
      className={cn("relative border-l", column.isToday && "bg-primary/5")}
      style={{ height: SLOT_COUNT * SLOT_PX }}
    >
      {Array.from({ length: SLOT_COUNT }, (_, slot) => (
        <div
          key={slot}
          aria-hidden="true"
          className={cn("border-b", slot % 2 === 0 ? "border-border/40 border-dashed" : "")}
          style={{ height: SLOT_PX }}
        />
      ))}
      {targeted !== null ? (
        <div
          aria-hidden="true"
          className="border-primary bg-primary/15 pointer-events-none absolute inset-x-0.5 rounded-md border-2 border-dashed"
          style={{ top: targeted * SLOT_PX, height: Math.min(2, SLOT_COUNT - targeted) * SLOT_PX }}
        />
      ) : null}
      {placed.map((item) => (
        <VisitBlock
          key={item.visit.id}
          visit={item.visit}
          memberId={column.memberId}
          compact={item.bottom - item.top <= 1}
          showMembers={showMembers}
          style={{
            top: item.top * SLOT_PX,
            height: (item.bottom - item.top) * SLOT_PX,
            left: `${(item.lane / item.lanes) * 100}%`,
            width: `${100 / item.lanes}%`,
          }}
        />
      ))}
    </div>
  );
}

/**
 * The day and week views: 6:00 to 21:00 in 30-minute rows (scrollable), one column per member
 * (day) or per day (week), headings that stay in view.
 */
export function TimeGrid({
  columns,
  visits,
  showMembers,
  label,
}: {
  columns: GridColumn[];
  visits: VisitDto[];
  showMembers: boolean;
  label: string;
}) {
  const { timeZone } = useSchedule();
  const scroller = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    // Open on the working morning (7:00), not at 6:00.
    if (scroller.current) scroller.current.scrollTop = 2 * SLOT_PX;
  }, []);

  const byColumn = (column: GridColumn) =>
    visits.filter(
      (visit) =>
        dayOf(visit.startAt, timeZone) === column.day &&
        (column.memberId === null ||
          (column.memberId === ""
            ? visit.assignees.length === 0
            : visit.assignees.some((assignee) => assignee.userId === column.memberId))),
    );

  return (
    <div
      ref={scroller}
      role="region"
      aria-label={label}
      tabIndex={0}
      className="focus-visible:ring-ring max-h-[70vh] overflow-auto rounded-md border outline-none focus-visible:ring-2"
    >
      <div
        className="grid min-w-fit"
        style={{ gridTemplateColumns: `4rem repeat(${columns.length}, minmax(8.5rem, 1fr))` }}
      >
        <div className="bg-background sticky top-0 left-0 z-30 border-b" />
        {columns.map((column) => (
          <div
            key={column.key}
            className={cn(
              "bg-background sticky top-0 z-20 flex min-w-0 items-center gap-2 border-b border-l px-2 py-2 text-sm font-medium",
              column.isToday && "text-primary",
            )}
            title={column.title}
          >
            {column.color ? (
              <span
                aria-hidden="true"
                className="inline-block size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: column.color }}
              />
            ) : null}
            <span className="truncate">{column.label}</span>
          </div>
        ))}
        <div className="bg-background sticky left-0 z-10" aria-hidden="true">
          <div className="relative" style={{ height: SLOT_COUNT * SLOT_PX }}>
            {Array.from({ length: SLOT_COUNT / 2 }, (_, hour) => (
              <span
                key={hour}
                className="text-muted-foreground absolute right-2 text-xs tabular-nums"
                style={{ top: hour * 2 * SLOT_PX + 2 }}
              >
                {slotLabel(hour * 2)}
              </span>
            ))}
          </div>
        </div>
        {columns.map((column) => (
          <Column
            key={column.key}
            column={column}
            visits={byColumn(column)}
            showMembers={showMembers}
          />
        ))}
      </div>
    </div>
  );
}
