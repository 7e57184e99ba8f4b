import "server-only";
import { prisma } from "@/lib/db";
import { findClientOrThrow } from "@/lib/clients/clients";
import { toClientDto } from "@/lib/clients/serialize";
import { formatCents, toCents } from "@/lib/pricing";
import { quoteDisplayNumber } from "@/lib/format";
import {
  money,
  quoteListSelect,
  taskInclude,
  toEventDto,
  toQuoteListItem,
  toTaskDto,
} from "@/lib/quotes/serialize";
import type { ClientActivityDto, ClientDetailDto } from "@/lib/quotes/types";

/** The client page lists at most this many of each (newest first). */
const DETAIL_LIMIT = 50;

/** The client with their requests, quotes (latest revisions), tasks and activity. */
export async function getClientDetail(companyId: string, id: string): Promise<ClientDetailDto> {
  const client = await findClientOrThrow(companyId, id);
  const [requests, quotes, tasks, events] = await Promise.all([
    prisma.estimateRequest.findMany({
      where: { companyId, clientId: id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: DETAIL_LIMIT,
      select: { id: true, status: true, totalAmount: true, createdAt: true },
    }),
    prisma.quote.findMany({
      where: { companyId, clientId: id, supersededById: null },
      orderBy: [{ number: "desc" }],
      take: DETAIL_LIMIT,
      select: quoteListSelect,
    }),
    prisma.task.findMany({
      where: { companyId, clientId: id },
      orderBy: [{ done: "asc" }, { dueDate: "asc" }, { id: "asc" }],
      take: DETAIL_LIMIT * 2,
      include: taskInclude,
    }),
    prisma.quoteEvent.findMany({
      where: { quote: { companyId, clientId: id } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: DETAIL_LIMIT,
      include: { quote: { select: { id: true, number: true, revision: true } } },
    }),
  ]);
  const activity: ClientActivityDto[] = [
    ...events.map((event) => ({
      id: event.id,
      kind: toEventDto(event).type,
      detail: event.detail,
      quote: {
        id: event.quote.id,
        displayNumber: quoteDisplayNumber(event.quote.number, event.quote.revision),
      },
      estimateRequestId: null,
      createdAt: event.createdAt.toISOString(),
    })),
    ...requests.map((request) => ({
      id: request.id,
      kind: "request" as const,
      detail: `Estimate request received (${formatCents(toCents(request.totalAmount))})`,
      quote: null,
      estimateRequestId: request.id,
      createdAt: request.createdAt.toISOString(),
    })),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, DETAIL_LIMIT);
  return {
    ...toClientDto(client),
    requests: requests.map((request) => ({
      id: request.id,
      status: request.status,
      totalAmount: money(request.totalAmount),
      createdAt: request.createdAt.toISOString(),
    })),
    quotes: quotes.map(toQuoteListItem),
    tasks: tasks.map(toTaskDto),
    activity,
  };
}
