"use client";

import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import {
  GUIDED_TOOLTIPS,
  markViewed,
  nextTooltipToShow,
  unmarkViewed,
  type TooltipId,
} from "@/lib/onboarding/tooltips";
import { GuidedTooltipCard } from "@/components/onboarding/guided-tooltip-card";

type TourContext = {
  register: (id: TooltipId, element: HTMLElement | null, previous: HTMLElement | null) => void;
  reset: () => Promise<void>;
  skipAll: () => Promise<void>;
};

const Context = React.createContext<TourContext | null>(null);
type ViewedTooltips = { viewedTooltips: string[] };

function isVisible(element: HTMLElement) {
  return element.isConnected && element.getClientRects().length > 0;
}

/**
 * A modal the owner is working in: a dialog or alert dialog that is open. The mobile sidebar
 * is a sheet (a dialog too) whose links carry tooltips, so it does not count.
 */
const OPEN_MODAL =
  '[role="dialog"][data-state="open"]:not([data-slot="sheet-content"]), [role="alertdialog"][data-state="open"]';

/** Whether the element sits in the page's own content rather than the shell around it. */
const inPageContent = (element: HTMLElement) => element.closest("main") !== null;

/**
 * Guided tooltips (docs/product.md §3 and §4): one at a time, the first one on screen that is not
 * viewed. The viewed list comes from GET /api/user/tooltips and is saved with POST; load and
 * save failures are only logged. Escape or the close icon dismiss a tooltip for good too.
 *
 * A tooltip helps rather than covers (docs/product.md, "Tooltip tour"): the shell's tooltips (sidebar, top
 * bar) show only where `shellTips` says (the dashboard home), so every other page shows its own
 * feature's tooltips; and none shows while a modal dialog is open.
 */
export function TooltipTourProvider({
  enabled,
  shellTips = true,
  children,
}: {
  enabled: boolean;
  /** Whether tooltips whose target is outside the page's `main` may show on this page. */
  shellTips?: boolean;
  children: React.ReactNode;
}) {
  const queryClient = useQueryClient();
  const { data, isError, error } = useQuery<ViewedTooltips>({
    queryKey: queryKeys.tooltips,
    enabled,
  });
  React.useEffect(() => {
    if (isError) console.error("Could not load viewed tooltips", error);
  }, [isError, error]);
  const viewed = React.useMemo(() => data?.viewedTooltips ?? [], [data]);
  const targets = React.useRef(new Map<TooltipId, Set<HTMLElement>>());
  // The visible element of each registered id, refreshed after registrations and layout changes.
  const [onScreen, setOnScreen] = React.useState<ReadonlyMap<TooltipId, HTMLElement>>(new Map());
  const [hidden, setHidden] = React.useState<ReadonlySet<string>>(new Set());
  const [modalOpen, setModalOpen] = React.useState(false);

  const scan = React.useCallback(() => {
    setModalOpen(document.querySelector(OPEN_MODAL) !== null);
    const next = new Map<TooltipId, HTMLElement>();
    for (const [id, elements] of targets.current) {
      const element = [...elements].find(isVisible);
      if (element) next.set(id, element);
    }
    setOnScreen((current) =>
      current.size === next.size && [...next].every(([id, element]) => current.get(id) === element)
        ? current
        : next,
    );
  }, []);

  const register = React.useCallback<TourContext["register"]>(
    (id, element, previous) => {
      const set = targets.current.get(id) ?? new Set<HTMLElement>();
      if (previous) set.delete(previous);
      if (element) set.add(element);
      targets.current.set(id, set);
      queueMicrotask(scan);
    },
    [scan],
  );

  // Re-check visibility when the layout changes (sidebar sheet, resize, tabs, route change),
  // and at once when a dialog opens or closes (Radix portals them into <body>).
  React.useEffect(() => {
    window.addEventListener("resize", scan);
    const timer = window.setInterval(scan, 700);
    const portals = new MutationObserver(scan);
    portals.observe(document.body, { childList: true });
    return () => {
      window.removeEventListener("resize", scan);
      window.clearInterval(timer);
      portals.disconnect();
    };
  }, [scan]);

  const available = React.useMemo(
    () =>
      new Set<string>(
        [...onScreen]
          .filter(([, element]) => shellTips || inPageContent(element))
          .map(([id]) => id),
      ),
    [onScreen, shellTips],
  );

  // Each save sends the whole list, so saves go one after another: two in flight could land
  // out of order and the older list overwrite the newer (a dismissed tip back after a reload).
  const saving = React.useRef<Promise<void>>(Promise.resolve());
  const save = React.useCallback(
    (next: string[]) => {
      queryClient.setQueryData<ViewedTooltips>(queryKeys.tooltips, { viewedTooltips: next });
      saving.current = saving.current.then(async () => {
        try {
          await apiRequest("POST", "/api/user/tooltips", { viewedTooltips: next });
        } catch (saveError) {
          console.error("Could not save viewed tooltips", saveError);
        }
      });
      return saving.current;
    },
    [queryClient],
  );

  const activeId =
    enabled && data && !modalOpen ? nextTooltipToShow(available, viewed, hidden) : null;
  const target = activeId ? (onScreen.get(activeId) ?? null) : null;

  // The tour's decision, on <html> once it is on screen: "showing" or "idle" (nothing to show)
  // once the viewed list is loaded, with the tooltips whose targets are on screen. Tests wait on
  // it to know that no tooltip will show, rather than waiting a while and looking.
  const state = !enabled
    ? "off"
    : isError
      ? "failed"
      : !data
        ? "loading"
        : modalOpen
          ? "waiting"
          : activeId && target
            ? "showing"
            : "idle";
  const targetsOnScreen = [...available].sort().join(" ");
  React.useEffect(() => {
    const root = document.documentElement;
    root.dataset.tooltipTour = state;
    root.dataset.tooltipTourTargets = targetsOnScreen;
    return () => {
      delete root.dataset.tooltipTour;
      delete root.dataset.tooltipTourTargets;
    };
  }, [state, targetsOnScreen]);

  const context = React.useMemo<TourContext>(
    () => ({
      register,
      reset: () => save([]).then(() => setHidden(new Set())),
      skipAll: () => save(GUIDED_TOOLTIPS.map((tooltip) => tooltip.id)),
    }),
    [register, save],
  );

  return (
    <Context.Provider value={context}>
      {children}
      {activeId && target ? (
        <GuidedTooltipCard
          key={activeId}
          id={activeId}
          target={target}
          available={available}
          onViewed={() => save(markViewed(viewed, activeId))}
          onPrevious={(previousId) => save(unmarkViewed(viewed, previousId))}
          // Closing a tip (Escape or the close icon) dismisses it for good, as "Got it!" does:
          // a tip the owner closed must not come back on the next page or visit. The visit's
          // hidden set stays in case saving fails.
          onHide={() => {
            setHidden((current) => new Set(current).add(activeId));
            void save(markViewed(viewed, activeId));
          }}
        />
      ) : null}
    </Context.Provider>
  );
}

/** A ref callback that attaches a guided tooltip to the element (outside a tour it does nothing). */
export function useGuidedTarget<T extends HTMLElement>(id: TooltipId) {
  const context = React.useContext(Context);
  const current = React.useRef<T | null>(null);
  return React.useCallback(
    (element: T | null) => {
      context?.register(id, element, current.current);
      current.current = element;
    },
    [context, id],
  );
}

/** Reset clears the viewed list and saves it empty. */
export function useResetTooltips() {
  return React.useContext(Context)?.reset;
}

/** Marks every guided tooltip viewed and saves it (the welcome tutorial's "skip the tips"). */
export function useSkipTooltips() {
  return React.useContext(Context)?.skipAll;
}
