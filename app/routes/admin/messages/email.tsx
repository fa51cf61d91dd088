import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { RecordError } from "../../../components/admin/record-error";
import { Link } from "../../../components/link";
import { formatDateTime } from "../../../../lib/date-format";
import { formText } from "../../../../lib/form-errors";
import { MAIL_DELIVERY_ATTEMPTS, MAIL_OUTBOX_MESSAGES, templateLabel } from "../../../../lib/mail-outbox";
import { AppError } from "../../../../server/errors";
import { requireStaff } from "../../../../server/http/guards";
import { getOutboxMail, retryFailedMail } from "../../../../server/modules/mail/service";
import { Card } from "../../../components/admin/form-fields";
import { MailStatusBadge } from "../../../components/admin/messages/badges";
import { MailPreview } from "../../../components/admin/messages/mail-preview";
import { PageHeader, primaryAction } from "../../../components/admin/page-header";
import { useToast } from "../../../components/ui/toaster";
import type { Route } from "./+types/email";

export const meta = ({ loaderData: page }: Route.MetaArgs) => [
  { title: `${page?.mail.subject ?? "E-mail"} | E-mails | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "E-mails", to: "/admin/emails" },
    { label: "E-mail" },
  ],
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "settings");
  const mail = await getOutboxMail(params.id ?? "").catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND")
      throw data({ message: error.message }, { status: 404 });
    throw error;
  });
  return {
    mail: { ...mail, createdAt: mail.createdAt.toISOString(), sentAt: mail.sentAt?.toISOString() ?? null },
  };
}

const STATUS_OF: Partial<Record<AppError["code"], number>> = { INVALID: 400, NOT_FOUND: 404, CONFLICT: 409 };

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request, "settings");
  const form = await request.formData().catch(() => null);
  if (formText(form?.get("intent")) !== "retry")
    return data({ ok: false as const, error: MAIL_OUTBOX_MESSAGES.unknownAction }, { status: 400 });
  try {
    await retryFailedMail({ id: user.id, email: user.email }, params.id ?? "");
    return { ok: true as const, message: MAIL_OUTBOX_MESSAGES.retried };
  } catch (error) {
    if (error instanceof AppError && STATUS_OF[error.code])
      return data({ ok: false as const, error: error.message }, { status: STATUS_OF[error.code]! });
    throw error;
  }
}

export default function EmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mail } = loaderData;
  const busy = useNavigation().state !== "idle";
  const { show } = useToast();
  useEffect(() => {
    if (actionData)
      show(actionData.ok ? "success" : "error", actionData.ok ? actionData.message : actionData.error);
  }, [actionData, show]);
  const facts: [string, string][] = [
    ["To", mail.to],
    ["Template", templateLabel(mail.template)],
    ["Queued", formatDateTime(mail.createdAt)],
    ["Delivered", mail.sentAt ? formatDateTime(mail.sentAt) : "Not yet"],
    ["Attempts", String(mail.attempts)],
    [
      "Sent by",
      mail.transport === "smtp"
        ? "SMTP server"
        : mail.transport === "outbox"
          ? "Kept here (no SMTP server set up)"
          : "Not yet",
    ],
    ...(mail.messageId ? [["Message id", mail.messageId] as [string, string]] : []),
    ...(mail.attachments.length > 0
      ? [["Attachments", mail.attachments.map((a) => a.filename).join(", ")] as [string, string]]
      : []),
  ];
  return (
    <div>
      <PageHeader
        title={mail.subject}
        description={`To ${mail.to}`}
        badges={<MailStatusBadge status={mail.status} />}
        actions={
          <Link to="/admin/emails" className="text-sm underline">
            All e-mails
          </Link>
        }
      />
      {actionData && !actionData.ok && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {actionData.error}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-4">
          <Card title="As the recipient sees it">
            <MailPreview html={mail.html} title={`Content of the e-mail "${mail.subject}"`} />
          </Card>
          <Card title="Plain text">
            <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words text-sm text-stone-800">
              {mail.text}
            </pre>
          </Card>
        </div>
        <div className="space-y-4">
          <Card title="Delivery">
            <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {facts.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-medium text-stone-600">{term}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
            {mail.error && (
              <div className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                <p className="font-medium">Error</p>
                <p className="break-words">{mail.error}</p>
              </div>
            )}
            {mail.status === "failed" && (
              <Form method="post" className="space-y-2">
                <p className="text-sm text-stone-700">
                  Sending it again queues it once more; it is tried up to {MAIL_DELIVERY_ATTEMPTS} times
                  before it counts as failed again.
                </p>
                <button type="submit" name="intent" value="retry" disabled={busy} className={primaryAction}>
                  Send again
                </button>
              </Form>
            )}
          </Card>
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
        title: "E-mail not found",
        text: "There is no e-mail at this address in the outbox.",
      }}
      back={{ to: "/admin/emails", label: "Back to e-mails" }}
    />
  );
}
