"use client";

import * as React from "react";
import type SignaturePad from "signature_pad";
import { Button } from "@/components/ui/button";

const loadSignaturePad = () => import("signature_pad");

/** Starts downloading signature_pad before the form opens (hover, focus or touch on Approve). */
export function preloadSignaturePad() {
  void loadSignaturePad();
}

export type SignatureHandle = {
  /** The drawing as a PNG data URL, or null when nothing is drawn. */
  toDataUrl: () => string | null;
};

/**
 * The drawn signature: signature_pad on a canvas (pointer events: finger, pen and mouse).
 * The library is imported when the field mounts, i.e. when the customer opens the approve
 * form, so it is not part of the page's first download. Drawing is one of two ways to sign:
 * the approve form's default is the typed name set as the signature, which needs no dragging.
 */
export function SignatureField({
  ref,
  invalid,
  describedBy,
  onChange,
}: {
  ref: React.Ref<SignatureHandle>;
  invalid: boolean;
  describedBy?: string;
  onChange: (signed: boolean) => void;
}) {
  const canvasRef = React.useRef<HTMLCanvasElement>(null);
  const padRef = React.useRef<SignaturePad | null>(null);
  const [signed, setSigned] = React.useState(false);
  const [ready, setReady] = React.useState(false);

  const mark = React.useCallback(
    (value: boolean) => {
      setSigned(value);
      onChange(value);
    },
    [onChange],
  );

  React.useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let width = -1;
    // The canvas keeps device pixels in step with its CSS size (sharp on phones); a change of
    // width clears it, as signature_pad recommends. Phones fire resize when the address bar
    // slides away while scrolling: the width stays, and so does the signature.
    const fit = () => {
      if (canvas.offsetWidth === width) return;
      width = canvas.offsetWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      padRef.current?.clear();
      mark(false);
    };
    void loadSignaturePad().then(({ default: Pad }) => {
      // No 2D context (an old browser, or jsdom): the typed-name fallback is all there is.
      if (cancelled || !canvas.getContext("2d")) return;
      fit();
      const pad = new Pad(canvas, { penColor: "#111827", minWidth: 0.8, maxWidth: 2.6 });
      pad.addEventListener("endStroke", () => mark(!pad.isEmpty()));
      padRef.current = pad;
      setReady(true);
    });
    window.addEventListener("resize", fit);
    return () => {
      cancelled = true;
      window.removeEventListener("resize", fit);
      padRef.current?.off();
      padRef.current = null;
    };
  }, [mark]);

  React.useImperativeHandle(
    ref,
    () => ({
      toDataUrl: () =>
        signed && canvasRef.current ? canvasRef.current.toDataURL("image/png") : null,
    }),
    [signed],
  );

  const clear = () => {
    padRef.current?.clear();
    mark(false);
  };

  return (
    <div className="space-y-2">
      <p id="signature-hint" className="text-muted-foreground text-sm">
        Draw your signature with your finger, pen or mouse.
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label="Signature"
        data-ready={ready}
        aria-describedby={["signature-hint", describedBy].filter(Boolean).join(" ")}
        className={`block h-40 w-full touch-none rounded-md border bg-white ${invalid ? "border-destructive" : ""} ${ready ? "cursor-crosshair" : "cursor-wait"}`}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={clear} disabled={!signed}>
          Clear signature
        </Button>
      </div>
    </div>
  );
}
