import { Link } from "../../../components/link";
import { requireStaff } from "../../../../server/http/guards";
import { CAMPAIGNS_PAGE_SIZE, listCampaigns } from "../../../../server/modules/newsletter/service";
import { EmptyState } from "../../../components/admin/empty-state";
import { CampaignTable } from "../../../components/admin/newsletter/campaign-table";
import { NewsletterTabs } from "../../../components/admin/newsletter/newsletter-tabs";
import { PageHeader, primaryAction } from "../../../components/admin/page-header";
import { listHref, Pagination } from "../../../components/admin/pagination";
import type { Route } from "./+types/campaigns";

export const meta = () => [{ title: "Newsletter campaigns | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Newsletter", to: "/admin/newsletter" },
    { label: "Campaigns" },
  ],
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const page = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const list = await listCampaigns(Number.isFinite(page) ? page : 1);
  return {
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    pageSize: CAMPAIGNS_PAGE_SIZE,
    campaigns: list.campaigns.map((c) => ({
      id: c.id,
      subject: c.subject,
      preference: c.preference,
      status: c.status,
      totalCount: c.totalCount,
      sentCount: c.sentCount,
      failedCount: c.failedCount,
      createdAt: c.createdAt.toISOString(),
      startedAt: c.startedAt?.toISOString() ?? null,
    })),
  };
}

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const { campaigns, page, pageCount, total, pageSize } = loaderData;
  const newCampaign = (
    <Link to="/admin/newsletter/campaigns/new" className={primaryAction}>
      New campaign
    </Link>
  );
  return (
    <div>
      <PageHeader
        title="Newsletter"
        description="Write a campaign, send yourself a test, then send it to the subscribers who chose that kind of e-mail."
        actions={newCampaign}
      />
      <NewsletterTabs />
      {campaigns.length === 0 ? (
        <EmptyState
          title="No campaigns yet"
          body="A campaign is one e-mail to your confirmed subscribers: the weekly newsletter, a promotion or new arrivals. Write the first one."
          action={newCampaign}
        />
      ) : (
        <>
          <CampaignTable rows={campaigns} />
          <Pagination
            page={page}
            pageCount={pageCount}
            total={total}
            pageSize={pageSize}
            hrefFor={(p) => listHref("/admin/newsletter/campaigns", {}, p)}
          />
        </>
      )}
    </div>
  );
}
