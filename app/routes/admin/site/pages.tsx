import { Link } from "../../../components/link";
import { formatDateTime } from "../../../../lib/date-format";
import { requireStaff } from "../../../../server/http/guards";
import { listAdminPages } from "../../../../server/modules/content/service";
import { AdminTable } from "../../../components/admin/admin-table";
import { Badge } from "../../../components/admin/badge";
import { PageHeader, secondaryAction } from "../../../components/admin/page-header";
import { PAGE_STATUS_LABELS } from "../../../components/admin/site/page-status";
import type { Route } from "./+types/pages";

export const meta = () => [{ title: "Information pages | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Content", to: "/admin/cms" },
    { label: "Information pages" },
  ],
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  return { pages: await listAdminPages() };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <PageHeader
        title="Information pages"
        description="About us, contact, policies and shipping. A page with no text of yours, or one you unpublish, shows the shop's built-in text."
      />
      <AdminTable caption="Information pages">
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Shows</th>
            <th scope="col">Last changed</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {loaderData.pages.map((page) => {
            const status = PAGE_STATUS_LABELS[page.status];
            return (
              <tr key={page.key}>
                <td>
                  <Link
                    to={`/admin/cms/pages/${page.key}`}
                    className="font-medium text-stone-900 underline-offset-2 hover:underline"
                  >
                    {page.title}
                  </Link>
                  <p className="text-xs text-stone-500">{page.path}</p>
                </td>
                <td data-label="Shows">
                  <Badge tone={status.tone}>{status.label}</Badge>
                </td>
                <td data-label="Last changed" className="text-stone-700">
                  {page.updatedAt ? formatDateTime(page.updatedAt) : "Never"}
                </td>
                <td>
                  <div className="flex flex-wrap justify-end gap-2">
                    <Link to={`/admin/cms/pages/${page.key}`} className={secondaryAction}>
                      Edit<span className="sr-only">&nbsp;{page.title}</span>
                    </Link>
                    <a href={page.path} target="_blank" rel="noreferrer" className={secondaryAction}>
                      View in shop<span className="sr-only">&nbsp;({page.title}, opens in a new tab)</span>
                    </a>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </AdminTable>
    </div>
  );
}
