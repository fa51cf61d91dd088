import { Suspense } from "react";
import { Await } from "react-router";
import type { PanelResult } from "../../../../server/modules/analytics/service";
import { PanelFailed, PanelPlaceholder } from "./chart-panel";

/** A panel streamed on its own: a placeholder of its size, then its figures or its failure message. */
export function StreamedPanel<T>({
  title,
  result,
  tall = true,
  children,
}: {
  title: string;
  result: Promise<PanelResult<T>>;
  tall?: boolean;
  children: (data: T) => React.ReactNode;
}) {
  return (
    <Suspense fallback={<PanelPlaceholder title={title} tall={tall} />}>
      <Await resolve={result}>
        {(r) => (r.ok ? children(r.data) : <PanelFailed title={title} message={r.message} />)}
      </Await>
    </Suspense>
  );
}
