"use client";

import * as React from "react";
import { Globe, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { ListEmpty, ListError } from "@/components/ui/list-states";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { categoryLabel } from "@/lib/categories";
import { countOf } from "@/lib/format";
import { useApplyTemplate, useDeleteTemplate } from "@/components/services/queries";
import { serverMessage } from "@/components/query/client";
import { distinctCategories } from "@/lib/services/form";
import { useOwnTemplates, useUnpublishTemplate, type OwnTemplate } from "./queries";
import { PublishDialog } from "./publish-dialog";
import { PlanFeatureNote, usePlanFeature } from "@/components/billing/plan-feature";

type Action = "apply" | "delete" | "unpublish";

/**
 * The company's own saved custom templates: add one to the price book, delete it, publish it
 * to Community or take it off (docs/marketplace.md).
 */
export function MyTemplates() {
  const templates = useOwnTemplates();
  const apply = useApplyTemplate();
  const remove = useDeleteTemplate();
  const unpublish = useUnpublishTemplate();
  const [busyId, setBusyId] = React.useState<string | null>(null);
  const [publishing, setPublishing] = React.useState<OwnTemplate | null>(null);
  // Published templates stay listed after a downgrade (and can be unpublished).
  const publishFeature = usePlanFeature("marketplacePublishing");

  async function run(id: string, action: Action, name: string) {
    setBusyId(id);
    try {
      if (action === "apply") {
        const { created } = await apply.mutateAsync(id);
        toast({
          title: "Services added",
          description: `${countOf(created, "service")} from "${name}" ${created === 1 ? "was" : "were"} added to your price book.`,
        });
      } else if (action === "delete") {
        await remove.mutateAsync(id);
        toast({ title: "Template deleted" });
      } else {
        await unpublish.mutateAsync(id);
        toast({ title: "Unpublished", description: `"${name}" is no longer in Community.` });
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

  if (templates.isPending)
    return (
      <div
        className="grid gap-4 md:grid-cols-2"
        aria-busy="true"
        aria-label="Loading your templates"
      >
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  if (templates.isError)
    return (
      <ListError
        error={templates.error}
        fallback="Could not load your templates."
        onRetry={() => void templates.refetch()}
      />
    );
  if (templates.data.length === 0)
    return (
      <ListEmpty icon={Globe} title="No templates yet">
        Save your price book as a template from the Service Builder.
      </ListEmpty>
    );

  return (
    <>
      <PlanFeatureNote
        feature="marketplacePublishing"
        className="text-muted-foreground mb-4 text-sm"
      />
      <div role="list" aria-label="My templates" className="grid gap-4 md:grid-cols-2">
        {templates.data.map((template) => (
          <Card key={template.id} role="listitem" data-testid="template-card">
            <CardHeader>
              <CardTitle>{template.name}</CardTitle>
              <CardDescription>{template.description || "No description"}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-1 text-sm">
              <p>
                {countOf(template.services.length, "service")} ·{" "}
                {distinctCategories(template.services).map(categoryLabel).join(", ")}
              </p>
              <p className="text-muted-foreground text-xs">
                Saved {new Date(template.createdAt).toLocaleDateString("en-US")}
              </p>
              {template.publishedAt ? (
                <p className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">
                    <Globe aria-hidden="true" /> In Community
                  </Badge>
                  <span className="text-muted-foreground text-xs">
                    as &quot;{template.publicName}&quot;
                    {template.showCompanyName ? ", with your company's name" : ", anonymously"}
                  </span>
                </p>
              ) : null}
            </CardContent>
            <CardFooter className="flex flex-wrap gap-2">
              <Button
                onClick={() => void run(template.id, "apply", template.name)}
                disabled={busyId !== null}
              >
                {busyId === template.id && apply.isPending ? "Adding..." : "Add to Price Book"}
              </Button>
              <Button
                variant="outline"
                onClick={() => setPublishing(template)}
                disabled={busyId !== null || !publishFeature.included}
                aria-describedby={publishFeature.included ? undefined : publishFeature.noteId}
                aria-label={`${template.publishedAt ? "Update publication of" : "Publish"} ${template.name}`}
              >
                {template.publishedAt ? "Update publication" : "Publish"}
              </Button>
              {template.publishedAt ? (
                <Button
                  variant="outline"
                  onClick={() => void run(template.id, "unpublish", template.name)}
                  disabled={busyId !== null}
                  aria-label={`Unpublish ${template.name}`}
                >
                  Unpublish
                </Button>
              ) : null}
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
      <PublishDialog
        template={publishing}
        onOpenChange={(open) => {
          if (!open) setPublishing(null);
        }}
      />
    </>
  );
}
