import { Link } from "../../../components/link";
import {
  CONTACT_INBOX_TABS,
  CONTACT_STATUS_LABELS,
  type ContactInboxTab,
} from "../../../../lib/contact-inbox";
import { requireStaff } from "../../../../server/http/guards";
import { CONTACT_PAGE_SIZE, listContactMessages } from "../../../../server/modules/content/service";
import { EmptyState } from "../../../components/admin/empty-state";
import { ContactTable } from "../../../components/admin/messages/contact-table";
import { ListSearch } from "../../../components/admin/messages/list-search";
import { StatusTabs } from "../../../components/admin/messages/status-tabs";
import { PageHeader, secondaryAction } from "../../../components/admin/page-header";
import { listHref, Pagination } from "../../../components/admin/pagination";
import type { Route } from "./+types/messages";

export const meta = () => [{ title: "Messages | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Messages" }] };

const PATH = "/admin/messages";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const params = new URL(request.url).searchParams;
  // What the address says is only compared with stored values; NUL never reaches the database.
  const q = (params.get("q") ?? "").replace(/\0/g, "").trim().slice(0, 100);
  const asked = params.get("status") ?? "";
  const tab = (CONTACT_INBOX_TABS as readonly string[]).includes(asked) ? (asked as ContactInboxTab) : "all";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const list = await listContactMessages({ tab, q, page: Number.isFinite(page) ? page : 1 });
  return {
    filters: { q, status: tab === "all" ? "" : tab },
    counts: list.counts,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    pageSize: CONTACT_PAGE_SIZE,
    messages: list.messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      snippet: m.snippet,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

function emptyTitle({ q, status }: { q: string; status: string }): string {
  if (q) return "No messages match";
  if (!status) return "The inbox is empty";
  return `No ${CONTACT_STATUS_LABELS[status as ContactInboxTab].toLowerCase()} messages`;
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { filters, counts, messages, total, page, pageCount, pageSize } = loaderData;
  const tabs = CONTACT_INBOX_TABS.map((key) => ({
    key,
    label: CONTACT_STATUS_LABELS[key],
    count: counts[key],
    href: listHref(PATH, { q: filters.q, status: key === "all" ? "" : key }),
  }));
  const nothingAtAll = filters.q === "" && Object.values(counts).every((n) => n === 0);
  return (
    <div>
      <PageHeader
        title="Messages"
        description="What shoppers wrote through the contact form. Open a message to read it, reply by e-mail, archive it or mark it as spam."
      />
      {nothingAtAll ? (
        <EmptyState
          title="No messages yet"
          body="Messages that shoppers send through the contact form appear here, newest first, with the new ones counted on the dashboard."
          action={
            <Link to="/contact" className={secondaryAction}>
              View the contact page
            </Link>
          }
        />
      ) : (
        <>
          <StatusTabs label="Message status" tabs={tabs} current={filters.status || "all"} />
          <ListSearch
            path={PATH}
            label="Search messages by name, e-mail, subject or text"
            placeholder="Name, e-mail, subject or text"
            q={filters.q}
            keep={{ status: filters.status }}
          />
          {messages.length === 0 ? (
            <EmptyState
              title={emptyTitle(filters)}
              body={
                filters.q
                  ? "Nothing in this tab matches the search. Try fewer words, another tab, or clear the search."
                  : filters.status
                    ? "Messages move here when their status changes. Try another tab."
                    : "The only messages are marked as spam: see the Spam tab."
              }
              action={
                (filters.q || filters.status) && (
                  <Link to={PATH} className={secondaryAction}>
                    All messages
                  </Link>
                )
              }
            />
          ) : (
            <>
              <ContactTable messages={messages} />
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
