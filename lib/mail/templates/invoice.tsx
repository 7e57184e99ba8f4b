import * as React from "react";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { renderMail } from "../render";
import {
  accentOf,
  ActionButton,
  Facts,
  MailLayout,
  Note,
  Paragraphs,
  type MailBrand,
} from "./layout";

/**
 * The mails about invoices (docs/invoices.md, "Mails"): to the customer (the invoice, a
 * receipt or refund, a reminder, the review request) and to the owner (paid online). Each
 * template takes the facts and writes the words; the composer (lib/invoices/mail.ts) loads
 * the rows and decides whether the mail is still due. The customer's mails carry only what
 * the customer sees on the invoice page: never a note of the owner's.
 */

type MailLink = { url: string; label: string };

export function InvoiceMail({
  brand,
  preview,
  paragraphs,
  message,
  facts,
  paymentInstructions,
  action,
  outro,
  optOut,
}: {
  brand: MailBrand;
  preview: string;
  paragraphs: string[];
  /** The owner's message to the customer (invoice-sent), as they wrote it. */
  message?: string | null;
  facts: string[];
  /** How to pay the company when invoices are not paid online (Company.paymentInstructions). */
  paymentInstructions?: string | null;
  action?: MailLink | null;
  outro?: string | null;
  /** A small last line with a link (the review request's opt-out). */
  optOut?: { text: string; link: MailLink } | null;
}) {
  return (
    <MailLayout brand={brand} preview={preview}>
      {paragraphs.map((paragraph, index) => (
        <Paragraphs key={index}>{paragraph}</Paragraphs>
      ))}
      <Paragraphs>{message}</Paragraphs>
      <Facts facts={facts} />
      {paymentInstructions ? (
        <>
          <Paragraphs>How to pay:</Paragraphs>
          <Facts facts={paymentInstructions.split("\n")} />
        </>
      ) : null}
      {action ? (
        <ActionButton href={action.url} accent={accentOf(brand)}>
          {action.label}
        </ActionButton>
      ) : null}
      <Note>{outro}</Note>
      {optOut ? (
        <Text
          style={{ fontSize: "13px", lineHeight: "20px", color: "#6b7280", margin: "16px 0 0" }}
        >
          {optOut.text}{" "}
          <Link href={optOut.link.url} style={{ color: "#6b7280", textDecoration: "underline" }}>
            {optOut.link.label}
          </Link>
        </Text>
      ) : null}
    </MailLayout>
  );
}

const hello = (name: string | null | undefined) => (name ? `Hello ${name},` : "Hello,");
const days = (count: number) => `${count} day${count === 1 ? "" : "s"}`;

type Common = {
  brand: MailBrand;
  company: string;
  /** "INV-0001". */
  number: string;
  clientName?: string | null;
  /** "Questions? Reply to this mail…" */
  outro?: string | null;
};

/** The invoice to the customer: the link to its page, what is owed and by when; PDF attached. */
export async function invoiceSentMail(
  props: Common & {
    title: string | null;
    message: string | null;
    url: string;
    total: string;
    /** The deposit credited and the payments so far, when there are any. */
    credited: string | null;
    paid: string | null;
    balance: string;
    owed: boolean;
    dueDate: string;
    payOnline: boolean;
    paymentInstructions: string | null;
  },
) {
  const { number, company } = props;
  const facts = [`Total: ${props.total}`];
  if (props.credited) facts.push(`Deposit credited: ${props.credited}`);
  if (props.paid) facts.push(`Paid: ${props.paid}`);
  facts.push(`Balance due: ${props.balance}`);
  if (props.owed) facts.push(`Due date: ${props.dueDate}`);
  const subject = `Invoice ${number} from ${company}`;
  return {
    subject,
    ...(await renderMail(
      <InvoiceMail
        brand={props.brand}
        preview={props.owed ? `${subject}: ${props.balance} due ${props.dueDate}` : subject}
        paragraphs={[
          hello(props.clientName),
          `${company} sent you invoice ${number}${props.title ? ` (${props.title})` : ""}. The PDF is attached.`,
          props.owed
            ? props.payOnline
              ? `You can view it and pay ${props.balance} online by ${props.dueDate}.`
              : `Please pay ${props.balance} by ${props.dueDate}.`
            : "Nothing is owed on it: it is paid in full.",
        ]}
        message={props.message}
        facts={facts}
        paymentInstructions={props.owed && !props.payOnline ? props.paymentInstructions : null}
        action={{
          url: props.url,
          label: props.owed && props.payOnline ? "View and pay the invoice" : "View the invoice",
        }}
        outro={props.outro}
      />,
    )),
  };
}

/** The customer's receipt of a payment, or of a refund (a negative amount), on an invoice. */
export async function invoiceReceiptMail(
  props: Common & {
    /** The payment's amount without its sign. */
    amount: string;
    refund: boolean;
    reason: string | null;
    method: string;
    reference: string | null;
    date: string;
    total: string;
    /** The invoice's balance after this payment (null: the invoice is void). */
    balanceAfter: string | null;
    url: string | null;
  },
) {
  const { number, company, amount } = props;
  const facts = props.refund
    ? [`Refund of ${amount}`, `Refunded to: ${props.method}`, `Date: ${props.date}`]
    : [
        `Amount: ${amount}`,
        `Method: ${props.method}${props.reference ? ` ${props.reference}` : ""}`,
        `Date: ${props.date}`,
      ];
  if (props.refund && props.reason) facts.push(`Reason: ${props.reason}`);
  facts.push(`Invoice total: ${props.total}`);
  if (props.balanceAfter !== null) facts.push(`Balance due: ${props.balanceAfter}`);
  const subject = props.refund
    ? `Refund of ${amount} on invoice ${number} (${company})`
    : `Receipt: ${amount} paid on invoice ${number} (${company})`;
  return {
    subject,
    ...(await renderMail(
      <InvoiceMail
        brand={props.brand}
        preview={props.refund ? `Refund of ${amount}` : `Receipt for your payment of ${amount}`}
        paragraphs={[
          hello(props.clientName),
          props.refund
            ? `${company} refunded ${amount} to you on invoice ${number}.`
            : `${company} received your payment of ${amount} on invoice ${number}. Thank you!`,
        ]}
        facts={facts}
        action={props.url ? { url: props.url, label: "View the invoice" } : null}
        outro={props.outro}
      />,
    )),
  };
}

/**
 * A reminder of an unpaid invoice, worded from its day offset: before the due date
 * (negative), on it (0) or after it (overdue).
 */
export async function invoiceReminderMail(
  props: Common & {
    /** Days from the due date (-3: three days before). */
    day: number;
    dueDate: string;
    balance: string;
    total: string;
    url: string;
    payOnline: boolean;
    paymentInstructions: string | null;
  },
) {
  const { number, company, day, dueDate, balance } = props;
  const subject =
    day < 0
      ? `Reminder: invoice ${number} from ${company} is due on ${dueDate}`
      : day === 0
        ? `Invoice ${number} from ${company} is due today`
        : `Overdue: invoice ${number} from ${company} was due on ${dueDate}`;
  const when =
    day < 0
      ? `is due in ${days(-day)}, on ${dueDate}`
      : day === 0
        ? `is due today (${dueDate})`
        : `was due on ${dueDate}, ${days(day)} ago`;
  return {
    subject,
    ...(await renderMail(
      <InvoiceMail
        brand={props.brand}
        preview={`Invoice ${number}: ${balance} ${day > 0 ? "overdue" : "due"}`}
        paragraphs={[
          hello(props.clientName),
          `${day > 0 ? "Our records show" : "A friendly reminder"}: invoice ${number} from ${company} ${when}, with ${balance} still to pay.`,
          ...(day > 0 ? ["If you have already paid, thank you, and please ignore this mail."] : []),
        ]}
        facts={[`Balance due: ${balance}`, `Due date: ${dueDate}`, `Invoice total: ${props.total}`]}
        paymentInstructions={props.payOnline ? null : props.paymentInstructions}
        action={{
          url: props.url,
          label: props.payOnline ? `Pay ${balance}` : "View the invoice",
        }}
        outro={props.outro}
      />,
    )),
  };
}

/** The owner's news: the customer paid an invoice online (Stripe Checkout). */
export async function invoiceOwnerPaidMail(
  props: Common & {
    /** The client's name, or where the invoice was sent. */
    who: string | null;
    amount: string | null;
    total: string;
    paidOn: string | null;
    url: string;
  },
) {
  const { number } = props;
  const subject = `${number} was paid online${props.who ? ` by ${props.who}` : ""}`;
  const facts = [`Invoice total: ${props.total}`];
  if (props.amount) facts.push(`Paid online: ${props.amount}`);
  if (props.paidOn) facts.push(`Date: ${props.paidOn}`);
  facts.push("Balance due: $0.00");
  return {
    subject,
    ...(await renderMail(
      <InvoiceMail
        brand={props.brand}
        preview={subject}
        paragraphs={[
          `${props.who ?? "Your customer"} paid invoice ${number} online; it is paid in full. The money arrives with your Stripe payouts.`,
        ]}
        facts={facts}
        action={{ url: props.url, label: "Open the invoice" }}
      />,
    )),
  };
}

/** The review request after a paid invoice, with its opt-out. */
export async function reviewRequestMail(
  props: Omit<Common, "number"> & { reviewUrl: string; optOutUrl: string },
) {
  const { company } = props;
  const subject = `How did ${company} do? Leave a quick review`;
  return {
    subject,
    ...(await renderMail(
      <InvoiceMail
        brand={props.brand}
        preview={`Thank you for choosing ${company}`}
        paragraphs={[
          hello(props.clientName),
          `Thank you for choosing ${company}. If you have a minute, a short review of our work would help us a lot.`,
        ]}
        facts={[]}
        action={{ url: props.reviewUrl, label: "Leave a review" }}
        outro={props.outro}
        optOut={{
          text: `Rather not be asked for reviews by ${company}?`,
          link: { url: props.optOutUrl, label: "Stop review requests" },
        }}
      />,
    )),
  };
}
