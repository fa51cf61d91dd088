import { useEffect } from "react";
import { useBlocker, useNavigation } from "react-router";
import { primaryAction, secondaryAction } from "./page-header";

export const LEAVE_MESSAGE = "You have unsaved changes. Leave this page and lose them?";

/**
 * Warns before unsaved changes are lost: closing or reloading the tab (the browser's own prompt) and
 * moving to another page of the app (a confirmation). Submitting the form itself is never blocked.
 */
export function useLeaveWarning(dirty: boolean) {
  const navigation = useNavigation();
  const submitting = navigation.formMethod !== undefined && navigation.formMethod !== "GET";
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !submitting && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

interface Props {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  /** The form the Save button submits, when the bar is outside it. */
  formId?: string;
  saveLabel?: string;
}

/** "Unsaved changes - Discard / Save", stuck to the bottom of the screen as soon as something changed. */
export function SaveBar({ dirty, saving, onDiscard, formId, saveLabel = "Save" }: Props) {
  if (!dirty && !saving) return null;
  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      className="sticky bottom-0 z-30 -mx-4 mt-6 flex items-center justify-between gap-3 border-t border-stone-300 bg-stone-900 px-4 py-3 text-white md:-mx-8 md:px-8"
    >
      <p className="text-sm font-medium">{saving ? "Saving..." : "Unsaved changes"}</p>
      <div className="flex gap-2">
        <button type="button" className={secondaryAction} onClick={onDiscard} disabled={saving}>
          Discard
        </button>
        <button type="submit" form={formId} className={primaryAction} disabled={saving}>
          {saving ? "Saving..." : saveLabel}
        </button>
      </div>
    </div>
  );
}
