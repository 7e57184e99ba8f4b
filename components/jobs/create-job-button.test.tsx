import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CreateJobButton } from "@/components/jobs/create-job-button";
import { jsonResponse, mockFetch, renderWithClient } from "@/components/quotes/test-helpers";

const toastMock = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (arg: unknown) => toastMock(arg) }));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
beforeEach(() => {
  toastMock.mockReset();
  push.mockReset();
});

it("makes a job of the quote and opens it", async () => {
  const fetchMock = mockFetch((url, init) =>
    url.pathname === "/api/jobs" && init?.method === "POST"
      ? jsonResponse(201, { id: "j7" })
      : undefined,
  );
  renderWithClient(<CreateJobButton quoteId="q1" />);
  await userEvent.click(screen.getByRole("button", { name: "Create job" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard/jobs/j7"));
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/jobs",
    expect.objectContaining({ method: "POST", body: JSON.stringify({ quoteId: "q1" }) }),
  );
});

it("shows the message, with a link to it, when the quote already has a job", async () => {
  mockFetch(() =>
    jsonResponse(409, {
      message: "This quote already has a job.",
      code: "conflict",
      issues: [{ path: "quoteId", message: "j1" }],
    }),
  );
  renderWithClient(<CreateJobButton quoteId="q1" />);
  await userEvent.click(screen.getByRole("button", { name: "Create job" }));
  await waitFor(() => expect(toastMock).toHaveBeenCalledTimes(1));
  const [{ title, description }] = toastMock.mock.calls[0];
  expect(title).toBe("This quote already has a job");
  render(description);
  expect(screen.getByText(/This quote already has a job\./)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Open the job" })).toHaveAttribute(
    "href",
    "/dashboard/jobs/j1",
  );
  expect(push).not.toHaveBeenCalled();
});
