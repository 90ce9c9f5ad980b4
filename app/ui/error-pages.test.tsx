import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { errorTitle, ServerError } from "./error-pages";

/** The error page as a visitor sees it (it holds a link, so it renders inside a router). */
function page(status: number, message?: string): string {
  const router = createMemoryRouter([{ path: "/", element: <ServerError status={status} message={message} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the error page", () => {
  it("tells the sender of a request the shop cannot take that the request was at fault", () => {
    const html = page(415, "This address takes a form (urlencoded or multipart), nothing else.");
    expect(html).toContain("This page takes a form, not that kind of content");
    expect(html).toContain("This address takes a form (urlencoded or multipart), nothing else.");
    expect(html).toContain("Please go back and try again.");
    expect(html).not.toContain("on our side");
  });

  it("says something went wrong on our side only for a server error", () => {
    for (const status of [400, 403, 405, 409, 413, 415, 422, 429]) {
      expect(errorTitle(status)).not.toContain("on our side");
    }
    expect(errorTitle(422)).toBe("That request could not be handled");
    const html = page(500, "a message that is never shown for a 5xx");
    expect(html).toContain("Something went wrong on our side");
    expect(html).toContain("We have been told about it.");
    expect(html).not.toContain("never shown");
  });
});
