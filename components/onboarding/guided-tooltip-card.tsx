"use client";

import * as React from "react";
import { createPortal } from "react-dom";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  getTooltip,
  nextInFeature,
  previousInFeature,
  resolvePlacement,
  tooltipPosition,
  type TooltipId,
  type TooltipPlacement,
} from "@/lib/onboarding/tooltips";
import { cn } from "@/lib/utils";

type Layout = { top: number; left: number; placement: TooltipPlacement };

/**
 * One guided tooltip next to its target. 'Next' when a later tooltip of the same feature is on
 * screen, otherwise 'Got it!' (both mark it viewed); 'Previous' re-opens the earlier one.
 * Escape or the close icon hide it without marking it viewed.
 */
export function GuidedTooltipCard({
  id,
  target,
  available,
  onViewed,
  onPrevious,
  onHide,
}: {
  id: TooltipId;
  target: HTMLElement;
  available: ReadonlySet<string>;
  onViewed: () => void;
  onPrevious: (previousId: TooltipId) => void;
  onHide: () => void;
}) {
  const tooltip = getTooltip(id)!;
  const card = React.useRef<HTMLDivElement>(null);
  const [layout, setLayout] = React.useState<Layout | null>(null);
  const titleId = `guided-tooltip-${id}-title`;
  const next = nextInFeature(id);
  const previous = previousInFeature(id);
  const hasNext = next !== undefined && available.has(next.id);
  const hasPrevious = previous !== undefined && available.has(previous.id);

  const place = React.useCallback(() => {
    if (!card.current) return;
    const rect = target.getBoundingClientRect();
    const size = { width: card.current.offsetWidth, height: card.current.offsetHeight };
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const box = { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
    const placement = resolvePlacement(tooltip.placement ?? "bottom", box, size, viewport);
    setLayout({ placement, ...tooltipPosition(placement, box, size, viewport) });
  }, [target, tooltip.placement]);

  React.useLayoutEffect(() => {
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [place]);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onHide();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onHide]);

  return createPortal(
    <div
      ref={card}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="guided-tooltip"
      data-tooltip-id={id}
      data-placement={layout?.placement ?? tooltip.placement ?? "bottom"}
      style={{ top: layout?.top ?? -9999, left: layout?.left ?? -9999 }}
      className={cn(
        "bg-popover text-popover-foreground fixed z-40 w-72 max-w-[calc(100vw-1rem)] rounded-lg border p-4 shadow-lg",
        !layout && "invisible",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p id={titleId} className="font-semibold">
          {tooltip.title}
        </p>
        <button
          type="button"
          onClick={onHide}
          aria-label="Close tip"
          className="text-muted-foreground hover:text-foreground focus-visible:ring-ring -m-1 rounded p-1 focus-visible:ring-2 focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p className="text-muted-foreground mt-1 text-sm">{tooltip.description}</p>
      <div className="mt-3 flex justify-end gap-2">
        {hasPrevious ? (
          <Button size="sm" variant="ghost" onClick={() => onPrevious(previous!.id)}>
            Previous
          </Button>
        ) : null}
        <Button size="sm" onClick={onViewed}>
          {hasNext ? "Next" : "Got it!"}
        </Button>
      </div>
    </div>,
    document.body,
  );
}
