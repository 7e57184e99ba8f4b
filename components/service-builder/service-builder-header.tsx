"use client";

import type * as React from "react";
import { useGuidedTarget } from "@/components/onboarding/tooltip-tour";

/** The Service Builder's title, what it is for, and the page's own actions on the right. */
export function ServiceBuilderHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: React.ReactNode;
}) {
  const introRef = useGuidedTarget<HTMLHeadingElement>("service-builder-intro");
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 ref={introRef} id="service-builder-title" className="text-2xl font-semibold">
          {title}
        </h1>
        <p className="text-muted-foreground max-w-2xl">{description}</p>
      </div>
      {actions}
    </div>
  );
}
