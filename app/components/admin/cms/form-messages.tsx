/** The top of an edit form: the server's message for the whole form, and a put-back draft's notice. */
export function FormMessages(props: {
  serverError: string | null;
  restored: boolean;
  onDiscard: () => void;
}) {
  return (
    <>
      {props.serverError && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {props.serverError}
        </p>
      )}
      {props.restored && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          <span>Your unsaved changes from earlier were put back.</span>
          <button type="button" onClick={props.onDiscard} className="font-semibold underline">
            Discard them
          </button>
        </div>
      )}
    </>
  );
}
