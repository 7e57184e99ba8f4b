"use client";

import * as React from "react";

/** What a lazily loaded menu receives: its open state and the trigger to wrap. */
export type LazyMenuState = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.ReactElement;
};

type TriggerProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  "data-state"?: string;
};

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * A dropdown menu whose code (Radix's menu and its positioning, about 20 kB gzip) loads when it
 * is first wanted instead of with every signed-in page (issue 34, "Owner pages"): the trigger
 * shows at once as a plain button announcing its menu; pointing at it or focusing it starts
 * the load, and pressing it (pointer, Enter, Space, ArrowDown, or a screen reader's click)
 * opens the menu as soon as the code is there. From then on the loaded menu is the trigger's
 * own, exactly as if it had come with the page.
 */
export function LazyMenu<P extends object>({
  load,
  trigger,
  menuProps,
}: {
  /** Imports the menu: a component that renders the trigger and its content. */
  load: () => Promise<React.ComponentType<P & LazyMenuState>>;
  trigger: React.ReactElement<TriggerProps>;
  menuProps: P;
}) {
  const [Menu, setMenu] = React.useState<React.ComponentType<P & LazyMenuState> | null>(null);
  const [open, setOpen] = React.useState(false);
  const loading = React.useRef<Promise<void> | null>(null);
  const wrapper = React.useRef<HTMLSpanElement>(null);
  // The loaded menu's trigger is a new element: focus on the old one moves to it.
  const refocus = React.useRef(false);

  const preload = React.useCallback(() => {
    loading.current ??= load().then(
      (component) => {
        refocus.current = wrapper.current?.contains(document.activeElement) ?? false;
        setMenu(() => component);
      },
      (error: unknown) => {
        // A failed load (offline, a new deployment) may be tried again on the next press.
        loading.current = null;
        console.error("Could not load the menu", error);
      },
    );
    return loading.current;
  }, [load]);

  React.useLayoutEffect(() => {
    if (!Menu || !refocus.current) return;
    refocus.current = false;
    // An open menu takes the focus itself (Radix moves it into the menu).
    if (!open)
      wrapper.current?.querySelector<HTMLElement>("button")?.focus({ preventScroll: true });
  }, [Menu, open]);

  if (Menu)
    return (
      <span ref={wrapper} className="contents">
        <Menu {...menuProps} open={open} onOpenChange={setOpen} trigger={trigger} />
      </span>
    );

  const openWhenLoaded = () => {
    setOpen(true);
    void preload();
  };
  const own = trigger.props;
  const placeholder = React.cloneElement(trigger, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: (event: React.PointerEvent<HTMLButtonElement>) => {
      own.onPointerEnter?.(event);
      void preload();
    },
    onFocus: (event: React.FocusEvent<HTMLButtonElement>) => {
      own.onFocus?.(event);
      void preload();
    },
    onPointerDown: (event: React.PointerEvent<HTMLButtonElement>) => {
      own.onPointerDown?.(event);
      if (event.button !== 0 || event.ctrlKey) return;
      // As Radix's own trigger does: the press must not move focus to the trigger, which
      // would close the menu (a focus outside it) the moment it opens.
      event.preventDefault();
      openWhenLoaded();
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => {
      own.onKeyDown?.(event);
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      openWhenLoaded();
    },
    onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
      own.onClick?.(event);
      // A click with no pointer press before it: a screen reader's or a test's activation.
      if (event.detail === 0) openWhenLoaded();
    },
  });
  return (
    <span ref={wrapper} className="contents">
      {placeholder}
    </span>
  );
}
