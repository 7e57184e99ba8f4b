import "server-only";
import { getCurrentUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db";

/** The signed-in owner's own slug, for previewing the calculator without ?company=. */
export async function getPreviewSlug(): Promise<string | null> {
  const user = await getCurrentUser();
  if (!user) return null;
  const company = await prisma.company.findUnique({
    where: { id: user.companyId },
    select: { slug: true },
  });
  return company?.slug ?? null;
}
