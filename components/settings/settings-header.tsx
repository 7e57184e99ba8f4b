import * as React from "react";

/** The heading block every settings page starts with. */
export function SettingsHeader({
  title,
  description,
}: {
  title: string;
  description: React.ReactNode;
}) {
  return (
    <div className="mb-6 space-y-1">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground text-sm">{description}</p>
    </div>
  );
}

/** The "could not load" state with a retry button. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="border-destructive/30 bg-destructive/10 rounded-md border p-4 text-sm"
    >
      <p className="text-destructive font-medium">We could not load your {what}.</p>
      <button
        type="button"
        onClick={onRetry}
        className="text-primary mt-2 font-medium underline-offset-4 hover:underline"
      >
        Try again
      </button>
    </div>
  );
}
