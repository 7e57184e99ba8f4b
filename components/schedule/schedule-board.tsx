"use client";

import * as React from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ListError, ListSkeleton } from "@/components/ui/list-states";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { todayIn } from "@/lib/dates/zone";
import { cn } from "@/lib/utils";
import { hashIndex, memberColor } from "./colors";
import {
  ScheduleContext,
  dropTargetAt,
  isMovable,
  type DragMode,
  type DropTarget,
  type ScheduleContextValue,
} from "./context";
import { MonthView } from "./month-view";
import {
  memberName,
  useJob,
  useVisitMover,
  useVisits,
  type JobListItem,
  type MoveOutcome,
  type TeamMembersDto,
  type VisitDto,
  type VisitPatch,
} from "./queries";
import { ScheduleDialog, type ScheduleJob, type SchedulePrefill } from "./schedule-dialog";
import {
  GRID_START_MINUTES,
  SLOT_COUNT,
  SLOT_MINUTES,
  dayOf,
  daysBetween,
  formatTimeRange,
  longDayLabel,
  moveByDays,
  moveBySlots,
  rangeTitle,
  shiftAnchor,
  shortDayLabel,
  slotInstant,
  slotPosition,
  viewRange,
  type ScheduleView,
} from "./time";
import { TimeGrid, type GridColumn } from "./time-grid";
import { UnscheduledPanel } from "./unscheduled-panel";
import { VisitDialog, type VisitEdit } from "./visit-dialog";
import { visitLabel } from "./visit-block";

const VIEWS: { value: ScheduleView; label: string }[] = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
];

const EMPTY: Record<ScheduleView, string> = {
  day: "No visits this day",
  week: "No visits this week",
  month: "No visits this month",
};

/** Below this width the day view shows one member (chosen in a select), not a column each. */
const NARROW_QUERY = "(max-width: 767px)";

function subscribeNarrow(onChange: () => void) {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
  const media = window.matchMedia(NARROW_QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

function useNarrow() {
  return React.useSyncExternalStore(
    subscribeNarrow,
    () => typeof window.matchMedia === "function" && window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}

/** A change shown before it is saved: keys, a drag, a resize. */
type Preview = {
  /** The visit as saved. */
  visit: VisitDto;
  startAt: string;
  endAt: string;
  /** The members after a drag to another member's column (null: unchanged). */
  assigneeIds: string[] | null;
  /** The column it was picked up from (day view), for the focus and a reassignment. */
  memberId: string | null;
  mode: "keyboard" | DragMode | "saving";
};

type Change = { startAt: string; endAt: string; assigneeIds: string[] | null };

const visitKey = (visitId: string, memberId: string | null) => `${visitId}:${memberId ?? ""}`;

function focusVisit(key: string): boolean {
  const element = Array.from(document.querySelectorAll<HTMLElement>("[data-visit-key]")).find(
    (candidate) => candidate.dataset.visitKey === key,
  );
  if (!element) return false;
  if (document.activeElement !== element) element.focus();
  return true;
}

/** No text selection while something is dragged; the returned function ends it. */
function holdSelection(): () => void {
  const previous = document.body.style.userSelect;
  document.body.style.userSelect = "none";
  return () => {
    document.body.style.userSelect = previous;
  };
}

const sameMembers = (a: string[], b: string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

const selectClass =
  "border-input bg-background h-9 min-w-0 rounded-md border px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * The schedule once the company's time zone and the team are known: the toolbar, the day,
 * week or month view, the unscheduled jobs, and every way of moving a visit (pointer, keys,
 * the edit dialog) with the double-booking question. `jobId` (`?job=`) opens the schedule
 * dialog of that job, whatever its status; `onJobClosed` runs once that dialog closes.
 */
export function ScheduleBoard({
  timeZone,
  team,
  initialView,
  initialDay,
  jobId,
  onJobClosed,
}: {
  timeZone: string;
  team: TeamMembersDto;
  initialView?: ScheduleView;
  initialDay?: string;
  jobId?: string;
  onJobClosed?: () => void;
}) {
  const narrow = useNarrow();
  const today = todayIn(timeZone);
  const [chosenView, setChosenView] = React.useState<ScheduleView | null>(initialView ?? null);
  const view = chosenView ?? (narrow ? "day" : "week");
  const [anchor, setAnchor] = React.useState(initialDay ?? today);
  const [memberFilter, setMemberFilter] = React.useState("");
  const [onlyBusy, setOnlyBusy] = React.useState(false);
  const [preview, setPreview] = React.useState<Preview | null>(null);
  const [editing, setEditing] = React.useState<VisitDto | null>(null);
  const [scheduling, setScheduling] = React.useState<{
    job: ScheduleJob;
    prefill: SchedulePrefill;
  } | null>(null);
  // `?job=`: the linked job's dialog shows until it closes (then the page drops the parameter).
  const [dismissedJobId, setDismissedJobId] = React.useState<string | null>(null);
  const [seenJobId, setSeenJobId] = React.useState(jobId);
  if (seenJobId !== jobId) {
    // Another link (or none): a job dismissed before opens again when linked again.
    setSeenJobId(jobId);
    setDismissedJobId(null);
  }
  const linkedJobId = jobId && jobId !== dismissedJobId ? jobId : null;
  const linkedJob = useJob(linkedJobId);
  const [jobDrag, setJobDrag] = React.useState<{
    job: JobListItem;
    x: number;
    y: number;
    target: DropTarget | null;
  } | null>(null);
  const [announcement, setAnnouncement] = React.useState("");
  const hintId = React.useId();
  const refocus = React.useRef<{ key: string; until: number } | null>(null);
  const dragging = React.useRef(false);

  const announce = (message: string) => setAnnouncement(message);
  const focusLater = (key: string) => {
    refocus.current = { key, until: Date.now() + 3000 };
  };
  // After a render that moved the focused visit to another column (or back), focus it again.
  React.useEffect(() => {
    const pending = refocus.current;
    if (!pending) return;
    if (Date.now() > pending.until || focusVisit(pending.key)) refocus.current = null;
  });

  const members = React.useMemo(() => team.members.filter((member) => member.active), [team]);
  const memberById = React.useMemo(
    () => new Map(members.map((member) => [member.userId, member])),
    [members],
  );
  // The phone's day view shows one member: the one chosen, else the signed-in member.
  const phoneMember =
    narrow && view === "day"
      ? memberFilter ||
        (memberById.has(team.you.userId) ? team.you.userId : (members[0]?.userId ?? ""))
      : null;
  const userId = phoneMember ?? memberFilter;

  const { days, from, to } = React.useMemo(
    () => viewRange(view, anchor, timeZone),
    [view, anchor, timeZone],
  );
  const visitsQuery = useVisits({
    from: from.toISOString(),
    to: to.toISOString(),
    ...(userId ? { userId } : {}),
  });
  const visits = React.useMemo(() => visitsQuery.data?.visits ?? [], [visitsQuery.data]);
  /** The day a new visit is prefilled with: today when in view, else the first day shown. */
  const defaultDay = days.includes(today) ? today : days[0];

  const colorIndex = React.useMemo(() => {
    const map = new Map<string, number>();
    for (const member of members)
      if (member.color !== undefined) map.set(member.userId, member.color);
    for (const visit of visits)
      for (const assignee of visit.assignees) map.set(assignee.userId, assignee.color);
    return map;
  }, [members, visits]);
  const colorOf = React.useCallback(
    (id: string) => memberColor(id, colorIndex.get(id)),
    [colorIndex],
  );

  const nameOf = (id: string, visit?: VisitDto) => {
    const member = memberById.get(id);
    if (member) return memberName(member);
    const assignee = (visit ? [visit] : visits)
      .flatMap((row) => row.assignees)
      .find((row) => row.userId === id);
    return assignee?.name ?? "Former member";
  };

  const assigneesOf = (visit: VisitDto, ids: string[]) =>
    ids.map(
      (id) =>
        visit.assignees.find((assignee) => assignee.userId === id) ?? {
          userId: id,
          name: nameOf(id, visit),
          color: colorIndex.get(id) ?? hashIndex(id),
        },
    );

  const previewVisit: VisitDto | null = preview
    ? {
        ...preview.visit,
        startAt: preview.startAt,
        endAt: preview.endAt,
        assignees: preview.assigneeIds
          ? assigneesOf(preview.visit, preview.assigneeIds)
          : preview.visit.assignees,
      }
    : null;
  const shown = previewVisit
    ? [...visits.filter((visit) => visit.id !== previewVisit.id), previewVisit]
    : visits;
  const inView = shown.filter((visit) => days.includes(dayOf(visit.startAt, timeZone)));

  const mover = useVisitMover({
    onError: (message) => {
      toast({ title: "Visit not saved", description: message, variant: "destructive" });
      announce(`Visit not saved. ${message}`);
    },
  });
  const conflictKeys = React.useRef<{ saved: string; back: string } | null>(null);

  const announceOutcome = (outcome: MoveOutcome, visit: VisitDto, change: Change) => {
    if (outcome === "saved")
      announce(
        `Visit saved: ${longDayLabel(dayOf(change.startAt, timeZone))}, ${formatTimeRange(change.startAt, change.endAt, timeZone)}.`,
      );
    else if (outcome === "double_booked")
      announce(`${visit.jobTitle}: a member is already booked then. Save anyway?`);
  };

  /** Saves a moved, resized or reassigned visit (the same PATCH for keys, pointer and dialog). */
  const commit = async (
    visit: VisitDto,
    change: Change & { arrivalWindowMinutes?: number | null },
    memberId: string | null,
  ) => {
    const ids = visit.assignees.map((assignee) => assignee.userId);
    const reassigned = change.assigneeIds !== null && !sameMembers(change.assigneeIds, ids);
    const arrivalChanged =
      change.arrivalWindowMinutes !== undefined &&
      change.arrivalWindowMinutes !== visit.arrivalWindowMinutes;
    const moved =
      Date.parse(change.startAt) !== Date.parse(visit.startAt) ||
      Date.parse(change.endAt) !== Date.parse(visit.endAt);
    const newMember =
      reassigned && memberId && change.assigneeIds && !change.assigneeIds.includes(memberId)
        ? (change.assigneeIds.find((id) => !ids.includes(id)) ?? memberId)
        : memberId;
    const back = visitKey(visit.id, memberId);
    const saved = visitKey(visit.id, newMember);
    if (!moved && !reassigned && !arrivalChanged) {
      setPreview(null);
      focusLater(back);
      announce("The visit stays where it was.");
      return;
    }
    setPreview((current) => (current ? { ...current, mode: "saving" } : current));
    const body: VisitPatch = { startAt: change.startAt, endAt: change.endAt };
    if (reassigned && change.assigneeIds) body.assigneeIds = change.assigneeIds;
    if (arrivalChanged) body.arrivalWindowMinutes = change.arrivalWindowMinutes;
    const next: VisitDto = {
      ...visit,
      startAt: change.startAt,
      endAt: change.endAt,
      arrivalWindowMinutes: arrivalChanged
        ? (change.arrivalWindowMinutes ?? null)
        : visit.arrivalWindowMinutes,
      assignees:
        reassigned && change.assigneeIds ? assigneesOf(visit, change.assigneeIds) : visit.assignees,
    };
    conflictKeys.current = { saved, back };
    focusLater(saved);
    const outcome = await mover.move({ visit, next, body }, () => setPreview(null));
    if (outcome === "failed") focusLater(back);
    announceOutcome(outcome, visit, change);
  };

  // ---- Keyboard: Enter or Space picks a visit up, arrows move it, Enter saves, Escape cancels.
  const onVisitKeyDown = (
    event: React.KeyboardEvent<HTMLElement>,
    visit: VisitDto,
    memberId: string | null,
  ) => {
    if (preview?.mode === "saving" || dragging.current) return;
    const active = preview?.mode === "keyboard" && preview.visit.id === visit.id ? preview : null;
    if (!active) {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        if (!isMovable(visit)) {
          announce(`This visit is ${visit.status.replace("_", " ")}: it cannot be moved.`);
          return;
        }
        setPreview({
          visit,
          startAt: visit.startAt,
          endAt: visit.endAt,
          assigneeIds: null,
          memberId,
          mode: "keyboard",
        });
        focusLater(visitKey(visit.id, memberId));
        announce(
          `Moving visit ${visitLabel(visit, timeZone)}. Use arrow keys, Enter to save, Escape to cancel.`,
        );
      } else if (event.key === "e" || event.key === "E") {
        event.preventDefault();
        setEditing(visit);
      }
      return;
    }
    const step = (startAt: Date, endAt: Date) => {
      setPreview({ ...active, startAt: startAt.toISOString(), endAt: endAt.toISOString() });
      const day = dayOf(startAt, timeZone);
      if (!days.includes(day)) setAnchor(day);
      focusLater(visitKey(visit.id, active.memberId));
      announce(`${longDayLabel(day)}, ${formatTimeRange(startAt, endAt, timeZone)}`);
    };
    switch (event.key) {
      case "ArrowUp":
      case "ArrowDown": {
        event.preventDefault();
        const slots = event.key === "ArrowUp" ? -1 : 1;
        const startAt = moveBySlots(active.startAt, slots, timeZone);
        const position = slotPosition(startAt, timeZone);
        if (
          dayOf(startAt, timeZone) !== dayOf(active.startAt, timeZone) ||
          (slots < 0 && position < 0) ||
          (slots > 0 && position > SLOT_COUNT - 1)
        ) {
          announce(slots < 0 ? "The day starts at 6:00 AM." : "The day ends at 9:00 PM.");
          return;
        }
        step(startAt, moveBySlots(active.endAt, slots, timeZone));
        return;
      }
      case "ArrowLeft":
      case "ArrowRight": {
        event.preventDefault();
        const daysBy = event.key === "ArrowLeft" ? -1 : 1;
        step(
          moveByDays(active.startAt, daysBy, timeZone),
          moveByDays(active.endAt, daysBy, timeZone),
        );
        return;
      }
      case "Enter":
        event.preventDefault();
        void commit(
          active.visit,
          { startAt: active.startAt, endAt: active.endAt, assigneeIds: active.assigneeIds },
          active.memberId,
        );
        return;
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        setPreview(null);
        focusLater(visitKey(visit.id, active.memberId));
        announce("Move cancelled. The visit is back where it was.");
        return;
      case " ":
        event.preventDefault();
        return;
      case "Tab":
        refocus.current = null;
        setPreview(null);
        announce("Move cancelled.");
        return;
    }
  };

  // ---- Pointer: drag a visit to a slot, a day or a member's column; drag its bottom edge.
  const beginDrag = (
    event: React.PointerEvent<HTMLElement>,
    visit: VisitDto,
    memberId: string | null,
    mode: DragMode,
  ) => {
    if (event.button !== 0 || dragging.current || preview?.mode === "saving") return;
    if (preview?.mode === "keyboard") setPreview(null);
    const block =
      event.currentTarget.closest<HTMLElement>("[data-visit-key]") ?? event.currentTarget;
    const column = block.closest<HTMLElement>("[data-drop-day]");
    const grid = column !== null && column.dataset.dropSlots !== undefined;
    const slotPx = grid ? column.getBoundingClientRect().height / SLOT_COUNT : 0;
    const grab =
      slotPx > 0
        ? Math.max(0, Math.floor((event.clientY - block.getBoundingClientRect().top) / slotPx))
        : 0;
    const origin = { x: event.clientX, y: event.clientY };
    const duration = Date.parse(visit.endAt) - Date.parse(visit.startAt);
    const dayView = view === "day";
    let moved = false;
    let change: Change | null = null;
    dragging.current = true;
    let release = () => {};

    const moveTo = (x: number, y: number): Change | null => {
      const target = dropTargetAt(x, y, grab);
      if (!target) return null;
      let startAt: Date;
      let endAt: Date;
      if (target.slot === null) {
        const by = daysBetween(dayOf(visit.startAt, timeZone), target.day);
        startAt = moveByDays(visit.startAt, by, timeZone);
        endAt = moveByDays(visit.endAt, by, timeZone);
      } else {
        startAt = slotInstant(target.day, target.slot, timeZone);
        endAt = new Date(startAt.getTime() + duration);
      }
      let assigneeIds: string[] | null = null;
      if (dayView && memberId !== null && target.memberId && target.memberId !== memberId) {
        const ids = visit.assignees.map((assignee) =>
          assignee.userId === memberId ? target.memberId! : assignee.userId,
        );
        assigneeIds = [...new Set(memberId === "" ? [target.memberId] : ids)];
      }
      return { startAt: startAt.toISOString(), endAt: endAt.toISOString(), assigneeIds };
    };

    const resizeTo = (y: number): Change | null => {
      if (!column || slotPx === 0) return null;
      const top = column.getBoundingClientRect().top;
      const first = Math.floor(slotPosition(visit.startAt, timeZone)) + 1;
      const endSlot = Math.min(SLOT_COUNT, Math.max(first, Math.round((y - top) / slotPx)));
      const endAt = slotInstant(dayOf(visit.startAt, timeZone), endSlot, timeZone);
      if (endAt.getTime() <= Date.parse(visit.startAt)) return null;
      return { startAt: visit.startAt, endAt: endAt.toISOString(), assigneeIds: null };
    };

    const onMove = (move: PointerEvent) => {
      // The button went up outside the window (no pointerup came): the drag ends there.
      if (move.pointerType === "mouse" && move.buttons === 0) return finish(false);
      if (!moved && Math.hypot(move.clientX - origin.x, move.clientY - origin.y) < 5) return;
      if (!isMovable(visit)) return;
      if (!moved) release = holdSelection();
      moved = true;
      move.preventDefault();
      const next = mode === "resize" ? resizeTo(move.clientY) : moveTo(move.clientX, move.clientY);
      if (!next) return;
      change = next;
      setPreview({ visit, ...next, memberId, mode });
    };
    const finish = (save: boolean) => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
      window.removeEventListener("keydown", onKey, true);
      dragging.current = false;
      release();
      if (!moved) {
        // A press without a drag is a click: the visit's details.
        if (save && mode === "move") setEditing(visit);
        return;
      }
      if (save && change) void commit(visit, change, memberId);
      else setPreview(null);
    };
    const onUp = () => finish(true);
    const onCancel = () => finish(false);
    const onKey = (key: KeyboardEvent) => {
      if (key.key !== "Escape") return;
      key.preventDefault();
      key.stopPropagation();
      finish(false);
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
    window.addEventListener("keydown", onKey, true);
  };

  // ---- Unscheduled jobs: drop one on a slot (or press Schedule) for the dialog, prefilled.
  const openSchedule = (job: JobListItem, prefill: Partial<SchedulePrefill> = {}) => {
    const start = prefill.startMinutes ?? 9 * 60;
    const chosen = phoneMember || memberFilter;
    setScheduling({
      job,
      prefill: {
        day: prefill.day ?? defaultDay,
        startMinutes: start,
        endMinutes: prefill.endMinutes ?? Math.min(start + 60, 24 * 60 - SLOT_MINUTES),
        assigneeIds: prefill.assigneeIds ?? (chosen ? [chosen] : []),
      },
    });
  };

  // ---- `?job=<id>`: that job's dialog (another visit for a scheduled one), today 9:00–10:00
  // (or the first day in view), no member ticked.
  const linked = linkedJobId ? linkedJob.data : undefined;
  const linkedRequest = linked
    ? {
        job: {
          id: linked.id,
          number: linked.number,
          title: linked.title,
          clientName: linked.client?.name ?? null,
          address: linked.property?.address ?? null,
        },
        prefill: { day: defaultDay, startMinutes: 9 * 60, endMinutes: 10 * 60, assigneeIds: [] },
      }
    : null;
  const scheduleRequest = scheduling ?? linkedRequest;
  /** Closes the schedule dialog: the one opened here, else the linked job's. */
  const closeScheduling = () => {
    if (scheduling) setScheduling(null);
    else if (linkedJobId) {
      setDismissedJobId(linkedJobId);
      onJobClosed?.();
    }
  };
  const linkFailed = React.useEffectEvent((error: unknown) => {
    toast({
      variant: "destructive",
      title: "The job could not be opened",
      description: serverMessage(error) ?? "It may have been deleted.",
    });
    onJobClosed?.();
  });
  const linkError = linkedJobId && linkedJob.isError ? linkedJob.error : null;
  React.useEffect(() => {
    if (linkError) linkFailed(linkError);
  }, [linkError]);

  const beginJobDrag = (event: React.PointerEvent<HTMLElement>, job: JobListItem) => {
    if (event.button !== 0 || dragging.current) return;
    const origin = { x: event.clientX, y: event.clientY };
    let moved = false;
    let target: DropTarget | null = null;
    let release = () => {};
    dragging.current = true;
    const onMove = (move: PointerEvent) => {
      // The button went up outside the window (no pointerup came): the drag ends there.
      if (move.pointerType === "mouse" && move.buttons === 0) return finish(false);
      if (!moved && Math.hypot(move.clientX - origin.x, move.clientY - origin.y) < 5) return;
      if (!moved) release = holdSelection();
      moved = true;
      move.preventDefault();
      target = dropTargetAt(move.clientX, move.clientY);
      setJobDrag({ job, x: move.clientX, y: move.clientY, target });
    };
    const finish = (drop: boolean) => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
      dragging.current = false;
      release();
      setJobDrag(null);
      const spot = target as DropTarget | null;
      if (!drop || !moved || !spot) return;
      openSchedule(job, {
        day: spot.day,
        ...(spot.slot !== null
          ? {
              startMinutes: GRID_START_MINUTES + spot.slot * SLOT_MINUTES,
              endMinutes: GRID_START_MINUTES + Math.min(SLOT_COUNT, spot.slot + 2) * SLOT_MINUTES,
            }
          : {}),
        ...(spot.memberId ? { assigneeIds: [spot.memberId] } : {}),
      });
    };
    const onUp = () => finish(true);
    const onCancel = () => finish(false);
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
  };

  // ---- Columns of the time grid.
  const columns: GridColumn[] = (() => {
    if (view === "week")
      return days.map((day) => ({
        key: day,
        day,
        memberId: null,
        label: shortDayLabel(day),
        title: longDayLabel(day),
        isToday: day === today,
      }));
    if (view !== "day") return [];
    const day = anchor;
    const dayVisits = shown.filter((visit) => dayOf(visit.startAt, timeZone) === day);
    let ids: string[];
    if (phoneMember !== null) ids = phoneMember ? [phoneMember] : [];
    else if (memberFilter) ids = [memberFilter];
    else {
      ids = members.map((member) => member.userId);
      // Members no longer active who still have a visit that day get a column too.
      for (const visit of dayVisits)
        for (const assignee of visit.assignees)
          if (!ids.includes(assignee.userId)) ids.push(assignee.userId);
      if (onlyBusy)
        ids = ids.filter((id) =>
          dayVisits.some((visit) => visit.assignees.some((assignee) => assignee.userId === id)),
        );
    }
    const list: GridColumn[] = ids.map((id) => ({
      key: id,
      day,
      memberId: id,
      label: nameOf(id),
      title: nameOf(id),
      color: colorOf(id),
      isToday: day === today,
    }));
    if (phoneMember === null && !memberFilter && dayVisits.some((v) => v.assignees.length === 0))
      list.push({
        key: "unassigned",
        day,
        memberId: "",
        label: "No member",
        title: "Visits with no member",
        isToday: day === today,
      });
    return list;
  })();

  const context: ScheduleContextValue = {
    timeZone,
    colorOf,
    keyboardId: preview?.mode === "keyboard" ? preview.visit.id : null,
    dragId:
      preview && (preview.mode === "move" || preview.mode === "resize") ? preview.visit.id : null,
    beginDrag,
    onVisitKeyDown,
    edit: (visit) => {
      if (preview?.mode === "keyboard") setPreview(null);
      setEditing(visit);
    },
    hintId,
    jobTarget: jobDrag?.target ?? null,
  };

  const changeView = (next: ScheduleView) => {
    if (preview?.mode === "keyboard") setPreview(null);
    setChosenView(next);
  };
  const go = (step: -1 | 1) => setAnchor(shiftAnchor(view, anchor, step));
  const title = rangeTitle(view, anchor);

  return (
    <ScheduleContext.Provider value={context}>
      <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex items-center gap-1">
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={`Previous ${view}`}
                onClick={() => go(-1)}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button type="button" variant="outline" onClick={() => setAnchor(today)}>
                Today
              </Button>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={`Next ${view}`}
                onClick={() => go(1)}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
            <h2 className="min-w-0 flex-1 text-lg font-semibold" aria-live="polite">
              {title}
            </h2>
            <div
              role="group"
              aria-label="View"
              className="bg-muted/40 inline-flex gap-0.5 rounded-md border p-0.5"
            >
              {VIEWS.map((option) => (
                <Button
                  key={option.value}
                  type="button"
                  size="sm"
                  variant={view === option.value ? "default" : "ghost"}
                  aria-pressed={view === option.value}
                  onClick={() => changeView(option.value)}
                >
                  {option.label}
                </Button>
              ))}
            </div>
            <div className="grid gap-1">
              <label htmlFor="schedule-member" className="text-sm font-medium">
                Member
              </label>
              <select
                id="schedule-member"
                className={selectClass}
                value={phoneMember ?? memberFilter}
                onChange={(event) => setMemberFilter(event.target.value)}
              >
                {phoneMember === null ? <option value="">All members</option> : null}
                {members.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {memberName(member)}
                    {member.userId === team.you.userId ? " (you)" : ""}
                  </option>
                ))}
              </select>
            </div>
            {view === "day" && phoneMember === null && !memberFilter ? (
              <label className="flex h-9 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={onlyBusy}
                  onChange={(event) => setOnlyBusy(event.target.checked)}
                />
                Only members with visits
              </label>
            ) : null}
          </div>
          <p id={hintId} className="sr-only">
            Press Enter to move a visit with the arrow keys: up and down by 30 minutes, left and
            right by a day; then Enter to save or Escape to cancel. Press E to edit it.
          </p>
          <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
            {announcement}
          </div>
          {visitsQuery.isPending ? (
            <ListSkeleton label="Loading visits" rows={6} />
          ) : visitsQuery.isError ? (
            <ListError
              error={visitsQuery.error}
              fallback="The visits could not be loaded."
              onRetry={() => void visitsQuery.refetch()}
            />
          ) : (
            <div className="space-y-2" aria-busy={visitsQuery.isFetching || undefined}>
              {inView.length === 0 && !visitsQuery.isPlaceholderData ? (
                <p className="text-muted-foreground text-sm" data-testid="schedule-empty">
                  {EMPTY[view]}
                </p>
              ) : null}
              {view === "month" ? (
                <MonthView
                  days={days}
                  month={anchor.slice(0, 7)}
                  today={today}
                  visits={inView}
                  onOpenDay={(day) => {
                    setAnchor(day);
                    changeView("day");
                  }}
                />
              ) : columns.length === 0 ? (
                <p className="text-muted-foreground rounded-md border border-dashed p-6 text-sm">
                  No active members to show.
                </p>
              ) : (
                <TimeGrid
                  columns={columns}
                  visits={inView}
                  showMembers={view === "week"}
                  label={`Schedule, ${title}`}
                />
              )}
            </div>
          )}
        </div>
        <UnscheduledPanel
          onSchedule={(job) => openSchedule(job)}
          onBeginDrag={beginJobDrag}
          draggingId={jobDrag?.job.id ?? null}
        />
      </div>
      {jobDrag ? (
        <div
          aria-hidden="true"
          className={cn(
            "bg-background pointer-events-none fixed z-50 max-w-56 truncate rounded-md border px-2 py-1 text-sm shadow-lg",
            !jobDrag.target && "opacity-70",
          )}
          style={{ left: jobDrag.x + 12, top: jobDrag.y + 12 }}
        >
          {jobDrag.job.title}
        </div>
      ) : null}
      <VisitDialog
        visit={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        members={members}
        timeZone={timeZone}
        colorOf={colorOf}
        onSave={(visit, edit: VisitEdit) => {
          setEditing(null);
          void commit(visit, edit, null);
        }}
      />
      <ScheduleDialog
        request={scheduleRequest}
        onOpenChange={(open) => {
          if (!open) closeScheduling();
        }}
        members={members}
        timeZone={timeZone}
        colorOf={colorOf}
        onScheduled={(job, created) => {
          closeScheduling();
          const first = created[0];
          const message =
            created.length === 1
              ? `${job.title} scheduled.`
              : `${job.title}: ${created.length} visits scheduled.`;
          toast({ title: "Visit scheduled", description: message });
          announce(message);
          if (first && !days.includes(dayOf(first.startAt, timeZone)))
            setAnchor(dayOf(first.startAt, timeZone));
        }}
      />
      <ConfirmDialog
        open={mover.conflict !== null}
        onOpenChange={(open) => {
          if (open || mover.pending) return;
          mover.cancel();
          if (conflictKeys.current) focusLater(conflictKeys.current.back);
          announce("Move cancelled. The visit is back where it was.");
        }}
        title="Double-booking"
        description={mover.conflict?.question ?? ""}
        confirmLabel="Save anyway"
        pendingLabel="Saving…"
        pending={mover.pending}
        onConfirm={() => {
          const conflict = mover.conflict;
          if (!conflict) return;
          if (conflictKeys.current) focusLater(conflictKeys.current.saved);
          void mover.confirm().then((outcome) =>
            announceOutcome(outcome, conflict.visit, {
              startAt: conflict.next.startAt,
              endAt: conflict.next.endAt,
              assigneeIds: null,
            }),
          );
        }}
        onCloseAutoFocus={(event) => {
          // The visit's block may have moved to another column: focus it there.
          event.preventDefault();
          const key = refocus.current?.key;
          if (key) requestAnimationFrame(() => focusVisit(key));
        }}
      />
    </ScheduleContext.Provider>
  );
}
