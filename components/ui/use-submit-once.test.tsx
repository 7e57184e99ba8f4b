import { act, fireEvent, render, screen } from "@testing-library/react";
import { useSubmitOnce } from "./use-submit-once";

function Form({ submit }: { submit: () => Promise<unknown> }) {
  const onSubmit = useSubmitOnce(submit);
  return (
    <form aria-label="form" onSubmit={onSubmit}>
      <button type="submit">Save</button>
    </form>
  );
}

it("drops a submit while the last one runs, and takes the next once it settles", async () => {
  let finish: () => void = () => undefined;
  const submit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  render(<Form submit={submit} />);
  const form = screen.getByRole("form", { name: "form" });

  const first = fireEvent.submit(form);
  const second = fireEvent.submit(form);
  expect(submit).toHaveBeenCalledTimes(1);
  // Both were the page's own submits: neither may reload the page.
  expect(first).toBe(false);
  expect(second).toBe(false);

  await act(async () => finish());
  fireEvent.submit(form);
  expect(submit).toHaveBeenCalledTimes(2);
});

it("takes the next submit after one that failed", async () => {
  const submit = jest.fn(() => Promise.reject(new Error("offline")).catch(() => undefined));
  render(<Form submit={submit} />);
  const form = screen.getByRole("form", { name: "form" });
  fireEvent.submit(form);
  await act(async () => undefined);
  fireEvent.submit(form);
  expect(submit).toHaveBeenCalledTimes(2);
});
