import { useEffect } from "react";
import { data, redirect } from "react-router";
import { RecordError } from "../../../components/admin/record-error";
import { Link } from "../../../components/link";
import {
  CONTACT_INBOX_MESSAGES,
  CONTACT_MOVE_ALREADY,
  CONTACT_MOVE_DONE,
  type ContactMove,
} from "../../../../lib/contact-inbox";
import { formatDateTime } from "../../../../lib/date-format";
import { formText } from "../../../../lib/form-errors";
import { canOpen } from "../../../../lib/permissions";
import { AppError } from "../../../../server/errors";
import { setFlash } from "../../../../server/http/flash";
import { requireStaff } from "../../../../server/http/guards";
import { log } from "../../../../server/log";
import { openContactMessage } from "../../../../server/modules/content/service";
import { moveContactMessage, replyToContactMessage } from "../../../../server/modules/content/service";
import { listUserContacts } from "../../../../server/modules/customers/service";
import { Card } from "../../../components/admin/form-fields";
import { ContactStatusBadge } from "../../../components/admin/messages/badges";
import { ContactActions } from "../../../components/admin/messages/contact-actions";
import { ReplyCard } from "../../../components/admin/messages/reply-card";
import { PageHeader } from "../../../components/admin/page-header";
import { useToast } from "../../../components/ui/toaster";
import type { Route } from "./+types/message";

export const meta = ({ loaderData: page }: Route.MetaArgs) => [
  { title: `${page?.message.subject ?? "Message"} | Messages | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Messages", to: "/admin/messages" },
    { label: "Message" },
  ],
};

const STATUS_OF: Partial<Record<AppError["code"], number>> = { INVALID: 400, NOT_FOUND: 404, CONFLICT: 409 };

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request, "content");
  // Opening a new message marks it read (an admin write, in the activity log).
  const message = await openContactMessage({ id: user.id, email: user.email }, params.id ?? "").catch(
    (error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND")
        throw data({ message: error.message }, { status: 404 });
      throw error;
    },
  );
  const replier = message.repliedBy
    ? (await listUserContacts([message.repliedBy])).get(message.repliedBy)
    : null;
  return {
    message: {
      id: message.id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      status: message.status,
      createdAt: message.createdAt.toISOString(),
      reply:
        message.replyBody === null
          ? null
          : {
              body: message.replyBody,
              at: message.repliedAt?.toISOString() ?? null,
              by: replier?.name ?? null,
            },
    },
    // The outbox is for admins only; staff see no link they cannot open.
    outboxLink: canOpen("/admin/emails", user.role),
  };
}

const refused = (error: string, status: number, fieldErrors?: Record<string, string>) =>
  data({ ok: false as const, error, fieldErrors }, { status });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const actor = { id: user.id, email: user.email };
  const form = await request.formData().catch(() => null);
  const intent = formText(form?.get("intent"));
  const id = params.id ?? "";
  try {
    if (intent === "reply") {
      await replyToContactMessage(actor, id, form?.get("reply"));
      return { ok: true as const, message: CONTACT_INBOX_MESSAGES.sent };
    }
    const result = await moveContactMessage(actor, id, intent);
    const move = intent as ContactMove;
    const text = result.changed || move === "restore" ? CONTACT_MOVE_DONE[move] : CONTACT_MOVE_ALREADY[move];
    // Back on this page the message would be opened, and so read, again.
    if (move === "unread")
      return redirect("/admin/messages", {
        headers: { "Set-Cookie": await setFlash({ type: "success", text }, request) },
      });
    return { ok: true as const, message: text };
  } catch (error) {
    if (error instanceof AppError && STATUS_OF[error.code])
      return refused(error.message, STATUS_OF[error.code]!, error.fieldErrors);
    if (intent !== "reply") throw error;
    // The reply typed stays on the page, with the spec's words, instead of an error page.
    log.error(`reply to contact message ${id} failed`, error);
    return refused(CONTACT_INBOX_MESSAGES.sendFailed, 500);
  }
}

export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, outboxLink } = loaderData;
  const { show } = useToast();
  useEffect(() => {
    if (actionData)
      show(actionData.ok ? "success" : "error", actionData.ok ? actionData.message : actionData.error);
  }, [actionData, show]);
  const replyError = actionData && !actionData.ok ? actionData.fieldErrors?.reply : undefined;
  return (
    <div>
      <PageHeader
        title={message.subject ?? "No subject"}
        description={`From ${message.name}, ${formatDateTime(message.createdAt)}`}
        badges={<ContactStatusBadge status={message.status} />}
        actions={
          <Link to="/admin/messages" className="text-sm underline">
            All messages
          </Link>
        }
      />
      {actionData && !actionData.ok && !replyError && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {actionData.error}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-4">
          <Card title="Message">
            <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="font-medium text-stone-600">From</dt>
              <dd className="break-words">{message.name}</dd>
              <dt className="font-medium text-stone-600">E-mail</dt>
              <dd className="break-all">
                <a href={`mailto:${message.email}`} className="underline">
                  {message.email}
                </a>
              </dd>
              <dt className="font-medium text-stone-600">Received</dt>
              <dd>{formatDateTime(message.createdAt)}</dd>
            </dl>
            <p className="whitespace-pre-wrap break-words border-t border-stone-100 pt-3 text-stone-800">
              {message.message}
            </p>
          </Card>
          <ReplyCard
            to={{ name: message.name, email: message.email }}
            status={message.status}
            reply={message.reply}
            error={replyError}
          />
        </div>
        <div className="space-y-4">
          <ContactActions status={message.status} />
          {outboxLink && (
            <Link
              to={`/admin/emails?q=${encodeURIComponent(message.email)}`}
              className="block text-sm underline"
            >
              E-mails sent to {message.email}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RecordError
      error={error}
      missing={{
        title: "Message not found",
        text: "There is no contact message at this address. It may have been removed.",
      }}
      back={{ to: "/admin/messages", label: "Back to messages" }}
    />
  );
}
