import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FileText } from "lucide-react";
import { ListEmpty } from "@/components/ui/list-states";
import { ListBody, LoadMoreButton, statusOptions } from "@/components/lists/list-page";

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

it("offers Load more only while there is a next page, and is busy while it loads", async () => {
  const fetchNextPage = jest.fn(async () => undefined);
  const { rerender } = render(
    <LoadMoreButton list={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />,
  );
  await userEvent.click(screen.getByRole("button", { name: "Load more" }));
  expect(fetchNextPage).toHaveBeenCalledTimes(1);

  rerender(
    <LoadMoreButton list={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }} />,
  );
  expect(screen.getByRole("button", { name: "Loading..." })).toBeDisabled();

  rerender(
    <LoadMoreButton list={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }} />,
  );
  expect(screen.queryByRole("button")).toBeNull();
});

it("offers All first, then each status by its label", () => {
  expect(statusOptions("All statuses", ["a", "b"] as const, { a: "A", b: "B" })).toEqual([
    { value: "all", label: "All statuses" },
    { value: "a", label: "A" },
    { value: "b", label: "B" },
  ]);
});
