/** Fixtures of the job component tests (the fetch and render helpers are the quotes'). */
import type { JobDto, VisitDto } from "@/lib/jobs/dto";

export function visitDto(overrides: Partial<VisitDto> = {}): VisitDto {
  return {
    id: "v1",
    jobId: "j1",
    jobNumber: "J-0001",
    jobTitle: "Water heater swap",
    jobStatus: "scheduled",
    clientName: "Ada Lovelace",
    clientPhone: "(555) 010-0001",
    address: "12 Oak St, Springfield, CA 94000",
    startAt: "2026-11-23T17:00:00.000Z",
    endAt: "2026-11-23T19:00:00.000Z",
    arrivalWindowMinutes: null,
    status: "scheduled",
    assignees: [{ userId: "u-tech", name: "Sam Carter", color: 2 }],
    seriesId: null,
    recurrence: null,
    onMyWayAt: null,
    startedAt: null,
    completedAt: null,
    ...overrides,
  };
}

export function jobDto(overrides: Partial<JobDto> = {}): JobDto {
  return {
    id: "j1",
    number: "J-0001",
    title: "Water heater swap",
    instructions: "Shut the gas off first.",
    status: "scheduled",
    quoteId: "q1",
    client: { id: "c1", name: "Ada Lovelace", email: "ada@example.com", phone: "(555) 010-0001" },
    property: { id: "p1", address: "12 Oak St, Springfield, CA 94000" },
    checklist: [
      { id: "c-1", label: "Remove the old heater", done: false, doneAt: null },
      { id: "c-2", label: "Install the new heater", done: false, doneAt: null },
    ],
    notes: [
      {
        id: "n1",
        body: "Gate code 1234",
        author: "Olive Office",
        createdAt: "2026-11-20T15:00:00.000Z",
      },
    ],
    photos: [
      {
        id: "ph1",
        url: "/api/jobs/j1/photos/ph1",
        thumbnailUrl: "/api/jobs/j1/photos/ph1?size=thumbnail",
      },
    ],
    visits: [visitDto()],
    money: { quoteTotal: "1250.00", depositPaid: "250.00" },
    invoiceId: null,
    createdByName: "Olive Office",
    updatedByName: "Sam Carter",
    completedAt: null,
    createdAt: "2026-11-20T15:00:00.000Z",
    updatedAt: "2026-11-21T15:00:00.000Z",
    ...overrides,
  };
}
