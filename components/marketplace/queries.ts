"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/components/query/client";
import { queryKeys } from "@/components/query/keys";
import { useInvalidatePriceBook } from "@/components/services/queries";
import type { ApplyStarterResult } from "@/lib/marketplace/apply";
import type { TemplateBook, TemplateKind } from "@/lib/marketplace/book";
import type { StarterTemplateListing } from "@/lib/marketplace/catalogue";
import type { StarterBook } from "@/lib/marketplace/starters";
import type { CustomTemplateDto } from "@/components/services/queries";
import type { ServiceCategory } from "@/lib/categories";
import type { CommunityTemplateListing } from "@/lib/marketplace/community";
import type {
  ApplyStarterOptionsInput,
  PublishTemplateInput,
  ReportTemplateInput,
} from "@/lib/validation/marketplace";

export type { ApplyStarterResult, StarterTemplateListing, StarterBook, TemplateBook, TemplateKind };

/** One template of the marketplace, curated or community: which API serves it. */
export type TemplateRef = { kind: TemplateKind; id: string };

/** The id of a trade's curated starter book (docs/marketplace.md). */
export const starterIdOfTrade = (trade: string) => `quotecraft-${trade}`;

const bookKey = ({ kind, id }: TemplateRef) =>
  kind === "starter" ? queryKeys.starterTemplate(id) : queryKeys.communityTemplate(id);
const listKey = (kind: TemplateKind) =>
  kind === "starter" ? queryKeys.starterTemplates : queryKeys.communityTemplates;

export const useStarterTemplates = () =>
  useQuery<StarterTemplateListing[]>({ queryKey: queryKeys.starterTemplates });

export const useStarterTemplate = (id: string | null) =>
  useQuery<StarterBook>({ queryKey: queryKeys.starterTemplate(id ?? ""), enabled: !!id });

/** The whole book of a curated or community template, for the preview and the apply dialog. */
export const useTemplateBook = (ref: TemplateRef | null) =>
  useQuery<TemplateBook>({
    queryKey: bookKey(ref ?? { kind: "starter", id: "" }),
    enabled: !!ref,
  });

/**
 * POST /api/marketplace/{starters|community}/{id}/apply, then every view of the price book and
 * the usage counts reload.
 */
export function useApplyBook() {
  const invalidatePriceBook = useInvalidatePriceBook();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, ...options }: ApplyStarterOptionsInput & TemplateRef) =>
      (await (
        await apiRequest("POST", `${listKey(kind)[0]}/${encodeURIComponent(id)}/apply`, options)
      ).json()) as ApplyStarterResult,
    onSuccess: (_result, { kind }) =>
      Promise.all([
        invalidatePriceBook(),
        queryClient.invalidateQueries({ queryKey: listKey(kind), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.calculatorServices, exact: true }),
      ]),
  });
}

/** What a card of the marketplace shows, for a curated or a community template. */
export type MarketListing = {
  kind: TemplateKind;
  id: string;
  trade: StarterTemplateListing["trade"];
  name: string;
  description: string | null;
  serviceCount: number;
  categories: StarterTemplateListing["categories"];
  serviceNames: string[];
  usage: { applications: number; companies: number };
  laborRateCount: number;
  feeCount: number;
  /** Community only: the publisher's company name when it chose to show it. */
  publisherName?: string | null;
  /** Community only: published by the signed-in company. */
  mine?: boolean;
  /** Community only: hidden after reports (shown to its publisher only). */
  hidden?: boolean;
};

/** The curated books as marketplace cards. */
export function useStarterListings() {
  return useQuery<StarterTemplateListing[], Error, MarketListing[]>({
    queryKey: queryKeys.starterTemplates,
    select: (listings) => listings.map((listing) => ({ ...listing, kind: "starter" as const })),
  });
}

/** The community templates the company may see (hidden ones only when its own). */
export function useCommunityListings() {
  return useQuery<CommunityTemplateListing[], Error, MarketListing[]>({
    queryKey: queryKeys.communityTemplates,
  });
}

/** One of the company's saved custom templates, with its Community publication (if any). */
export type OwnTemplate = CustomTemplateDto & {
  publishedAt: string | null;
  publicName: string | null;
  publicDescription: string | null;
  publicTrade: ServiceCategory | null;
  showCompanyName: boolean;
};

export const useOwnTemplates = () =>
  useQuery<OwnTemplate[]>({ queryKey: queryKeys.customTemplates });

function useInvalidatePublications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.customTemplates, exact: true }),
      queryClient.invalidateQueries({ queryKey: queryKeys.communityTemplates, exact: true }),
    ]);
}

/** POST /api/custom-templates/{id}/publish (publish, or update the publication). */
export function usePublishTemplate() {
  const invalidate = useInvalidatePublications();
  return useMutation({
    mutationFn: ({ id, ...body }: PublishTemplateInput & { id: string }) =>
      apiRequest("POST", `/api/custom-templates/${encodeURIComponent(id)}/publish`, body),
    onSuccess: invalidate,
  });
}

/** DELETE /api/custom-templates/{id}/publish: off the Community list at once. */
export function useUnpublishTemplate() {
  const invalidate = useInvalidatePublications();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest("DELETE", `/api/custom-templates/${encodeURIComponent(id)}/publish`),
    onSuccess: invalidate,
  });
}

/** POST /api/marketplace/community/{id}/report. */
export function useReportTemplate() {
  return useMutation({
    mutationFn: ({ id, ...body }: ReportTemplateInput & { id: string }) =>
      apiRequest("POST", `/api/marketplace/community/${encodeURIComponent(id)}/report`, body),
  });
}
