import { Link } from "./link";

interface Props {
  title: string;
  children: React.ReactNode;
  tone?: "info" | "success" | "warning";
  /** Live region role when the panel reports the result of an action. */
  role?: "status" | "alert";
}

const TONES = {
  info: "ring-maroon-100",
  success: "ring-emerald-200",
  warning: "ring-amber-300",
};

/** A centred page with a heading and a message: newsletter links and similar one-step pages. */
export function MessagePanel({ title, children, tone = "info", role }: Props) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <div role={role} className={`rounded-2xl bg-white p-8 shadow-sm ring-1 ${TONES[tone]}`}>
        <h1 className="font-serif text-3xl font-semibold text-maroon-800">{title}</h1>
        <div className="mt-4 flex flex-col gap-4 text-stone-700">{children}</div>
      </div>
      <p className="mt-6 text-center">
        <Link to="/" className="font-medium text-maroon-800 underline">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
