"use client";

import * as React from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { useAddServiceAreas } from "@/components/settings/service-area-queries";
import { PlanFeatureNote, usePlanFeature } from "@/components/billing/plan-feature";
import {
  AREAS_PER_REQUEST,
  classifyArea,
  invalidAreaMessage,
  splitAreaList,
} from "@/lib/service-areas/parse";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** One area or a pasted list; invalid entries are named before anything is sent. */
export function ServiceAreaForm() {
  const [text, setText] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const add = useAddServiceAreas();
  const serviceAreas = usePlanFeature("serviceAreas");
  const entries = splitAreaList(text);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (entries.length === 0) return setError("Enter at least one ZIP code or city name.");
    if (entries.length > AREAS_PER_REQUEST)
      return setError(`Add at most ${AREAS_PER_REQUEST} areas at a time.`);
    const invalid = entries.filter((entry) => !classifyArea(entry));
    if (invalid.length > 0) {
      return setError(
        invalid.length === 1
          ? invalidAreaMessage(invalid[0])
          : `${invalid.length} entries are not ZIP codes or city names: ${invalid.slice(0, 5).join(", ")}${invalid.length > 5 ? "..." : ""}`,
      );
    }
    setError(null);
    add.mutate(entries, {
      onSuccess: ({ added, skipped }) => {
        setText("");
        toast({
          title: added > 0 ? `Added ${plural(added, "area")}` : "Nothing new to add",
          description:
            skipped > 0
              ? `${plural(skipped, "duplicate")} ignored.`
              : "Your service areas are saved.",
        });
      },
      onError: (err) =>
        setError(readApiError(err, "The areas could not be added. Please try again.").message),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2" aria-label="Add service areas">
      <Label htmlFor="service-area-input">ZIP codes or cities</Label>
      <Textarea
        id="service-area-input"
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        placeholder={"78701\n78702, 78703\nAustin, TX"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "service-area-hint service-area-error" : "service-area-hint"}
      />
      <p id="service-area-hint" className="text-muted-foreground text-xs">
        Type one, or paste a list separated by new lines or commas. Areas you already have are
        ignored.
      </p>
      {error ? (
        <p id="service-area-error" role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {/* Areas added on a higher plan stay listed and deletable; adding needs the plan. */}
      <PlanFeatureNote feature="serviceAreas" />
      <div>
        <Button
          type="submit"
          disabled={add.isPending || !serviceAreas.included}
          aria-describedby={serviceAreas.included ? undefined : serviceAreas.noteId}
        >
          <Plus aria-hidden="true" />
          {add.isPending
            ? "Adding..."
            : entries.length > 1
              ? `Add ${entries.length} areas`
              : "Add area"}
        </Button>
      </div>
    </form>
  );
}
