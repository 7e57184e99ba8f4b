"use client";

import * as React from "react";
import { Home, MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, type FieldErrors } from "@/components/ui/form-field";
import { ListError, ListSkeleton } from "@/components/ui/list-states";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { formatAddress, mapLink } from "@/lib/properties/match";
import {
  useClientProperties,
  useDeleteProperty,
  useSaveProperty,
  type PropertyDto,
  type PropertyInput,
} from "./property-queries";

/** The five parts of an address, with the browser's autofill tokens (as the request dialog). */
const FIELDS = [
  {
    name: "line1",
    label: "Street address",
    autoComplete: "address-line1",
    missing: "Enter the street address.",
  },
  { name: "line2", label: "Apartment, unit or suite (optional)", autoComplete: "address-line2" },
  { name: "city", label: "City", autoComplete: "address-level2", missing: "Enter the city." },
  { name: "region", label: "State", autoComplete: "address-level1", missing: "Enter the state." },
  {
    name: "postalCode",
    label: "ZIP code",
    autoComplete: "postal-code",
    missing: "Enter the ZIP code.",
  },
] as const;

/** The form's values, with the missing required parts named next to their fields. */
export function readPropertyForm(form: HTMLFormElement): {
  input: PropertyInput;
  errors: FieldErrors;
} {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? "").trim();
  const errors: FieldErrors = {};
  for (const field of FIELDS)
    if ("missing" in field && !value(field.name)) errors[field.name] = field.missing;
  return {
    input: {
      line1: value("line1"),
      line2: value("line2") || null,
      city: value("city"),
      region: value("region"),
      postalCode: value("postalCode"),
    },
    errors,
  };
}

function PropertyDialog({
  clientId,
  property,
  open,
  onOpenChange,
}: {
  clientId: string;
  /** null: a new property. */
  property: PropertyDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveProperty(clientId);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [message, setMessage] = React.useState<string | null>(null);
  const formRef = React.useRef<HTMLFormElement>(null);

  /** The first field with an error takes the focus. */
  function focusFirstError(next: FieldErrors) {
    const first = FIELDS.find((field) => next[field.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { input, errors: missing } = readPropertyForm(event.currentTarget);
    setErrors(missing);
    setMessage(null);
    if (Object.keys(missing).length > 0) return focusFirstError(missing);
    save.mutate(
      { id: property?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast({
            title: property ? "Property saved" : "Property added",
            description: formatAddress(saved),
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const info = readApiError(error, "The property could not be saved. Please try again.");
          setErrors(info.fieldErrors);
          // A message no field shows is said above the buttons.
          const placed = FIELDS.some((field) => info.fieldErrors[field.name]);
          setMessage(placed ? null : info.message);
          focusFirstError(info.fieldErrors);
        },
      },
    );
  }

  const title = property ? "Edit property" : "Add property";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4"
          aria-label={title}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              A service address of this client: quotes can name it as where the work is done.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <div
                key={field.name}
                className={field.name === "line1" || field.name === "line2" ? "sm:col-span-2" : ""}
              >
                <Field
                  id={`property-${field.name}`}
                  name={field.name}
                  label={field.label}
                  autoComplete={field.autoComplete}
                  defaultValue={property?.[field.name] ?? ""}
                  maxLength={
                    field.name === "postalCode"
                      ? 20
                      : field.name === "city" || field.name === "region"
                        ? 100
                        : 200
                  }
                  required={"missing" in field}
                  error={errors[field.name]}
                />
              </div>
            ))}
          </div>
          {message ? (
            <p role="alert" className="text-destructive text-sm">
              {message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : property ? "Save property" : "Add property"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The client page's 'Properties': service addresses with a map link, added, edited, deleted. */
export function ClientProperties({
  clientId,
  clientName,
}: {
  clientId: string;
  clientName: string;
}) {
  const properties = useClientProperties(clientId);
  const remove = useDeleteProperty(clientId);
  const [editing, setEditing] = React.useState<PropertyDto | null>(null);
  const [formOpen, setFormOpen] = React.useState(false);
  // Each opening is a fresh form (no errors of the last one).
  const [openings, setOpenings] = React.useState(0);
  const [deleting, setDeleting] = React.useState<PropertyDto | null>(null);
  const addRef = React.useRef<HTMLButtonElement>(null);
  const deletedRef = React.useRef(false);

  const openForm = (property: PropertyDto | null) => {
    setEditing(property);
    setOpenings((count) => count + 1);
    setFormOpen(true);
  };

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: "Property deleted", description: formatAddress(deleting) });
        deletedRef.current = true;
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          title: "Property not deleted",
          description: readApiError(error, "Please try again.").message,
          variant: "destructive",
        });
        setDeleting(null);
      },
    });
  }

  return (
    <section
      aria-labelledby="client-properties-title"
      className="grid content-start gap-3 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="client-properties-title" className="text-lg font-semibold">
          Properties
        </h2>
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          size="sm"
          onClick={() => openForm(null)}
        >
          <Plus aria-hidden="true" />
          Add property
        </Button>
      </div>
      {properties.isPending ? (
        <ListSkeleton label="Loading the properties" rows={2} />
      ) : properties.isError ? (
        <ListError
          error={properties.error}
          fallback="The properties could not be loaded."
          onRetry={() => void properties.refetch()}
        />
      ) : properties.data.length === 0 ? (
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          <Home aria-hidden="true" className="size-4" />
          No service addresses yet. Requests with an address add one.
        </p>
      ) : (
        <ul className="divide-y text-sm" aria-label={`${clientName}'s properties`}>
          {properties.data.map((property) => {
            const address = formatAddress(property);
            return (
              <li
                key={property.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="flex min-w-0 items-start gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span className="min-w-0 break-words">
                    {address}{" "}
                    <a
                      className="text-primary whitespace-nowrap underline underline-offset-4"
                      href={mapLink(property)}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`Open map of ${address} (opens in a new tab)`}
                    >
                      Open map
                    </a>
                  </span>
                </span>
                <span className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${address}`}
                    onClick={() => openForm(property)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${address}`}
                    onClick={() => setDeleting(property)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <PropertyDialog
        key={`${editing?.id ?? "new"}-${openings}`}
        clientId={clientId}
        property={editing}
        open={formOpen}
        onOpenChange={setFormOpen}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete this property?"
        description={
          deleting
            ? `${formatAddress(deleting)} is removed from ${clientName}'s addresses. Quotes and requests that named it no longer show an address.`
            : ""
        }
        confirmLabel="Delete property"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          // The row is gone after a delete: focus goes to 'Add property' instead.
          if (!deletedRef.current) return;
          deletedRef.current = false;
          event.preventDefault();
          addRef.current?.focus();
        }}
      />
    </section>
  );
}
