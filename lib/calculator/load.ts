import "server-only";
import { publicCompanyOf, resolvePublicCompany } from "./company";
import { publicServicesOf } from "./services";
import type { PublicCompany, PublicServicesResponse } from "./types";

export type PublicCalculatorData = { company: PublicCompany } & PublicServicesResponse;

/**
 * Everything the calculator page renders on the server: the company is resolved once, then
 * its service areas and services are read together. Throws the API's 404 like the JSON
 * endpoints do, so the page and GET /api/public/** agree on what exists.
 */
export async function getPublicCalculator(slug: string): Promise<PublicCalculatorData> {
  const resolved = await resolvePublicCompany(slug);
  const [company, services] = await Promise.all([
    publicCompanyOf(resolved),
    publicServicesOf(resolved),
  ]);
  return { company, ...services };
}
