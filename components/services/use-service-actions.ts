"use client";

import { useDeleteService, useSaveService } from "@/components/services/queries";
import { priceBookToasts } from "@/components/services/toasts";
import type { ServicePayload } from "@/lib/services/form";

/**
 * Saving and deleting a service with the spec's toasts, for the Services page and the
 * Service Builder alike. Each action resolves true when it succeeded.
 */
export function useServiceActions() {
  const saveMutation = useSaveService();
  const deleteMutation = useDeleteService();
  return {
    /** Creates the service, or updates it when an id is given. */
    async save(payload: ServicePayload, id?: string) {
      try {
        await saveMutation.mutateAsync({ ...payload, id });
        if (id) priceBookToasts.serviceUpdated();
        else priceBookToasts.serviceCreated();
        return true;
      } catch (error) {
        if (id) priceBookToasts.updateFailed(error);
        else priceBookToasts.createFailed(error);
        return false;
      }
    },
    async remove(id: string) {
      try {
        await deleteMutation.mutateAsync(id);
        priceBookToasts.serviceDeleted();
        return true;
      } catch (error) {
        priceBookToasts.deleteFailed(error);
        return false;
      }
    },
    /** The save without toasts, for callers with toasts of their own. */
    saveQuietly: saveMutation.mutateAsync,
    saving: saveMutation.isPending,
    removing: deleteMutation.isPending,
  };
}
