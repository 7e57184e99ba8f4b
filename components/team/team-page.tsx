"use client";

import * as React from "react";
import Link from "next/link";
import { History, MailPlus, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ListEmpty, ListError, ListSkeleton } from "@/components/ui/list-states";
import { can } from "@/lib/team/permissions";
import { useCompanyTimeZone } from "./format";
import { InvitationsList } from "./invitations-list";
import { InviteMemberDialog } from "./invite-member-dialog";
import { MembersTable } from "./members-table";
import { useInvitations, useTeamMembers } from "./queries";

/** A section heading that takes focus when the row that had it goes away. */
function SectionHeading({
  id,
  headingRef,
  children,
}: {
  id: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  children: React.ReactNode;
}) {
  return (
    <h2
      id={id}
      ref={headingRef}
      tabIndex={-1}
      className="text-lg font-semibold tracking-tight outline-none"
    >
      {children}
    </h2>
  );
}

/**
 * /dashboard/team (docs/team.md "Members and invitations"): the members with their role and
 * state, the pending invitations, "Invite member", and the way to the activity log.
 */
export function TeamPage() {
  const team = useTeamMembers();
  const you = team.data?.you;
  const mayManage = you ? can(you.role, "team") : false;
  // The page is the team permission's (its gate): the invitations load beside the members.
  const invitations = useInvitations();
  const mayAudit = you ? can(you.role, "audit") : false;
  const timeZone = useCompanyTimeZone();
  const membersHeading = React.useRef<HTMLHeadingElement>(null);
  const invitationsHeading = React.useRef<HTMLHeadingElement>(null);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Team</h1>
          <p className="text-muted-foreground">
            Who works in this company, what their role lets them do, and who is invited.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {mayAudit ? (
            <Button asChild variant="outline">
              <Link href="/dashboard/team/activity">
                <History aria-hidden="true" />
                Activity log
              </Link>
            </Button>
          ) : null}
          {you && mayManage ? <InviteMemberDialog yourRole={you.role} /> : null}
        </div>
      </div>

      <section aria-labelledby="team-members-heading" className="space-y-3">
        <SectionHeading id="team-members-heading" headingRef={membersHeading}>
          Members
        </SectionHeading>
        {team.isPending ? (
          <ListSkeleton label="Loading members" rows={3} />
        ) : team.isError ? (
          <ListError
            error={team.error}
            fallback="The members could not be loaded."
            onRetry={() => void team.refetch()}
          />
        ) : team.data.members.length === 0 ? (
          <ListEmpty icon={Users} title="No members yet">
            Invite the people you work with: each gets their own login and role.
          </ListEmpty>
        ) : (
          <div aria-busy={team.isFetching || undefined}>
            <MembersTable
              data={team.data}
              timeZone={timeZone}
              onRemoved={() => membersHeading.current?.focus()}
            />
          </div>
        )}
      </section>

      {mayManage ? (
        <section aria-labelledby="team-invitations-heading" className="space-y-3">
          <SectionHeading id="team-invitations-heading" headingRef={invitationsHeading}>
            Pending invitations
          </SectionHeading>
          {invitations.isPending ? (
            <ListSkeleton label="Loading invitations" rows={2} />
          ) : invitations.isError ? (
            <ListError
              error={invitations.error}
              fallback="The invitations could not be loaded."
              onRetry={() => void invitations.refetch()}
            />
          ) : invitations.data.invitations.length === 0 ? (
            <ListEmpty icon={MailPlus} title="No pending invitations">
              Choose “Invite member”: they get a link by mail that works once, for 7 days.
            </ListEmpty>
          ) : (
            <div aria-busy={invitations.isFetching || undefined}>
              <InvitationsList
                invitations={invitations.data.invitations}
                timeZone={timeZone}
                onRevoked={() => invitationsHeading.current?.focus()}
              />
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
