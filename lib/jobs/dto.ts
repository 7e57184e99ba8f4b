import type { JobStatus, VisitStatus } from "@prisma/client";

/** A member on a visit: the schedule colours them by `color` (a palette index). */
export type VisitAssigneeDto = { userId: string; name: string; color: number };

export type VisitDto = {
  id: string;
  jobId: string;
  jobNumber: string;
  jobTitle: string;
  jobStatus: JobStatus;
  clientName: string | null;
  clientPhone: string | null;
  /** One line: "12 Oak St, Springfield, CA 94000" (null: no property). */
  address: string | null;
  startAt: string;
  endAt: string;
  arrivalWindowMinutes: number | null;
  status: VisitStatus;
  assignees: VisitAssigneeDto[];
  seriesId: string | null;
  recurrence: string | null;
  onMyWayAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
};

/** A job as a member sees it: never a price unless the role reads quotes (`money`). */
export type JobDto = {
  id: string;
  number: string;
  title: string;
  instructions: string | null;
  status: JobStatus;
  quoteId: string | null;
  client: { id: string; name: string; email: string | null; phone: string | null } | null;
  property: { id: string; address: string } | null;
  checklist: { id: string; label: string; done: boolean; doneAt: string | null }[];
  notes: { id: string; body: string; author: string | null; createdAt: string }[];
  photos: { id: string; url: string; thumbnailUrl: string }[];
  visits: VisitDto[];
  /** The quote's total and its deposit paid: only for roles that read quotes. */
  money: { quoteTotal: string; depositPaid: string } | null;
  invoiceId: string | null;
  createdByName: string | null;
  updatedByName: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type JobListItem = {
  id: string;
  number: string;
  title: string;
  status: JobStatus;
  clientName: string | null;
  address: string | null;
  nextVisitAt: string | null;
  visitCount: number;
  createdAt: string;
};
