"use client";

import * as React from "react";
import { ImageUp, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CompanyAvatar } from "@/components/company/avatar";
import { useGuidedTarget } from "@/components/onboarding/tooltip-tour";
import { toast } from "@/components/ui/use-toast";
import { readApiError } from "@/components/settings/api-error";
import { useRemoveLogo, useUploadLogo } from "@/components/settings/profile-queries";
import { PlanFeatureNote, usePlanFeature } from "@/components/billing/plan-feature";
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, LOGO_MESSAGES } from "@/lib/validation/profile";

/**
 * A quick check before sending, with the server's own messages; the server decides from
 * the file's bytes, so a renamed file is still caught there.
 */
export function precheckLogo(file: File): string | null {
  if (file.size === 0) return LOGO_MESSAGES.missing;
  if (file.type === "image/svg+xml" || /\.svgz?$/i.test(file.name)) return LOGO_MESSAGES.svg;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  return null;
}

export function LogoUploader({
  name,
  logo,
  idPrefix = "logo",
}: {
  name: string;
  logo: string | null;
  /** Element ids start with it: the welcome tutorial may show a second uploader over the settings page. */
  idPrefix?: string;
}) {
  const ids = { file: `${idPrefix}-file`, hint: `${idPrefix}-hint`, error: `${idPrefix}-error` };
  const inputRef = React.useRef<HTMLInputElement>(null);
  const guideRef = useGuidedTarget<HTMLDivElement>("logo-upload");
  const [error, setError] = React.useState<string | null>(null);
  const upload = useUploadLogo();
  const branding = usePlanFeature("branding");
  const remove = useRemoveLogo();
  const busy = upload.isPending || remove.isPending;

  function fail(message: string) {
    setError(message);
    toast({ title: "Logo not changed", description: message, variant: "destructive" });
  }

  function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again still fires a change
    if (!file) return;
    const problem = precheckLogo(file);
    if (problem) return fail(problem);
    setError(null);
    upload.mutate(file, {
      onSuccess: () =>
        toast({
          title: "Logo updated",
          description: "Your new logo is live in the dashboard and calculator.",
        }),
      onError: (err) =>
        fail(readApiError(err, "The logo could not be uploaded. Please try again.").message),
    });
  }

  function onRemove() {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () =>
        toast({ title: "Logo removed", description: "Your initials are shown instead." }),
      onError: (err) =>
        fail(readApiError(err, "The logo could not be removed. Please try again.").message),
    });
  }

  return (
    <div
      ref={guideRef}
      className="flex flex-col gap-4 sm:flex-row sm:items-center"
      data-testid="logo-uploader"
    >
      <CompanyAvatar name={name} logoUrl={logo} size="lg" className="size-20" />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={ids.file}
            type="file"
            accept={LOGO_CONTENT_TYPES.join(",")}
            className="sr-only"
            onChange={onFile}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            disabled={busy}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => inputRef.current?.click()}
            disabled={busy || !branding.included}
            aria-describedby={branding.included ? undefined : branding.noteId}
          >
            <ImageUp aria-hidden="true" />
            {upload.isPending ? "Uploading..." : logo ? "Replace logo" : "Upload logo"}
          </Button>
          {logo ? (
            <Button type="button" variant="ghost" onClick={onRemove} disabled={busy}>
              <Trash2 aria-hidden="true" />
              {remove.isPending ? "Removing..." : "Remove logo"}
            </Button>
          ) : null}
        </div>
        <label htmlFor={ids.file} id={ids.hint} className="text-muted-foreground text-xs">
          PNG, JPEG or WebP, up to 1 MB. A square image of at least 128 × 128 pixels looks best.
        </label>
        {/* A logo kept from a higher plan stays and can be removed; a new one needs the plan. */}
        <PlanFeatureNote feature="branding" />
        {error ? (
          <p
            id={ids.error}
            role="alert"
            className="text-destructive text-sm"
            data-testid="logo-error"
          >
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
