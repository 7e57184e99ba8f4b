"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Plus, Trash2, UserRound, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useSubmitOnce } from "@/components/ui/use-submit-once";
import { useClientList } from "@/components/clients/queries";
import { useDebounced } from "@/components/quotes/use-debounced";
import { ApiRequestError, serverMessage } from "@/components/query/client";
import type { ClientSummaryDto } from "@/lib/clients/types";
import { jobHref, useCreateJob } from "./queries";

type Errors = Record<string, string | undefined>;

/**
 * The standalone branch of the route's schema (the other one is `{ quoteId }`). Loaded when the
 * dialog opens: the schema brings zod, which the jobs list itself does not need.
 */
const loadStandaloneJobSchema = () =>
  import("@/lib/validation/job").then(({ jobCreateSchema }) => jobCreateSchema.options[1]);
/** The fields that show their own errors (checklist.3 shows under the checklist). */
const FIELDS = ["title", "instructions", "clientId", "checklist"];

/** The job's client: search the company's clients (GET /api/clients) and pick one, or none. */
function ClientSelect({
  client,
  onChange,
  error,
}: {
  client: ClientSummaryDto | null;
  onChange: (client: ClientSummaryDto | null) => void;
  error?: string;
}) {
  const [search, setSearch] = React.useState("");
  const results = useClientList(useDebounced(search), client === null);
  if (client)
    return (
      <div className="grid gap-1.5">
        <span className="text-sm font-medium" id="new-job-client-label">
          Client
        </span>
        <div
          role="group"
          aria-labelledby="new-job-client-label"
          className="flex items-center justify-between gap-2 rounded-md border p-2 text-sm"
        >
          <span className="min-w-0">
            <span className="block font-medium" data-testid="new-job-client">
              {client.name}
            </span>
            <span className="text-muted-foreground block truncate text-xs">
              {client.address ?? client.email ?? client.phone ?? ""}
            </span>
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            Change client
          </Button>
        </div>
      </div>
    );
  const clients = results.data ?? [];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="new-job-client-search">Client</Label>
      <Input
        id="new-job-client-search"
        type="search"
        value={search}
        placeholder="Search by name, email or phone"
        autoComplete="off"
        aria-controls="new-job-client-results"
        aria-describedby={error ? "new-job-client-error" : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setSearch(event.target.value)}
      />
      <FieldError id="new-job-client-error" message={error} />
      <div id="new-job-client-results" aria-live="polite">
        {results.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {serverMessage(results.error) ?? "Clients could not be loaded."}
          </p>
        ) : results.isPending ? (
          <p className="text-muted-foreground text-sm">Loading clients...</p>
        ) : clients.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No client found. The job can do without one.
          </p>
        ) : (
          <ul className="max-h-44 divide-y overflow-y-auto rounded-md border">
            {clients.slice(0, 20).map((option) => (
              <li key={option.id}>
                <button
                  type="button"
                  aria-label={`Choose ${option.name}`}
                  className="hover:bg-accent focus-visible:bg-accent flex w-full items-center gap-2 p-2 text-left text-sm outline-none"
                  onClick={() => {
                    onChange(option);
                    setSearch("");
                  }}
                >
                  <UserRound aria-hidden="true" className="text-muted-foreground size-4" />
                  <span className="min-w-0">
                    <span className="block font-medium">{option.name}</span>
                    <span className="text-muted-foreground block truncate text-xs">
                      {option.email ?? option.phone ?? ""}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * "New job" (the office's): a standalone job with a title, instructions, a client and
 * checklist lines; it opens once created.
 */
export function NewJobDialog() {
  const router = useRouter();
  const create = useCreateJob();
  const [open, setOpen] = React.useState(false);
  const [title, setTitle] = React.useState("");
  const [instructions, setInstructions] = React.useState("");
  const [client, setClient] = React.useState<ClientSummaryDto | null>(null);
  const [lines, setLines] = React.useState<{ key: number; label: string }[]>([]);
  const [errors, setErrors] = React.useState<Errors>({});
  const nextKey = React.useRef(0);
  // A line added with the button or Enter takes the focus as soon as its input mounts.
  const focusKey = React.useRef<number | null>(null);

  function reset() {
    setTitle("");
    setInstructions("");
    setClient(null);
    setLines([]);
    setErrors({});
  }

  function addLine() {
    const key = nextKey.current++;
    focusKey.current = key;
    setLines((current) => [...current, { key, label: "" }]);
  }

  React.useEffect(() => {
    if (open) void loadStandaloneJobSchema();
  }, [open]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      title: title.trim(),
      instructions: instructions.trim() || null,
      clientId: client?.id ?? null,
      checklist: lines.map((line) => line.label.trim()).filter(Boolean),
    };
    const parsed = (await loadStandaloneJobSchema()).safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0] ?? "form");
        next[FIELDS.includes(path) ? path : "form"] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const { id } = await create.mutateAsync(body);
      setOpen(false);
      router.push(jobHref(id));
    } catch (error) {
      const next: Errors = {};
      if (error instanceof ApiRequestError)
        for (const issue of error.issues) {
          const path = issue.path.split(".")[0];
          next[FIELDS.includes(path) ? path : "form"] ??= issue.message;
        }
      if (Object.keys(next).length === 0)
        next.form = serverMessage(error) ?? "The job could not be created. Please try again.";
      setErrors(next);
    }
  }
  const submit = useSubmitOnce(onSubmit);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button">
          <Plus aria-hidden="true" />
          New job
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>New job</DialogTitle>
            <DialogDescription>
              Work without a quote. A job of an approved quote is made from the quote (“Create
              job”).
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="new-job-title">Title</Label>
            <Input
              id="new-job-title"
              value={title}
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? "new-job-title-error" : undefined}
              required
            />
            <FieldError id="new-job-title-error" message={errors.title} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="new-job-instructions">Instructions</Label>
            <Textarea
              id="new-job-instructions"
              value={instructions}
              maxLength={5000}
              rows={3}
              onChange={(event) => setInstructions(event.target.value)}
              aria-invalid={errors.instructions ? true : undefined}
              aria-describedby={errors.instructions ? "new-job-instructions-error" : undefined}
            />
            <FieldError id="new-job-instructions-error" message={errors.instructions} />
          </div>
          <ClientSelect
            client={client}
            onChange={(next) => setClient(next)}
            error={errors.clientId}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Checklist</legend>
            {lines.length === 0 ? (
              <p className="text-muted-foreground text-sm">No checklist lines yet.</p>
            ) : (
              <ol className="grid gap-2">
                {lines.map((line, index) => (
                  <li key={line.key} className="flex gap-2">
                    <Input
                      ref={(node) => {
                        if (node && focusKey.current === line.key) {
                          focusKey.current = null;
                          node.focus();
                        }
                      }}
                      aria-label={`Checklist line ${index + 1}`}
                      value={line.label}
                      maxLength={300}
                      onChange={(event) =>
                        setLines((current) =>
                          current.map((one) =>
                            one.key === line.key ? { ...one, label: event.target.value } : one,
                          ),
                        )
                      }
                      onKeyDown={(event) => {
                        if (event.key === "Enter") {
                          event.preventDefault();
                          addLine();
                        }
                      }}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove checklist line ${index + 1}`}
                      onClick={() =>
                        setLines((current) => current.filter((one) => one.key !== line.key))
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ol>
            )}
            <FieldError id="new-job-checklist-error" message={errors.checklist} />
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={addLine}>
              <Plus aria-hidden="true" />
              Add checklist line
            </Button>
          </fieldset>
          {errors.form ? (
            <p role="alert" className="text-destructive text-sm">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create job"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
