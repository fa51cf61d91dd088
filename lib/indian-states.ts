/** States and union territories of India, as a delivery state is chosen at checkout. */
export const INDIAN_STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

const key = (state: string) => state.toLowerCase().replace(/[^a-z]/g, "");

/** The listed spelling of a state typed in any case or spacing, or the input trimmed. */
export function canonicalState(state: string): string {
  const k = key(state);
  return INDIAN_STATES.find((s) => key(s) === k) ?? state.trim();
}

/** Whether two state names mean the same state (GST: CGST+SGST within it, IGST across). */
export function sameState(a: string, b: string): boolean {
  return key(a) !== "" && key(a) === key(b);
}
