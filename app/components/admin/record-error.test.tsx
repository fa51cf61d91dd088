import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, data, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RecordError } from "./record-error";

/** The page's text and its link, as a record route's ErrorBoundary shows them for a thrown value. */
async function shown(thrown: unknown) {
  const router = createMemoryRouter([
    {
      path: "/",
      loader: () => {
        throw thrown;
      },
      element: null,
      ErrorBoundary: function Boundary() {
        return null;
      },
    },
  ]);
  await router.navigate("/");
  const error = router.state.errors?.["0"];
  const page = createMemoryRouter([
    {
      path: "/",
      element: (
        <RecordError
          error={error}
          missing={{ title: "Order not found", text: "There is no order with this number." }}
          back={{ to: "/admin/orders", label: "Back to orders" }}
        />
      ),
    },
  ]);
  const html = renderToStaticMarkup(<RouterProvider router={page} />);
  return {
    text: html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    href: /href="([^"]*)"/.exec(html)?.[1],
  };
}

describe("a back-office record page that could not be shown", () => {
  it("says the record is missing, with what to do, for a 404", async () => {
    expect(await shown(data({ message: "Order not found" }, { status: 404 }))).toEqual({
      text: "Order not found There is no order with this number. Back to orders",
      href: "/admin/orders",
    });
  });

  it("says access was refused for a 403, with the server's message", async () => {
    const { text } = await shown(data({ message: "Staff may not refund" }, { status: 403 }));
    expect(text).toBe("Access denied Staff may not refund Back to orders");
  });

  it("never shows an unexpected error's own text", async () => {
    const { text } = await shown(new Error("connection reset by peer"));
    expect(text).toBe(
      "Something went wrong This page could not be shown just now. Please try again in a moment. Back to orders",
    );
  });
});
