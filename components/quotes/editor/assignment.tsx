"use client";

import { AssigneeSelect } from "@/components/team/assignee-select";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { useAssignQuote } from "@/components/quotes/queries";
import type { QuoteDto } from "@/lib/quotes/types";

/** "Created by X · Last changed by Y" (docs/team.md "Attribution"), when the quote records them. */
export function attributionText(quote: Pick<QuoteDto, "createdByName" | "updatedByName">) {
  return [
    quote.createdByName ? `Created by ${quote.createdByName}` : null,
    quote.updatedByName ? `Last changed by ${quote.updatedByName}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * Who handles the quote and who created and last changed it, under the editor's header. The
 * assignee is saved on its own (PUT /api/quotes/{id}/assignee), apart from the form.
 */
export function QuoteAssignment({ quote }: { quote: QuoteDto }) {
  const assign = useAssignQuote(quote.id);
  // While the change is saved the select shows the choice, then what the server stored.
  const value = assign.isPending ? assign.variables : (quote.assignedToId ?? null);
  const attribution = attributionText(quote);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <AssigneeSelect
        className="w-full max-w-xs"
        label="Assigned to"
        value={value ?? null}
        disabled={assign.isPending || Boolean(quote.supersededById)}
        onChange={(userId) =>
          assign.mutate(userId, {
            onSuccess: () => toast({ title: userId ? "Quote assigned" : "Quote unassigned" }),
            onError: (error) =>
              toast({
                variant: "destructive",
                title: "Could not change the assignee",
                description: serverMessage(error) ?? "Please try again.",
              }),
          })
        }
      />
      {attribution ? (
        <p className="text-muted-foreground text-sm" data-testid="quote-attribution">
          {attribution}
        </p>
      ) : null}
    </div>
  );
}
