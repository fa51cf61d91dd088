import { data, redirect } from "react-router";
import { formText } from "../../../../lib/form-errors";
import { CAMPAIGN_MESSAGES } from "../../../../lib/newsletter-campaign";
import { AppError } from "../../../../server/errors";
import { setFlash } from "../../../../server/http/flash";
import type { SessionUser } from "../../../../server/modules/customers/service";
import {
  cancelCampaign,
  createCampaign,
  resumeCampaign,
  sendCampaignTest,
  startCampaign,
  updateCampaign,
} from "../../../../server/modules/newsletter/service";

export interface CampaignActionFailure {
  ok: false;
  error: string;
  fieldErrors: Record<string, string>;
}

const STATUS: Partial<Record<AppError["code"], number>> = {
  INVALID: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNAVAILABLE: 503,
};

const FIELDS = ["subject", "preheader", "preference", "body"] as const;

/** Runs the posted intent; the message for the toast, or an AppError for the form. */
async function perform(form: FormData, user: SessionUser, id: string | undefined) {
  const actor = { id: user.id, email: user.email };
  const intent = formText(form.get("intent")) || "save";
  const fields = Object.fromEntries(FIELDS.map((f) => [f, form.get(f)]));
  if (intent === "save" && !id) {
    const created = await createCampaign(actor, fields);
    return { to: created.id, text: CAMPAIGN_MESSAGES.created };
  }
  if (!id) throw new AppError("NOT_FOUND", CAMPAIGN_MESSAGES.notFound);
  if (intent === "save") {
    await updateCampaign(actor, id, fields, form.get("version"));
    return { text: CAMPAIGN_MESSAGES.saved };
  }
  if (intent === "test") {
    const sent = await sendCampaignTest(user, id);
    if (!sent.ok) throw new AppError("UNAVAILABLE", CAMPAIGN_MESSAGES.testFailed(sent.error));
    return {
      text: sent.stored ? CAMPAIGN_MESSAGES.testStored(sent.to) : CAMPAIGN_MESSAGES.testSent(sent.to),
    };
  }
  if (intent === "send") {
    return { text: CAMPAIGN_MESSAGES.started(await startCampaign(actor, id, form.get("version"))) };
  }
  if (intent === "cancel") {
    await cancelCampaign(actor, id);
    return { text: CAMPAIGN_MESSAGES.cancelled };
  }
  if (intent === "resume") {
    await resumeCampaign(actor, id);
    return { text: CAMPAIGN_MESSAGES.resumed };
  }
  throw new AppError("INVALID", CAMPAIGN_MESSAGES.unknownAction);
}

/** The campaign page's action: done means back to the campaign with a toast; a refusal stays on the form. */
export async function campaignAction(request: Request, user: SessionUser, id: string | undefined) {
  // A body that is not a form reads as an empty form: refused by validation, never a crash.
  const form = await request.formData().catch(() => new FormData());
  try {
    const done = await perform(form, user, id);
    return redirect(`/admin/newsletter/campaigns/${done.to ?? id}`, {
      headers: { "Set-Cookie": await setFlash({ type: "success", text: done.text }, request) },
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const body: CampaignActionFailure = {
      ok: false,
      error: error.message,
      fieldErrors: error.fieldErrors ?? {},
    };
    return data(body, { status: STATUS[error.code] ?? 400 });
  }
}
