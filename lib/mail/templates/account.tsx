import * as React from "react";
import { renderMail } from "../render";
import { ActionButton, Facts, MailLayout, Note, Paragraphs, type MailBrand } from "./layout";

/** Mails from QuoteCraft itself to an owner or to support: QuoteCraft's own branding. */
const QUOTECRAFT: MailBrand = { name: "QuoteCraft" };

export function SignUpAttemptedMail({ email, loginUrl }: { email: string; loginUrl: string }) {
  return (
    <MailLayout brand={QUOTECRAFT} preview="Someone tried to create an account with your email">
      <Paragraphs>
        {`Someone just tried to create a new QuoteCraft account with ${email}, which already has one.`}
      </Paragraphs>
      <Paragraphs>{`If it was you: you are already registered. Sign in at ${loginUrl}.`}</Paragraphs>
      <ActionButton href={loginUrl}>Sign in</ActionButton>
      <Note>
        If it was not you, you can ignore this mail: nothing was changed and no new account was
        created.
      </Note>
    </MailLayout>
  );
}

export function SignInLockedMail({
  email,
  failures,
  until,
  loginUrl,
}: {
  email: string;
  failures: number;
  until: string;
  loginUrl: string;
}) {
  return (
    <MailLayout brand={QUOTECRAFT} preview="Your sign-in is paused after failed attempts">
      <Paragraphs>
        {`Someone tried to sign in to your QuoteCraft account (${email}) with a wrong password ${failures} times in a row.`}
      </Paragraphs>
      <Paragraphs>
        {`To protect your account, sign-in is paused until ${until}. After that you can sign in as usual at ${loginUrl}.`}
      </Paragraphs>
      <Note>
        If these attempts were not yours, sign in after that time and choose a new password under
        Account. If they were yours, there is nothing to do.
      </Note>
    </MailLayout>
  );
}

/** An owner's message to support, with who sent it. */
export function SupportMail({ message, signature }: { message: string; signature: string[] }) {
  return (
    <MailLayout brand={QUOTECRAFT} preview={message.slice(0, 120)}>
      <Paragraphs>{message}</Paragraphs>
      <Facts facts={signature} />
    </MailLayout>
  );
}

export const signUpAttemptedMail = (props: React.ComponentProps<typeof SignUpAttemptedMail>) =>
  renderMail(<SignUpAttemptedMail {...props} />);
export const signInLockedMail = (props: React.ComponentProps<typeof SignInLockedMail>) =>
  renderMail(<SignInLockedMail {...props} />);
export const supportMail = (props: React.ComponentProps<typeof SupportMail>) =>
  renderMail(<SupportMail {...props} />);
