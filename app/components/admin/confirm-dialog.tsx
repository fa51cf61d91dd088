import { useEffect, useId, useRef, useState } from "react";
import { dangerAction, primaryAction, secondaryAction } from "./page-header";

interface Props {
  /** The dialog's question, e.g. "Delete 3 products?". */
  title: string;
  /** What will be lost, e.g. "This cannot be undone." */
  message: React.ReactNode;
  confirmLabel: string;
  tone?: "danger" | "primary";
  /** Submitted with the form once confirmed, like a submit button's name and value. */
  name?: string;
  value?: string;
  /** The id of the form to submit when the button is not inside it. */
  form?: string;
  /** Instead of submitting a form. */
  onConfirm?: () => void;
  className?: string;
  disabled?: boolean;
  children: React.ReactNode;
}

/**
 * A button for a destructive action that asks once, in a modal dialog naming what will be lost.
 * The native <dialog> traps focus, closes on Escape and gives focus back to the button. It is
 * rendered on the first click only: a list with a delete button per row sends no dialogs with the page.
 */
export function ConfirmButton({
  title,
  message,
  confirmLabel,
  tone = "danger",
  name,
  value,
  form,
  onConfirm,
  className,
  disabled,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted && !dialog.current?.open) dialog.current?.showModal();
  }, [wanted]);
  const open = () => (wanted ? dialog.current?.showModal() : setWanted(true));
  const confirm = () => {
    dialog.current?.close();
    if (onConfirm) return onConfirm();
    const target = form ? (document.getElementById(form) as HTMLFormElement | null) : opener.current?.form;
    if (!target) return;
    // requestSubmit with a submitter keeps the intent's name and value and React Router's handling.
    const submitter = document.createElement("button");
    submitter.type = "submit";
    submitter.hidden = true;
    if (name) submitter.name = name;
    if (value !== undefined) submitter.value = value;
    target.appendChild(submitter);
    target.requestSubmit(submitter);
    submitter.remove();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        form={form}
        disabled={disabled}
        className={className ?? (tone === "danger" ? dangerAction : primaryAction)}
        onClick={open}
      >
        {children}
      </button>
      {wanted && (
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-stone-900/40"
        >
          <div className="p-5">
            <h2 id={titleId} className="text-lg font-semibold text-stone-900">
              {title}
            </h2>
            <div className="mt-2 text-sm text-stone-700">{message}</div>
            <div className="mt-5 flex justify-end gap-2">
              <button type="button" className={secondaryAction} onClick={() => dialog.current?.close()}>
                Cancel
              </button>
              <button
                type="button"
                className={tone === "danger" ? dangerButton : primaryAction}
                onClick={confirm}
              >
                {confirmLabel}
              </button>
            </div>
          </div>
        </dialog>
      )}
    </>
  );
}

const dangerButton =
  "inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800";
