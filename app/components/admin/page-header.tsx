interface Props {
  title: string;
  description?: React.ReactNode;
  /** Status badges shown next to the title. */
  badges?: React.ReactNode;
  /** The page's primary action on the right, e.g. "Add product". */
  actions?: React.ReactNode;
}

/** A back-office page's title row: the title (and badges) on the left, its actions on the right. */
export function PageHeader({ title, description, badges, actions }: Props) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold text-stone-900">{title}</h1>
          {badges}
        </div>
        {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** The look of a primary and a secondary action, for links and buttons alike. */
export const primaryAction =
  "inline-flex items-center justify-center rounded-lg bg-maroon-800 px-4 py-2 text-sm font-semibold text-white hover:bg-maroon-900 disabled:opacity-60";
export const secondaryAction =
  "inline-flex items-center justify-center rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-60";
export const dangerAction =
  "inline-flex items-center justify-center rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60";
