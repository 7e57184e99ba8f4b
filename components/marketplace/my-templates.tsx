"use client";

import * as React from "react";
import Link from "next/link";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { categoryLabel } from "@/lib/categories";
import {
  useApplyTemplate,
  useCustomTemplates,
  useDeleteTemplate,
} from "@/components/services/queries";
import { serverMessage } from "@/components/query/client";
import { distinctCategories } from "@/lib/services/form";

/** The company's own saved custom templates; applying one adds its services. */
export function MyTemplates() {
  const templates = useCustomTemplates();
  const apply = useApplyTemplate();
  const remove = useDeleteTemplate();
  const [busyId, setBusyId] = React.useState<string | null>(null);

  async function run(id: string, action: "apply" | "delete", name: string) {
    setBusyId(id);
    try {
      if (action === "apply") {
        const { created } = await apply.mutateAsync(id);
        toast({
          title: "Services added",
          description: `${created} services from "${name}" were added to your price book.`,
        });
      } else {
        await remove.mutateAsync(id);
        toast({ title: "Template deleted" });
      }
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Something went wrong",
        description: serverMessage(error) ?? "Please try again.",
      });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="grid gap-4">
      {templates.isLoading ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : templates.isError ? (
        <p role="alert">Could not load your templates. Reload the page to try again.</p>
      ) : templates.data?.length ? (
        <div className="grid gap-4 md:grid-cols-2">
          {templates.data.map((template) => (
            <Card key={template.id} data-testid="template-card">
              <CardHeader>
                <CardTitle>{template.name}</CardTitle>
                <CardDescription>{template.description || "No description"}</CardDescription>
              </CardHeader>
              <CardContent className="text-sm">
                <p>
                  {template.services.length} services ·{" "}
                  {distinctCategories(template.services).map(categoryLabel).join(", ")}
                </p>
                <p className="text-muted-foreground text-xs">
                  Saved {new Date(template.createdAt).toLocaleDateString("en-US")}
                </p>
              </CardContent>
              <CardFooter className="gap-2">
                <Button
                  onClick={() => void run(template.id, "apply", template.name)}
                  disabled={busyId !== null}
                >
                  {busyId === template.id && apply.isPending ? "Adding..." : "Add to Price Book"}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete template ${template.name}`}
                  onClick={() => void run(template.id, "delete", template.name)}
                  disabled={busyId !== null}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </CardFooter>
            </Card>
          ))}
        </div>
      ) : (
        <div className="rounded-md border border-dashed p-8 text-center">
          <p className="font-medium">No templates yet</p>
          <p className="text-muted-foreground text-sm">
            Save your price book as a template from the{" "}
            <Link href="/dashboard/service-builder" className="text-primary underline">
              Service Builder
            </Link>
            .
          </p>
        </div>
      )}
    </div>
  );
}
