import * as React from "react";
import { renderMail } from "../render";
import { accentOf, ActionButton, MailLayout, Note, Paragraphs, type MailBrand } from "./layout";

/**
 * The customer portal's sign-in link (docs/invoices.md, "Customer portal"), in the company's
 * branding: one button, how long it works, and what to do if it was not asked for.
 */
export function PortalSignInMail({
  brand,
  clientName,
  url,
  minutes,
}: {
  brand: MailBrand;
  clientName: string;
  url: string;
  minutes: number;
}) {
  return (
    <MailLayout
      brand={brand}
      preview={`Your sign-in link for ${brand.name}`}
      footer={`You get this mail because someone asked for a sign-in link to ${brand.name}'s customer portal with this address.`}
    >
      <Paragraphs>{`Hello ${clientName},`}</Paragraphs>
      <Paragraphs>
        {`Use the button below to see your quotes, invoices, payments and requests with ${brand.name}. The link works once, for ${minutes} minutes.`}
      </Paragraphs>
      <ActionButton href={url} accent={accentOf(brand)}>
        Sign in
      </ActionButton>
      <Paragraphs>{`If the button does not work, open this address: ${url}`}</Paragraphs>
      <Note>
        If you did not ask for this link, you can ignore this mail: nobody can sign in without it.
      </Note>
    </MailLayout>
  );
}

export const portalSignInMail = (props: React.ComponentProps<typeof PortalSignInMail>) =>
  renderMail(<PortalSignInMail {...props} />);
