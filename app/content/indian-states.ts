// India's states and union territories with their GST state codes (the first two digits of a GSTIN), for the
// payment dialog's 'State' list and the invoice's place of supply. Codes as the GST portal lists them; 25
// (Daman and Diu) and 28 (Andhra Pradesh before 2014) are retired, so they are not offered.

export interface IndianState {
  name: string;
  gstCode: string;
  kind: "state" | "union-territory";
}

export const INDIAN_STATES: readonly IndianState[] = [
  { name: "Andaman and Nicobar Islands", gstCode: "35", kind: "union-territory" },
  { name: "Andhra Pradesh", gstCode: "37", kind: "state" },
  { name: "Arunachal Pradesh", gstCode: "12", kind: "state" },
  { name: "Assam", gstCode: "18", kind: "state" },
  { name: "Bihar", gstCode: "10", kind: "state" },
  { name: "Chandigarh", gstCode: "04", kind: "union-territory" },
  { name: "Chhattisgarh", gstCode: "22", kind: "state" },
  { name: "Dadra and Nagar Haveli and Daman and Diu", gstCode: "26", kind: "union-territory" },
  { name: "Delhi", gstCode: "07", kind: "union-territory" },
  { name: "Goa", gstCode: "30", kind: "state" },
  { name: "Gujarat", gstCode: "24", kind: "state" },
  { name: "Haryana", gstCode: "06", kind: "state" },
  { name: "Himachal Pradesh", gstCode: "02", kind: "state" },
  { name: "Jammu and Kashmir", gstCode: "01", kind: "union-territory" },
  { name: "Jharkhand", gstCode: "20", kind: "state" },
  { name: "Karnataka", gstCode: "29", kind: "state" },
  { name: "Kerala", gstCode: "32", kind: "state" },
  { name: "Ladakh", gstCode: "38", kind: "union-territory" },
  { name: "Lakshadweep", gstCode: "31", kind: "union-territory" },
  { name: "Madhya Pradesh", gstCode: "23", kind: "state" },
  { name: "Maharashtra", gstCode: "27", kind: "state" },
  { name: "Manipur", gstCode: "14", kind: "state" },
  { name: "Meghalaya", gstCode: "17", kind: "state" },
  { name: "Mizoram", gstCode: "15", kind: "state" },
  { name: "Nagaland", gstCode: "13", kind: "state" },
  { name: "Odisha", gstCode: "21", kind: "state" },
  { name: "Puducherry", gstCode: "34", kind: "union-territory" },
  { name: "Punjab", gstCode: "03", kind: "state" },
  { name: "Rajasthan", gstCode: "08", kind: "state" },
  { name: "Sikkim", gstCode: "11", kind: "state" },
  { name: "Tamil Nadu", gstCode: "33", kind: "state" },
  { name: "Telangana", gstCode: "36", kind: "state" },
  { name: "Tripura", gstCode: "16", kind: "state" },
  { name: "Uttar Pradesh", gstCode: "09", kind: "state" },
  { name: "Uttarakhand", gstCode: "05", kind: "state" },
  { name: "West Bengal", gstCode: "19", kind: "state" },
];

/** The state or union territory of this name (letter case ignored), or undefined. */
export function findIndianState(name: string): IndianState | undefined {
  const wanted = name.trim().toLowerCase();
  return INDIAN_STATES.find((state) => state.name.toLowerCase() === wanted);
}

/** The state or union territory whose GST code this is (e.g. a GSTIN's first two digits). */
export function indianStateByGstCode(gstCode: string): IndianState | undefined {
  return INDIAN_STATES.find((state) => state.gstCode === gstCode);
}
