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

/**
 * GST state codes (the first two digits of a GSTIN, and the code printed beside the state's name on
 * an invoice). 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014) are no longer used.
 */
const GST_STATE_CODES: Record<(typeof INDIAN_STATES)[number], string> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

/** The listed state a name means (any case or spacing), or null for anything else. */
export function indianState(state: string): (typeof INDIAN_STATES)[number] | null {
  const k = key(state);
  return k === "" ? null : (INDIAN_STATES.find((s) => key(s) === k) ?? null);
}

/** A state's two-digit GST code ("08" for Rajasthan), or null when the name is not an Indian state. */
export function gstStateCode(state: string): string | null {
  const known = indianState(state);
  return known ? GST_STATE_CODES[known] : null;
}

/** The state a GST state code stands for, or null. */
export function stateOfGstCode(code: string): (typeof INDIAN_STATES)[number] | null {
  return INDIAN_STATES.find((s) => GST_STATE_CODES[s] === code) ?? null;
}
