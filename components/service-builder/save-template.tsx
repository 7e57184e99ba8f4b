"use client";

import * as React from "react";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SaveTemplateDialog } from "@/components/service-builder/save-template-dialog";
import { useSaveTemplate } from "@/components/services/queries";
import { priceBookToasts } from "@/components/services/toasts";
import { servicePayload } from "@/lib/services/form";
import type { ServiceRecord } from "@/lib/services/types";

/** Save as Template: the owner's whole price book as a custom template (docs/product.md §8). */
export function SaveTemplate({ services }: { services: ServiceRecord[] }) {
  const saveTemplate = useSaveTemplate();
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState("");
  const [description, setDescription] = React.useState("");

  async function save() {
    if (!name.trim()) return priceBookToasts.templateNameRequired();
    if (services.length === 0) return priceBookToasts.noServicesToSave();
    try {
      await saveTemplate.mutateAsync({ name, description, services: services.map(servicePayload) });
      priceBookToasts.templateSaved();
      setOpen(false);
      setName("");
      setDescription("");
    } catch (error) {
      priceBookToasts.templateFailed(error);
    }
  }

  return (
    <>
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        <Save aria-hidden="true" />
        Save as Template
      </Button>
      <SaveTemplateDialog
        open={open}
        serviceCount={services.length}
        pending={saveTemplate.isPending}
        name={name}
        description={description}
        onNameChange={setName}
        onDescriptionChange={setDescription}
        onOpenChange={setOpen}
        onSave={() => void save()}
      />
    </>
  );
}
