"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BookDetails } from "./book-details";
import { CalculatorPreview } from "./calculator-preview";
import { LoadedBook } from "./loaded-book";
import { useTemplateBook, type TemplateRef } from "./queries";
import { StartingPointsNote } from "./starting-points-note";

/** A template's services, rates, fees and sources, and the customer calculator it gives. */
export function TemplatePreviewDialog({
  template,
  name,
  onOpenChange,
  onUse,
}: {
  template: TemplateRef | null;
  name: string;
  onOpenChange: (open: boolean) => void;
  onUse: () => void;
}) {
  const book = useTemplateBook(template);
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Preview: {name}</DialogTitle>
          <DialogDescription>
            {book.data?.description ?? "What this template adds."}
          </DialogDescription>
        </DialogHeader>
        <StartingPointsNote />
        <LoadedBook book={book}>
          {(data) => (
            <Tabs defaultValue="services">
              <TabsList>
                <TabsTrigger value="services">Services and prices</TabsTrigger>
                <TabsTrigger value="calculator">Customer calculator</TabsTrigger>
              </TabsList>
              <TabsContent value="services">
                <BookDetails book={data} />
              </TabsContent>
              <TabsContent value="calculator">
                <p className="text-muted-foreground mb-3 text-sm">
                  What your customers would see with these services, at these prices.
                </p>
                <CalculatorPreview book={data} />
              </TabsContent>
            </Tabs>
          )}
        </LoadedBook>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button type="button" onClick={onUse} disabled={!book.data}>
            Use template
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
