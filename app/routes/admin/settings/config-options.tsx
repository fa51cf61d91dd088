import { data, redirect } from "react-router";
import { Link } from "../../../components/link";
import { categoryLabel } from "../../../../lib/config-option-form";
import { formText } from "../../../../lib/form-errors";
import { AppError } from "../../../../server/errors";
import { setFlash } from "../../../../server/http/flash";
import { requireStaff } from "../../../../server/http/guards";
import {
  createConfigOption,
  deleteConfigOption,
  ensureDefaultConfigOptions,
  listCategoryOptions,
  listConfigCategories,
  moveConfigOption,
  updateConfigOption,
} from "../../../../server/modules/settings/service";
import { EmptyState } from "../../../components/admin/empty-state";
import { Pagination } from "../../../components/admin/pagination";
import { PageHeader } from "../../../components/admin/page-header";
import { ConfigOptionAdd } from "../../../components/admin/settings/config-option-add";
import { ConfigOptionRow } from "../../../components/admin/settings/config-option-row";
import { SettingsNav } from "../../../components/admin/settings/settings-nav";
import type { Route } from "./+types/config-options";

export const meta = () => [{ title: "Config options | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Settings", to: "/admin/settings" },
    { label: "Config options" },
  ],
};

const PATH = "/admin/settings/options";
/** A category's list, at a page. */
const listOf = (category: string, page = 1) =>
  `${PATH}?category=${encodeURIComponent(category)}${page > 1 ? `&page=${page}` : ""}`;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request, "settings");
  // Spec §7: the defaults are seeded again when the table is empty.
  await ensureDefaultConfigOptions({ id: user.id, email: user.email });
  const categories = await listConfigCategories();
  const params = new URL(request.url).searchParams;
  const asked = params.get("category") ?? "";
  const current = categories.find((c) => c.category === asked)?.category ?? categories[0]?.category ?? "";
  // With no category at all (none seeded yet) the list is empty.
  const { options, ...window } = await listCategoryOptions(current, Number(params.get("page")) || 1);
  return {
    categories,
    current,
    ...window,
    options: options.map((o) => ({
      id: o.id,
      category: o.category,
      key: o.key,
      label: o.label,
      value: o.value ?? "",
      isActive: o.isActive,
      version: o.updatedAt.toISOString(),
    })),
  };
}

const MESSAGES = {
  create: "Option added",
  update: "Option saved",
  delete: "Option deleted",
  move: "Order saved",
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "settings");
  const actor = { id: user.id, email: user.email };
  const form = await request.formData().catch(() => new FormData());
  const text = (name: string) => formText(form.get(name));
  const intent = text("intent");
  const id = text("id");
  try {
    let category: string;
    if (intent === "create") {
      const fields = {
        category: text("category"),
        key: text("key"),
        label: text("label"),
        value: text("value"),
      };
      category = (await createConfigOption(actor, { ...fields, isActive: true })).category;
    } else if (intent === "update") {
      const fields = { key: text("key"), label: text("label"), value: text("value") };
      const input = { ...fields, isActive: form.get("isActive") !== null };
      category = (await updateConfigOption(actor, id, input, text("version"))).category;
    } else if (intent === "delete") {
      category = (await deleteConfigOption(actor, id)).category;
    } else if (intent === "move") {
      category = (await moveConfigOption(actor, id, text("direction") === "up" ? "up" : "down")).category;
    } else {
      throw new AppError("INVALID", "Choose what to do with the option");
    }
    const flash = await setFlash({ type: "success", text: MESSAGES[intent] }, request);
    return redirect(listOf(category, pageAfter(request, category)), { headers: { "Set-Cookie": flash } });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = { NOT_FOUND: 404, CONFLICT: 409 }[error.code as string] ?? 400;
    return data(
      { ok: false as const, intent, id, error: error.message, fieldErrors: error.fieldErrors ?? {} },
      { status },
    );
  }
}

/** The page the admin was on when the change stays in the category they were looking at; else the first. */
function pageAfter(request: Request, category: string): number {
  const params = new URL(request.url).searchParams;
  return params.get("category") === category ? Number(params.get("page")) || 1 : 1;
}

export default function ConfigOptions({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, current, options, page, pageCount, total, pageSize } = loaderData;
  const addFailure = actionData?.intent === "create" ? actionData : null;
  return (
    <div>
      <PageHeader
        title="Config options"
        description="The lists the shop offers by category: order and payment statuses, sort options, the dashboard's quick actions and colour presets."
      />
      <SettingsNav />
      <nav aria-label="Categories" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c.category}>
              <Link
                to={listOf(c.category)}
                aria-current={c.category === current ? "page" : undefined}
                className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm ${
                  c.category === current
                    ? "border-maroon-800 bg-maroon-800 text-white"
                    : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50"
                }`}
              >
                {categoryLabel(c.category)} <span className="tabular-nums">({c.total})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="options-heading" className="min-w-0">
          <h2 id="options-heading" className="mb-2 text-lg font-semibold text-stone-900">
            {current ? categoryLabel(current) : "Options"}
          </h2>
          {options.length === 0 ? (
            <EmptyState
              title="No options here yet"
              body="Add the first option of this category with the form beside this list."
            />
          ) : (
            <>
              <ol className="space-y-2" start={(page - 1) * pageSize + 1}>
                {options.map((option, index) => (
                  <ConfigOptionRow
                    key={`${option.id}-${option.version}`}
                    option={option}
                    first={page === 1 && index === 0}
                    last={page === pageCount && index === options.length - 1}
                    failure={
                      actionData && actionData.intent !== "create" && actionData.id === option.id
                        ? actionData
                        : null
                    }
                  />
                ))}
              </ol>
              <Pagination
                page={page}
                pageCount={pageCount}
                total={total}
                pageSize={pageSize}
                hrefFor={(p) => listOf(current, p)}
              />
            </>
          )}
        </section>
        <ConfigOptionAdd
          // A new option changes the count: the form starts empty again (a refusal keeps what was typed).
          key={`${current}-${total}`}
          category={current}
          categories={categories.map((c) => c.category)}
          failure={addFailure}
        />
      </div>
    </div>
  );
}
