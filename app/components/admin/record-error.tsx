import { isRouteErrorResponse } from "react-router";
import { Link } from "../link";

/**
 * A back-office record page that could not be shown: the record is missing (`missing` says what and
 * what to do), access was refused, or something else went wrong (the server's message when it sent
 * one), with the way back to the record's list.
 */
export function RecordError({
  error,
  missing,
  back,
}: {
  error: unknown;
  missing: { title: string; text: string };
  back: { to: string; label: string };
}) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: unknown } | undefined)?.message
    : null;
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-6 text-center">
      <h1 className="text-xl font-semibold text-stone-900">
        {status === 404 ? missing.title : status === 403 ? "Access denied" : "Something went wrong"}
      </h1>
      <p className="mt-2 text-stone-700">
        {status === 404
          ? missing.text
          : typeof message === "string"
            ? message
            : "This page could not be shown just now. Please try again in a moment."}
      </p>
      <Link to={back.to} className="mt-4 inline-block underline">
        {back.label}
      </Link>
    </section>
  );
}
