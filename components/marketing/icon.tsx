import { createElement } from "react";
import type { IconNode } from "@/lib/marketing/icons";

/**
 * A decorative Lucide-style icon drawn from outline data. It has no hooks and no client
 * boundary, so server components render it to plain SVG at no JavaScript cost.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
