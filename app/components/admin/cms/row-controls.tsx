import { useEffect } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { useToast } from "../../ui/toaster";
import { ConfirmButton } from "../confirm-dialog";

export type RowAnswer = { ok: true; message: string } | { ok: false; error: string };
export type RowFetcher = FetcherWithComponents<RowAnswer>;

/** A row's own requests: each answer shows as a toast (done) or under the row's name (refused). */
export function useRowFetcher() {
  const fetcher = useFetcher<RowAnswer>();
  const { show } = useToast();
  useEffect(() => {
    if (fetcher.data?.ok) show("success", fetcher.data.message);
  }, [fetcher.data, show]);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return { fetcher, busy: fetcher.state !== "idle", error };
}

/** While a switch's request is on its way it already shows the new state. */
export function pendingFlag(fetcher: RowFetcher, intent: string, current: boolean): boolean {
  const pending = fetcher.formData;
  return pending?.get("intent") === intent ? pending.get("value") === "true" : current;
}

/** An on/off switch that posts `intent` with the new value for the row `id`. */
export function RowSwitch(props: {
  fetcher: RowFetcher;
  id: string;
  intent: string;
  on: boolean;
  label: string;
}) {
  const { fetcher, id, intent, on, label } = props;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="value" value={String(!on)} />
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-label={label}
        disabled={fetcher.state !== "idle"}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-800 ${
          on ? "bg-emerald-600" : "bg-stone-300"
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`}
        />
      </button>
    </fetcher.Form>
  );
}

const iconButton =
  "inline-flex h-9 w-9 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:opacity-40";

/** Move up / Move down buttons, off at either end of the row's list. */
export function OrderButtons(props: {
  fetcher: RowFetcher;
  id: string;
  name: string;
  first: boolean;
  last: boolean;
}) {
  const { fetcher, id, name, first, last } = props;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex gap-1">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="up"
        className={iconButton}
        disabled={busy || first}
        aria-label={`Move ${name} up`}
      >
        <span aria-hidden="true">{"\u2191"}</span>
      </button>
      <button
        type="submit"
        name="intent"
        value="down"
        className={iconButton}
        disabled={busy || last}
        aria-label={`Move ${name} down`}
      >
        <span aria-hidden="true">{"\u2193"}</span>
      </button>
    </fetcher.Form>
  );
}

/** Delete, asked once in a dialog that names what will be lost. */
export function RowDelete(props: {
  fetcher: RowFetcher;
  id: string;
  name: string;
  what: string;
  message: string;
}) {
  const { fetcher, id, name, what, message } = props;
  return (
    <ConfirmButton
      title={`Delete ${name}?`}
      message={message}
      confirmLabel={`Delete ${what}`}
      disabled={fetcher.state !== "idle"}
      className="inline-flex h-9 items-center justify-center rounded-lg border border-red-300 bg-white px-3 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-40"
      onConfirm={() => fetcher.submit({ intent: "delete", id }, { method: "post" })}
    >
      Delete<span className="sr-only"> {name}</span>
    </ConfirmButton>
  );
}
