import "server-only";
import type { Prisma } from "@prisma/client";
import { conflict, notFound } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { uniqueViolation } from "@/lib/db/errors";
import { formatCents, toCents } from "@/lib/pricing";
import { quoteDisplayNumber } from "@/lib/quotes/format";
import {
  money,
  quoteListSelect,
  taskInclude,
  toClientDto,
  toEventDto,
  toQuoteListItem,
  toTaskDto,
} from "@/lib/quotes/serialize";
import type {
  ClientActivityDto,
  ClientDetailDto,
  ClientDto,
  ClientListDto,
} from "@/lib/quotes/types";
import type { clientCreateSchema, clientUpdateSchema } from "@/lib/validation/client";
import type { z } from "zod";
import { clientEmailKey } from "./match";

export const CLIENT_PAGE_SIZE = 25;
/** The client page lists at most this many of each (newest first). */
const DETAIL_LIMIT = 50;

type CreateInput = z.output<typeof clientCreateSchema>;
type UpdateInput = z.output<typeof clientUpdateSchema>;

const emailTaken = () =>
  conflict("Invalid body. email: Another client already has this email.", [
    { path: "email", message: "Another client already has this email." },
  ]);

/** Writes a client; the unique (company, email) index answers a double as a 409 on email. */
async function writeClient<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function findClientOrThrow(companyId: string, id: string) {
  const client = await prisma.client.findFirst({ where: { id, companyId } });
  if (!client) throw notFound("Client not found.");
  return client;
}

/** Clients by name, searched by name, email or phone, 25 a page. */
export async function listClients(
  companyId: string,
  { q, page }: { q?: string; page: number },
): Promise<ClientListDto> {
  const where: Prisma.ClientWhereInput = { companyId };
  if (q) {
    where.OR = [
      { name: { contains: q, mode: "insensitive" } },
      { email: { contains: q, mode: "insensitive" } },
      { phone: { contains: q } },
    ];
  }
  const [total, rows] = await Promise.all([
    prisma.client.count({ where }),
    prisma.client.findMany({
      where,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: (page - 1) * CLIENT_PAGE_SIZE,
      take: CLIENT_PAGE_SIZE,
    }),
  ]);
  return { clients: rows.map(toClientDto), total, page, pageSize: CLIENT_PAGE_SIZE };
}

export async function createClient(companyId: string, input: CreateInput): Promise<ClientDto> {
  const row = await writeClient(() =>
    prisma.client.create({
      data: { ...input, companyId, emailKey: clientEmailKey(input.email) },
    }),
  );
  return toClientDto(row);
}

export async function updateClient(
  companyId: string,
  id: string,
  changes: UpdateInput,
): Promise<ClientDto> {
  const data: Prisma.ClientUpdateManyMutationInput = { ...changes };
  if (changes.email !== undefined) data.emailKey = clientEmailKey(changes.email);
  const { count } = await writeClient(() =>
    prisma.client.updateMany({ where: { id, companyId }, data }),
  );
  if (count === 0) throw notFound("Client not found.");
  return toClientDto(await findClientOrThrow(companyId, id));
}

/** Deletes the client and their tasks; their requests and quotes stay, without a client. */
export async function deleteClient(companyId: string, id: string) {
  const { count } = await prisma.client.deleteMany({ where: { id, companyId } });
  if (count === 0) throw notFound("Client not found.");
  return { ok: true };
}

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
