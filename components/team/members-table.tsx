"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
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
import { can, canAssignRole, ROLE_LABELS, ROLES, type Role } from "@/lib/team/permissions";
import { cn } from "@/lib/utils";
import { memberName, roleInSentence, shortDateIn } from "./format";
import { useRemoveMember, useUpdateMember, type MemberDto, type TeamMembersDto } from "./queries";

type You = TeamMembersDto["you"];

/** What a confirmation is about: a change of one's own role that loses the team page, or leaving. */
type Pending = { kind: "role"; role: Role } | { kind: "deactivate" } | { kind: "remove" } | null;

/** On phones each row is a card (the header row hides and the cells stack). */
const cell = "block px-0 py-0.5 sm:table-cell sm:px-2 sm:py-2";

function failed(title: string, error: unknown, fallback: string) {
  toast({ variant: "destructive", title, description: serverMessage(error) ?? fallback });
}

/** One member: role, state and the changes the signed-in member's role allows. */
function MemberRow({
  member,
  you,
  timeZone,
  onGone,
}: {
  member: MemberDto;
  you: You;
  timeZone: string;
  /** Called after a removal, when this row is about to disappear (focus goes elsewhere). */
  onGone: () => void;
}) {
  const router = useRouter();
  const update = useUpdateMember(member.id);
  const remove = useRemoveMember(member.id);
  // What the confirmation asks about; kept while it closes so its text does not vanish.
  const [pending, setPendingState] = React.useState<Pending>(null);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const setPending = (next: Pending) => {
    if (next) setPendingState(next);
    setConfirmOpen(next !== null);
  };
  const name = memberName(member);
  const isYou = member.id === you.memberId;
  // Only an owner gives or takes away ownership (docs/team.md "Ownership").
  const mayChange = can(you.role, "team") && canAssignRole(you.role, member.role);
  const roleChoices = ROLES.filter((role) => role === member.role || canAssignRole(you.role, role));
  // Removed: the row stays until the list reloads, with nothing left to press.
  const [gone, setGone] = React.useState(false);
  const busy = update.isPending || remove.isPending || gone;
  const shownRole = (update.isPending && update.variables?.role) || member.role;

  /** After changing one's own access the server's pages must re-read the role. */
  function afterOwnChange(role: Role, active: boolean) {
    if (!isYou) return;
    // A full load on purpose: the cached queries were read with the access just given up.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (!active || !can(role, "team")) window.location.assign("/dashboard");
    else router.refresh();
  }

  function changeRole(role: Role) {
    update.mutate(
      { role },
      {
        onSuccess: (updated) => {
          setPending(null);
          toast({ title: "Role changed", description: `${name} is now ${roleInSentence(role)}.` });
          afterOwnChange(updated.role, updated.active);
        },
        onError: (error) => {
          setPending(null);
          failed("Role not changed", error, "The role could not be changed. Please try again.");
        },
      },
    );
  }

  function setActive(active: boolean) {
    update.mutate(
      { active },
      {
        onSuccess: (updated) => {
          setPending(null);
          toast({
            title: active ? "Member reactivated" : "Member deactivated",
            description: active
              ? `${name} can sign in to this company again.`
              : `${name} is signed out of this company and cannot sign in to it.`,
          });
          afterOwnChange(updated.role, updated.active);
        },
        onError: (error) => {
          setPending(null);
          failed(
            active ? "Not reactivated" : "Not deactivated",
            error,
            "The change could not be saved. Please try again.",
          );
        },
      },
    );
  }

  function removeMember() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setGone(true);
        setPending(null);
        toast({ title: "Member removed", description: `${name} is no longer on the team.` });
        // Left the company: a full load, as no cached query of it may survive.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        if (isYou) window.location.assign("/dashboard");
      },
      onError: (error) => {
        setPending(null);
        failed("Not removed", error, "The member could not be removed. Please try again.");
      },
    });
  }

  function onRoleChange(value: string) {
    const role = value as Role;
    if (role === member.role) return;
    if (isYou && !can(role, "team")) setPending({ kind: "role", role });
    else changeRole(role);
  }

  const confirm =
    pending?.kind === "role"
      ? {
          title: `Make yourself ${roleInSentence(pending.role)}?`,
          description: `${ROLE_LABELS[pending.role]}s cannot open the team page: you lose access to it at once.`,
          confirmLabel: `Make me ${roleInSentence(pending.role)}`,
          pendingLabel: "Changing...",
          destructive: true,
          onConfirm: () => changeRole(pending.role),
        }
      : pending?.kind === "deactivate"
        ? {
            title: isYou ? "Deactivate yourself?" : `Deactivate ${name}?`,
            description: isYou
              ? "You are signed out of this company at once and cannot sign in to it until an owner or admin reactivates you."
              : `${name} is signed out of this company at once and cannot sign in to it until reactivated. Their quotes, invoices and payments keep their name.`,
            confirmLabel: "Deactivate",
            pendingLabel: "Deactivating...",
            destructive: true,
            onConfirm: () => setActive(false),
          }
        : pending?.kind === "remove"
          ? {
              title: isYou ? "Leave this company?" : `Remove ${name}?`,
              description: isYou
                ? "Your membership of this company is deleted and you lose access to it at once. Your login stays."
                : `${name} loses access to this company. Their login stays, and their quotes, invoices and payments keep their name. To let them back in, invite them again.`,
              confirmLabel: isYou ? "Leave" : "Remove",
              pendingLabel: "Removing...",
              destructive: true,
              onConfirm: removeMember,
            }
          : null;

  return (
    <TableRow
      data-testid="member-row"
      className={cn(
        "mb-3 block rounded-md border p-4 sm:mb-0 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0",
        !member.active && "text-muted-foreground",
      )}
    >
      <TableCell className={cn(cell, "font-medium whitespace-normal")}>
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-foreground break-all">{name}</span>
          {isYou ? <Badge variant="secondary">You</Badge> : null}
        </span>
      </TableCell>
      <TableCell className={cn(cell, "break-all whitespace-normal")}>{member.email}</TableCell>
      <TableCell className={cn(cell, "pt-2 sm:pt-2")}>
        {mayChange ? (
          // Not disabled while saving: focus stays on it (a change meanwhile is sent after).
          <Select value={shownRole} onValueChange={onRoleChange} disabled={gone}>
            <SelectTrigger
              aria-label={`Role of ${name}`}
              className="w-full sm:w-36"
              size="sm"
              data-testid="member-role"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {roleChoices.map((role) => (
                <SelectItem key={role} value={role}>
                  {ROLE_LABELS[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : (
          <span>
            <span className="sm:hidden">Role: </span>
            {ROLE_LABELS[member.role]}
          </span>
        )}
      </TableCell>
      <TableCell className={cell}>
        <Badge variant={member.active ? "outline" : "secondary"}>
          {member.active ? "Active" : "Deactivated"}
        </Badge>
      </TableCell>
      <TableCell className={cell}>
        <span className="sm:hidden">Joined </span>
        <time dateTime={member.joinedAt}>{shortDateIn(member.joinedAt, timeZone)}</time>
      </TableCell>
      <TableCell className={cn(cell, "pt-3 sm:pt-2 sm:text-right")}>
        {mayChange ? (
          <span className="flex flex-wrap gap-2 sm:justify-end">
            {member.active ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => setPending({ kind: "deactivate" })}
              >
                Deactivate<span className="sr-only"> {name}</span>
              </Button>
            ) : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                // Focus stays on it while it saves (it turns into "Deactivate").
                className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) setActive(true);
                }}
              >
                {update.isPending && update.variables?.active ? "Reactivating..." : "Reactivate"}
                <span className="sr-only"> {name}</span>
              </Button>
            )}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              disabled={busy}
              onClick={() => setPending({ kind: "remove" })}
            >
              {isYou ? "Leave" : "Remove"}
              <span className="sr-only"> {isYou ? "this company" : name}</span>
            </Button>
          </span>
        ) : (
          <span className="text-muted-foreground text-xs whitespace-normal">
            Only an owner can change an owner.
          </span>
        )}
        {confirm ? (
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={(open) => {
              if (!open && !update.isPending && !remove.isPending) setPending(null);
            }}
            title={confirm.title}
            description={confirm.description}
            confirmLabel={confirm.confirmLabel}
            pendingLabel={confirm.pendingLabel}
            pending={update.isPending || remove.isPending}
            destructive={confirm.destructive}
            onConfirm={confirm.onConfirm}
            onCloseAutoFocus={(event) => {
              if (!gone) return;
              event.preventDefault();
              onGone();
            }}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** The members: a table from the sm breakpoint up, a card per member on phones. */
export function MembersTable({
  data,
  timeZone,
  onRemoved,
}: {
  data: TeamMembersDto;
  timeZone: string;
  onRemoved: () => void;
}) {
  return (
    <Table className="block sm:table">
      <TableHeader className="hidden sm:table-header-group">
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>State</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="block sm:table-row-group">
        {data.members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            you={data.you}
            timeZone={timeZone}
            onGone={onRemoved}
          />
        ))}
      </TableBody>
    </Table>
  );
}
