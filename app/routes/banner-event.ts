import { data } from "react-router";
import { recordBannerEvent } from "../../server/modules/content/service";
import type { Route } from "./+types/banner-event";

/** POST /banners/{id}/view or /banners/{id}/click, sent by the hero carousel. */
export async function action({ params, request }: Route.ActionArgs) {
  if (request.method !== "POST" || (params.event !== "view" && params.event !== "click")) {
    return data({ ok: false }, { status: 404 });
  }
  const counted = await recordBannerEvent(params.id, params.event);
  return data({ ok: counted }, { status: counted ? 200 : 404 });
}

export function loader() {
  return data({ ok: false }, { status: 405 });
}
