import * as React from "react";
import Link from "next/link";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatCurrency } from "@/lib/format";

/** A column after Number, Client, Title and Status. */
export type DocumentColumn<T> = {
  head: string;
  headClassName?: string;
  className?: string;
  cell: (row: T) => React.ReactNode;
};

type DocumentRow = {
  id: string;
  title: string | null;
  client: { name: string } | null;
  total: string;
};

/**
 * The rows of a list of priced documents (quotes, invoices): a table from md up (number,
 * client, title, status, then `columns`) and cards on phones (number and total, client,
 * title and status, then `cardFooter`). The number links to the document.
 */
export function DocumentRows<T extends DocumentRow>({
  rows,
  testId,
  href,
  number,
  badge,
  columns,
  cardFooter,
}: {
  rows: T[];
  /** The table rows' test id (`quote-row`). */
  testId: string;
  href: (row: T) => string;
  number: (row: T) => React.ReactNode;
  badge: (row: T) => React.ReactNode;
  columns: DocumentColumn<T>[];
  cardFooter?: (row: T) => React.ReactNode;
}) {
  return (
    <>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>Number</TableHead>
            <TableHead>Client</TableHead>
            <TableHead>Title</TableHead>
            <TableHead>Status</TableHead>
            {columns.map((column) => (
              <TableHead key={column.head} className={column.headClassName}>
                {column.head}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={testId}>
              <TableCell className="font-medium whitespace-nowrap">
                <Link className="hover:underline" href={href(row)}>
                  {number(row)}
                </Link>
              </TableCell>
              <TableCell>{row.client?.name ?? "No client"}</TableCell>
              <TableCell className="max-w-56 truncate">{row.title || "Untitled"}</TableCell>
              <TableCell>{badge(row)}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.head} className={column.className}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="divide-y rounded-md border md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="relative space-y-1 p-4">
            <span className="flex justify-between gap-2">
              <Link className="font-medium after:absolute after:inset-0" href={href(row)}>
                {number(row)}
              </Link>
              <span className="font-medium">{formatCurrency(row.total)}</span>
            </span>
            <span className="text-muted-foreground flex items-center justify-between gap-2 text-xs">
              <span className="truncate">
                {row.client?.name ?? "No client"}
                {row.title ? ` · ${row.title}` : ""}
              </span>
              {badge(row)}
            </span>
            {cardFooter?.(row)}
          </li>
        ))}
      </ul>
    </>
  );
}
