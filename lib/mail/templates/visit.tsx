import * as React from "react";
import { renderMail } from "../render";
import { Facts, MailLayout, Note, Paragraphs, type MailBrand } from "./layout";

/**
 * The customer's mails about visits (docs/jobs.md, "Customer notifications"): booked (or
 * moved), the reminder the day before, and "on my way". Each template takes the facts, already
 * written in the company's time zone, and writes the words; the composer (lib/jobs/mail.ts)
 * loads the rows, decides whether the mail is still due and attaches the .ics.
 */

export function VisitMail({
  brand,
  preview,
  paragraphs,
  facts,
  outro,
}: {
  brand: MailBrand;
  preview: string;
  paragraphs: string[];
  facts: string[];
  outro?: string | null;
}) {
  return (
    <MailLayout brand={brand} preview={preview}>
      {paragraphs.map((paragraph, index) => (
        <Paragraphs key={index}>{paragraph}</Paragraphs>
      ))}
      <Facts facts={facts} />
      <Note>{outro}</Note>
    </MailLayout>
  );
}

const hello = (name: string | null | undefined) => (name ? `Hello ${name},` : "Hello,");

/** When and where a visit is, as the mails show it (in the company's time zone). */
export type VisitFacts = {
  brand: MailBrand;
  company: string;
  clientName?: string | null;
  /** "Thu Dec 3, 9:00–11:00" */
  label: string;
  /** "Thursday, December 3, 2026" */
  longDay: string;
  /** "9:00" and "11:00": the arrival window, or the visit's start and end. */
  from: string;
  to: string;
  /** True when from–to is an arrival window. */
  window: boolean;
  /** "Pacific Time" */
  zoneName: string;
  address: string | null;
  jobTitle: string;
  /** "Questions? Call … or reply to this mail." */
  outro?: string | null;
};

function factsOf(props: VisitFacts) {
  const facts = [
    `Date: ${props.longDay}`,
    props.window
      ? `Arrival between ${props.from} and ${props.to} (${props.zoneName})`
      : `Time: ${props.from}–${props.to} (${props.zoneName})`,
  ];
  if (props.address) facts.push(`Address: ${props.address}`);
  facts.push(`Job: ${props.jobTitle}`);
  return facts;
}

/**
 * A visit booked, or moved (`update`): when, where, the .ics attached. The first visit of a
 * recurring series tells the series once: its rule and its dates.
 */
export async function visitBookedMail(
  props: VisitFacts & {
    update: boolean;
    /** A recurring series: "Every 2 weeks, 4 visits" and the visits' labels. */
    series?: { rule: string; visits: string[] } | null;
  },
) {
  const { company } = props;
  const subject = props.update
    ? `Your visit moved: ${props.label}`
    : `Your visit is booked: ${props.label}`;
  const facts = factsOf(props);
  const paragraphs = [
    hello(props.clientName),
    props.update
      ? `${company} moved your visit. It is now on ${props.longDay}.`
      : `${company} booked a visit with you on ${props.longDay}.`,
  ];
  const recurring = Boolean(props.series && props.series.visits.length > 1);
  if (props.series && recurring) {
    facts.push(`Repeats: ${props.series.rule}`);
    paragraphs.push(
      `This is a recurring visit (${props.series.rule.toLowerCase()}). Its dates: ${props.series.visits.join("; ")}.`,
    );
  }
  paragraphs.push(
    props.update
      ? "The updated calendar invite is attached: open it to move the visit in your calendar."
      : `A calendar invite is attached: open it to add the visit${recurring ? "s" : ""} to your calendar.`,
  );
  return {
    subject,
    ...(await renderMail(
      <VisitMail
        brand={props.brand}
        preview={subject}
        paragraphs={paragraphs}
        facts={facts}
        outro={props.outro}
      />,
    )),
  };
}

/** The reminder the day before (`when`: "tomorrow", or "today" when it goes out late). */
export async function visitReminderMail(props: VisitFacts & { when: "tomorrow" | "today" | null }) {
  const { company } = props;
  const subject = `Reminder: we see you ${props.when ? `${props.when}, ` : "on "}${props.label}`;
  return {
    subject,
    ...(await renderMail(
      <VisitMail
        brand={props.brand}
        preview={subject}
        paragraphs={[
          hello(props.clientName),
          `A reminder of your visit from ${company} ${props.when ? `${props.when}, ` : "on "}${props.longDay}.`,
          "The calendar invite is attached again in case you need it.",
        ]}
        facts={factsOf(props)}
        outro={props.outro}
      />,
    )),
  };
}

/** "On my way": who is coming, to where, for which job. */
export async function visitOnMyWayMail(
  props: Omit<VisitFacts, "label" | "longDay" | "from" | "to" | "window" | "zoneName"> & {
    /** "Sam Lee" or "Sam Lee and Alex Kim" (null: the company's name is used). */
    who: string | null;
    plural: boolean;
  },
) {
  const { company } = props;
  const who = props.who ?? company;
  const subject = `${who} ${props.plural ? "are" : "is"} on the way`;
  const facts = props.address ? [`Address: ${props.address}`] : [];
  facts.push(`Job: ${props.jobTitle}`);
  return {
    subject,
    ...(await renderMail(
      <VisitMail
        brand={props.brand}
        preview={subject}
        paragraphs={[
          hello(props.clientName),
          props.who
            ? `${who} from ${company} ${props.plural ? "are" : "is"} on the way to you now.`
            : `${company} is on the way to you now.`,
        ]}
        facts={facts}
        outro={props.outro}
      />,
    )),
  };
}
