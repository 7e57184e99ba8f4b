"use client";

import * as React from "react";

/**
 * A form's submit handler that runs `submit` once at a time: a second submit while the first
 * is still checking or sending (a double click, Enter pressed twice) is dropped, so a payment
 * or a refund is never recorded twice. The submit button's own pending state takes a render
 * to show; this holds from the first event until `submit`'s promise settles, so `submit`
 * should await its request (`mutateAsync`), not fire and forget it. The browser's own submit
 * is always prevented; `submit` is called at once, while the event is still current.
 */
export function useSubmitOnce<E extends React.FormEvent<HTMLFormElement>>(
  submit: (event: E) => unknown,
): (event: E) => void {
  const running = React.useRef(false);
  return (event: E) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    const release = () => {
      running.current = false;
    };
    try {
      void Promise.resolve(submit(event)).finally(release);
    } catch (error) {
      release();
      throw error;
    }
  };
}
