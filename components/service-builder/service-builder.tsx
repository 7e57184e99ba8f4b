"use client";

import * as React from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DeleteServiceDialog } from "@/components/services/delete-service-dialog";
import { LazyServiceFormDialog } from "@/components/services/lazy-service-form-dialog";
import { MyServicesTab } from "@/components/service-builder/my-services-tab";
import { NewServicesTab, type StagedService } from "@/components/service-builder/new-services-tab";
import { ServiceBuilderHeader } from "@/components/service-builder/service-builder-header";
import { useServiceBuilderStore } from "@/components/service-builder/store/context";
import { emptyServiceForm, formFromService, type ServicePayload } from "@/lib/services/form";
import type { ServiceRecord } from "@/lib/services/types";

type FormTarget =
  | { mode: "create" }
  | { mode: "edit"; service: ServiceRecord }
  | { mode: "stage" }
  | { mode: "edit-staged"; key: string };

export type BuilderTab = { value: string; label: string; content: React.ReactNode };

let stagedCounter = 0;

/**
 * The Service Builder (docs/product.md §2, §4, §5 and §8), one for the owner's price book and
 * the demo's: it reads and writes through the store its page provides
 * (components/service-builder/store). My Services always; New Services (a staging list added
 * in bulk) where `staging` is set; a page's own tabs after them.
 */
export function ServiceBuilder({
  title,
  description,
  actions,
  staging = false,
  tabs = [],
}: {
  title: string;
  description: string;
  actions?: React.ReactNode;
  staging?: boolean;
  tabs?: BuilderTab[];
}) {
  const store = useServiceBuilderStore();
  const services = store.services.data ?? [];
  const [tab, setTab] = React.useState("my-services");
  const [staged, setStaged] = React.useState<StagedService[]>([]);
  const [formTarget, setFormTarget] = React.useState<FormTarget | null>(null);
  const [lastTarget, setLastTarget] = React.useState<FormTarget>({ mode: "create" });
  const [deleting, setDeleting] = React.useState<ServiceRecord | null>(null);

  // The dialogs open from state, not from a Radix trigger, so Radix has nowhere to return
  // focus on close: remember the button that opened them (or fall back to the heading).
  const opener = React.useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = React.useCallback((event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected
      ? opener.current
      : document.getElementById("services-title");
    target?.focus();
  }, []);
  const openForm = (target: FormTarget) => {
    rememberOpener();
    setLastTarget(target);
    setFormTarget(target);
  };
  const openDeletion = (service: ServiceRecord) => {
    rememberOpener();
    setDeleting(service);
  };

  // The dialog keeps showing the last target while it animates closed.
  const target = formTarget ?? lastTarget;
  const initialValues = React.useMemo(() => {
    if (target.mode === "edit") return formFromService(target.service);
    if (target.mode === "edit-staged") {
      const item = staged.find((service) => service.key === target.key);
      if (item) return formFromService(item);
    }
    return emptyServiceForm(store.defaultCategory);
    // Only a new target (a new opening) resets the form; staged edits must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, store.defaultCategory]);

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
    return target.mode === "edit"
      ? store.updateService(target.service.id, payload)
      : store.createService(payload);
  }

  async function addStagedToPriceBook() {
    if (await store.createServices(staged.map(({ key: _key, ...service }) => service))) {
      setStaged([]);
      setTab("my-services");
    }
  }

  async function confirmDelete() {
    if (deleting && (await store.deleteService(deleting.id))) setDeleting(null);
  }

  const editing = target.mode === "edit" || target.mode === "edit-staged";
  const stagingTarget = target.mode === "stage" || target.mode === "edit-staged";
  const tabCount = 1 + (staging ? 1 : 0) + tabs.length;
  return (
    <section aria-labelledby="service-builder-title" className="grid gap-6">
      <ServiceBuilderHeader title={title} description={description} actions={actions} />
      <Tabs value={tab} onValueChange={setTab}>
        {/* Equal columns that may wrap their labels on phones instead of overflowing. */}
        <TabsList
          className="grid h-auto w-full sm:inline-flex sm:h-9 sm:w-fit"
          style={{ gridTemplateColumns: `repeat(${tabCount}, minmax(0, 1fr))` }}
        >
          <TabsTrigger value="my-services" className="h-full whitespace-normal">
            My Services{store.services.data ? ` (${services.length})` : ""}
          </TabsTrigger>
          {staging ? (
            <TabsTrigger value="new-services" className="h-full whitespace-normal">
              New Services{staged.length > 0 ? ` (${staged.length})` : ""}
            </TabsTrigger>
          ) : null}
          {tabs.map((extra) => (
            <TabsTrigger key={extra.value} value={extra.value} className="h-full whitespace-normal">
              {extra.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="my-services" className="mt-4">
          <MyServicesTab
            onAdd={() => openForm({ mode: "create" })}
            onEdit={(service) => openForm({ mode: "edit", service })}
            onDelete={openDeletion}
          />
        </TabsContent>
        {staging ? (
          <TabsContent value="new-services" className="mt-4">
            <NewServicesTab
              staged={staged}
              onAddCustom={() => openForm({ mode: "stage" })}
              onEdit={(key) => openForm({ mode: "edit-staged", key })}
              onRemove={(key) => setStaged((list) => list.filter((item) => item.key !== key))}
              onSubmit={() => void addStagedToPriceBook()}
            />
          </TabsContent>
        ) : null}
        {tabs.map((extra) => (
          <TabsContent key={extra.value} value={extra.value} className="mt-4">
            {extra.content}
          </TabsContent>
        ))}
      </Tabs>
      <LazyServiceFormDialog
        open={formTarget !== null}
        title={editing ? "Edit Service" : "Add Service"}
        description={
          stagingTarget
            ? "This service is staged for review; add it to your price book from New Services."
            : "Services appear in your price book and customer calculator."
        }
        submitLabel={
          editing ? "Save Changes" : target.mode === "stage" ? "Add to List" : "Add Service"
        }
        initialValues={initialValues}
        laborRates={store.laborRates.data ?? []}
        fees={store.fees.data ?? []}
        defaultMarkupPercent={store.defaultMarkupPercent.data ?? "0"}
        pending={store.saving}
        onOpenChange={(open) => (open ? undefined : setFormTarget(null))}
        onCloseAutoFocus={restoreFocus}
        onSubmit={submitService}
      />
      <DeleteServiceDialog
        serviceName={deleting?.name ?? null}
        pending={store.removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        onCloseAutoFocus={restoreFocus}
      />
    </section>
  );
}
