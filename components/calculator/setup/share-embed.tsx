"use client";

import * as React from "react";
import { Copy, ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";

const noSubscribe = () => () => undefined;

function Snippet({ id, label, value }: { id: string; label: string; value: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: "Copied", description: `${label} copied to the clipboard.` });
    } catch {
      toast({
        title: "Copy failed",
        description: "Select the text and copy it by hand.",
        variant: "destructive",
      });
    }
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <textarea
          id={id}
          readOnly
          rows={value.length > 90 ? 3 : 1}
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="bg-muted min-w-0 flex-1 resize-none rounded-md border px-3 py-2 font-mono text-xs"
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => void copy()}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          <Copy />
        </Button>
      </div>
    </div>
  );
}

/**
 * The public link and the one-line script snippet (public/embed.js), each with a copy button,
 * and with `iframe` the iframe snippet: the setup page's card and the welcome tutorial's last step.
 */
export function ShareSnippets({ slug, iframe = true }: { slug: string; iframe?: boolean }) {
  // Empty on the server, the real origin after hydration (no mismatch warning).
  const origin = React.useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => "",
  );
  const link = `${origin}/calculator?company=${slug}`;
  const iframeSnippet = `<iframe src="${link}&embed=1" title="Service estimator" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>`;
  const script = `<script src="${origin}/embed.js" data-company="${slug}" async></script>`;
  return (
    <>
      <Snippet id="share-link" label="Public link" value={link} />
      <Snippet id="share-script" label="Script snippet" value={script} />
      {iframe ? <Snippet id="share-iframe" label="Iframe snippet" value={iframeSnippet} /> : null}
    </>
  );
}

/** The setup page's card: every snippet and a link that opens the calculator. */
export function ShareAndEmbed({ slug }: { slug: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Share and embed</CardTitle>
        <CardDescription>
          Send customers the link, or put the calculator on your website. The script resizes the
          calculator to its content.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ShareSnippets slug={slug} />
        <Button asChild variant="outline" className="justify-self-start">
          <a href={`/calculator?company=${slug}`} target="_blank" rel="noreferrer">
            <ExternalLink /> Open the calculator
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
