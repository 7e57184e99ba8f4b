"use client";

import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "@/components/ui/toast";
import { useToast } from "@/components/ui/use-toast";

/** docs/product.md §9: how long a toast shows before closing itself (ms). */
export const TOAST_DURATION = 5000;
/** docs/product.md §9: swipe distance (px) past which a right swipe dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** docs/product.md §9 (also Radix's default): F8 moves focus to the notifications region. */
export const TOAST_HOTKEY = ["F8"];

export function Toaster() {
  const { toasts } = useToast();

  return (
    <ToastProvider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {/* Radix builds the screen-reader announcement from the text nodes; without this
                space the title and description run together. Grid layout ignores it. */}
            {title && description && " "}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}
