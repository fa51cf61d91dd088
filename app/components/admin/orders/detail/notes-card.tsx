import { Form } from "react-router";
import { formatDateTime } from "../../../../../lib/date-format";
import { Card, TextArea } from "../../form-fields";
import { secondaryAction } from "../../page-header";

interface Note {
  id: string;
  body: string;
  author: string | null;
  createdAt: string;
}

/** Notes the shop's staff keep on the order; the customer never sees them. */
export function NotesCard({ notes, busy, error }: { notes: Note[]; busy: boolean; error?: string }) {
  return (
    <Card title="Staff notes">
      <Form method="post" className="space-y-2" key={notes.length}>
        <input type="hidden" name="intent" value="note" />
        <TextArea
          label="Add a note"
          name="body"
          rows={3}
          maxLength={2000}
          error={error}
          hint="Only staff see these notes."
          required
        />
        <button type="submit" disabled={busy} className={secondaryAction}>
          Add note
        </button>
      </Form>
      {notes.length > 0 && (
        <ul className="space-y-3 text-sm">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-stone-50 p-3">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-xs text-stone-600">
                {note.author ?? "Former staff member"} · {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
