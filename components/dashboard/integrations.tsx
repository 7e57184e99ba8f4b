import Link from "next/link";
import { ApiKeys } from "@/components/integrations/api-keys";
import { AccountingExports } from "@/components/integrations/exports";
import { FailedDeliveries } from "@/components/integrations/failed-deliveries";
import { Webhooks } from "@/components/integrations/webhooks";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type Integration = {
  title: string;
  available: boolean;
  state: string;
  body: React.ReactNode;
};

const link = "text-primary underline";

/** Every way QuoteCraft connects to other tools, with its real state: nothing pretended. */
const INTEGRATIONS: Integration[] = [
  {
    title: "Website embed",
    available: true,
    state: "Available",
    body: (
      <>
        Link to your customer calculator or embed it on your website. Set it up in{" "}
        <Link href="/dashboard/calculator-setup" className={link}>
          Calculator Setup
        </Link>
        .
      </>
    ),
  },
  {
    title: "Price book spreadsheets (CSV)",
    available: true,
    state: "Available",
    body: (
      <>
        Export your price book to CSV or import services from a spreadsheet on the{" "}
        <Link href="/dashboard/price-book" className={link}>
          Price Book
        </Link>{" "}
        page.
      </>
    ),
  },
  {
    title: "Email notifications",
    available: true,
    state: "Available",
    body: (
      <>
        New estimate requests arrive in{" "}
        <Link href="/dashboard/estimates" className={link}>
          Estimates
        </Link>{" "}
        and by mail. Mails are queued with the request and retried until your mail server takes
        them.
      </>
    ),
  },
  {
    title: "Webhooks",
    available: true,
    state: "Available: set up below",
    body: (
      <>
        Signed HTTPS calls to your own endpoint or to Zapier, Make or n8n when a request arrives, a
        quote is sent, viewed, approved or declined, a deposit is recorded, a client is added or a
        service changes. Retried until they are taken, with a delivery log.
      </>
    ),
  },
  {
    title: "REST API and API keys",
    available: true,
    state: "Available: keys below",
    body: (
      <>
        Read estimate requests, clients and quotes, and keep services up to date from your own tools
        with an API key (read or read and write). See the{" "}
        <Link href="/dashboard/api-docs" className={link}>
          API documentation
        </Link>
        .
      </>
    ),
  },
  {
    title: "Accounting: QuickBooks Online and Xero",
    available: true,
    state: "Available: CSV exports below",
    body: (
      <>
        Download quotes with their lines, estimate requests and deposits as CSV files in the columns
        QuickBooks Online and Xero import. There is no live sync: you import each file yourself.
      </>
    ),
  },
  {
    title: "Field-service and CRM apps",
    available: false,
    state: "No direct connection",
    body: (
      <>
        QuoteCraft has no built-in connection to field-service or CRM apps. Connect them through
        webhooks and the REST API, directly or with Zapier, Make or n8n.
      </>
    ),
  },
];

/** Integrations: what exists today and where to set it up, without pretend connections. */
export function Integrations() {
  return (
    <section aria-labelledby="integrations-title" className="grid gap-6">
      <div>
        <h1 id="integrations-title" className="text-2xl font-semibold">
          Integrations
        </h1>
        <p className="text-muted-foreground">
          How QuoteCraft connects to the rest of your business today.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Integrations and their state">
        {INTEGRATIONS.map((integration) => (
          <li key={integration.title}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle>
                  <h2>{integration.title}</h2>
                </CardTitle>
                <CardDescription>
                  <Badge variant={integration.available ? "secondary" : "outline"}>
                    {integration.state}
                  </Badge>
                </CardDescription>
              </CardHeader>
              <CardContent className="text-sm">{integration.body}</CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Webhooks />
      <ApiKeys />
      <AccountingExports />
      <FailedDeliveries />
    </section>
  );
}
