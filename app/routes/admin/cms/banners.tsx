import { Form } from "react-router";
import { Link } from "../../../components/link";
import {
  BANNER_POSITION_LABELS,
  BANNER_POSITIONS,
  type BannerPosition,
  bannerSchedule,
} from "../../../../lib/banner-form-schema";
import { formText } from "../../../../lib/form-errors";
import { requireStaff } from "../../../../server/http/guards";
import {
  deleteBanner,
  listAdminBanners,
  moveBanner,
  setBannerActive,
} from "../../../../server/modules/content/service";
import { cmsActionError, unknownAction } from "../../../components/admin/cms/action-answer";
import { BannerTable } from "../../../components/admin/cms/banner-table";
import { EmptyState } from "../../../components/admin/empty-state";
import { PageHeader, primaryAction, secondaryAction } from "../../../components/admin/page-header";
import { listHref, Pagination } from "../../../components/admin/pagination";
import type { Route } from "./+types/banners";

export const meta = () => [{ title: "Banners | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Content", to: "/admin/cms" },
    { label: "Banners" },
  ],
};

const isPosition = (value: string): value is BannerPosition =>
  (BANNER_POSITIONS as readonly string[]).includes(value);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const params = new URL(request.url).searchParams;
  const position = formText(params.get("position"));
  const filter = isPosition(position) ? position : "";
  const page = Number.parseInt(params.get("page") ?? "1", 10) || 1;
  const { counts, ...list } = await listAdminBanners({ position: filter, page });
  const now = new Date();
  return {
    position: filter,
    counts,
    list: {
      ...list,
      rows: list.rows.map((row) => ({
        ...row,
        startDate: row.startDate?.toISOString() ?? null,
        endDate: row.endDate?.toISOString() ?? null,
        schedule: bannerSchedule(row, now),
      })),
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const form = await request.formData().catch(() => null);
  const intent = formText(form?.get("intent"));
  const id = formText(form?.get("id")).slice(0, 64);
  const actor = { id: user.id, email: user.email };
  try {
    switch (intent) {
      case "active": {
        const on = formText(form?.get("value")) === "true";
        const { label } = await setBannerActive(actor, id, on);
        return { ok: true as const, message: `${label} is ${on ? "switched on" : "switched off"}` };
      }
      case "up":
      case "down": {
        const { label, moved } = await moveBanner(actor, id, intent);
        return {
          ok: true as const,
          message: moved
            ? `${label} moved ${intent}`
            : `${label} is already at the ${intent === "up" ? "top" : "bottom"}`,
        };
      }
      case "delete": {
        const { label } = await deleteBanner(actor, id);
        return { ok: true as const, message: `${label} deleted` };
      }
      default:
        return unknownAction(id);
    }
  } catch (error) {
    return cmsActionError(error, id);
  }
}

export default function Banners({ loaderData }: Route.ComponentProps) {
  const { list, position, counts } = loaderData;
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const add = (
    <Link to="/admin/cms/banners/new" className={primaryAction}>
      Add banner
    </Link>
  );
  return (
    <div>
      <PageHeader
        title="Banners"
        description="The home page's carousel shows the active hero banners inside their schedule, in this order."
        actions={add}
      />
      {all > 0 && (
        <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium">
            Position
            <select
              name="position"
              defaultValue={position}
              className="mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2"
            >
              <option value="">All positions ({all})</option>
              {BANNER_POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {BANNER_POSITION_LABELS[p]} ({counts[p] ?? 0})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={secondaryAction}>
            Filter
          </button>
          {position && (
            <Link to="/admin/cms/banners" className="px-2 py-2 text-sm text-stone-700 underline">
              Clear
            </Link>
          )}
        </Form>
      )}
      {all === 0 ? (
        <EmptyState
          title="No banners yet"
          body="Banners are the large pictures at the top of the home page. Add one for a festival, with a start and an end, and it goes live and ends by itself."
          action={add}
        />
      ) : list.total === 0 ? (
        <EmptyState
          title="No banners here"
          body="No banner has this position yet."
          action={
            <Link to="/admin/cms/banners" className={secondaryAction}>
              Show every position
            </Link>
          }
        />
      ) : (
        <>
          <BannerTable rows={list.rows} />
          <Pagination
            page={list.page}
            pageCount={list.pageCount}
            total={list.total}
            pageSize={list.pageSize}
            hrefFor={(page) => listHref("/admin/cms/banners", { position }, page)}
          />
        </>
      )}
    </div>
  );
}
