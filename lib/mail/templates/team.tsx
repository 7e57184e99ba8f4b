import * as React from "react";
import { renderMail } from "../render";
import { ActionButton, MailLayout, Note, Paragraphs, type MailBrand } from "./layout";

/** An invitation to join a company's team (docs/team.md): a single-use link, 7 days. */
export function InvitationMail({
  companyName,
  inviterName,
  roleLabel,
  url,
  expiresOn,
}: {
  companyName: string;
  inviterName: string;
  roleLabel: string;
  url: string;
  expiresOn: string;
}) {
  const brand: MailBrand = { name: companyName };
  return (
    <MailLayout
      brand={brand}
      preview={`${inviterName} invited you to ${companyName} on QuoteCraft`}
    >
      <Paragraphs>
        {`${inviterName} invited you to join ${companyName} on QuoteCraft as ${roleLabel.toLowerCase() === "office" ? "an office member" : `${/^[aeiou]/i.test(roleLabel) ? "an" : "a"} ${roleLabel.toLowerCase()}`}.`}
      </Paragraphs>
      <Paragraphs>
        Open the link to set your name and password, or to sign in with the login you already have.
        The link works once.
      </Paragraphs>
      <ActionButton href={url}>Accept the invitation</ActionButton>
      <Note>{`The invitation expires on ${expiresOn}. If you were not expecting it, you can ignore this mail.`}</Note>
    </MailLayout>
  );
}

/** A request or a quote was assigned to a member. */
export function AssignedMail({
  companyName,
  assignerName,
  what,
  url,
}: {
  companyName: string;
  assignerName: string;
  what: string;
  url: string;
}) {
  return (
    <MailLayout brand={{ name: companyName }} preview={`${assignerName} assigned ${what} to you`}>
      <Paragraphs>{`${assignerName} assigned ${what} to you.`}</Paragraphs>
      <ActionButton href={url}>Open it</ActionButton>
      <Note>You can turn these mails off under Account, Notifications.</Note>
    </MailLayout>
  );
}

export const invitationMail = (props: React.ComponentProps<typeof InvitationMail>) =>
  renderMail(<InvitationMail {...props} />);
export const assignedMail = (props: React.ComponentProps<typeof AssignedMail>) =>
  renderMail(<AssignedMail {...props} />);
