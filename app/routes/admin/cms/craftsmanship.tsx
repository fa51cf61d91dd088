import { Link } from "../../../components/link";
import { formText } from "../../../../lib/form-errors";
import { requireStaff } from "../../../../server/http/guards";
import {
  deleteCraftsmanship,
  listAdminCraftsmanship,
  moveCraftsmanship,
  setCraftsmanshipActive,
} from "../../../../server/modules/content/service";
import { cmsActionError, unknownAction } from "../../../components/admin/cms/action-answer";
import { CraftsmanshipTable } from "../../../components/admin/cms/craftsmanship-table";
import { EmptyState } from "../../../components/admin/empty-state";
import { PageHeader, primaryAction } from "../../../components/admin/page-header";
import { Pagination } from "../../../components/admin/pagination";
import type { Route } from "./+types/craftsmanship";

export const meta = () => [{ title: "Craftsmanship | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Content", to: "/admin/cms" },
    { label: "Craftsmanship" },
  ],
};

const PAGE = "/admin/cms/craftsmanship";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  return listAdminCraftsmanship(Number(new URL(request.url).searchParams.get("page")) || 1);
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const form = await request.formData().catch(() => null);
  const intent = formText(form?.get("intent"));
  const id = formText(form?.get("id")).slice(0, 64);
  const actor = { id: user.id, email: user.email };
  const done = (message: string) => ({ ok: true as const, message });
  try {
    switch (intent) {
      case "active": {
        const on = formText(form?.get("value")) === "true";
        const { title } = await setCraftsmanshipActive(actor, id, on);
        return done(`${title} is ${on ? "now shown on the home page" : "now hidden from the home page"}`);
      }
      case "up":
      case "down": {
        const { title, moved } = await moveCraftsmanship(actor, id, intent);
        return done(
          moved
            ? `${title} moved ${intent}`
            : `${title} is already at the ${intent === "up" ? "top" : "bottom"}`,
        );
      }
      case "delete": {
        const { title } = await deleteCraftsmanship(actor, id);
        return done(`${title} deleted`);
      }
      default:
        return unknownAction(id);
    }
  } catch (error) {
    return cmsActionError(error, id);
  }
}

export default function Craftsmanship({ loaderData }: Route.ComponentProps) {
  const { sections, page, pageCount, total, pageSize } = loaderData;
  const add = (
    <Link to="/admin/cms/craftsmanship/new" className={primaryAction}>
      Add section
    </Link>
  );
  return (
    <div>
      <PageHeader
        title="Craftsmanship"
        description="The home page's sections about how the clothes are made, in this order. Each shows the first 4 images of its gallery."
        actions={add}
      />
      {sections.length === 0 ? (
        <EmptyState
          title="No craftsmanship sections yet"
          body="Tell shoppers how the clothes are woven, dyed and embroidered, with a gallery of the work."
          action={add}
        />
      ) : (
        <>
          <CraftsmanshipTable sections={sections} first={page === 1} last={page === pageCount} page={page} />
          <Pagination
            page={page}
            pageCount={pageCount}
            total={total}
            pageSize={pageSize}
            hrefFor={(p) => (p > 1 ? `?page=${p}` : PAGE)}
          />
        </>
      )}
    </div>
  );
}
