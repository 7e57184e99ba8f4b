"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** Save Custom Template: name, description and a note that all N services are included. */
export function SaveTemplateDialog({
  open,
  serviceCount,
  pending,
  name,
  description,
  onNameChange,
  onDescriptionChange,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  serviceCount: number;
  pending: boolean;
  name: string;
  description: string;
  onNameChange: (value: string) => void;
  onDescriptionChange: (value: string) => void;
  onOpenChange: (open: boolean) => void;
  onSave: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save Custom Template</DialogTitle>
          <DialogDescription>
            Save your price book as a template you can reuse later.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="template-name">Template Name</Label>
            <Input
              id="template-name"
              value={name}
              maxLength={120}
              onChange={(e) => onNameChange(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="template-description">Description</Label>
            <Textarea
              id="template-description"
              rows={3}
              maxLength={2000}
              value={description}
              onChange={(e) => onDescriptionChange(e.target.value)}
            />
          </div>
          <p className="text-muted-foreground text-sm" data-testid="template-note">
            All {serviceCount} {serviceCount === 1 ? "service" : "services"} in your price book will
            be included in this template.
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : "Save Template"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
