"use client";

import { Button } from "@/components/ui/button";

/** "Load more" of a list read page by page (an infinite query); nothing on the last page. */
export function LoadMoreButton({
  list,
  size,
}: {
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  size?: "sm";
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? "Loading..." : "Load more"}
    </Button>
  );
}
