"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { apiRequest } from "@/components/query/client";

/** Sign Out posts the logout, then the browser goes to /login (docs/product.md §4). */
export function useSignOut() {
  const router = useRouter();
  const [pending, setPending] = React.useState(false);
  const signOut = React.useCallback(async () => {
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/logout");
    } catch (error) {
      console.error("Sign out failed", error);
    }
    router.replace("/login");
    router.refresh();
  }, [router]);
  return { signOut, pending };
}
