import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TimeZoneField, timeZoneOptions } from "@/components/settings/time-zone-field";

it("lists the IANA zones, keeps the saved one and reports a choice", async () => {
  const onChange = jest.fn();
  render(<TimeZoneField value="America/Chicago" onChange={onChange} error="Pick one." />);
  const select = screen.getByLabelText("Time zone");
  expect(select).toHaveValue("America/Chicago");
  expect(select).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByRole("option", { name: "America/Los Angeles" })).toHaveValue(
    "America/Los_Angeles",
  );
  await userEvent.setup().selectOptions(select, "Europe/Paris");
  expect(onChange).toHaveBeenCalledWith("Europe/Paris");
  expect(screen.getByRole("alert")).toHaveTextContent("Pick one.");
});

it("keeps UTC and a zone the browser does not list", () => {
  const zones = timeZoneOptions("Etc/GMT+5");
  expect(zones).toContain("UTC");
  expect(zones).toContain("Etc/GMT+5");
  expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)));
});
