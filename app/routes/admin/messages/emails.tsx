import { Link } from "../../../components/link";
import {
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  type MailStatus,
  templateLabel,
} from "../../../../lib/mail-outbox";
import { requireStaff } from "../../../../server/http/guards";
import {
  listOutboxMail,
  listOutboxTemplates,
  OUTBOX_PAGE_SIZE,
} from "../../../../server/modules/mail/service";
import { EmptyState } from "../../../components/admin/empty-state";
import { ListSearch } from "../../../components/admin/messages/list-search";
import { MailTable } from "../../../components/admin/messages/mail-table";
import { StatusTabs } from "../../../components/admin/messages/status-tabs";
import { PageHeader, secondaryAction } from "../../../components/admin/page-header";
import { listHref, Pagination } from "../../../components/admin/pagination";
import type { Route } from "./+types/emails";

export const meta = () => [{ title: "E-mails | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "E-mails" }] };

const PATH = "/admin/emails";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "settings");
  const params = new URL(request.url).searchParams;
  // What the address says is only compared with stored values; NUL never reaches the database.
  const param = (name: string) => (params.get(name) ?? "").replace(/\0/g, "").trim().slice(0, 100);
  const asked = param("status");
  const status = (MAIL_STATUSES as readonly string[]).includes(asked) ? (asked as MailStatus) : undefined;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const filters = { q: param("q"), status: status ?? "", template: param("template") };
  const [list, templates] = await Promise.all([
    listOutboxMail({ ...filters, status, page: Number.isFinite(page) ? page : 1 }),
    listOutboxTemplates(),
  ]);
  return {
    filters,
    templates: templates.map((value) => ({ value, label: templateLabel(value) })),
    counts: list.counts,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    pageSize: OUTBOX_PAGE_SIZE,
    mails: list.mails.map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}

const selectClass = "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-normal";

export default function Emails({ loaderData }: Route.ComponentProps) {
  const { filters, templates, counts, mails, total, page, pageCount, pageSize } = loaderData;
  const tabs = (["all", ...MAIL_STATUSES] as const).map((key) => ({
    key,
    label: key === "all" ? "All" : MAIL_STATUS_LABELS[key],
    count: counts[key],
    href: listHref(PATH, { ...filters, status: key === "all" ? "" : key }),
  }));
  const filtered = filters.q !== "" || filters.template !== "" || filters.status !== "";
  return (
    <div>
      <PageHeader
        title="E-mails"
        description="Every e-mail the shop has queued, sent or failed to send, with its content. A failed e-mail can be sent again."
      />
      {!filtered && total === 0 ? (
        <EmptyState
          title="No e-mails yet"
          body="Order confirmations, shipping updates, replies to messages and other e-mails appear here as soon as the shop queues them."
        />
      ) : (
        <>
          <StatusTabs label="E-mail status" tabs={tabs} current={filters.status || "all"} />
          <ListSearch
            path={PATH}
            label="Search e-mails by recipient"
            placeholder="Recipient's e-mail address"
            q={filters.q}
            keep={{ status: filters.status }}
            filtered={filtered}
          >
            <label className="text-sm font-medium">
              Template
              <select name="template" defaultValue={filters.template} className={selectClass}>
                <option value="">All templates</option>
                {templates.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            </label>
          </ListSearch>
          {mails.length === 0 ? (
            <EmptyState
              title="No e-mails match"
              body="Nothing matches this recipient, status and template. Try part of the address, or clear the filters."
              action={
                <Link to={PATH} className={secondaryAction}>
                  Clear search and filters
                </Link>
              }
            />
          ) : (
            <>
              <MailTable mails={mails} />
              <Pagination
                page={page}
                pageCount={pageCount}
                total={total}
                pageSize={pageSize}
                hrefFor={(p) => listHref(PATH, filters, p)}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
