import type { Dispatch } from "react";
import { TextField } from "~/ui/forms/field";
import type { PaymentFormEvent, PaymentFormState } from "./payment-form-state";

/** Who pays: the name, e-mail and mobile number the order and its receipt carry. */
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
    </>
  );
}
