"use client";

import { useEffect, useRef } from "react";
import { menuIcon, xIcon } from "@/lib/marketing/icons";
import type { NavLink } from "@/lib/marketing/links";
import { Icon } from "./icon";

/**
 * The phone-width menu. A native <details> opens and closes it without JavaScript; once
 * hydrated it also closes on a link click, on Escape and on a click outside.
 */
export function MobileMenu({ links, action }: { links: NavLink[]; action: NavLink }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  const closeOnLinkClick = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest("a") && detailsRef.current)
      detailsRef.current.open = false;
  };

  return (
    <details ref={detailsRef} className="group md:hidden">
      <summary className="hover:bg-accent hover:text-accent-foreground inline-flex size-9 cursor-pointer list-none items-center justify-center rounded-md [&::-webkit-details-marker]:hidden">
        <Icon icon={menuIcon} className="size-5 group-open:hidden" />
        <Icon icon={xIcon} className="hidden size-5 group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      <nav
        aria-label="Main menu"
        onClick={closeOnLinkClick}
        className="bg-background absolute inset-x-0 top-full border-y px-4 pt-2 pb-4 shadow-lg"
      >
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="hover:bg-accent hover:text-accent-foreground block rounded-md px-3 py-3 text-base font-medium"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <a
          href={action.href}
          className="bg-primary text-primary-foreground hover:bg-primary/90 mt-2 flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium"
        >
          {action.label}
        </a>
      </nav>
    </details>
  );
}
