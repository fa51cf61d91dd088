import { useEffect } from "react";
import { type FetcherWithComponents, Form } from "react-router";
import { Link } from "../../link";
import { useToast } from "../../ui/toaster";
import { ConfirmButton } from "../confirm-dialog";
import { secondaryAction } from "../page-header";

/** What a list page's action answers a row's toggle or move (a 4xx answer carries `error`). */
export type RowAnswer = { ok: true; id: string; message: string } | { ok: false; id?: string; error: string };

export type RowFetcher = FetcherWithComponents<RowAnswer>;

/** Shows the row's finished action as a toast. */
export function useRowToast(fetcher: RowFetcher) {
  const { show } = useToast();
  useEffect(() => {
    if (fetcher.data?.ok) show("success", fetcher.data.message);
  }, [fetcher.data, show]);
}

const iconButton =
  "inline-flex h-9 w-9 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:opacity-40";

interface Props {
  fetcher: RowFetcher;
  id: string;
  /** How the record is named to screen readers and in the delete dialog. */
  label: string;
  active: boolean;
  first: boolean;
  last: boolean;
  editHref: string;
  deleteMessage: string;
  deleteLabel: string;
}

/**
 * The cells every sortable content list shares: "Shown in the shop" switch, up and down buttons, and
 * Edit / Delete. Toggles and moves answer on the row (no page load); delete asks first, then reloads.
 */
export function RowControls(props: Props) {
  const { fetcher, id, label, first, last } = props;
  const busy = fetcher.state !== "idle";
  const pending = fetcher.formData;
  // While a toggle is on its way the switch already shows the new state.
  const active = pending?.get("intent") === "active" ? pending.get("value") === "true" : props.active;
  return (
    <>
      <td data-label="Shown">
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="intent" value="active" />
          <input type="hidden" name="value" value={String(!active)} />
          <button
            type="submit"
            role="switch"
            aria-checked={active}
            aria-label={`Shown in the shop: ${label}`}
            disabled={busy}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-800 ${
              active ? "bg-emerald-600" : "bg-stone-300"
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${active ? "translate-x-5" : "translate-x-0.5"}`}
            />
          </button>
        </fetcher.Form>
      </td>
      <td data-label="Order">
        <fetcher.Form method="post" className="flex gap-1">
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            name="intent"
            value="up"
            className={iconButton}
            disabled={busy || first}
            aria-label={`Move ${label} up`}
          >
            <span aria-hidden="true">{"\u2191"}</span>
          </button>
          <button
            type="submit"
            name="intent"
            value="down"
            className={iconButton}
            disabled={busy || last}
            aria-label={`Move ${label} down`}
          >
            <span aria-hidden="true">{"\u2193"}</span>
          </button>
        </fetcher.Form>
      </td>
      <td>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Link to={props.editHref} className={secondaryAction}>
            Edit<span className="sr-only">&nbsp;{label}</span>
          </Link>
          <Form method="post">
            <input type="hidden" name="id" value={id} />
            <ConfirmButton
              title={`Delete ${label}?`}
              message={props.deleteMessage}
              confirmLabel={props.deleteLabel}
              name="intent"
              value="delete"
              disabled={busy}
            >
              Delete<span className="sr-only">&nbsp;{label}</span>
            </ConfirmButton>
          </Form>
        </div>
      </td>
    </>
  );
}

/** A row's refusal, next to its name. */
export function RowError({ fetcher }: { fetcher: RowFetcher }) {
  if (!fetcher.data || fetcher.data.ok) return null;
  return (
    <p role="alert" className="mt-1 text-sm text-red-700">
      {fetcher.data.error}
    </p>
  );
}
