"use client";

import * as React from "react";
import type { VisitDto } from "./queries";
import { SLOT_COUNT } from "./time";

export type DragMode = "move" | "resize";

/** What the views need from the board: the zone, colours, and the drag and keyboard handlers. */
export type ScheduleContextValue = {
  timeZone: string;
  colorOf: (userId: string) => string;
  /** The visit being moved with the keyboard. */
  keyboardId: string | null;
  /** The visit being dragged (moved or resized) with a pointer. */
  dragId: string | null;
  beginDrag: (
    event: React.PointerEvent<HTMLElement>,
    visit: VisitDto,
    memberId: string | null,
    mode: DragMode,
  ) => void;
  onVisitKeyDown: (
    event: React.KeyboardEvent<HTMLElement>,
    visit: VisitDto,
    memberId: string | null,
  ) => void;
  edit: (visit: VisitDto) => void;
  /** The id of the hidden text that tells how to move a visit. */
  hintId: string;
  /** Where a job dragged from the unscheduled list would land (a highlighted hour). */
  jobTarget: DropTarget | null;
};

export const ScheduleContext = React.createContext<ScheduleContextValue | null>(null);

export function useSchedule(): ScheduleContextValue {
  const value = React.useContext(ScheduleContext);
  if (!value) throw new Error("useSchedule outside the schedule board");
  return value;
}

/** A spot under the pointer: a day, a slot of its grid (null: a month cell), a member column. */
export type DropTarget = { day: string; slot: number | null; memberId: string | null };

/**
 * The drop target under (x, y): the nearest element marked data-drop-day (a grid column or a
 * month cell); in a grid, the slot under the pointer less the slots above where it was grabbed.
 */
export function dropTargetAt(x: number, y: number, grabSlots = 0): DropTarget | null {
  if (typeof document.elementsFromPoint !== "function") return null;
  for (const element of document.elementsFromPoint(x, y)) {
    if (!(element instanceof HTMLElement) || !element.dataset.dropDay) continue;
    const day = element.dataset.dropDay;
    const memberId = element.dataset.dropMember || null;
    if (element.dataset.dropSlots === undefined) return { day, slot: null, memberId };
    const rect = element.getBoundingClientRect();
    const raw = Math.floor(((y - rect.top) / rect.height) * SLOT_COUNT) - grabSlots;
    return { day, slot: Math.min(SLOT_COUNT - 1, Math.max(0, raw)), memberId };
  }
  return null;
}

/** Whether the office may still move it (the API refuses completed and cancelled visits). */
export const isMovable = (visit: VisitDto) =>
  visit.status !== "completed" && visit.status !== "cancelled";
