/** @jest-environment node */
import { EVENT_EFFECTS, isWebhookEvent } from "@/lib/events/effects";
import { mailJobSchema } from "@/lib/queue/kinds";

/**
 * The customer's mails of jobs and visits (docs/jobs.md "Customer notifications"): a booking
 * (once for a series), an updated booking per move, "on my way", the day-before reminder;
 * none for the job events, a started or completed visit.
 */
const companyId = "c_company";
const visitId = "c_visit";

const valid = (mails: object[]) =>
  mails.map((mail) => {
    const parsed = mailJobSchema.safeParse(mail);
    if (!parsed.success) throw new Error(parsed.error.message);
    return mail;
  });

describe("job and visit mails", () => {
  it("books a visit once, unless the series was told already", () => {
    const mails = EVENT_EFFECTS["visit.scheduled"].mails!;
    expect(valid(mails({ type: "visit.scheduled", companyId, visitId }))).toEqual([
      { kind: "visit-booked", companyId, visitId, update: false, key: `visit-booked:${visitId}` },
    ]);
    expect(mails({ type: "visit.scheduled", companyId, visitId, notify: true })).toHaveLength(1);
    expect(mails({ type: "visit.scheduled", companyId, visitId, notify: false })).toEqual([]);
  });

  it("sends an updated booking for each move, keyed by the move's time", () => {
    const mails = EVENT_EFFECTS["visit.rescheduled"].mails!;
    const first = mails({
      type: "visit.rescheduled",
      companyId,
      visitId,
      at: new Date("2026-12-01T10:00:00.000Z"),
    });
    const second = mails({
      type: "visit.rescheduled",
      companyId,
      visitId,
      at: new Date("2026-12-01T10:05:00.000Z"),
    });
    expect(valid(first)).toEqual([
      expect.objectContaining({ kind: "visit-booked", companyId, visitId, update: true }),
    ]);
    expect(first[0].key).toMatch(new RegExp(`^visit-booked:${visitId}:\\d+$`));
    expect(first[0].key).not.toBe(second[0].key);
    // Not the first booking's key: a move is never taken for the booking already sent.
    expect(first[0].key).not.toBe(`visit-booked:${visitId}`);
  });

  it("tells the customer the crew is on the way, once per visit", () => {
    const mails = EVENT_EFFECTS["visit.on_my_way"].mails!({
      type: "visit.on_my_way",
      companyId,
      visitId,
    });
    expect(valid(mails)).toEqual([
      { kind: "visit-on-my-way", companyId, visitId, key: `visit-on-my-way:${visitId}` },
    ]);
  });

  it("reminds the day before, once per visit and start", () => {
    const startAt = "2026-12-02T15:00:00.000Z";
    const mails = EVENT_EFFECTS["visit.reminder_sent"].mails!({
      type: "visit.reminder_sent",
      companyId,
      visitId,
      startAt,
    });
    expect(valid(mails)).toEqual([
      { kind: "visit-reminder", companyId, visitId, key: `visit-reminder:${visitId}:${startAt}` },
    ]);
  });

  it("mails nothing for the job events and a started or completed visit", () => {
    for (const type of [
      "job.created",
      "job.scheduled",
      "job.completed",
      "visit.started",
      "visit.completed",
    ] as const)
      expect([type, "mails" in EVENT_EFFECTS[type]]).toEqual([type, false]);
  });

  it("makes webhooks of the job events, visit.scheduled and visit.completed only", () => {
    const webhooks = (
      [
        "job.created",
        "job.scheduled",
        "job.completed",
        "visit.scheduled",
        "visit.rescheduled",
        "visit.on_my_way",
        "visit.started",
        "visit.completed",
        "visit.reminder_sent",
      ] as const
    ).filter(isWebhookEvent);
    expect(webhooks).toEqual([
      "job.created",
      "job.scheduled",
      "job.completed",
      "visit.scheduled",
      "visit.completed",
    ]);
  });
});
