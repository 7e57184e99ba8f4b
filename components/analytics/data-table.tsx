"use client";

import { saveCsv } from "@/lib/browser/download";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { tableCsv, type TableModel } from "./tables";

/** "Download CSV" of one table: the same rows and figures the table shows. */
export function CsvButton<Row>({
  model,
  filename,
  what,
}: {
  model: TableModel<Row>;
  filename: string;
  what: string;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => saveCsv(tableCsv(model), filename)}
      disabled={model.rows.length === 0}
    >
      <Download aria-hidden="true" />
      Download CSV<span className="sr-only"> of {what}</span>
    </Button>
  );
}

/** One analytics table with its caption; numbers right-aligned; scrolls sideways on phones. */
export function DataTable<Row>({
  model,
  caption,
  hideCaption = false,
  testId,
}: {
  model: TableModel<Row>;
  caption: string;
  hideCaption?: boolean;
  testId?: string;
}) {
  return (
    // A scroll container of its own so that keyboard users can scroll a wide table on a phone.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="focus-visible:ring-ring/50 relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px]"
    >
      <table data-slot="table" data-testid={testId} className="w-full caption-bottom text-sm">
        <TableCaption className={cn(hideCaption && "sr-only")}>{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            {model.columns.map((column) => (
              <TableHead
                key={column.header}
                scope="col"
                className={cn(column.numeric && "text-right")}
              >
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {model.rows.map((row) => (
            <TableRow key={model.rowKey(row)}>
              {model.columns.map((column, index) =>
                index === 0 ? (
                  <TableHead key={column.header} scope="row" className="font-medium">
                    {column.show(row)}
                  </TableHead>
                ) : (
                  <TableCell
                    key={column.header}
                    className={cn(column.numeric && "text-right tabular-nums")}
                  >
                    {column.show(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
}
