"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { ROLE_LABELS } from "@/lib/team/permissions";
import { cn } from "@/lib/utils";
import { shortDateIn } from "./format";
import { useRevokeInvitation, type InvitationDto } from "./queries";

const cell = "block px-0 py-0.5 sm:table-cell sm:px-2 sm:py-2";

function InvitationRow({
  invitation,
  timeZone,
  onGone,
}: {
  invitation: InvitationDto;
  timeZone: string;
  onGone: () => void;
}) {
  const revoke = useRevokeInvitation(invitation.id);
  const [gone, setGone] = React.useState(false);

  function onRevoke() {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setGone(true);
        toast({
          title: "Invitation revoked",
          description: `The link sent to ${invitation.email} no longer works.`,
        });
        onGone();
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Not revoked",
          description:
            serverMessage(error) ?? "The invitation could not be revoked. Please try again.",
        }),
    });
  }

  return (
    <TableRow
      data-testid="invitation-row"
      className="mb-3 block rounded-md border p-4 sm:mb-0 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0"
    >
      <TableCell className={cn(cell, "font-medium break-all whitespace-normal")}>
        {invitation.email}
      </TableCell>
      <TableCell className={cell}>
        <span className="sm:hidden">Role: </span>
        {ROLE_LABELS[invitation.role]}
      </TableCell>
      <TableCell className={cn(cell, "whitespace-normal")}>
        <span className="sm:hidden">Invited by </span>
        {invitation.invitedBy ?? "—"}
      </TableCell>
      <TableCell className={cell}>
        <span className="sm:hidden">Sent </span>
        <time dateTime={invitation.createdAt}>{shortDateIn(invitation.createdAt, timeZone)}</time>
      </TableCell>
      <TableCell className={cell}>
        <span className="sm:hidden">Expires </span>
        <time dateTime={invitation.expiresAt}>{shortDateIn(invitation.expiresAt, timeZone)}</time>
      </TableCell>
      <TableCell className={cn(cell, "pt-3 sm:pt-2 sm:text-right")}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          // Focus stays on it while it works; the list's heading takes it once the row goes.
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          aria-disabled={revoke.isPending || gone || undefined}
          onClick={() => {
            if (!revoke.isPending && !gone) onRevoke();
          }}
        >
          {revoke.isPending ? "Revoking..." : "Revoke"}
          <span className="sr-only"> the invitation of {invitation.email}</span>
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** Pending invitations (not accepted, revoked or expired), newest first. */
export function InvitationsList({
  invitations,
  timeZone,
  onRevoked,
}: {
  invitations: InvitationDto[];
  timeZone: string;
  onRevoked: () => void;
}) {
  return (
    <Table className="block sm:table">
      <TableHeader className="hidden sm:table-header-group">
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Invited by</TableHead>
          <TableHead>Sent</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="block sm:table-row-group">
        {invitations.map((invitation) => (
          <InvitationRow
            key={invitation.id}
            invitation={invitation}
            timeZone={timeZone}
            onGone={onRevoked}
          />
        ))}
      </TableBody>
    </Table>
  );
}
