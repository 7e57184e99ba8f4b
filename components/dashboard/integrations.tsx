import Link from "next/link";
import { FailedDeliveries } from "@/components/integrations/failed-deliveries";
import { Webhooks } from "@/components/integrations/webhooks";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** Integrations: says plainly what exists today, without pretend connections. */
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
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Website embed</CardTitle>
            <CardDescription>Available</CardDescription>
          </CardHeader>
          <CardContent className="text-sm">
            Your customer calculator can be linked or embedded on your website. Set it up in{" "}
            <Link href="/dashboard/calculator-setup" className="text-primary underline">
              Calculator Setup
            </Link>
            .
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Spreadsheets (CSV)</CardTitle>
            <CardDescription>Available</CardDescription>
          </CardHeader>
          <CardContent className="text-sm">
            Export your price book to CSV or import services from a spreadsheet on the{" "}
            <Link href="/dashboard/price-book" className="text-primary underline">
              Price Book
            </Link>{" "}
            page.
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Email notifications</CardTitle>
            <CardDescription>Available</CardDescription>
          </CardHeader>
          <CardContent className="text-sm">
            New estimate requests arrive in{" "}
            <Link href="/dashboard/estimates" className="text-primary underline">
              Estimates
            </Link>{" "}
            and by mail. Mails are queued with the request and retried until your mail server takes
            them.
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Accounting, field service and CRM</CardTitle>
            <CardDescription>Not connected</CardDescription>
          </CardHeader>
          <CardContent className="text-sm">
            No accounting, field-service or CRM connections are available yet. Nothing is sent to
            other services.
          </CardContent>
        </Card>
      </div>
      <Webhooks />
      <FailedDeliveries />
    </section>
  );
}
