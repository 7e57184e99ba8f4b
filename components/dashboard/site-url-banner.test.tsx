import { render, screen } from "@testing-library/react";
import { SiteUrlBanner } from "./site-url-banner";

describe("SiteUrlBanner", () => {
  it("warns when mails carry another address than the one in the browser", () => {
    render(<SiteUrlBanner siteUrl="http://localhost:3000" />);
    // jsdom serves the page from http://localhost.
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Links in the mails your customers receive point to http://localhost:3000",
    );
  });

  it("says nothing when they match", () => {
    render(<SiteUrlBanner siteUrl={window.location.origin} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
