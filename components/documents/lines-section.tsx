"use client";

import * as React from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PricedService } from "@/lib/services/pricing";
import type { ServiceDto } from "@/lib/services/types";
import { EditorSection } from "./editor-section";
import { PriceBookDialog } from "./price-book-dialog";

/**
 * A priced document's "Lines" section: the lines' own error, the lines (`children`) or what
 * to do while there are none, then Add from price book and the custom line button.
 */
export function DocumentLinesSection({
  titleId,
  error,
  empty,
  emptyText,
  customLabel,
  onAddService,
  onAddCustom,
  children,
}: {
  titleId: string;
  /** The API's or the schema's issue with the lines as a whole. */
  error?: string;
  empty: boolean;
  emptyText: string;
  customLabel: string;
  onAddService: (service: PricedService<ServiceDto>) => void;
  onAddCustom: () => void;
  children: React.ReactNode;
}) {
  return (
    <EditorSection titleId={titleId} title="Lines" className="grid gap-3">
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {empty ? (
        <p className="text-muted-foreground rounded-md border border-dashed p-4 text-sm">
          {emptyText}
        </p>
      ) : (
        children
      )}
      <div className="flex flex-wrap gap-2">
        <PriceBookDialog onAdd={onAddService} />
        <Button type="button" variant="outline" size="sm" onClick={onAddCustom}>
          <Plus aria-hidden="true" />
          {customLabel}
        </Button>
      </div>
    </EditorSection>
  );
}
