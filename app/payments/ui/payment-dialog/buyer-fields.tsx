import type { Dispatch } from "react";
import { INDIAN_STATES } from "~/content/indian-states";
import { WHATSAPP_OPT_INS } from "~/consent";
import { WhatsAppOptIns } from "~/consent/ui";
import { SelectField, TextField } from "~/ui/forms/field";
import { asksBuyerTax, gstinProblem, type PaymentFormEvent, type PaymentFormState } from "./payment-form-state";

/** The GSTIN field's id: Pay focuses it when the GSTIN is wrong. */
export const GSTIN_FIELD = "payment_gstin";

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state.name, label: state.name }));

/** Who pays: the name, e-mail and mobile number the order and its receipt carry; in India, the tax invoice's state and GSTIN. */
export function BuyerFields({ form, dispatch }: { form: PaymentFormState; dispatch: Dispatch<PaymentFormEvent> }) {
  return (
    <>
      <TextField
        label="Full Name"
        name="payment_name"
        required
        autoComplete="name"
        maxLength={100}
        value={form.name}
        onChange={(event) => dispatch({ type: "field-edited", field: "name", value: event.target.value })}
      />
      <TextField
        label="Email Address"
        name="payment_email"
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        value={form.email}
        onChange={(event) => dispatch({ type: "field-edited", field: "email", value: event.target.value })}
      />
      <TextField
        label="Mobile Number"
        name="payment_mobile"
        type="tel"
        required
        autoComplete="tel"
        maxLength={20}
        value={form.mobile}
        onChange={(event) => dispatch({ type: "field-edited", field: "mobile", value: event.target.value })}
      />
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
