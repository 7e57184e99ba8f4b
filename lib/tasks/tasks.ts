import "server-only";
import type { Prisma } from "@prisma/client";
import { invalid, notFound } from "@/lib/errors";
import { companyToday } from "@/lib/companies/today";
import { parseDay } from "@/lib/dates";
import { prisma } from "@/lib/db";
import { taskInclude, toTaskDto } from "@/lib/quotes/serialize";
import type { TaskDto, TaskListDto } from "@/lib/quotes/types";
import type { TaskListFilter, taskCreateSchema, taskUpdateSchema } from "@/lib/validation/task";
import type { z } from "zod";

/** A list holds at most this many tasks (open ones first, by due date). */
const MAX_TASKS = 200;

type CreateInput = z.output<typeof taskCreateSchema>;
type UpdateInput = z.output<typeof taskUpdateSchema>;
type Links = Pick<CreateInput, "clientId" | "estimateRequestId" | "quoteId">;

/** A task may point only at the company's own client, request and quote (else 400 naming it). */
async function checkLinks(companyId: string, links: Links) {
  const [client, request, quote] = await Promise.all([
    links.clientId
      ? prisma.client.count({ where: { id: links.clientId, companyId } })
      : Promise.resolve(1),
    links.estimateRequestId
      ? prisma.estimateRequest.count({ where: { id: links.estimateRequestId, companyId } })
      : Promise.resolve(1),
    links.quoteId
      ? prisma.quote.count({ where: { id: links.quoteId, companyId } })
      : Promise.resolve(1),
  ]);
  const issues = [
    ...(client ? [] : [{ path: "clientId", message: "Unknown client." }]),
    ...(request ? [] : [{ path: "estimateRequestId", message: "Unknown estimate request." }]),
    ...(quote ? [] : [{ path: "quoteId", message: "Unknown quote." }]),
  ];
  if (issues.length > 0)
    throw invalid(`Invalid body. ${issues[0].path}: ${issues[0].message}`, issues);
}

/**
 * due=today: open tasks due today or earlier (today in the company's time zone); due=open:
 * every open task; else all.
 */
export async function listTasks(
  companyId: string,
  filter: TaskListFilter,
  now = new Date(),
): Promise<TaskListDto> {
  const where: Prisma.TaskWhereInput = { companyId };
  if (filter.due) where.done = false;
  if (filter.due === "today")
    where.dueDate = { lte: parseDay(await companyToday(companyId, now))! };
  if (filter.clientId) where.clientId = filter.clientId;
  if (filter.estimateRequestId) where.estimateRequestId = filter.estimateRequestId;
  if (filter.quoteId) where.quoteId = filter.quoteId;
  const rows = await prisma.task.findMany({
    where,
    orderBy: [{ done: "asc" }, { dueDate: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    take: MAX_TASKS,
    include: taskInclude,
  });
  return { tasks: rows.map(toTaskDto) };
}

export async function createTask(companyId: string, input: CreateInput): Promise<TaskDto> {
  await checkLinks(companyId, input);
  const row = await prisma.task.create({
    data: {
      companyId,
      title: input.title,
      dueDate: parseDay(input.dueDate)!,
      clientId: input.clientId,
      estimateRequestId: input.estimateRequestId,
      quoteId: input.quoteId,
    },
    include: taskInclude,
  });
  return toTaskDto(row);
}

export async function updateTask(
  companyId: string,
  id: string,
  changes: UpdateInput,
): Promise<TaskDto> {
  const { count } = await prisma.task.updateMany({
    where: { id, companyId },
    data: {
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.dueDate !== undefined ? { dueDate: parseDay(changes.dueDate)! } : {}),
      ...(changes.done !== undefined
        ? { done: changes.done, doneAt: changes.done ? new Date() : null }
        : {}),
    },
  });
  if (count === 0) throw notFound("Task not found.");
  const row = await prisma.task.findFirstOrThrow({
    where: { id, companyId },
    include: taskInclude,
  });
  return toTaskDto(row);
}

export async function deleteTask(companyId: string, id: string) {
  const { count } = await prisma.task.deleteMany({ where: { id, companyId } });
  if (count === 0) throw notFound("Task not found.");
  return { ok: true };
}
