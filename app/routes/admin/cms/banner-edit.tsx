import { data, Form, redirect } from "react-router";
import { BANNER_FORM_FIELDS, bannerSchedule, clickThroughRate } from "../../../../lib/banner-form-schema";
import { formText } from "../../../../lib/form-errors";
import { formatIndianNumber } from "../../../../lib/money";
import { setFlash } from "../../../../server/http/flash";
import { requireStaff } from "../../../../server/http/guards";
import {
  createBanner,
  deleteBanner,
  getAdminBanner,
  updateBanner,
} from "../../../../server/modules/content/service";
import { Badge } from "../../../components/admin/badge";
import { cmsActionError } from "../../../components/admin/cms/action-answer";
import { BannerForm } from "../../../components/admin/cms/banner-form";
import { SCHEDULE_BADGES } from "../../../components/admin/cms/banner-table";
import { ConfirmButton } from "../../../components/admin/confirm-dialog";
import { Card } from "../../../components/admin/form-fields";
import { PageHeader } from "../../../components/admin/page-header";
import type { Route } from "./+types/banner-edit";

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.banner ? page.name : "Add banner"} | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Content", to: "/admin/cms" },
    { label: "Banners", to: "/admin/cms/banners" },
    { label: "Banner" },
  ],
};

export const NOT_FOUND_MESSAGE = "Banner not found";

/** One module for /admin/cms/banners/new and /admin/cms/banners/:id (no id means a new banner). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const banner = params.id ? await getAdminBanner(params.id) : null;
  if (params.id && !banner) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  return {
    banner: banner && {
      ...banner,
      startDate: banner.startDate?.toISOString() ?? null,
      endDate: banner.endDate?.toISOString() ?? null,
    },
    name: banner ? banner.title || banner.altText || `${banner.position} banner` : "",
    schedule: banner ? bannerSchedule(banner, new Date()) : null,
  };
}

const toList = async (text: string, request: Request) =>
  redirect("/admin/cms/banners", {
    headers: { "Set-Cookie": await setFlash({ type: "success", text }, request) },
  });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const form = await request.formData().catch(() => new FormData());
  const actor = { id: user.id, email: user.email };
  const id = params.id;
  try {
    if (formText(form.get("intent")) === "delete") {
      if (!id)
        return data({ ok: false as const, error: NOT_FOUND_MESSAGE, fieldErrors: {} }, { status: 404 });
      const { label } = await deleteBanner(actor, id);
      return toList(`${label} deleted`, request);
    }
    const fields = Object.fromEntries(BANNER_FORM_FIELDS.map((field) => [field, form.get(field)]));
    if (id) {
      await updateBanner(actor, id, fields, form.get("version"));
      return toList("Banner saved", request);
    }
    await createBanner(actor, fields);
    return toList("Banner created", request);
  } catch (error) {
    return cmsActionError(error, id);
  }
}

export default function BannerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { banner, name, schedule } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <div>
      <PageHeader
        title={banner ? name : "Add banner"}
        badges={
          schedule && <Badge tone={SCHEDULE_BADGES[schedule].tone}>{SCHEDULE_BADGES[schedule].label}</Badge>
        }
        actions={
          banner && (
            <Form method="post">
              <ConfirmButton
                title={`Delete ${name}?`}
                message={`${name} will be removed from the shop, with its views and clicks. This cannot be undone.`}
                confirmLabel="Delete banner"
                name="intent"
                value="delete"
              >
                Delete
              </ConfirmButton>
            </Form>
          )
        }
      />
      <BannerForm
        key={banner?.updatedAt ?? "new"}
        banner={banner}
        serverError={failure?.error ?? null}
        serverFieldErrors={failure?.fieldErrors ?? {}}
        aside={
          banner && (
            <Card title="Performance">
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-stone-600">Views</dt>
                  <dd className="font-semibold tabular-nums">{formatIndianNumber(banner.viewCount)}</dd>
                </div>
                <div>
                  <dt className="text-stone-600">Clicks</dt>
                  <dd className="font-semibold tabular-nums">{formatIndianNumber(banner.clickCount)}</dd>
                </div>
                <div>
                  <dt className="text-stone-600">Click rate</dt>
                  <dd className="font-semibold tabular-nums">
                    {clickThroughRate(banner.viewCount, banner.clickCount)}
                  </dd>
                </div>
              </dl>
              <p className="text-xs text-stone-600">
                A view is counted each time the slide shows on the home page; a click when its button is used.
              </p>
            </Card>
          )
        }
      />
    </div>
  );
}
