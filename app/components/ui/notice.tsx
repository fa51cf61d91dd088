/** A message panel: errors are alerts (announced at once), the rest are polite status messages. */
export function Notice({
  kind,
  children,
  className = "",
}: {
  kind: "error" | "success";
  children: React.ReactNode;
  className?: string;
}) {
  const error = kind === "error";
  return (
    <p
      role={error ? "alert" : "status"}
      className={`rounded-lg p-3 text-sm ${error ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900"} ${className}`}
    >
      {children}
    </p>
  );
}
