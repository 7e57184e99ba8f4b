import * as React from "react";
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
 * Every mail about a quote, to the customer (sent, reminder, signed copy, receipt) or to the
 * owner (viewed, approved, declined): paragraphs, the facts, the one action and a last note.
 * The customer's mails carry only what the customer sees on the quote page: never an
 * internal note of the owner's.
 */
export function QuoteMail({
  brand,
  preview,
  paragraphs,
  message,
  facts,
  action,
  paymentInstructions,
  outro,
  footer,
}: {
  brand: MailBrand;
  preview: string;
  paragraphs: string[];
  /** The owner's message to the customer (quote-sent), as they wrote it. */
  message?: string | null;
  facts: string[];
  action?: { url: string; label: string } | null;
  /** How to pay the company when deposits are not taken online (Company.paymentInstructions). */
  paymentInstructions?: string | null;
  outro?: string | null;
  footer?: string;
}) {
  return (
    <MailLayout brand={brand} preview={preview} footer={footer}>
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
    </MailLayout>
  );
}

export const quoteMail = (props: React.ComponentProps<typeof QuoteMail>) =>
  renderMail(<QuoteMail {...props} />);
