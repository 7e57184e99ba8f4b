import Link from "next/link";
import { ArrowRight, Briefcase, CalendarClock, LifeBuoy, User } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The dashboard home of a role without the dashboard's figures (a technician, docs/team.md):
 * no prices, totals or payments, and no request at all. It points at their day (Today: their
 * visits, with the checklist, notes and photos) and their jobs (docs/jobs.md), and their account.
 */
export function TechnicianHome() {
  return (
    <section aria-labelledby="technician-home-title" className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 id="technician-home-title" className="text-2xl font-semibold">
          Your work
        </h1>
        <p className="text-muted-foreground">
          Your visits of the day and the jobs you are on, with where to go and what to do.
        </p>
      </div>
      <nav aria-label="Your day and jobs" className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2">
                <CalendarClock aria-hidden="true" className="text-muted-foreground size-4" />
                Today
              </h2>
            </CardTitle>
            <CardDescription>
              Your visits of today in order: the address and a map, the client to call, On my way,
              Start and Complete.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild className="w-full sm:w-auto">
              <Link href="/dashboard/today">
                See today&apos;s visits <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="flex items-center gap-2">
                <Briefcase aria-hidden="true" className="text-muted-foreground size-4" />
                Jobs
              </h2>
            </CardTitle>
            <CardDescription>
              Every job you have a visit on: instructions, checklist, notes and photos.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <Link href="/dashboard/jobs">
                See your jobs <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </nav>
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
