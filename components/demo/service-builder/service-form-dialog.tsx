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
import { toast } from "@/components/ui/use-toast";
import type { BuilderAction } from "@/lib/demo/builder-reducer";
import type { BuilderLaborRate, BuilderService, ServiceCategory } from "@/lib/demo/builder-types";
import {
  emptyServiceForm,
  serviceToForm,
  validateServiceForm,
  type ServiceFormErrors,
  type ServiceFormValues,
} from "@/lib/demo/builder-validation";
import { BUILDER_TOASTS } from "./builder-toasts";
import { ServiceFormFields } from "./service-form-fields";

type Props = {
  open: boolean;
  /** null adds a new service. */
  service: BuilderService | null;
  defaultCategory: ServiceCategory;
  laborRates: BuilderLaborRate[];
  dispatch: (action: BuilderAction) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** Add/Edit Service. Errors show after the first save attempt, then follow every keystroke. */
export function ServiceFormDialog({
  open,
  service,
  defaultCategory,
  laborRates,
  dispatch,
  onClose,
  onCloseAutoFocus,
}: Props) {
  const [values, setValues] = React.useState<ServiceFormValues>(() =>
    service ? serviceToForm(service) : emptyServiceForm(defaultCategory),
  );
  const [submitted, setSubmitted] = React.useState(false);
  const rateIds = React.useMemo(() => laborRates.map((rate) => rate.id), [laborRates]);
  const result = React.useMemo(() => validateServiceForm(values, rateIds), [values, rateIds]);
  const errors: ServiceFormErrors = submitted && !result.ok ? result.errors : {};
  const formRef = React.useRef<HTMLFormElement>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!result.ok) {
      // Let the error messages render, then take the visitor to the first one.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus(),
      );
      return;
    }
    dispatch({ type: "saveService", id: service?.id ?? null, service: result.service });
    toast(service ? BUILDER_TOASTS.updated : BUILDER_TOASTS.created);
    onClose();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{service ? "Edit Service" : "Add New Service"}</DialogTitle>
          <DialogDescription>
            The customer price updates as you type: base price, plus labor at the linked rate, plus
            your markup.
          </DialogDescription>
        </DialogHeader>
        <form ref={formRef} id="service-form" noValidate onSubmit={submit} className="grid gap-4">
          <ServiceFormFields
            values={values}
            errors={errors}
            laborRates={laborRates}
            onChange={setValues}
          />
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="service-form">
            {service ? "Save Changes" : "Add Service"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
