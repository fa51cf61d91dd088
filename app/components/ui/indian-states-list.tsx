import { INDIAN_STATES } from "../../../lib/indian-states";

/** The states and union territories of India, offered by a State input with list={id}. */
export function IndianStatesList({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {INDIAN_STATES.map((s) => (
        <option key={s} value={s} />
      ))}
    </datalist>
  );
}
