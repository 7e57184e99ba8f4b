"use client";

import * as React from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/form-field";
import { memberName, type ScheduleMember } from "./queries";

/** Members to put on a visit: a labelled group of checkboxes, each in the member's colour. */
export function MemberChecklist({
  members,
  extra = [],
  value,
  onChange,
  colorOf,
  error,
  disabled,
}: {
  /** The active members (every role may do field work). */
  members: ScheduleMember[];
  /** Members on the visit who are no longer active (shown so they can be taken off). */
  extra?: { userId: string; name: string }[];
  value: string[];
  onChange: (userIds: string[]) => void;
  colorOf: (userId: string) => string;
  error?: string;
  disabled?: boolean;
}) {
  const id = React.useId();
  const options = [
    ...members.map((member) => ({ userId: member.userId, name: memberName(member) })),
    ...extra
      .filter((member) => !members.some((active) => active.userId === member.userId))
      .map((member) => ({ ...member, name: `${member.name} (inactive)` })),
  ];
  const toggle = (userId: string, checked: boolean) =>
    onChange(checked ? [...value, userId] : value.filter((other) => other !== userId));
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium">Members</legend>
      <div className="grid max-h-40 gap-2 overflow-y-auto sm:grid-cols-2">
        {options.map((option) => (
          <div key={option.userId} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${option.userId}`}
              checked={value.includes(option.userId)}
              onCheckedChange={(checked) => toggle(option.userId, checked === true)}
              disabled={disabled}
            />
            <Label htmlFor={`${id}-${option.userId}`} className="min-w-0 font-normal">
              <span
                aria-hidden="true"
                className="inline-block size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: colorOf(option.userId) }}
              />
              <span className="truncate">{option.name}</span>
            </Label>
          </div>
        ))}
        {options.length === 0 ? (
          <p className="text-muted-foreground text-sm">No active members.</p>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
