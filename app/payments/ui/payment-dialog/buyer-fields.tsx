import type { Dispatch } from "react";
import { INDIAN_STATES } from "~/content/indian-states";
import { WHATSAPP_OPT_INS } from "~/consent";
import { WhatsAppOptIns } from "~/consent/ui";
import { SelectField, TextField } from "~/ui/forms/field";
import { asksBuyerTax, gstinProblem, type PaymentFormEvent, type PaymentFormState } from "./payment-form-state";

/** The GSTIN field's id: Pay focuses it when the GSTIN is wrong. */
export const GSTIN_FIELD = "payment_gstin";

/** Who pays, in the order the dialog asks: each field edits the form's value of the same name. */
const CONTACT_FIELDS = [
  { field: "name", label: "Full Name", name: "payment_name", autoComplete: "name", maxLength: 100 },
  { field: "email", label: "Email Address", name: "payment_email", type: "email", autoComplete: "email", maxLength: 254 },
  { field: "mobile", label: "Mobile Number", name: "payment_mobile", type: "tel", autoComplete: "tel", maxLength: 20 },
] as const;

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state.name, label: state.name }));

/** Who pays: the name, e-mail and mobile number the order and its receipt carry; in India, the tax invoice's state and GSTIN. */
export function BuyerFields({ form, dispatch }: { form: PaymentFormState; dispatch: Dispatch<PaymentFormEvent> }) {
  return (
    <>
      {CONTACT_FIELDS.map(({ field, ...input }) => (
        <TextField
          key={field}
          {...input}
          required
          value={form[field]}
          onChange={(event) => dispatch({ type: "field-edited", field, value: event.target.value })}
        />
      ))}
      {asksBuyerTax(form) ? <BuyerTaxFields form={form} dispatch={dispatch} /> : null}
      <WhatsAppOptIns
        purposes={WHATSAPP_OPT_INS}
        idPrefix="payment-consent"
        checked={form.whatsappConsents}
        onToggle={(value, ticked) => dispatch({ type: "whatsapp-consent-toggled", value, ticked })}
      />
    </>
  );
}

/** Both optional, for the GST tax invoice; the spec's required fields stay as they are. */
function BuyerTaxFields({ form, dispatch }: { form: PaymentFormState; dispatch: Dispatch<PaymentFormEvent> }) {
  const problem = form.showGstinProblem ? gstinProblem(form) : "";
  return (
    <>
      <SelectField
        label="State"
        name="payment_state"
        autoComplete="address-level1"
        placeholder="Select state"
        options={STATE_OPTIONS}
        value={form.buyerState}
        onChange={(event) => dispatch({ type: "field-edited", field: "buyerState", value: event.target.value })}
      />
      <TextField
        label="GSTIN (for business purchases)"
        name={GSTIN_FIELD}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        error={problem}
        value={form.gstin}
        onChange={(event) => dispatch({ type: "field-edited", field: "gstin", value: event.target.value })}
        onBlur={() => dispatch({ type: "gstin-left" })}
      />
    </>
  );
}
