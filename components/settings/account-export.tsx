"use client";

import * as React from "react";
import { Download, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/components/query/client";
import { fileNameOf, saveFile } from "@/lib/browser/download";
import { readApiError } from "@/components/settings/api-error";

export function DataExportCard() {
  const [pending, setPending] = React.useState(false);

  async function download() {
    setPending(true);
    try {
      const res = await apiRequest("GET", "/api/account/export");
      saveFile(await res.blob(), fileNameOf(res, "quotecraft-data.zip"));
      toast({
        title: "Your data is downloaded",
        description: "Look for the .zip file in your downloads.",
      });
    } catch (error) {
      toast({
        title: "Could not download your data",
        description: readApiError(error, "Please try again.").message,
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Download my data</h2>
        </CardTitle>
        <CardDescription id="data-export-description">
          One .zip file with your company profile and settings, price book (services, labor rates,
          fees, service areas, templates) and every estimate request with its items, as JSON and as
          CSV for spreadsheets.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-auto"
          disabled={pending}
          aria-busy={pending}
          aria-describedby="data-export-description"
          onClick={() => void download()}
        >
          {pending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {pending ? "Preparing your data..." : "Download my data"}
        </Button>
        <p className="sr-only" role="status" aria-live="polite">
          {pending ? "Preparing your data archive." : ""}
        </p>
      </CardContent>
    </Card>
  );
}
