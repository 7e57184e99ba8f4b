"use client";

import * as React from "react";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/query/client";
import { pathErrors, type PathErrors } from "./path-errors";

type Reset<S> = { type: "reset"; state: S };

/** While there are unsaved changes, leaving the page asks first. */
function useLeaveWarning(dirty: boolean) {
  React.useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

/**
 * A priced document's unsaved draft in its editor: the state (`reducer`, from the document as
 * loaded), whether it differs from the saved one (only while `editable`; leaving then asks
 * first), the errors to show by path, and `saveNow`: checks the draft (`validate`), saves it,
 * starts again from the document the API answers and calls `onSaved`; on failure shows the
 * errors and says "<notSavedTitle>" (null then).
 */
export function useDocumentDraft<D, S, A>({
  document,
  editable,
  reducer,
  fromDocument,
  isDirty,
  save,
  validate,
  notSavedTitle,
  onSaved,
}: {
  document: D;
  editable: boolean;
  reducer: (state: S, action: A | Reset<S>) => S;
  fromDocument: (document: D) => S;
  isDirty: (state: S, saved: S) => boolean;
  save: (state: S) => Promise<D>;
  /** May load what it checks with (the invoice editor's schema loads on its first save). */
  validate?: (state: S) => PathErrors | null | Promise<PathErrors | null>;
  notSavedTitle: string;
  onSaved?: (next: D) => void;
}) {
  const [state, dispatch] = React.useReducer(reducer, document, fromDocument);
  const [errors, setErrors] = React.useState<PathErrors>({});
  const saved = React.useMemo(() => fromDocument(document), [fromDocument, document]);
  const dirty = editable && isDirty(state, saved);

  useLeaveWarning(dirty);

  function failed(next: PathErrors, error?: unknown) {
    setErrors(next);
    toast({
      variant: "destructive",
      title: notSavedTitle,
      description:
        Object.keys(next).length > 0
          ? "Some fields need your attention."
          : (serverMessage(error) ?? "Please try again."),
    });
  }

  async function saveNow(current: S): Promise<D | null> {
    try {
      const invalid = await validate?.(current);
      if (invalid) {
        failed(invalid);
        return null;
      }
      const next = await save(current);
      setErrors({});
      dispatch({ type: "reset", state: fromDocument(next) });
      onSaved?.(next);
      return next;
    } catch (error) {
      failed(pathErrors(error), error);
      return null;
    }
  }

  return { state, dispatch, errors, dirty, saveNow };
}
