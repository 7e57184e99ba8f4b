"use client";

import * as React from "react";
import Link from "next/link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CommunityTemplates } from "./community-templates";
import { MyTemplates } from "./my-templates";
import { useStarterListings, type MarketListing, type TemplateRef } from "./queries";
import { StartingPointsNote } from "./starting-points-note";
import { TemplateBrowser } from "./template-browser";
import { TemplateCard } from "./template-card";
import { ReportDialog } from "./report-dialog";
import { TemplatePreviewDialog } from "./template-preview-dialog";
import { UseTemplateDialog } from "./use-template-dialog";

type Open = { template: TemplateRef; name: string };

/**
 * The Marketplace (docs/marketplace.md, "Marketplace page"): QuoteCraft's curated starter
 * books, templates other companies published, and the company's own saved templates.
 */
export function MarketplacePage() {
  const starters = useStarterListings();
  const [preview, setPreview] = React.useState<Open | null>(null);
  const [use, setUse] = React.useState<Open | null>(null);
  const [report, setReport] = React.useState<{ id: string; name: string } | null>(null);
  const open = (listing: MarketListing): Open => ({
    template: { kind: listing.kind, id: listing.id },
    name: listing.name,
  });
  const card = (listing: MarketListing, extra?: React.ReactNode) => (
    <TemplateCard
      key={`${listing.kind}-${listing.id}`}
      listing={listing}
      onPreview={() => setPreview(open(listing))}
      onUse={() => setUse(open(listing))}
      extra={extra}
    />
  );

  return (
    <section aria-labelledby="marketplace-title" className="grid gap-6">
      <div className="grid gap-2">
        <h1 id="marketplace-title" className="text-2xl font-semibold">
          Marketplace
        </h1>
        <p className="text-muted-foreground">
          Price book templates for your trade. Preview one, then add the services you want to your
          price book.
        </p>
        <StartingPointsNote />
      </div>
      <Tabs defaultValue="quotecraft">
        <TabsList className="max-w-full overflow-x-auto">
          <TabsTrigger value="quotecraft">QuoteCraft</TabsTrigger>
          <TabsTrigger value="community">Community</TabsTrigger>
          <TabsTrigger value="mine">My templates</TabsTrigger>
        </TabsList>
        <TabsContent value="quotecraft" className="grid gap-3 pt-2">
          <p className="text-muted-foreground text-sm">
            Curated starter price books, one per trade, with labor rates, fees and the sources of
            their prices.
          </p>
          <TemplateBrowser
            idPrefix="starters"
            label="QuoteCraft starter books"
            listings={starters}
            renderCard={card}
            emptyText="No starter books are available."
          />
        </TabsContent>
        <TabsContent value="community" className="grid gap-3 pt-2">
          <p className="text-muted-foreground text-sm">
            Templates other QuoteCraft companies shared: their services and prices only, without
            labor rates or fees. Not reviewed by QuoteCraft; report one that looks wrong.
          </p>
          <CommunityTemplates
            renderCard={card}
            onReport={(listing) => setReport({ id: listing.id, name: listing.name })}
          />
        </TabsContent>
        <TabsContent value="mine" className="grid gap-3 pt-2">
          <p className="text-muted-foreground text-sm">
            Templates your company saved from the{" "}
            <Link href="/dashboard/service-builder" className="text-primary underline">
              Service Builder
            </Link>
            .
          </p>
          <MyTemplates />
        </TabsContent>
      </Tabs>
      <TemplatePreviewDialog
        template={preview?.template ?? null}
        name={preview?.name ?? ""}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPreview(null);
        }}
        onUse={() => {
          setUse(preview);
          setPreview(null);
        }}
      />
      <ReportDialog
        template={report}
        onOpenChange={(isOpen) => {
          if (!isOpen) setReport(null);
        }}
      />
      <UseTemplateDialog
        template={use?.template ?? null}
        name={use?.name ?? ""}
        onOpenChange={(isOpen) => {
          if (!isOpen) setUse(null);
        }}
      />
    </section>
  );
}
