import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { formatDateTime } from "../../../../lib/date-format";
import { CONTACT_REPLY_MAX } from "../../../../lib/contact-inbox";
import { Card, TextArea } from "../form-fields";
import { primaryAction } from "../page-header";
import { useLeaveWarning } from "../save-bar";

interface Props {
  to: { name: string; email: string };
  status: string;
  reply: { body: string; at: string | null; by: string | null } | null;
  /** The message beside the field after a refused reply. */
  error?: string;
}

/** The shop's answer: the reply that was e-mailed, or the form to write one. */
export function ReplyCard({ to, status, reply, error }: Props) {
  if (reply)
    return (
      <Card title="Reply">
        <p className="whitespace-pre-wrap break-words text-sm text-stone-800">{reply.body}</p>
        <p className="text-xs text-stone-600">
          {`E-mailed to ${to.email}${reply.at ? ` on ${formatDateTime(reply.at)}` : ""}${reply.by ? ` by ${reply.by}` : ""}.`}
        </p>
      </Card>
    );
  if (status === "spam")
    return (
      <Card title="Reply">
        <p className="text-sm text-stone-700">
          This message is marked as spam. Move it back to the inbox to answer it.
        </p>
      </Card>
    );
  return <ReplyForm to={to} error={error} />;
}

function ReplyForm({ to, error }: { to: Props["to"]; error?: string }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const [text, setText] = useState("");
  useLeaveWarning(text.trim() !== "");
  return (
    <Card title="Reply by e-mail">
      <Form method="post" className="space-y-3">
        <TextArea
          label={`Your reply to ${to.name}`}
          name="reply"
          rows={8}
          required
          maxLength={CONTACT_REPLY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          counter={{ length: text.length, max: CONTACT_REPLY_MAX }}
          hint={`Sent to ${to.email} from the shop's address, with their message quoted below it. The reply is kept here with the message.`}
        />
        <button type="submit" name="intent" value="reply" disabled={sending} className={primaryAction}>
          {sending ? "Sending..." : "Send reply"}
        </button>
      </Form>
    </Card>
  );
}
