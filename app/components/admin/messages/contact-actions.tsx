import { Form, useNavigation } from "react-router";
import type { ContactMove } from "../../../../lib/contact-inbox";
import { Card } from "../form-fields";
import { dangerAction, secondaryAction } from "../page-header";
import { ContactStatusBadge } from "./badges";

// The moves each status offers; the server's state machine has the last word.
const OFFERED: Record<string, ContactMove[]> = {
  new: ["read", "archive", "spam"],
  read: ["unread", "archive", "spam"],
  replied: ["archive", "spam"],
  archived: ["restore", "spam"],
  spam: ["restore"],
};

const LABELS: Record<ContactMove, string> = {
  read: "Mark as read",
  unread: "Mark as unread",
  archive: "Archive",
  spam: "Mark as spam",
  restore: "Move back to the inbox",
};

/** The message's status and what can be done with it. */
export function ContactActions({ status }: { status: string }) {
  const busy = useNavigation().state !== "idle";
  const moves = OFFERED[status] ?? [];
  return (
    <Card title="Status">
      <p className="text-sm">
        <ContactStatusBadge status={status} />
      </p>
      <Form method="post" className="flex flex-wrap gap-2">
        {moves.map((move) => (
          <button
            key={move}
            type="submit"
            name="intent"
            value={move}
            disabled={busy}
            className={move === "spam" ? dangerAction : secondaryAction}
          >
            {LABELS[move]}
          </button>
        ))}
      </Form>
      {status === "spam" && (
        <p className="text-xs text-stone-600">
          Spam stays out of the inbox and cannot be answered until it is moved back.
        </p>
      )}
    </Card>
  );
}
