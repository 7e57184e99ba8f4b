import { act, renderHook } from "@testing-library/react";

import {
  reducer,
  toast,
  useToast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastAction,
  type ToastState,
  type ToasterToast,
} from "@/components/ui/use-toast";

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({
  id,
  title: `Toast ${id}`,
  open: true,
  ...extra,
});

const stateOf = (...toasts: ToasterToast[]): ToastState => ({ toasts });

describe("toast constants (docs/product.md §9)", () => {
  it("shows one toast at a time and removes dismissed ones after 1,000,000 ms", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});

describe("reducer", () => {
  const cases: Array<{
    name: string;
    state: ToastState;
    action: ToastAction;
    expected: ToastState;
  }> = [
    {
      name: "ADD_TOAST adds to an empty list",
      state: stateOf(),
      action: { type: "ADD_TOAST", toast: make("1") },
      expected: stateOf(make("1")),
    },
    {
      name: "ADD_TOAST replaces the visible toast (limit 1)",
      state: stateOf(make("1")),
      action: { type: "ADD_TOAST", toast: make("2") },
      expected: stateOf(make("2")),
    },
    {
      name: "UPDATE_TOAST merges fields into the matching toast only",
      state: stateOf(make("1", { description: "old" })),
      action: { type: "UPDATE_TOAST", toast: { id: "1", description: "new" } },
      expected: stateOf(make("1", { description: "new" })),
    },
    {
      name: "UPDATE_TOAST ignores an unknown id",
      state: stateOf(make("1")),
      action: { type: "UPDATE_TOAST", toast: { id: "9", title: "x" } },
      expected: stateOf(make("1")),
    },
    {
      name: "DISMISS_TOAST closes the toast with that id",
      state: stateOf(make("1"), make("2")),
      action: { type: "DISMISS_TOAST", toastId: "2" },
      expected: stateOf(make("1"), make("2", { open: false })),
    },
    {
      name: "DISMISS_TOAST without an id closes every toast",
      state: stateOf(make("1"), make("2")),
      action: { type: "DISMISS_TOAST" },
      expected: stateOf(make("1", { open: false }), make("2", { open: false })),
    },
    {
      name: "REMOVE_TOAST removes the toast with that id",
      state: stateOf(make("1"), make("2")),
      action: { type: "REMOVE_TOAST", toastId: "1" },
      expected: stateOf(make("2")),
    },
    {
      name: "REMOVE_TOAST without an id removes every toast",
      state: stateOf(make("1"), make("2")),
      action: { type: "REMOVE_TOAST" },
      expected: stateOf(),
    },
  ];

  it.each(cases)("$name", ({ state, action, expected }) => {
    // Frozen input: any mutation inside the reducer throws instead of passing silently.
    state.toasts.forEach((t) => Object.freeze(t));
    Object.freeze(state.toasts);
    Object.freeze(state);
    expect(reducer(state, action)).toEqual(expected);
  });
});

describe("toast() with the shared store", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("keeps a dismissed toast until TOAST_REMOVE_DELAY has passed, then removes it", () => {
    const { result } = renderHook(() => useToast());

    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: "Saved" });
    });
    expect(result.current.toasts).toEqual([
      expect.objectContaining({ id: handle.id, title: "Saved", open: true }),
    ]);

    act(() => handle.dismiss());
    expect(result.current.toasts).toEqual([
      expect.objectContaining({ id: handle.id, open: false }),
    ]);

    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts.map((t) => t.id)).toEqual([handle.id]);

    act(() => jest.advanceTimersByTime(1));
    expect(result.current.toasts).toEqual([]);
  });

  it("update() changes the toast in place and a second toast replaces the first", () => {
    const { result } = renderHook(() => useToast());

    let first!: ReturnType<typeof toast>;
    act(() => {
      first = toast({ title: "Saving" });
    });
    act(() => first.update({ title: "Saved", variant: "destructive" }));
    expect(result.current.toasts).toEqual([
      expect.objectContaining({ id: first.id, title: "Saved", variant: "destructive" }),
    ]);

    let second!: ReturnType<typeof toast>;
    act(() => {
      second = toast({ title: "Another" });
    });
    expect(result.current.toasts.map((t) => t.id)).toEqual([second.id]);
  });

  it("closing through Radix (onOpenChange(false)) dismisses the toast", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "Closing" });
    });
    act(() => result.current.toasts[0].onOpenChange?.(false));
    expect(result.current.toasts[0].open).toBe(false);
  });
});
