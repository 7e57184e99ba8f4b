"use client";

import * as React from "react";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { formatCents } from "@/lib/format";
import { unplacedErrors, type PathErrors } from "./path-errors";

/** The API's issues that no field of the form shows next to itself (`placed` tests a path). */
function ErrorSummary({ errors, placed }: { errors: PathErrors; placed: RegExp }) {
  const rest = unplacedErrors(errors, (path) => placed.test(path));
  if (rest.length === 0) return null;
  return (
    <div role="alert" className="border-destructive/30 bg-destructive/10 rounded-md border p-3">
      <p className="text-destructive text-sm font-medium">Please fix the following:</p>
      <ul className="text-destructive list-disc pl-5 text-sm">
        {rest.map((issue) => (
          <li key={issue.path}>
            {issue.path}: {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A priced document's editor form (the header's Save submits it by `id`): the summary of the
 * errors no field shows, the sections (`children`), and on phones the live total kept in sight
 * while lines are edited, linking to the totals panel (`totalsHref`).
 */
export function DocumentEditorForm({
  id,
  label,
  errors,
  placed,
  totalsHref,
  totalCents,
  onSave,
  children,
}: {
  id: string;
  label: string;
  errors: PathErrors;
  /** API issue paths a field of the editor shows next to itself. */
  placed: RegExp;
  totalsHref: string;
  totalCents: number;
  onSave: () => void;
  children: React.ReactNode;
}) {
  return (
    <form
      id={id}
      noValidate
      aria-label={label}
      className="grid gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <ErrorSummary errors={errors} placed={placed} />
      {children}
      {/* Phones: the live total stays in sight while lines are edited. */}
      <a
        href={totalsHref}
        className="bg-background/95 sticky bottom-0 z-10 -mx-4 flex justify-between border-t px-4 py-3 text-sm font-medium sm:-mx-6 sm:px-6 lg:hidden"
      >
        <span>Total {formatCents(totalCents)}</span>
        <span className="text-primary">See totals</span>
      </a>
    </form>
  );
}

/** The editor's two columns from lg up: the document (`children`) and its summary aside. */
export function EditorColumns({
  mainClassName,
  summary,
  children,
}: {
  mainClassName: string;
  summary: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className={mainClassName}>{children}</div>
      <aside className="grid content-start gap-4" aria-label="Summary">
        {summary}
      </aside>
    </div>
  );
}

/**
 * Copies the customer's link that `link` answers (null: nothing to copy, e.g. a save before it
 * failed) and says so, or says it could not.
 */
export async function copyCustomerLink(link: () => Promise<string | null>) {
  try {
    const url = await link();
    if (!url) return;
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied", description: url });
  } catch (error) {
    toast({
      variant: "destructive",
      title: "Could not copy the link",
      description: serverMessage(error) ?? "Please try again.",
    });
  }
}
