import * as React from "react";
import { Section } from "@react-email/section";
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

export type RequestLine = { name: string; quantity: string; amount: string; fee?: string | null };

const cell = { fontSize: "14px", lineHeight: "20px", color: "#1f2937", margin: "0 0 6px" };

/** What was asked: one line per service, "Name × 2: $150.00 (+ Trip fee $25.00)". */
function Lines({ lines }: { lines: readonly RequestLine[] }) {
  return (
    <Section style={{ margin: "0 0 14px" }}>
      {lines.map((line, index) => (
        <Text key={index} style={cell}>
          {`• ${line.name} × ${line.quantity}: ${line.amount}`}
          {line.fee ? ` (+ ${line.fee})` : ""}
        </Text>
      ))}
    </Section>
  );
}

/** The owner's mail about a new estimate request. */
export function NewRequestOwnerMail({
  brand,
  contact,
  lines,
  totals,
  link,
}: {
  brand: MailBrand;
  contact: string[];
  lines: RequestLine[];
  totals: string[];
  link: string;
}) {
  return (
    <MailLayout brand={brand} preview={`New estimate request: ${contact[0] ?? ""}`}>
      <Paragraphs>{`New estimate request for ${brand.name}`}</Paragraphs>
      <Facts facts={contact} />
      <Lines lines={lines} />
      <Facts facts={totals} />
      <ActionButton href={link} accent={accentOf(brand)}>
        Open it in QuoteCraft
      </ActionButton>
    </MailLayout>
  );
}

/**
 * The customer's confirmation that their request reached the company: what they asked for,
 * the estimate, what happens next and how to reach the company. Nothing the owner writes for
 * themselves (request notes, client notes) is part of it.
 */
export function RequestConfirmationMail({
  brand,
  customerName,
  lines,
  totals,
  nextSteps,
  contact,
  link,
}: {
  brand: MailBrand;
  customerName: string;
  lines: RequestLine[];
  totals: string[];
  nextSteps: string;
  contact: string[];
  link: string;
}) {
  return (
    <MailLayout
      brand={brand}
      preview={`We received your estimate request`}
      footer={`You receive this mail because you sent an estimate request to ${brand.name}.`}
    >
      <Paragraphs>{`Hello ${customerName},`}</Paragraphs>
      <Paragraphs>
        {`Thank you for your estimate request. ${brand.name} received it; here is what you asked for:`}
      </Paragraphs>
      <Lines lines={lines} />
      <Facts facts={totals} />
      <Paragraphs>{`What happens next: ${nextSteps}`}</Paragraphs>
      {contact.length > 0 ? <Facts facts={contact} /> : null}
      <ActionButton href={link} accent={accentOf(brand)}>
        {`Visit ${brand.name}'s price calculator`}
      </ActionButton>
      <Note>Questions or a change? Reply to this mail.</Note>
    </MailLayout>
  );
}

export const newRequestOwnerMail = (props: React.ComponentProps<typeof NewRequestOwnerMail>) =>
  renderMail(<NewRequestOwnerMail {...props} />);
export const requestConfirmationMail = (
  props: React.ComponentProps<typeof RequestConfirmationMail>,
) => renderMail(<RequestConfirmationMail {...props} />);
