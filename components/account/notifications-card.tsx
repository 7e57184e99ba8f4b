"use client";

import * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { serverMessage } from "@/components/query/client";
import { LoadError } from "@/components/settings/settings-header";
import {
  useNotifications,
  useSaveNotifications,
  type NotificationKind,
  type NotificationSettings,
} from "@/components/team/queries";

/** The mails a member chooses (docs/team.md "Notifications per member"), in this order. */
export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  newRequest: "New estimate request",
  quoteViewed: "A customer opened a quote",
  quoteApproved: "A customer approved or declined a quote",
  invoicePaid: "An invoice was paid",
  assigned: "Something was assigned to me",
};
const KINDS = Object.keys(NOTIFICATION_LABELS) as NotificationKind[];

/**
 * The account page's "Email notifications": one switch per mail, saved as it is flipped
 * (GET/PUT /api/account/notifications). A mail the member's role cannot read is off and
 * disabled, saying so.
 */
export function NotificationsCard() {
  const notifications = useNotifications();
  const save = useSaveNotifications();
  // Flipped switches show their new state while they save; a failure puts them back.
  const [flipped, setFlipped] = React.useState<Partial<NotificationSettings>>({});
  const [status, setStatus] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  // The latest flip of each switch: an earlier save that ends later leaves the state to it.
  const latest = React.useRef<Partial<Record<NotificationKind, number>>>({});

  async function toggle(kind: NotificationKind, value: boolean) {
    const attempt = (latest.current[kind] ?? 0) + 1;
    latest.current[kind] = attempt;
    setFlipped((current) => ({ ...current, [kind]: value }));
    setError(null);
    setStatus("Saving...");
    try {
      await save.mutateAsync({ [kind]: value });
      setStatus(`Saved: “${NOTIFICATION_LABELS[kind]}” ${value ? "on" : "off"}.`);
    } catch (failure) {
      setStatus("");
      setError(serverMessage(failure) ?? "Your choice could not be saved. Please try again.");
    } finally {
      if (latest.current[kind] === attempt)
        setFlipped((current) => {
          const next = { ...current };
          delete next[kind];
          return next;
        });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="notifications-title">Email notifications</h2>
        </CardTitle>
        <CardDescription>
          Which mails you get about this company. Changes save at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {notifications.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading notifications">
            {KINDS.map((kind) => (
              <Skeleton key={kind} className="h-6 w-full" />
            ))}
          </div>
        ) : notifications.isError ? (
          <LoadError what="notification settings" onRetry={() => void notifications.refetch()} />
        ) : (
          <div className="grid gap-3">
            <ul className="divide-y" aria-labelledby="notifications-title">
              {KINDS.map((kind) => {
                const id = `notify-${kind}`;
                const available = notifications.data.available[kind];
                const checked = available && (flipped[kind] ?? notifications.data.settings[kind]);
                return (
                  <li key={kind} className="flex items-center justify-between gap-4 py-3">
                    <div className="grid gap-0.5">
                      <Label htmlFor={id}>{NOTIFICATION_LABELS[kind]}</Label>
                      {available ? null : (
                        <p id={`${id}-note`} className="text-muted-foreground text-xs">
                          Not available to your role
                        </p>
                      )}
                    </div>
                    <Switch
                      id={id}
                      checked={checked}
                      disabled={!available}
                      aria-describedby={available ? undefined : `${id}-note`}
                      onCheckedChange={(value) => void toggle(kind, value)}
                      data-testid={id}
                    />
                  </li>
                );
              })}
            </ul>
            <p aria-live="polite" className="text-muted-foreground min-h-5 text-sm">
              {status}
            </p>
            {error ? (
              <p role="alert" className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
