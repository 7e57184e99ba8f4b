import Link from "next/link";
import { ArrowRight, CalendarClock, LifeBuoy, User } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The dashboard home of a role without the dashboard's figures (a technician, docs/team.md):
 * no prices, totals or payments, and no request at all. Their assigned jobs and visits come
 * with the schedule (docs/jobs.md); until then the page says so and points at their account.
 */
export function TechnicianHome() {
  return (
    <section aria-labelledby="technician-home-title" className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 id="technician-home-title" className="text-2xl font-semibold">
          Your work
        </h1>
        <p className="text-muted-foreground">
          The jobs and visits assigned to you will appear here once the owner schedules them.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="flex items-center gap-2">
              <CalendarClock aria-hidden="true" className="text-muted-foreground size-4" />
              Nothing scheduled yet
            </h2>
          </CardTitle>
          <CardDescription>
            When a job is scheduled for you, you will see where and when to go, and the client and
            property it is for.
          </CardDescription>
        </CardHeader>
      </Card>
      <nav aria-label="Your account" className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2">
                <User aria-hidden="true" className="text-muted-foreground size-4" />
                Account
              </h2>
            </CardTitle>
            <CardDescription>Your name, password and the mails you get.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="link" className="px-0">
              <Link href="/dashboard/account">
                Open your account <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2">
                <LifeBuoy aria-hidden="true" className="text-muted-foreground size-4" />
                Support
              </h2>
            </CardTitle>
            <CardDescription>Questions about QuoteCraft, or something not working.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="link" className="px-0">
              <Link href="/dashboard/support">
                Get help <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </nav>
    </section>
  );
}
