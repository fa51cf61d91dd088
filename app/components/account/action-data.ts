/** What the account page's action answers, for every tab's form. */
export type AccountActionData = {
  intent: string;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};
