"use client";

import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Label } from "@/components/ui/label";
import { queryKeys } from "@/components/query/keys";
import type { Role } from "@/lib/team/permissions";
import { cn } from "@/lib/utils";

/** GET /api/team/members (docs/team.md): what the assignment list reads. */
type TeamMembers = {
  members: {
    id: string;
    userId: string;
    name: string | null;
    email: string;
    role: Role;
    active: boolean;
  }[];
  you: { userId: string };
};

const UNASSIGNED = "";

/**
 * Who a request or a quote is assigned to (docs/team.md "Attribution and assignment"): the
 * active members who may open it (every role but technician), or Unassigned. A native select:
 * labelled, keyboard- and screen-reader-friendly as it is. An assignee no longer on that list
 * (deactivated, made a technician) stays shown as the current value until it is changed.
 */
export function AssigneeSelect({
  value,
  onChange,
  label,
  disabled,
  className,
}: {
  /** The assignee's user id; null when unassigned. */
  value: string | null;
  onChange: (userId: string | null) => void;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  const id = React.useId();
  const team = useQuery<TeamMembers>({ queryKey: queryKeys.teamMembers });
  const members = team.data?.members ?? [];
  const choices = members.filter((member) => member.active && member.role !== "technician");
  const current = value ? members.find((member) => member.userId === value) : undefined;
  const nameOf = (member: TeamMembers["members"][number]) =>
    `${member.name || member.email}${member.userId === team.data?.you.userId ? " (you)" : ""}`;

  return (
    <div className={cn("grid gap-1", className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value ?? UNASSIGNED}
        onChange={(event) => onChange(event.target.value || null)}
        disabled={disabled || team.isPending}
        aria-busy={team.isPending || undefined}
        className="border-input bg-background h-9 w-full min-w-0 rounded-md border px-2 text-sm disabled:cursor-not-allowed disabled:opacity-50"
      >
        <option value={UNASSIGNED}>Unassigned</option>
        {value && !choices.some((member) => member.userId === value) ? (
          <option value={value}>
            {current
              ? `${nameOf(current)}${current.active ? "" : " (deactivated)"}`
              : team.isPending
                ? "Loading…"
                : "A former member"}
          </option>
        ) : null}
        {choices.map((member) => (
          <option key={member.userId} value={member.userId}>
            {nameOf(member)}
          </option>
        ))}
      </select>
      {team.isError ? (
        <p role="alert" className="text-destructive text-xs">
          The team could not be loaded.
        </p>
      ) : null}
    </div>
  );
}
