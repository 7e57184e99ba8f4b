"use client";

import * as React from "react";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { isServiceCategory, type ServiceCategory } from "@/lib/categories";
import { usePublishTemplate, type OwnTemplate } from "./queries";
import { TradeSelect } from "./trade-select";

const ID = "publish-template";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}

/** The publish form of one saved template, prefilled from its last publication. */
function PublishForm({ template, onDone }: { template: OwnTemplate; onDone: () => void }) {
  const firstCategory = template.services[0]?.category;
  const [name, setName] = React.useState(template.publicName ?? template.name);
  const [trade, setTrade] = React.useState<ServiceCategory | null>(
    template.publicTrade ?? (isServiceCategory(firstCategory) ? firstCategory : null),
  );
  const [description, setDescription] = React.useState(
    template.publicDescription ?? template.description ?? "",
  );
  const [showCompanyName, setShowCompanyName] = React.useState(template.showCompanyName);
  const publish = usePublishTemplate();
  const error = publish.error
    ? readApiError(publish.error, "The template could not be published. Please try again.")
    : null;
  const fields = error?.fieldErrors ?? {};
  const known = fields.name ?? fields.trade ?? fields.description ?? fields.showCompanyName;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        publish.mutate(
          { id: template.id, name, trade: trade as ServiceCategory, description, showCompanyName },
          {
            onSuccess: () => {
              toast({ title: "Published", description: `"${name.trim()}" is in Community.` });
              onDone();
            },
          },
        );
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${ID}-name`}>Public name</Label>
        <Input
          id={`${ID}-name`}
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={fields.name ? true : undefined}
          aria-describedby={fields.name ? `${ID}-name-error` : undefined}
        />
        <FieldError id={`${ID}-name-error`} message={fields.name} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${ID}-trade`}>Trade</Label>
        <TradeSelect
          id={`${ID}-trade`}
          value={trade}
          onChange={setTrade}
          invalid={!!fields.trade}
          describedBy={fields.trade ? `${ID}-trade-error` : undefined}
        />
        <FieldError id={`${ID}-trade-error`} message={fields.trade} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${ID}-description`}>Description</Label>
        <Textarea
          id={`${ID}-description`}
          value={description}
          maxLength={500}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={fields.description ? true : undefined}
          aria-describedby={fields.description ? `${ID}-description-error` : undefined}
        />
        <FieldError id={`${ID}-description-error`} message={fields.description} />
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${ID}-show-name`}
          checked={showCompanyName}
          onCheckedChange={(checked) => setShowCompanyName(checked === true)}
          aria-describedby={`${ID}-show-name-hint`}
        />
        <div className="grid gap-1">
          <Label htmlFor={`${ID}-show-name`}>Show my company&apos;s name</Label>
          <p id={`${ID}-show-name-hint`} className="text-muted-foreground text-xs">
            Otherwise it shows as &quot;By a QuoteCraft user&quot;.
          </p>
        </div>
      </div>
      {error && !known ? (
        <p role="alert" className="text-destructive text-sm">
          {error.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={publish.isPending}>
          {publish.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {template.publishedAt ? "Update publication" : "Publish"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Publish one of the company's saved templates to Community (docs/marketplace.md). */
export function PublishDialog({
  template,
  onOpenChange,
}: {
  template: OwnTemplate | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Publish to Community</DialogTitle>
          <DialogDescription>
            Every QuoteCraft company will see this name, trade and description, and the
            template&apos;s {template?.services.length ?? 0} services with their prices, units and
            times. Nothing else of your company is shared.
          </DialogDescription>
        </DialogHeader>
        {template ? (
          <PublishForm key={template.id} template={template} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
