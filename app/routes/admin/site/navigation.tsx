import {
  EDITABLE_NAV_LOCATIONS,
  type EditableNavLocation,
  NAV_LINK_FIELDS,
  NAV_LOCATION_LABELS,
} from "../../../../lib/navigation-link-form";
import { formText } from "../../../../lib/form-errors";
import { requireStaff } from "../../../../server/http/guards";
import {
  createNavigationLink,
  deleteNavigationLink,
  getAdminNavigationLink,
  listAdminNavigation,
  moveNavigationLink,
  setNavigationLinkActive,
  updateNavigationLink,
} from "../../../../server/modules/content/service";
import { EmptyState } from "../../../components/admin/empty-state";
import { Card } from "../../../components/admin/form-fields";
import { PageHeader } from "../../../components/admin/page-header";
import { Pagination } from "../../../components/admin/pagination";
import { ActionBanner } from "../../../components/admin/site/action-banner";
import { NavLinkForm } from "../../../components/admin/site/nav-link-form";
import { NavLinkList } from "../../../components/admin/site/nav-link-list";
import { doneThen, listPage, refusal, unknownIntent } from "./answers.server";
import type { Route } from "./+types/navigation";

export const meta = () => [{ title: "Navigation | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Content", to: "/admin/cms" },
    { label: "Navigation" },
  ],
};

const PAGE = "/admin/cms/navigation";

export const NAVIGATION_PAGE_MESSAGES = {
  noAction: "Choose what to do with the link.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const params = new URL(request.url).searchParams;
  const pageOf = (location: EditableNavLocation) => Number(params.get(PAGE_PARAM[location])) || 1;
  const editId = params.get("edit");
  const [lists, editing] = await Promise.all([
    listAdminNavigation({ header: pageOf("header"), footer: pageOf("footer") }),
    editId ? getAdminNavigationLink(editId) : null,
  ]);
  return { lists, editing };
}

/** Each location's list pages on its own: ?headerPage=2&footerPage=3. */
const PAGE_PARAM: Record<EditableNavLocation, string> = { header: "headerPage", footer: "footerPage" };

/** The page's address with the lists at these pages, editing a link or not. */
function pageHref(pages: Record<EditableNavLocation, number>, edit?: string) {
  const query = new URLSearchParams();
  for (const location of EDITABLE_NAV_LOCATIONS)
    if (pages[location] > 1) query.set(PAGE_PARAM[location], String(pages[location]));
  if (edit) query.set("edit", edit);
  // toString, not size: URLSearchParams.size is missing from browsers older than 2023.
  const search = query.toString();
  return search ? `?${search}` : PAGE;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const form = await request.formData();
  const actor = { id: user.id, email: user.email };
  const intent = formText(form.get("intent"));
  const id = formText(form.get("id")).slice(0, 64);
  const formId = formText(form.get("form")).slice(0, 32) || undefined;
  // A checkbox is sent only when ticked.
  const fields = {
    ...Object.fromEntries(NAV_LINK_FIELDS.map((f) => [f, form.get(f)])),
    isActive: form.has("isActive"),
  };
  try {
    switch (intent) {
      case "create": {
        const { name } = await createNavigationLink(actor, fields);
        return doneThen(listPage(request), `${name} added`, request);
      }
      case "update": {
        const { name } = await updateNavigationLink(actor, id, fields, form.get("version"));
        return doneThen(listPage(request), `${name} saved`, request);
      }
      case "active": {
        const on = formText(form.get("value")) === "true";
        const { name } = await setNavigationLinkActive(actor, id, on);
        return {
          ok: true as const,
          id,
          message: `${name} is ${on ? "now shown in the shop" : "now hidden from the shop"}`,
        };
      }
      case "up":
      case "down": {
        const { name, moved } = await moveNavigationLink(actor, id, intent);
        const message = moved
          ? `${name} moved ${intent}`
          : `${name} is already at the ${intent === "up" ? "top" : "bottom"}`;
        return { ok: true as const, id, message };
      }
      case "delete": {
        const { name } = await deleteNavigationLink(actor, id);
        return doneThen(listPage(request), `${name} deleted`, request);
      }
      default:
        return unknownIntent(NAVIGATION_PAGE_MESSAGES.noAction, id);
    }
  } catch (error) {
    return refusal(error, { form: formId, id });
  }
}

const DESCRIPTIONS: Record<EditableNavLocation, string> = {
  header: "The shop's top menu. With no link shown, the shop falls back to Home, Shop, About Us and Contact.",
  footer: "The Quick Links in the shop's footer.",
};

export default function Navigation({ loaderData, actionData }: Route.ComponentProps) {
  const { lists, editing } = loaderData;
  const pages = { header: lists.header.page, footer: lists.footer.page };
  const failure = actionData && !actionData.ok ? actionData : null;
  const errorsFor = (formId: string) => (failure?.form === formId ? failure.fieldErrors : {});
  const errorFor = (formId: string) => (failure?.form === formId ? failure.error : undefined);
  // A refusal about a row (posted without JavaScript) or about no form shows at the top.
  const banner = failure && !failure.form ? failure.error : null;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Navigation"
        description="The links in the shop's header and footer. Changes show in the shop straight away. The back office's own menu is not edited here."
      />
      <ActionBanner error={banner} message={actionData?.ok ? actionData.message : null} />
      {editing && (
        <Card title={`Edit link: ${editing.name}`}>
          <NavLinkForm
            key={editing.updatedAt}
            formId="edit-link"
            link={editing}
            location={editing.location}
            serverErrors={errorsFor("edit-link")}
            serverError={errorFor("edit-link")}
            cancelHref={pageHref(pages)}
          />
        </Card>
      )}
      {EDITABLE_NAV_LOCATIONS.map((location) => {
        const list = lists[location];
        const links = list.links;
        const label = NAV_LOCATION_LABELS[location];
        const formId = `add-${location}`;
        return (
          <Card key={location} title={`${label} links`}>
            <p className="text-sm text-stone-600">{DESCRIPTIONS[location]}</p>
            {links.length === 0 ? (
              <EmptyState
                title={`No ${location} links yet`}
                body={`Add the first one below. It appears in the shop's ${location} as soon as it is added.`}
              />
            ) : (
              <>
                <NavLinkList
                  caption={`${label} links, in the shop's order`}
                  links={links}
                  first={list.page === 1}
                  last={list.page === list.pageCount}
                  editHref={(id) => pageHref(pages, id)}
                />
                <Pagination
                  label={`${label} links pages`}
                  page={list.page}
                  pageCount={list.pageCount}
                  total={list.total}
                  pageSize={list.pageSize}
                  hrefFor={(p) => pageHref({ ...pages, [location]: p })}
                />
              </>
            )}
            <div className="border-t border-stone-200 pt-4">
              <h3 className="mb-3 text-sm font-semibold text-stone-900">Add a {location} link</h3>
              <NavLinkForm
                key={links.map((l) => l.id).join()}
                formId={formId}
                location={location}
                serverErrors={errorsFor(formId)}
                serverError={errorFor(formId)}
              />
            </div>
          </Card>
        );
      })}
    </div>
  );
}
