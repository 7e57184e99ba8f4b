"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { WELCOME_STEPS } from "@/components/onboarding/welcome-steps";
import { useSkipTooltips } from "@/components/onboarding/tooltip-tour";
import { StarterBookOffer } from "@/components/onboarding/starter-book-offer";
import { ShareSnippets } from "@/components/calculator/setup/share-embed";
import { LogoUploader } from "@/components/settings/logo-uploader";

/**
 * The welcome tutorial. Closing it in any way (Skip Tour, Finish, Get Started, a shortcut,
 * Escape, the overlay, the close icon) calls `onClose`, which posts welcome-seen. Beside Skip
 * Tour, "Skip the tips too" (off by default) marks every guided tooltip viewed as well.
 */
export function WelcomeModal({
  open,
  companyName,
  industryType,
  slug,
  logo,
  onClose,
}: {
  open: boolean;
  companyName: string;
  /** The trade chosen at sign-up: its starter price book is offered. */
  industryType?: string;
  /** The calculator's slug: its link and snippet on the last step. */
  slug?: string;
  /** The company's logo: uploaded or replaced on the last step. */
  logo?: string | null;
  onClose: () => void;
}) {
  const router = useRouter();
  const [step, setStep] = React.useState(0);
  const [skipTips, setSkipTips] = React.useState(false);
  const skipAllTooltips = useSkipTooltips();
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    // Every opening starts at the first step.
    setWasOpen(open);
    if (open) setStep(0);
  }
  const current = WELCOME_STEPS[step];
  const isLast = step === WELCOME_STEPS.length - 1;
  const Icon = current.icon;
  const progress = ((step + 1) / WELCOME_STEPS.length) * 100;

  const close = () => onClose();
  // The tips are saved as viewed before the modal closes, so the tour (which starts when it
  // closes) never reads the old list.
  const skipTour = async () => {
    if (skipTips) await skipAllTooltips?.();
    onClose();
  };
  const goTo = (href: string) => {
    onClose();
    router.push(href);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        className="max-h-[92dvh] overflow-y-auto sm:max-w-md"
        data-testid="welcome-modal"
      >
        <DialogHeader>
          <div className="bg-primary/10 text-primary mx-auto flex size-12 items-center justify-center rounded-full sm:mx-0">
            <Icon aria-hidden="true" className="size-6" />
          </div>
          <p className="text-muted-foreground text-xs font-medium">
            Step {step + 1} of {WELCOME_STEPS.length}
          </p>
          <DialogTitle>{current.title(companyName)}</DialogTitle>
          <DialogDescription>{current.body}</DialogDescription>
        </DialogHeader>
        <Progress
          value={progress}
          aria-label={`Tutorial progress: step ${step + 1} of ${WELCOME_STEPS.length}`}
        />
        {current.panel === "starter-book" && industryType ? (
          <StarterBookOffer trade={industryType} />
        ) : null}
        {current.panel === "share" && slug ? (
          <div className="grid gap-3">
            <LogoUploader name={companyName} logo={logo ?? null} idPrefix="welcome-logo" />
            <ShareSnippets slug={slug} iframe={false} />
          </div>
        ) : null}
        {current.shortcut ? (
          <Button variant="outline" onClick={() => goTo(current.shortcut!.href)}>
            {current.shortcut.label}
          </Button>
        ) : null}
        {!isLast && skipAllTooltips ? (
          <div className="flex items-center gap-2">
            <Checkbox
              id="welcome-skip-tips"
              checked={skipTips}
              onCheckedChange={(checked) => setSkipTips(checked === true)}
            />
            <Label htmlFor="welcome-skip-tips" className="text-muted-foreground font-normal">
              Skip the tips too
            </Label>
          </div>
        ) : null}
        <DialogFooter className="sm:justify-between">
          <Button variant="ghost" onClick={isLast ? close : () => void skipTour()}>
            {isLast ? "Finish" : "Skip Tour"}
          </Button>
          <Button onClick={() => (isLast ? close() : setStep(step + 1))}>
            {isLast ? "Get Started" : "Next"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
