import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";

/** The spec's toasts, word for word (sections 5 and 8). */
export const priceBookToasts = {
  serviceCreated: () =>
    toast({
      title: "Service created",
      description: "The service has been added to your price book.",
    }),
  serviceUpdated: () =>
    toast({ title: "Service updated", description: "Your changes have been saved." }),
  createFailed: (error: unknown) =>
    toast({
      variant: "destructive",
      title: "Error creating service",
      description:
        serverMessage(error) ?? "There was an error creating the service. Please try again.",
    }),
  updateFailed: (error: unknown) =>
    toast({
      variant: "destructive",
      title: "Error updating service",
      description:
        serverMessage(error) ?? "There was an error updating the service. Please try again.",
    }),
  servicesAdded: () => toast({ title: "Services added" }),
  bulkFailed: (error: unknown) =>
    toast({
      variant: "destructive",
      title: "Error adding services",
      description:
        serverMessage(error) ?? "There was an error adding the services. Please try again.",
    }),
  noServicesSelected: () =>
    toast({
      variant: "destructive",
      title: "No services selected",
      description: "Please select at least one service to add to your price book.",
    }),
  serviceDeleted: () => toast({ title: "Service deleted" }),
  deleteFailed: (error: unknown) =>
    toast({
      variant: "destructive",
      title: "Error deleting service",
      description:
        serverMessage(error) ?? "There was an error deleting the service. Please try again.",
    }),
  templateSaved: () => toast({ title: "Template saved" }),
  templateFailed: (error: unknown) =>
    toast({
      variant: "destructive",
      title: "Error saving template",
      description:
        serverMessage(error) ?? "There was an error saving your template. Please try again.",
    }),
  templateNameRequired: () =>
    toast({
      variant: "destructive",
      title: "Template name required",
      description: "Please provide a name for your custom template.",
    }),
  noServicesToSave: () =>
    toast({
      variant: "destructive",
      title: "No services to save",
      description: "You need to have services in your price book to create a template.",
    }),
};
