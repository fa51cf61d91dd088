import { FAQ_FIELDS, PRODUCT_PAGE_FAQS } from "../../../../lib/faq-form";
import { formText } from "../../../../lib/form-errors";
import { requireStaff } from "../../../../server/http/guards";
import {
  createFaq,
  deleteFaq,
  getAdminFaq,
  listAdminFaqs,
  moveFaq,
  setFaqActive,
  updateFaq,
} from "../../../../server/modules/content/service";
import { EmptyState } from "../../../components/admin/empty-state";
import { Card } from "../../../components/admin/form-fields";
import { PageHeader } from "../../../components/admin/page-header";
import { Pagination } from "../../../components/admin/pagination";
import { ActionBanner } from "../../../components/admin/site/action-banner";
import { FaqForm } from "../../../components/admin/site/faq-form";
import { FaqList } from "../../../components/admin/site/faq-list";
import { doneThen, listPage, refusal, unknownIntent } from "./answers.server";
import type { Route } from "./+types/faqs";

export const meta = () => [{ title: "FAQs | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Content", to: "/admin/cms" },
    { label: "FAQs" },
  ],
};

const PAGE = "/admin/cms/faqs";

export const FAQ_PAGE_MESSAGES = {
  noAction: "Choose what to do with the FAQ.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const params = new URL(request.url).searchParams;
  const list = await listAdminFaqs(Number(params.get("page")) || 1);
  const editId = params.get("edit");
  return { ...list, editing: editId ? await getAdminFaq(editId) : null };
}

/** The list's address at a page, editing an FAQ or not. */
const listHref = (page: number, edit?: string) => {
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  if (edit) query.set("edit", edit);
  // toString, not size: URLSearchParams.size is missing from browsers older than 2023.
  const search = query.toString();
  return search ? `?${search}` : PAGE;
};

/** A question cut short for a message. */
const short = (question: string) =>
  question.length > 60 ? `"${question.slice(0, 57)}..."` : `"${question}"`;

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const form = await request.formData();
  const actor = { id: user.id, email: user.email };
  const intent = formText(form.get("intent"));
  const id = formText(form.get("id")).slice(0, 64);
  const formId = formText(form.get("form")).slice(0, 32) || undefined;
  // A checkbox is sent only when ticked.
  const fields = {
    ...Object.fromEntries(FAQ_FIELDS.map((f) => [f, form.get(f)])),
    isActive: form.has("isActive"),
  };
  try {
    switch (intent) {
      case "create":
        await createFaq(actor, fields);
        return doneThen(listPage(request), "FAQ added", request);
      case "update":
        await updateFaq(actor, id, fields);
        return doneThen(listPage(request), "FAQ saved", request);
      case "active": {
        const on = formText(form.get("value")) === "true";
        const { question } = await setFaqActive(actor, id, on);
        const message = `${short(question)} is ${on ? "now shown in the shop" : "now hidden from the shop"}`;
        return { ok: true as const, id, message };
      }
      case "up":
      case "down": {
        const { question, moved } = await moveFaq(actor, id, intent);
        const message = moved
          ? `${short(question)} moved ${intent}`
          : `${short(question)} is already at the ${intent === "up" ? "top" : "bottom"}`;
        return { ok: true as const, id, message };
      }
      case "delete":
        await deleteFaq(actor, id);
        return doneThen(listPage(request), "FAQ deleted", request);
      default:
        return unknownIntent(FAQ_PAGE_MESSAGES.noAction, id);
    }
  } catch (error) {
    return refusal(error, { form: formId, id });
  }
}

export default function Faqs({ loaderData, actionData }: Route.ComponentProps) {
  const { faqs, editing, page, pageCount, total, pageSize } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const errorsFor = (formId: string) => (failure?.form === formId ? failure.fieldErrors : {});
  const errorFor = (formId: string) => (failure?.form === formId ? failure.error : undefined);
  return (
    <div className="space-y-6">
      <PageHeader
        title="FAQs"
        description={`Questions and answers shown under every product's FAQs tab, in this order (the first ${PRODUCT_PAGE_FAQS} shown ones). Changes show in the shop straight away.`}
      />
      <ActionBanner
        error={failure && !failure.form ? failure.error : null}
        message={actionData?.ok ? actionData.message : null}
      />
      {editing && (
        <Card title="Edit FAQ">
          <FaqForm
            key={editing.id}
            formId="edit-faq"
            faq={editing}
            serverErrors={errorsFor("edit-faq")}
            serverError={errorFor("edit-faq")}
            cancelHref={listHref(page)}
          />
        </Card>
      )}
      {faqs.length === 0 ? (
        <EmptyState
          title="No FAQs yet"
          body="Answer the questions shoppers ask most (sizes, delivery, returns) once, and every product page shows them."
        />
      ) : (
        <>
          <FaqList
            faqs={faqs}
            first={page === 1}
            last={page === pageCount}
            editHref={(id) => listHref(page, id)}
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            total={total}
            pageSize={pageSize}
            hrefFor={(p) => listHref(p)}
          />
        </>
      )}
      <Card title="Add an FAQ">
        <FaqForm
          key={faqs.map((f) => f.id).join()}
          formId="add-faq"
          serverErrors={errorsFor("add-faq")}
          serverError={errorFor("add-faq")}
        />
      </Card>
    </div>
  );
}
