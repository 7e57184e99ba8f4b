import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FileText } from "lucide-react";
import { ListEmpty } from "@/components/ui/list-states";
import { ListBody, Pager, statusOptions } from "@/components/lists/list-page";

type Query = {
  data: { rows: string[] } | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: jest.Mock;
};

const query = (overrides: Partial<Query> = {}): Query => ({
  data: { rows: ["a"] },
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: jest.fn(),
  ...overrides,
});

function Body({ list, isEmpty = false }: { list: Query; isEmpty?: boolean }) {
  return (
    <ListBody
      list={list}
      loadingLabel="Loading things"
      errorFallback="The things could not be loaded."
      isEmpty={isEmpty}
      empty={<ListEmpty icon={FileText} title="No things yet" />}
    >
      {(data) => <p>{data.rows.join(", ")}</p>}
    </ListBody>
  );
}

it("shows the loading placeholders, the error with Try again, the empty state or the rows", async () => {
  const { rerender } = render(<Body list={query({ isPending: true, data: undefined })} />);
  expect(screen.getByLabelText("Loading things")).toHaveAttribute("aria-busy", "true");

  const failed = query({ isError: true, error: new Error("boom") });
  rerender(<Body list={failed} />);
  expect(screen.getByRole("alert")).toHaveTextContent("The things could not be loaded.");
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(failed.refetch).toHaveBeenCalled();

  rerender(<Body list={query()} isEmpty />);
  expect(screen.getByText("No things yet")).toBeInTheDocument();

  rerender(<Body list={query({ isFetching: true })} />);
  expect(screen.getByText("a").parentElement).toHaveAttribute("aria-busy", "true");
});

it("pages only when there is more than one page, and says which", async () => {
  const onPage = jest.fn();
  const { rerender } = render(
    <Pager data={{ page: 1, total: 25, pageSize: 25 }} page={1} onPage={onPage} />,
  );
  expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();

  rerender(
    <Pager
      data={{ page: 2, total: 60, pageSize: 25 }}
      page={2}
      onPage={onPage}
      summary="60 things"
    />,
  );
  expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent(
    "Page 2 of 3 · 60 things",
  );
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
  const step = onPage.mock.calls[0][0] as (current: number) => number;
  expect(step(2)).toBe(3);
});

it("offers All first, then each status by its label", () => {
  expect(statusOptions("All statuses", ["a", "b"] as const, { a: "A", b: "B" })).toEqual([
    { value: "all", label: "All statuses" },
    { value: "a", label: "A" },
    { value: "b", label: "B" },
  ]);
});
