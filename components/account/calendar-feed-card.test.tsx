import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  COMPANY_CALENDAR_FEED,
  CalendarFeedCard,
  webcalUrl,
} from "@/components/account/calendar-feed-card";
import {
  jsonResponse,
  mockFetch,
  polyfillRadix,
  renderWithClient,
} from "@/components/quotes/test-helpers";

const FIRST = "https://app.example.com/api/calendar/first-secret.ics";
const SECOND = "https://app.example.com/api/calendar/second-secret.ics";

/** A feed endpoint: GET { exists }, POST a new URL each time (recorded in `posts`). */
function feedApi(path: string, { exists = false, fail = false } = {}) {
  const urls = [FIRST, SECOND];
  const posts: string[] = [];
  let made = exists;
  mockFetch((url, init) => {
    if (url.pathname !== path) return undefined;
    if (init?.method === "POST") {
      if (fail) return jsonResponse(500, { message: "Something went wrong." });
      const next = urls[posts.length];
      posts.push(next);
      made = true;
      return jsonResponse(200, { exists: true, url: next });
    }
    return jsonResponse(200, { exists: made });
  });
  return posts;
}

beforeAll(polyfillRadix);

it("creates an address, shows it once with a webcal link and instructions, and copies it", async () => {
  const posts = feedApi("/api/account/calendar-feed");
  const user = userEvent.setup();
  renderWithClient(<CalendarFeedCard />);
  expect(screen.getByRole("heading", { name: "Calendar feed" })).toBeInTheDocument();
  expect(
    screen.getByText(
      "Subscribe to your visits from Google Calendar, Apple Calendar or Outlook. Anyone with the address can read your visits.",
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText("No calendar address yet.")).toBeInTheDocument();
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Create calendar address" }));
  const field = await screen.findByRole("textbox", { name: "Calendar address" });
  expect(posts).toEqual([FIRST]);
  expect(field).toHaveValue(FIRST);
  expect(field).toHaveAttribute("readonly");
  expect(screen.getByRole("link", { name: "Open in your calendar app" })).toHaveAttribute(
    "href",
    "webcal://app.example.com/api/calendar/first-secret.ics",
  );
  expect(screen.getByText("Google Calendar: Other calendars → + → From URL")).toBeInTheDocument();
  expect(screen.getByText("Apple Calendar: File → New Calendar Subscription")).toBeInTheDocument();
  expect(screen.getByText("Outlook: Add calendar → Subscribe from web")).toBeInTheDocument();
  // The feed now exists: the button replaces it.
  expect(screen.getByRole("button", { name: "Replace calendar address" })).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Copy" }));
  await waitFor(() => expect(screen.getByText("Copied")).toHaveAttribute("aria-live", "polite"));
  // userEvent.setup() stands in a clipboard of its own.
  expect(await navigator.clipboard.readText()).toBe(FIRST);
});

it("replaces an existing address only after a confirmation, on the endpoint it is given", async () => {
  const posts = feedApi(COMPANY_CALENDAR_FEED.endpoint, { exists: true });
  const user = userEvent.setup();
  renderWithClient(<CalendarFeedCard {...COMPANY_CALENDAR_FEED} />);
  expect(screen.getByRole("heading", { name: "Company calendar feed" })).toBeInTheDocument();
  await user.click(await screen.findByRole("button", { name: "Replace calendar address" }));

  const dialog = await screen.findByRole("alertdialog", { name: "Replace the calendar address?" });
  expect(dialog).toHaveTextContent("The old address stops working");
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  expect(posts).toEqual([]);

  await user.click(screen.getByRole("button", { name: "Replace calendar address" }));
  await user.click(
    within(await screen.findByRole("alertdialog")).getByRole("button", {
      name: "Replace address",
    }),
  );
  expect(await screen.findByRole("textbox", { name: "Calendar address" })).toHaveValue(FIRST);
  expect(posts).toEqual([FIRST]);
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
});

it("says why when the address could not be made", async () => {
  feedApi("/api/account/calendar-feed", { fail: true });
  const user = userEvent.setup();
  renderWithClient(<CalendarFeedCard />);
  await user.click(await screen.findByRole("button", { name: "Create calendar address" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong.");
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
});

it("turns an http(s) address into webcal://", () => {
  expect(webcalUrl(SECOND)).toBe("webcal://app.example.com/api/calendar/second-secret.ics");
  expect(webcalUrl("http://localhost:3000/api/calendar/x.ics")).toBe(
    "webcal://localhost:3000/api/calendar/x.ics",
  );
});
