"use client";

import * as React from "react";
import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import {
  Field,
  FormField,
  issuesToFieldErrors,
  type FieldErrors,
} from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import {
  canAssignRole,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLES,
  type Role,
} from "@/lib/team/permissions";
import { inviteSchema } from "@/lib/validation/team";
import { roleInSentence } from "./format";
import { useInviteMember } from "./queries";

const ID = "invite-member";

/** The invitation form: an address and a role, each role's reach described under the select. */
function InviteForm({ yourRole, onDone }: { yourRole: Role; onDone: () => void }) {
  const choices = ROLES.filter((role) => canAssignRole(yourRole, role));
  const [role, setRole] = React.useState<Role>(choices.includes("office") ? "office" : choices[0]);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const invite = useInviteMember();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = inviteSchema.safeParse({ email: form.get("email"), role });
    setFormError(null);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (invited) => {
        toast({
          title: "Invitation sent",
          description: `We mailed ${invited.email} a link to join as ${roleInSentence(invited.role)}. It works once, for 7 days.`,
        });
        onDone();
      },
      onError: (error) => {
        const info = readApiError(error, "The invitation could not be sent. Please try again.");
        setErrors(info.fieldErrors);
        setFormError(info.message);
      },
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-describedby={formError ? `${ID}-error` : undefined}
    >
      {formError ? (
        <p
          id={`${ID}-error`}
          role="alert"
          className="bg-destructive/10 text-destructive rounded-md p-3 text-sm"
        >
          {formError}
        </p>
      ) : null}
      <Field
        id={`${ID}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="off"
        spellCheck={false}
        error={errors.email}
        required
      />
      <FormField
        id={`${ID}-role`}
        label="Role"
        error={errors.role}
        hint={<span aria-live="polite">{ROLE_DESCRIPTIONS[role]}</span>}
      >
        {(control) => (
          <Select value={role} onValueChange={(value) => setRole(value as Role)}>
            <SelectTrigger {...control} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {choices.map((choice) => (
                <SelectItem key={choice} value={choice}>
                  {ROLE_LABELS[choice]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={invite.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Invite member": a dialog whose form starts afresh each time it opens. */
export function InviteMemberDialog({ yourRole }: { yourRole: Role }) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <UserPlus aria-hidden="true" />
          Invite member
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite a member</DialogTitle>
          <DialogDescription>
            We mail them a link to join this company. It works once, for 7 days.
          </DialogDescription>
        </DialogHeader>
        <InviteForm yourRole={yourRole} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
