import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "../../link";
import { useToast } from "../../ui/toaster";
import { ConfirmButton } from "../confirm-dialog";
import { secondaryAction } from "../page-header";
import { type CategoryRow, parentChoices } from "./tree";

type Answer = { ok: true; message: string } | { ok: false; error: string };

const iconButton =
  "inline-flex h-9 w-9 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:opacity-40";

function Switch({ on, label, busy }: { on: boolean; label: string; busy: boolean }) {
  return (
    <button
      type="submit"
      role="switch"
      aria-checked={on}
      aria-label={label}
      disabled={busy}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-800 ${
        on ? "bg-emerald-600" : "bg-stone-300"
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`}
      />
    </button>
  );
}

/** One category in the list: its toggles, order buttons, "Move to..." and delete, each answered on the row. */
export function CategoryRowView(props: { row: CategoryRow; rows: CategoryRow[]; context?: boolean }) {
  const { row, rows, context = false } = props;
  const fetcher = useFetcher<Answer>();
  const { show } = useToast();
  const [moving, setMoving] = useState(false);
  const busy = fetcher.state !== "idle";
  const pending = fetcher.formData;
  // While a toggle is on its way the switch already shows the new state.
  const flag = (intent: string, current: boolean) =>
    pending?.get("intent") === intent ? pending.get("value") === "true" : current;
  const active = flag("active", row.isActive);
  const featured = flag("featured", row.isFeatured);

  useEffect(() => {
    if (fetcher.data?.ok) show("success", fetcher.data.message);
  }, [fetcher.data, show]);

  const hidden = (intent?: string) => (
    <>
      <input type="hidden" name="id" value={row.id} />
      {intent && <input type="hidden" name="intent" value={intent} />}
    </>
  );

  return (
    <tr className={`${busy ? "opacity-70" : ""} ${context ? "bg-stone-50" : ""}`}>
      <td>
        <div style={{ paddingLeft: `${row.depth * 1.25}rem` }} className="min-w-0">
          <Link
            to={`/admin/categories/${row.id}`}
            className="font-medium text-stone-900 underline-offset-2 hover:underline"
          >
            {row.depth > 0 && (
              <span aria-hidden="true" className="text-stone-400">
                {"\u2514 "}
              </span>
            )}
            {row.name}
          </Link>
          <p className="text-xs text-stone-500">
            {row.slug}
            {row.childCount > 0 &&
              ` \u00b7 ${row.childCount} subcategor${row.childCount === 1 ? "y" : "ies"}`}
            {context && " \u00b7 parent of a match"}
          </p>
          {fetcher.data && !fetcher.data.ok && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {fetcher.data.error}
            </p>
          )}
        </div>
      </td>
      <td data-label="Products" className="tabular-nums">
        {row.productCount}
      </td>
      <td data-label="Active">
        <fetcher.Form method="post">
          {hidden("active")}
          <input type="hidden" name="value" value={String(!active)} />
          <Switch on={active} busy={busy} label={`Shown in the shop: ${row.name}`} />
        </fetcher.Form>
      </td>
      <td data-label="Featured">
        <fetcher.Form method="post">
          {hidden("featured")}
          <input type="hidden" name="value" value={String(!featured)} />
          <Switch on={featured} busy={busy} label={`Featured: ${row.name}`} />
        </fetcher.Form>
      </td>
      <td data-label="Order">
        <fetcher.Form method="post" className="flex gap-1">
          {hidden()}
          <button
            type="submit"
            name="intent"
            value="up"
            className={iconButton}
            disabled={busy || row.position === 0}
            aria-label={`Move ${row.name} up`}
          >
            <span aria-hidden="true">{"\u2191"}</span>
          </button>
          <button
            type="submit"
            name="intent"
            value="down"
            className={iconButton}
            disabled={busy || row.position === row.siblingCount - 1}
            aria-label={`Move ${row.name} down`}
          >
            <span aria-hidden="true">{"\u2193"}</span>
          </button>
        </fetcher.Form>
      </td>
      <td>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Link to={`/admin/categories/${row.id}`} className={secondaryAction}>
            Edit<span className="sr-only">&nbsp;{row.name}</span>
          </Link>
          <details className="relative" onToggle={(event) => setMoving(event.currentTarget.open)}>
            <summary className={`${secondaryAction} cursor-pointer list-none`}>
              Move to...<span className="sr-only">&nbsp;({row.name})</span>
            </summary>
            {/* The choices are drawn only when opened: a long tree would otherwise repeat them on every row. */}
            {moving && (
              <fetcher.Form
                method="post"
                className="absolute right-0 z-20 mt-1 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3 shadow-lg"
              >
                {hidden("move")}
                <label htmlFor={`move-${row.id}`} className="text-sm font-medium">
                  New parent of {row.name}
                </label>
                <select
                  id={`move-${row.id}`}
                  name="parentId"
                  defaultValue={row.parentId ?? ""}
                  className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
                >
                  <option value="">Top level (no parent)</option>
                  {parentChoices(rows, row.id).map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.label}
                    </option>
                  ))}
                </select>
                <button type="submit" className={secondaryAction} disabled={busy}>
                  Move
                </button>
              </fetcher.Form>
            )}
          </details>
          <fetcher.Form method="post">
            {hidden()}
            <ConfirmButton
              title={`Delete ${row.name}?`}
              message={`${row.name} will be removed from the shop's menus and filters. This cannot be undone.`}
              confirmLabel="Delete category"
              name="intent"
              value="delete"
              disabled={busy}
            >
              Delete
            </ConfirmButton>
          </fetcher.Form>
        </div>
      </td>
    </tr>
  );
}
