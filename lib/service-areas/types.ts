export type ServiceAreaDto = { id: string; kind: "zip" | "city"; value: string; createdAt: string };

export type AddServiceAreasResult = { added: number; skipped: number; areas: ServiceAreaDto[] };
