"use client";

import * as React from "react";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { CustomServiceDraft, DemoEstimateAction } from "@/lib/demo/estimate-reducer";
import { CustomServiceDraftRow } from "./custom-service-draft";

type Props = { drafts: CustomServiceDraft[]; dispatch: React.Dispatch<DemoEstimateAction> };

/** The 'Add Custom Service' tab: drafts the visitor writes, then adds to the estimate. */
export const CustomServices = React.memo(function CustomServices({ drafts, dispatch }: Props) {
  const addButton = React.useRef<HTMLButtonElement>(null);
  const draftCount = React.useRef(drafts.length);

  // A new draft takes focus in its name field; a draft leaving (added or removed) hands
  // focus back to the add button instead of dropping it on <body>.
  React.useEffect(() => {
    const previous = draftCount.current;
    draftCount.current = drafts.length;
    if (drafts.length > previous) {
      document.getElementById(`${drafts[drafts.length - 1].id}-name`)?.focus();
    } else if (drafts.length < previous && document.activeElement === document.body) {
      addButton.current?.focus();
    }
  }, [drafts]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Create Custom Services</h2>
        </CardTitle>
        <CardDescription>Add your own custom services to the calculator.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button ref={addButton} variant="outline" onClick={() => dispatch({ type: "addDraft" })}>
          <PlusIcon aria-hidden="true" />
          Add New Custom Service
        </Button>
        {drafts.length === 0 ? (
          <div className="rounded-lg border border-dashed p-6 text-center">
            <p className="font-medium">No custom services added yet.</p>
            <p className="text-muted-foreground text-sm">
              Click the button above to add a custom service.
            </p>
          </div>
        ) : (
          <ul className="space-y-4" aria-label="Custom service drafts">
            {drafts.map((draft) => (
              <CustomServiceDraftRow key={draft.id} draft={draft} dispatch={dispatch} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
});
