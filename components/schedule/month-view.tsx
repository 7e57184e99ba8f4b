"use client";

import { cn } from "@/lib/utils";
import { useSchedule } from "./context";
import type { VisitDto } from "./queries";
import { dayNumber, dayOf, longDayLabel, weekdayOf } from "./time";
import { VisitChip } from "./visit-block";

/** How many visits a day cell lists before "+N more". */
const SHOWN = 4;

/** The month view: its weeks, Monday first, each day listing its visits compactly. */
export function MonthView({
  days,
  month,
  today,
  visits,
  onOpenDay,
}: {
  days: string[];
  /** "YYYY-MM": days of other months are dimmed. */
  month: string;
  today: string;
  visits: VisitDto[];
  onOpenDay: (day: string) => void;
}) {
  const { timeZone, jobTarget, keyboardId } = useSchedule();
  const byDay = new Map<string, VisitDto[]>();
  for (const visit of visits) {
    const day = dayOf(visit.startAt, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), visit]);
  }
  return (
    <div className="overflow-x-auto rounded-md border">
      <div className="grid min-w-[42rem] grid-cols-7">
        {days.slice(0, 7).map((day) => (
          <div
            key={day}
            className="text-muted-foreground border-b px-2 py-1.5 text-xs font-medium"
            aria-hidden="true"
          >
            {weekdayOf(day)}
          </div>
        ))}
        {days.map((day) => {
          const list = (byDay.get(day) ?? []).sort((a, b) => a.startAt.localeCompare(b.startAt));
          const hidden = list.length > SHOWN + 1 ? list.length - SHOWN : 0;
          let shown = hidden ? list.slice(0, SHOWN) : list;
          // The visit being moved with the keys stays in view (it holds the focus).
          const moving = list.find((visit) => visit.id === keyboardId);
          if (moving && !shown.includes(moving)) shown = [...shown.slice(0, -1), moving];
          return (
            <div
              key={day}
              data-drop-day={day}
              data-testid="schedule-month-day"
              className={cn(
                "min-h-28 min-w-0 border-b border-l p-1 first:border-l-0 [&:nth-child(7n+1)]:border-l-0",
                day.slice(0, 7) !== month && "bg-muted/40 text-muted-foreground",
                jobTarget?.day === day && "bg-primary/15",
              )}
            >
              <button
                type="button"
                onClick={() => onOpenDay(day)}
                aria-label={`Open ${longDayLabel(day)}`}
                className={cn(
                  "hover:bg-accent focus-visible:ring-ring mb-0.5 grid size-6 place-items-center rounded-full text-xs outline-none focus-visible:ring-2",
                  day === today && "bg-primary text-primary-foreground hover:bg-primary/90",
                )}
              >
                {dayNumber(day)}
              </button>
              <ul className="space-y-0.5">
                {shown.map((visit) => (
                  <VisitChip key={visit.id} visit={visit} />
                ))}
              </ul>
              {hidden ? (
                <button
                  type="button"
                  onClick={() => onOpenDay(day)}
                  aria-label={`${hidden} more visits on ${longDayLabel(day)}`}
                  className="text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded-sm px-1 text-xs outline-none focus-visible:ring-2"
                >
                  +{hidden} more
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
