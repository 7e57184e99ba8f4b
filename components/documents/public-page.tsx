import * as React from "react";
import { CompanyAvatar } from "@/components/company/avatar";
import { accentStyle } from "@/lib/calculator/accent";

type PublicCompany = {
  name: string;
  logo: string | null;
  accentColor: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
};

/**
 * The customer's page of a document (/q/[token], /i/[token]): in the company's accent color,
 * headed by its logo, name, address and contact details.
 */
export function PublicDocumentPage({
  company,
  children,
}: {
  company: PublicCompany;
  children: React.ReactNode;
}) {
  const contact = [company.phone, company.email, company.website].filter(Boolean);
  return (
    <div
      style={accentStyle(company.accentColor) as React.CSSProperties | undefined}
      className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10"
    >
      <header className="flex items-start gap-3">
        <CompanyAvatar name={company.name} logoUrl={company.logo} size="lg" />
        <div className="min-w-0">
          <p className="text-lg font-semibold">{company.name}</p>
          {company.address && (
            <p className="text-muted-foreground text-sm whitespace-pre-line">{company.address}</p>
          )}
          {contact.length > 0 && (
            <p className="text-muted-foreground text-sm break-words">{contact.join(" · ")}</p>
          )}
        </div>
      </header>
      {children}
    </div>
  );
}

/** What went wrong with the customer's last action. */
export function PublicError({ message }: { message: string | null }) {
  return message ? (
    <p
      role="alert"
      className="border-destructive/40 bg-destructive/10 text-destructive rounded-md border p-3 text-sm"
    >
      {message}
    </p>
  ) : null;
}

/** The document's text under its lines (a quote's terms, an invoice's notes). */
export function PublicTextSection({
  id,
  title,
  text,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  text: string | null;
}) {
  return text ? (
    <section aria-labelledby={id} className="border-t pt-4">
      <h2 id={id} className="mb-1 font-medium">
        {title}
      </h2>
      <p className="text-muted-foreground text-sm whitespace-pre-line">{text}</p>
    </section>
  ) : null;
}

/** The document's PDF. */
export function PublicPdfLink({ href }: { href: string }) {
  return (
    <p className="text-center">
      <a
        href={href}
        className="text-foreground text-sm font-medium underline underline-offset-4"
        download
      >
        Download PDF
      </a>
    </p>
  );
}
