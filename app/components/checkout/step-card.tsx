import type { ReactNode } from "react";
import { Notice } from "../ui/notice";

/** The card of one checkout step: its heading, the step's error when there is one, and its content. */
export function StepCard({
  id,
  title,
  message,
  children,
}: {
  id: string;
  title: string;
  message?: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {message && (
        <Notice kind="error" className="mt-4">
          {message}
        </Notice>
      )}
      {children}
    </section>
  );
}
