import { useId, useRef } from "react";
import { useFetcher } from "react-router";
import { ADMIN_SETTINGS_TEXT } from "../../../../lib/admin-settings";
import { primaryAction, secondaryAction } from "../page-header";

/** The test's one fetcher, shared by the button that sends it and the banner that shows its outcome. */
const FETCHER_KEY = "admin-settings-test-email";

export interface TestEmailAnswer {
  intent: "test";
  ok: boolean;
  message: string;
}

const isTestAnswer = (data: unknown): data is TestEmailAnswer =>
  typeof data === "object" && data !== null && (data as { intent?: unknown }).intent === "test";

/**
 * 'Test Email Service' ('Testing...'): asks for the address in a dialog (the spec's prompt); Cancel or
 * an empty address answers 'Test cancelled - no email address provided', like a cancelled prompt.
 */
export function TestEmailButton(props: { defaultAddress: string; unsaved: boolean; className?: string }) {
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inputId = useId();
  const testing = fetcher.state !== "idle";
  const cancel = () => {
    dialog.current?.close();
    fetcher.submit({ intent: "test", address: "" }, { method: "post" });
  };
  return (
    <>
      <button
        type="button"
        className={props.className ?? secondaryAction}
        disabled={testing}
        onClick={() => dialog.current?.showModal()}
      >
        {testing ? ADMIN_SETTINGS_TEXT.testing : ADMIN_SETTINGS_TEXT.test}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          cancel();
        }}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-stone-900/40"
      >
        <fetcher.Form method="post" className="p-5" noValidate onSubmit={() => dialog.current?.close()}>
          <input type="hidden" name="intent" value="test" />
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {ADMIN_SETTINGS_TEXT.test}
          </h2>
          <label htmlFor={inputId} className="mt-3 block text-sm font-medium">
            Send a test email to
          </label>
          <input
            id={inputId}
            name="address"
            type="email"
            autoComplete="email"
            defaultValue={props.defaultAddress}
            className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
          />
          <p className="mt-2 text-xs text-stone-600">
            The test uses the saved settings
            {props.unsaved ? ": save your changes first to test them." : "."}
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <button type="button" className={secondaryAction} onClick={cancel}>
              Cancel
            </button>
            <button type="submit" className={primaryAction}>
              Send test email
            </button>
          </div>
        </fetcher.Form>
      </dialog>
    </>
  );
}

/** 'Email Test Successful' or 'Email Test Failed', with what happened. */
export function TestEmailBanner() {
  const fetcher = useFetcher({ key: FETCHER_KEY });
  if (fetcher.state !== "idle" || !isTestAnswer(fetcher.data)) return null;
  const { ok, message } = fetcher.data;
  return (
    <div
      role={ok ? "status" : "alert"}
      className={`mb-4 rounded-lg border px-4 py-3 text-sm ${
        ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-800"
      }`}
    >
      <p className="font-semibold">
        {ok ? ADMIN_SETTINGS_TEXT.testSuccessful : ADMIN_SETTINGS_TEXT.testFailed}
      </p>
      <p className="mt-1">{message}</p>
    </div>
  );
}
