"use client";

import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useGuidedTarget } from "@/components/onboarding/tooltip-tour";
import { DeleteServiceDialog } from "@/components/services/delete-service-dialog";
import { ServiceFormDialog } from "@/components/services/service-form-dialog";
import { priceBookToasts } from "@/components/services/toasts";
import {
  useBulkAddServices,
  useDefaultMarkup,
  useLaborRates,
  useSaveTemplate,
  useServiceFees,
  useServices,
} from "@/components/services/queries";
import { useServiceActions } from "@/components/services/use-service-actions";
import { MyServicesTab } from "@/components/service-builder/my-services-tab";
import { NewServicesTab, type StagedService } from "@/components/service-builder/new-services-tab";
import { SaveTemplateDialog } from "@/components/service-builder/save-template-dialog";
import { queryKeys } from "@/components/query/keys";
import {
  emptyServiceForm,
  formFromService,
  servicePayload,
  type ServicePayload,
} from "@/lib/services/form";
import type { ServiceDto } from "@/lib/services/types";
import type { CompanyDto } from "@/lib/companies/types";

type FormTarget =
  | { mode: "create" }
  | { mode: "edit"; service: ServiceDto }
  | { mode: "stage" }
  | { mode: "edit-staged"; key: string };

let stagedCounter = 0;

/** The Service Builder (docs/product.md §2, §4, §5 and §8). */
export function ServiceBuilder() {
  const { data: company } = useQuery<CompanyDto>({ queryKey: queryKeys.company });
  const services = useServices();
  const defaultMarkup = useDefaultMarkup();
  const laborRates = useLaborRates();
  const fees = useServiceFees();
  const serviceActions = useServiceActions();
  const bulkAdd = useBulkAddServices();
  const saveTemplate = useSaveTemplate();
  const introRef = useGuidedTarget<HTMLHeadingElement>("service-builder-intro");

  const [tab, setTab] = React.useState("my-services");
  const [staged, setStaged] = React.useState<StagedService[]>([]);
  const [formTarget, setFormTarget] = React.useState<FormTarget | null>(null);
  const [lastTarget, setLastTarget] = React.useState<FormTarget>({ mode: "create" });
  const [deleting, setDeleting] = React.useState<ServiceDto | null>(null);
  const [templateOpen, setTemplateOpen] = React.useState(false);
  const [templateName, setTemplateName] = React.useState("");
  const [templateDescription, setTemplateDescription] = React.useState("");

  const serviceList = services.data ?? [];
  const openForm = (target: FormTarget) => {
    setLastTarget(target);
    setFormTarget(target);
  };

  // The dialog keeps showing the last target while it animates closed.
  const target = formTarget ?? lastTarget;
  const initialValues = React.useMemo(() => {
    if (target.mode === "edit") return formFromService(target.service);
    if (target.mode === "edit-staged") {
      const item = staged.find((service) => service.key === target.key);
      if (item) return formFromService(item);
    }
    return emptyServiceForm(company?.industryType);
    // Only a new target (a new opening) resets the form; staged edits must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, company?.industryType]);

  async function submitService(payload: ServicePayload): Promise<boolean> {
    if (target.mode === "stage") {
      setStaged((list) => [...list, { ...payload, key: `staged-${++stagedCounter}` }]);
      return true;
    }
    if (target.mode === "edit-staged") {
      setStaged((list) =>
        list.map((item) => (item.key === target.key ? { ...payload, key: item.key } : item)),
      );
      return true;
    }
    return serviceActions.save(payload, target.mode === "edit" ? target.service.id : undefined);
  }

  async function addStagedToPriceBook() {
    if (staged.length === 0) {
      priceBookToasts.noServicesSelected();
      return;
    }
    try {
      await bulkAdd.mutateAsync(staged.map(({ key: _key, ...service }) => service));
      priceBookToasts.servicesAdded();
      setStaged([]);
      setTab("my-services");
    } catch (error) {
      priceBookToasts.bulkFailed(error);
    }
  }

  async function confirmDelete() {
    if (deleting && (await serviceActions.remove(deleting.id))) setDeleting(null);
  }

  async function saveAsTemplate() {
    if (!templateName.trim()) return priceBookToasts.templateNameRequired();
    if (serviceList.length === 0) return priceBookToasts.noServicesToSave();
    try {
      await saveTemplate.mutateAsync({
        name: templateName,
        description: templateDescription,
        services: serviceList.map(servicePayload),
      });
      priceBookToasts.templateSaved();
      setTemplateOpen(false);
      setTemplateName("");
      setTemplateDescription("");
    } catch (error) {
      priceBookToasts.templateFailed(error);
    }
  }

  const editing = target.mode === "edit" || target.mode === "edit-staged";
  return (
    <section aria-labelledby="service-builder-title" className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 ref={introRef} id="service-builder-title" className="text-2xl font-semibold">
            Service Builder
          </h1>
          <p className="text-muted-foreground">
            Build and organise the services in your price book.
          </p>
        </div>
        <Button variant="outline" onClick={() => setTemplateOpen(true)}>
          <Save aria-hidden="true" />
          Save as Template
        </Button>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="my-services">My Services</TabsTrigger>
          <TabsTrigger value="new-services">
            New Services{staged.length > 0 ? ` (${staged.length})` : ""}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="my-services" className="mt-4">
          <MyServicesTab
            services={serviceList}
            defaultMarkupPercent={defaultMarkup.data}
            isLoading={services.isLoading || defaultMarkup.isPending}
            isError={services.isError || defaultMarkup.isError}
            onRetry={() => void services.refetch()}
            onAdd={() => openForm({ mode: "create" })}
            onEdit={(service) => openForm({ mode: "edit", service })}
            onDelete={setDeleting}
          />
        </TabsContent>
        <TabsContent value="new-services" className="mt-4">
          <NewServicesTab
            staged={staged}
            laborRates={laborRates.data ?? []}
            fees={fees.data ?? []}
            defaultMarkupPercent={defaultMarkup.data}
            pending={bulkAdd.isPending}
            onAddCustom={() => openForm({ mode: "stage" })}
            onEdit={(key) => openForm({ mode: "edit-staged", key })}
            onRemove={(key) => setStaged((list) => list.filter((item) => item.key !== key))}
            onSubmit={() => void addStagedToPriceBook()}
          />
        </TabsContent>
      </Tabs>
      <ServiceFormDialog
        open={formTarget !== null}
        title={editing ? "Edit Service" : "Add Service"}
        description={
          target.mode === "stage" || target.mode === "edit-staged"
            ? "This service is staged for review; add it to your price book from New Services."
            : "Services appear in your price book and customer calculator."
        }
        submitLabel={
          editing ? "Save Changes" : target.mode === "stage" ? "Add to List" : "Add Service"
        }
        initialValues={initialValues}
        laborRates={laborRates.data ?? []}
        fees={fees.data ?? []}
        defaultMarkupPercent={defaultMarkup.data ?? "0"}
        pending={serviceActions.saving}
        onOpenChange={(open) => (open ? undefined : setFormTarget(null))}
        onSubmit={submitService}
      />
      <DeleteServiceDialog
        serviceName={deleting?.name ?? null}
        pending={serviceActions.removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <SaveTemplateDialog
        open={templateOpen}
        serviceCount={serviceList.length}
        pending={saveTemplate.isPending}
        name={templateName}
        description={templateDescription}
        onNameChange={setTemplateName}
        onDescriptionChange={setTemplateDescription}
        onOpenChange={setTemplateOpen}
        onSave={() => void saveAsTemplate()}
      />
    </section>
  );
}
