import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { useDraft } from "../form-draft";
import { useLeaveWarning } from "../save-bar";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Options<V> {
  initial: V;
  /** The shared schema's messages by field for these values ({} when they pass). */
  check: (values: V) => Record<string, string>;
  /** The record's draft key, e.g. "banner:<id>" or "banner:new". */
  draftKey: string;
  /** The saved version the form was opened with (null for a new record). */
  version: string | null;
  /** The action's messages by field. */
  serverFieldErrors: Record<string, string>;
}

/**
 * One edit form's state, as the category form keeps it: values checked by the shared schema on submit
 * (then as they change), server messages shown until their field changes, a warning before leaving
 * with unsaved changes, and a draft in this browser that comes back after a session ends mid-edit.
 */
export function useCmsForm<V extends object>({
  initial,
  check,
  draftKey,
  version,
  serverFieldErrors,
}: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [restored, setRestored] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const location = useLocation();
  const saving = navigation.state === "submitting" && navigation.formAction === location.pathname;
  const dirty = !same(values, initial);
  useLeaveWarning(dirty);
  const draft = useDraft(draftKey, { version, values }, dirty);

  // A draft kept when the session ended is put back once, unless the record was saved since.
  const [draftSeen, setDraftSeen] = useState(false);
  if (!draftSeen && draft.saved) {
    setDraftSeen(true);
    if (draft.saved.version === version && !same(draft.saved.values, initial)) {
      setValues(draft.saved.values);
      setRestored(true);
    }
  }

  // Saved (the action redirected to another page): the draft has done its job.
  useEffect(() => {
    const submitted = navigation.state === "loading" && navigation.formMethod?.toUpperCase() === "POST";
    if (
      submitted &&
      navigation.formAction === location.pathname &&
      navigation.location.pathname !== location.pathname
    )
      draft.clear();
  }, [navigation, location.pathname, draft]);

  const update = (next: V, fields: string[]) => {
    setValues(next);
    const seen = new Set(touched);
    for (const field of fields) seen.add(field);
    setTouched(seen);
    if (clientErrors) setClientErrors(check(next));
  };

  return {
    values,
    saving,
    dirty,
    restored,
    formRef,
    set: <K extends keyof V>(field: K, value: V[K]) => update({ ...values, [field]: value }, [String(field)]),
    /** Several fields at once (e.g. a gallery), each counted as changed. */
    replace: (next: V, fields: string[]) => update(next, fields),
    errorOf: (field: string) =>
      clientErrors?.[field] ?? (touched.has(field) ? undefined : serverFieldErrors[field]),
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      const errors = check(values);
      if (Object.keys(errors).length > 0) {
        event.preventDefault();
        setClientErrors(errors);
        const first = Object.keys(errors)[0];
        const target =
          formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`field-${first}`)}`) ??
          formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
        target?.focus();
        return;
      }
      setClientErrors(null);
      setTouched(new Set());
    },
    discard: () => {
      setValues(initial);
      setClientErrors(null);
      setRestored(false);
      draft.clear();
    },
  };
}
