import type * as React from "react";
import { CreditCard, FileText, Inbox, Receipt } from "lucide-react";
import { InvoiceStatusBadge } from "@/components/invoices/status-badge";
import { QuoteStatusBadge } from "@/components/quotes/status-badge";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { ListEmpty } from "@/components/ui/list-states";
import { accentStyle } from "@/lib/calculator/accent";
import { formatLongDay } from "@/lib/dates/day";
import { formatCurrency } from "@/lib/format";
import { PORTAL_REQUEST_STATUS_LABELS } from "@/lib/portal/format";
import type { PortalData } from "@/lib/portal/types";
import { cn } from "@/lib/utils";
import { PortalHeader } from "./portal-header";

/**
 * The signed-in portal (/portal): the client's quotes, invoices, payments and requests with
 * this company. Each quote and invoice opens its public page (/q, /i), where approving and
 * paying already live. One column of cards, the same on a phone and a desktop.
 */
export function PortalHome({ data }: { data: PortalData }) {
  const { company, client } = data;
  const sections = [
    { id: "quotes", title: "Quotes", count: data.quotes.length },
    { id: "invoices", title: "Invoices", count: data.invoices.length },
    { id: "payments", title: "Payments", count: data.payments.length },
    { id: "requests", title: "Requests", count: data.requests.length },
  ];
  return (
    <div
      style={accentStyle(company.accentColor) as React.CSSProperties | undefined}
      className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10"
    >
      <PortalHeader company={company} />

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">Your quotes and invoices</h1>
          <p className="text-muted-foreground text-sm break-words">
            Signed in as {client.name}
            {client.email ? ` (${client.email})` : ""}
          </p>
        </div>
        <form method="post" action="/portal/sign-out">
          <Button type="submit" variant="outline">
            Sign out
          </Button>
        </form>
      </div>

      <nav aria-label="Sections">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                {section.title} <span className="text-muted-foreground">({section.count})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="quotes" title="Quotes">
        {data.quotes.length === 0 ? (
          <ListEmpty icon={FileText} title="No quotes yet">
            Quotes {company.name} sends you show here.
          </ListEmpty>
        ) : (
          <Rows>
            {data.quotes.map((quote) => (
              <Row
                key={quote.id}
                testId="portal-quote"
                heading={`Quote ${quote.displayNumber}`}
                title={quote.title}
                badge={<QuoteStatusBadge status={quote.status} />}
                facts={[
                  ["Total", formatCurrency(quote.total)],
                  ...(quote.sentOn
                    ? [["Sent", formatLongDay(quote.sentOn)] as [string, string]]
                    : []),
                ]}
                action={{
                  href: quote.url,
                  label: quote.open ? "View / approve" : "View",
                  what: `quote ${quote.displayNumber}`,
                  primary: quote.open,
                }}
              />
            ))}
          </Rows>
        )}
      </Section>

      <Section id="invoices" title="Invoices">
        {data.invoices.length === 0 ? (
          <ListEmpty icon={Receipt} title="No invoices yet">
            Invoices {company.name} sends you show here.
          </ListEmpty>
        ) : (
          <Rows>
            {data.invoices.map((invoice) => (
              <Row
                key={invoice.id}
                testId="portal-invoice"
                heading={`Invoice ${invoice.displayNumber}`}
                title={invoice.title}
                badge={<InvoiceStatusBadge status={invoice.shownStatus} />}
                facts={[
                  ["Total", formatCurrency(invoice.total)],
                  ["Balance", formatCurrency(invoice.balance)],
                  ["Due", formatLongDay(invoice.dueDate)],
                ]}
                action={{
                  href: invoice.url,
                  label: invoice.payable ? "View / pay" : "View",
                  what: `invoice ${invoice.displayNumber}`,
                  primary: invoice.payable,
                }}
              />
            ))}
          </Rows>
        )}
      </Section>

      <Section id="payments" title="Payments">
        {data.payments.length === 0 ? (
          <ListEmpty icon={CreditCard} title="No payments yet">
            Deposits and invoice payments show here once they are recorded.
          </ListEmpty>
        ) : (
          <Rows>
            {data.payments.map((payment) => (
              <li
                key={payment.id}
                data-testid="portal-payment"
                className="bg-card text-card-foreground flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border p-4 shadow-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {payment.url ? (
                      <a href={payment.url} className="underline underline-offset-4">
                        {payment.description}
                      </a>
                    ) : (
                      payment.description
                    )}
                  </p>
                  <p className="text-muted-foreground text-sm">
                    {formatLongDay(payment.paidOn)} · {payment.method}
                  </p>
                </div>
                <p
                  className={cn(
                    "font-medium tabular-nums",
                    payment.kind === "refund" && "text-emerald-800 dark:text-emerald-300",
                  )}
                >
                  {formatCurrency(payment.amount)}
                </p>
              </li>
            ))}
          </Rows>
        )}
      </Section>

      <Section id="requests" title="Requests">
        {data.requests.length === 0 ? (
          <ListEmpty icon={Inbox} title="No requests yet">
            Estimate requests you send {company.name} from their calculator show here.
          </ListEmpty>
        ) : (
          <Rows>
            {data.requests.map((request) => (
              <li
                key={request.id}
                data-testid="portal-request"
                className="bg-card text-card-foreground flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border p-4 shadow-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{request.summary}</p>
                  <p className="text-muted-foreground text-sm">
                    Sent {formatLongDay(request.date)} · Estimate {formatCurrency(request.total)}
                  </p>
                </div>
                <Badge variant="outline">{PORTAL_REQUEST_STATUS_LABELS[request.status]}</Badge>
              </li>
            ))}
          </Rows>
        )}
      </Section>

      <p className="text-muted-foreground text-center text-sm">
        Questions? Contact {company.name}
        {company.phone || company.email ? ` at ${company.phone ?? company.email}` : ""}.
      </p>
    </div>
  );
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4 space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Rows({ children }: { children: React.ReactNode }) {
  return <ul className="space-y-3">{children}</ul>;
}

/** A quote or an invoice: what it is, its status, its amounts and the link to its page. */
function Row({
  testId,
  heading,
  title,
  badge,
  facts,
  action,
}: {
  testId: string;
  heading: string;
  title: string | null;
  badge: React.ReactNode;
  facts: [string, string][];
  action: { href: string; label: string; what: string; primary: boolean };
}) {
  return (
    <li
      data-testid={testId}
      className="bg-card text-card-foreground space-y-3 rounded-lg border p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{heading}</h3>
          {title && <p className="text-muted-foreground text-sm break-words">{title}</p>}
        </div>
        {badge}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <a
          href={action.href}
          className={cn(
            buttonVariants({ variant: action.primary ? "default" : "outline" }),
            "w-full sm:w-auto",
          )}
        >
          {action.label}
          <span className="sr-only"> {action.what}</span>
        </a>
      </div>
    </li>
  );
}
