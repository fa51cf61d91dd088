import { Link } from "../../../components/link";
import { requireStaff } from "../../../../server/http/guards";
import {
  listSubscribers,
  STATS_DAYS,
  subscriberStats,
  SUBSCRIBERS_PAGE_SIZE,
} from "../../../../server/modules/newsletter/service";
import { EmptyState } from "../../../components/admin/empty-state";
import { NewsletterTabs } from "../../../components/admin/newsletter/newsletter-tabs";
import { SubscriberFilters } from "../../../components/admin/newsletter/subscriber-filters";
import {
  filterQuery,
  isFiltered,
  parseSubscriberParams,
  toSubscriberFilters,
} from "../../../components/admin/newsletter/subscriber-params";
import { SubscriberStats } from "../../../components/admin/newsletter/subscriber-stats";
import { SubscriberTable } from "../../../components/admin/newsletter/subscriber-table";
import { ExportMenu } from "../../../components/admin/export-menu";
import { PageHeader, secondaryAction } from "../../../components/admin/page-header";
import { listHref, Pagination } from "../../../components/admin/pagination";
import type { Route } from "./+types/subscribers";

export const meta = () => [{ title: "Newsletter subscribers | Divine Threads Admin" }];
export const handle = {
  crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Newsletter" }],
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const params = parseSubscriberParams(new URL(request.url).searchParams);
  const { sources, total, ...stats } = await subscriberStats();
  // The unfiltered list is every subscriber, which the stats have just counted.
  const list = await listSubscribers(
    toSubscriberFilters(params),
    params.page,
    isFiltered(params) ? undefined : total,
  );
  return {
    params: { ...params, page: list.page },
    sources,
    stats: { ...stats, days: STATS_DAYS, since: stats.since.toISOString() },
    total: list.total,
    pageCount: list.pageCount,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
    subscribers: list.subscribers.map((s) => ({
      ...s,
      subscriptionDate: s.subscriptionDate.toISOString(),
      verifiedAt: s.verifiedAt?.toISOString() ?? null,
      unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
    })),
  };
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { params, sources, stats, total, pageCount, pageSize, subscribers } = loaderData;
  const filters = filterQuery(params);
  return (
    <div>
      <PageHeader
        title="Newsletter"
        description="Who subscribed, who confirmed and who left. Campaigns go to active, confirmed subscribers only."
        actions={total > 0 && <ExportMenu href={listHref("/admin/newsletter/export", filters)} />}
      />
      <NewsletterTabs />
      <SubscriberStats stats={stats} />
      <SubscriberFilters params={params} sources={sources} />
      {subscribers.length === 0 ? (
        isFiltered(params) ? (
          <EmptyState
            title="No subscribers match"
            body="Nobody matches this search and these filters. Try fewer words or clear a filter."
            action={
              <Link to="/admin/newsletter" className={secondaryAction}>
                Clear search and filters
              </Link>
            }
          />
        ) : (
          <EmptyState
            title="No subscribers yet"
            body="People who sign up with the newsletter form on your shop appear here, and receive campaigns once they confirm their address."
            action={
              <Link to="/#newsletter" className="underline">
                View the signup form
              </Link>
            }
          />
        )
      ) : (
        <>
          <SubscriberTable rows={subscribers} />
          <Pagination
            page={params.page}
            pageCount={pageCount}
            total={total}
            pageSize={pageSize}
            hrefFor={(page) => listHref("/admin/newsletter", filters, page)}
          />
        </>
      )}
    </div>
  );
}
