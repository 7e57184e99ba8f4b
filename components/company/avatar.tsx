"use client";

import * as React from "react";
import { Building2 } from "lucide-react";
import { cn } from "@/lib/utils";

export type CompanyAvatarSize = "sm" | "md" | "lg";

const SIZE_CLASSES: Record<CompanyAvatarSize, string> = {
  sm: "size-8 text-xs",
  md: "size-10 text-sm",
  lg: "size-16 text-lg",
};

/**
 * Initials for the fallback (docs/product.md §3): the first two letters of a one-word name,
 * else the first letters of the first two words, upper-cased; 'CO' when there is no name.
 * Returns null when the name has no letters or digits to show (the icon fallback).
 */
export function companyInitials(name: string | null | undefined): string | null {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "CO";
  const letters = (word: string) => [...word].filter((char) => /[\p{L}\p{N}]/u.test(char));
  const initials =
    words.length === 1
      ? letters(words[0]).slice(0, 2).join("")
      : words
          .map((word) => letters(word)[0] ?? "")
          .filter(Boolean)
          .slice(0, 2)
          .join("");
  return initials ? initials.toUpperCase() : null;
}

/** The company's logo, or its initials, or a building icon; a logo that fails to load is hidden. */
export function CompanyAvatar({
  name,
  logoUrl,
  size = "md",
  className,
}: {
  name: string | null | undefined;
  logoUrl: string | null | undefined;
  size?: CompanyAvatarSize;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = React.useState<string | null>(null);
  const showLogo = Boolean(logoUrl) && failedUrl !== logoUrl;
  const initials = companyInitials(name);
  const label = name?.trim() ? `${name.trim()} logo` : "Company logo";
  return (
    <span
      data-slot="company-avatar"
      className={cn(
        "bg-primary/10 text-primary relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-md font-semibold",
        SIZE_CLASSES[size],
        className,
      )}
    >
      {showLogo ? (
        // eslint-disable-next-line @next/next/no-img-element -- logos are user URLs of unknown size
        <img
          src={logoUrl ?? undefined}
          alt={label}
          className="size-full object-contain"
          onError={() => setFailedUrl(logoUrl ?? null)}
        />
      ) : initials ? (
        <span role="img" aria-label={label}>
          {initials}
        </span>
      ) : (
        <Building2 role="img" aria-label={label} className="size-1/2" />
      )}
    </span>
  );
}
