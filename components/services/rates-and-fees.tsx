"use client";

import * as React from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { PlanFeatureNote, usePlanFeature } from "@/components/billing/plan-feature";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { FormField } from "@/components/ui/form-field";
import { feeAmountLabel } from "@/components/services/labels";
import {
  useDeleteLaborRate,
  useDeleteServiceFee,
  useLaborRates,
  useSaveLaborRate,
  useSaveServiceFee,
  useServiceFees,
} from "@/components/services/queries";
import { serverMessage } from "@/components/query/client";
import { formatCurrency } from "@/lib/format";

type Kind = "rate" | "fee";
type Editing = {
  kind: Kind;
  id?: string;
  name: string;
  amount: string;
  type: "fixed" | "percentage";
};
type Deleting = { kind: Kind; id: string; name: string; serviceCount: number };

/**
 * The API's schemas for a rate and a fee (zod, about 30 kB gzip): loaded when the owner first
 * opens one to edit, not with the price book (issue 34, "Owner pages").
 */
const loadSchemas = () =>
  Promise.all([import("@/lib/validation/labor-rate"), import("@/lib/validation/service-fee")]);

/** Labor rates and service fees: create, edit, and delete (asking first, then unlinking services). */
export function RatesAndFees() {
  const laborRates = usePlanFeature("laborRates");
  const rates = useLaborRates();
  const fees = useServiceFees();
  const saveRate = useSaveLaborRate();
  const saveFee = useSaveServiceFee();
  const deleteRate = useDeleteLaborRate();
  const deleteFee = useDeleteServiceFee();
  const [editing, setEditing] = React.useState<Editing | null>(null);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [deleting, setDeleting] = React.useState<Deleting | null>(null);

  const open = (value: Editing) => {
    setErrors({});
    setEditing(value);
    void loadSchemas().catch(() => undefined); // ready by the time the owner saves
  };

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const amount = editing.amount.trim() === "" ? Number.NaN : Number(editing.amount);
    try {
      const [{ laborRateSchema }, { serviceFeeSchema }] = await loadSchemas();
      const parsed =
        editing.kind === "rate"
          ? laborRateSchema.safeParse({ name: editing.name, rate: amount })
          : serviceFeeSchema.safeParse({ name: editing.name, type: editing.type, amount });
      if (!parsed.success) {
        const next: Record<string, string> = {};
        for (const issue of parsed.error.issues)
          next[String(issue.path[0] ?? "name")] ??= issue.message;
        setErrors(next);
        return;
      }
      if (editing.kind === "rate")
        await saveRate.mutateAsync({ id: editing.id, name: editing.name, rate: amount });
      else
        await saveFee.mutateAsync({
          id: editing.id,
          name: editing.name,
          type: editing.type,
          amount,
        });
      toast({ title: editing.kind === "rate" ? "Labor rate saved" : "Service fee saved" });
      setEditing(null);
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Could not save",
        description: serverMessage(error) ?? "Please try again.",
      });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      if (deleting.kind === "rate") await deleteRate.mutateAsync(deleting.id);
      else await deleteFee.mutateAsync(deleting.id);
      toast({ title: deleting.kind === "rate" ? "Labor rate deleted" : "Service fee deleted" });
      setDeleting(null);
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Could not delete",
        description: serverMessage(error) ?? "Please try again.",
      });
    }
  }

  const amountLabel =
    editing?.kind === "rate"
      ? "Rate ($ per hour)"
      : editing?.type === "percentage"
        ? "Amount (%)"
        : "Amount ($)";
  const list = (kind: Kind) => {
    const query = kind === "rate" ? rates : fees;
    if (query.isLoading) return <Skeleton className="h-16" />;
    if (query.isError)
      return (
        <p role="alert" className="text-sm">
          Could not load. Reload the page to try again.
        </p>
      );
    const items =
      kind === "rate"
        ? (rates.data ?? []).map((rate) => ({
            ...rate,
            detail: `${formatCurrency(rate.rate)}/hr`,
            type: "fixed" as const,
            amount: rate.rate,
          }))
        : (fees.data ?? []).map((fee) => ({
            ...fee,
            detail: `${fee.type === "percentage" ? "Percentage" : "Fixed"} · ${feeAmountLabel(fee)}`,
          }));
    if (items.length === 0) return <p className="text-muted-foreground text-sm">None yet.</p>;
    return (
      <ul className="divide-y" data-testid={`${kind}-list`}>
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="truncate font-medium">{item.name}</p>
              <p className="text-muted-foreground text-xs">
                {item.detail} · used by {item.serviceCount}{" "}
                {item.serviceCount === 1 ? "service" : "services"}
              </p>
            </div>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${item.name}`}
                onClick={() =>
                  open({
                    kind,
                    id: item.id,
                    name: item.name,
                    amount: String(Number(item.amount)),
                    type: item.type,
                  })
                }
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${item.name}`}
                onClick={() =>
                  setDeleting({
                    kind,
                    id: item.id,
                    name: item.name,
                    serviceCount: item.serviceCount,
                  })
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(["rate", "fee"] as const).map((kind) => (
        <Card key={kind}>
          <CardHeader className="flex flex-row items-start justify-between gap-2">
            <div>
              <CardTitle>{kind === "rate" ? "Labor Rates" : "Service Fees"}</CardTitle>
              <CardDescription>
                {kind === "rate"
                  ? "Hourly labor added to linked services."
                  : "Fixed or percentage fees added per line."}
              </CardDescription>
              {/* Existing rates and fees stay editable after a downgrade; adding needs the plan. */}
              <PlanFeatureNote
                feature="laborRates"
                id={`${laborRates.noteId}-${kind}`}
                className="text-muted-foreground mt-1 text-sm"
              />
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => open({ kind, name: "", amount: "", type: "fixed" })}
              disabled={!laborRates.included}
              aria-describedby={laborRates.included ? undefined : `${laborRates.noteId}-${kind}`}
            >
              <Plus aria-hidden="true" />
              {kind === "rate" ? "Add Labor Rate" : "Add Service Fee"}
            </Button>
          </CardHeader>
          <CardContent>{list(kind)}</CardContent>
        </Card>
      ))}
      <Dialog
        open={editing !== null}
        onOpenChange={(value) => (value ? undefined : setEditing(null))}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {editing?.id ? "Edit" : "Add"}{" "}
              {editing?.kind === "rate" ? "Labor Rate" : "Service Fee"}
            </DialogTitle>
          </DialogHeader>
          {editing ? (
            <form noValidate onSubmit={save} className="grid gap-4">
              <FormField id="rate-fee-name" label="Name" error={errors.name}>
                {(control) => (
                  <Input
                    {...control}
                    value={editing.name}
                    maxLength={120}
                    onChange={(e) => setEditing({ ...editing, name: e.target.value })}
                  />
                )}
              </FormField>
              {editing.kind === "fee" ? (
                <FormField id="rate-fee-type" label="Type" error={errors.type}>
                  {(control) => (
                    <NativeSelect
                      {...control}
                      value={editing.type}
                      onChange={(event) =>
                        setEditing({ ...editing, type: event.target.value as Editing["type"] })
                      }
                    >
                      <option value="fixed">Fixed</option>
                      <option value="percentage">Percentage</option>
                    </NativeSelect>
                  )}
                </FormField>
              ) : null}
              <FormField
                id="rate-fee-amount"
                label={amountLabel}
                error={errors.rate ?? errors.amount}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    min={0}
                    step={0.01}
                    value={editing.amount}
                    onChange={(e) => setEditing({ ...editing, amount: e.target.value })}
                  />
                )}
              </FormField>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={saveRate.isPending || saveFee.isPending}>
                  Save
                </Button>
              </DialogFooter>
            </form>
          ) : null}
        </DialogContent>
      </Dialog>
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(value) => (value ? undefined : setDeleting(null))}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              Delete {deleting?.kind === "rate" ? "Labor Rate" : "Service Fee"}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {deleting && deleting.serviceCount > 0
                ? `"${deleting.name}" is used by ${deleting.serviceCount} ${deleting.serviceCount === 1 ? "service" : "services"}. Deleting it unlinks them; their prices will no longer include it. This cannot be undone.`
                : `Delete "${deleting?.name}"? This cannot be undone.`}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              onClick={() => void confirmDelete()}
              disabled={deleteRate.isPending || deleteFee.isPending}
            >
              {deleting && deleting.serviceCount > 0 ? "Unlink and delete" : "Delete"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
