import "server-only";
import { prisma } from "@/lib/db";

export async function getViewedTooltips(userId: string) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { viewedTooltips: true },
  });
  return { viewedTooltips: user.viewedTooltips };
}

/** Replaces the list (the client sends the whole list on mark-viewed and an empty one on reset). */
export async function saveViewedTooltips(userId: string, viewedTooltips: string[]) {
  const unique = [...new Set(viewedTooltips)];
  const user = await prisma.user.update({
    where: { id: userId },
    data: { viewedTooltips: unique },
    select: { viewedTooltips: true },
  });
  return { viewedTooltips: user.viewedTooltips };
}
