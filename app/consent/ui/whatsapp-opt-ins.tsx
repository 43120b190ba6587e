import { CheckboxField } from "~/ui/forms/field";
import { type ConsentPurpose } from "../consent";
import { currentNotice, OPT_IN_FIELD, optInValue } from "../notices";

/**
 * The WhatsApp opt-ins of a form, unticked unless the person ticks them, each with its notice's text
 * (docs/decisions/0110-consent-ledger.md). Each box posts the purpose and the notice version shown.
 * In a form driven by React state, `checked` and `onToggle` hold the ticked values.
 */
export function WhatsAppOptIns({
  purposes,
  idPrefix,
  intro = "Optional. Messages go to the mobile number above; you can turn them off at any time.",
  checked,
  onToggle,
  className,
}: {
  purposes: readonly ConsentPurpose[];
  idPrefix: string;
  intro?: string;
  checked?: readonly string[];
  onToggle?: (value: string, ticked: boolean) => void;
  className?: string;
}) {
  const notices = purposes.map((purpose) => currentNotice(purpose, "whatsapp")!);
  return (
    <fieldset className={`space-y-3 rounded-lg border border-gray-200 p-4 ${className ?? ""}`}>
      <legend className="px-1 text-sm font-semibold text-gray-900">WhatsApp messages</legend>
      <p className="text-xs text-gray-600">{intro}</p>
      {notices.map((notice) => {
        const value = optInValue(notice);
        const id = `${idPrefix}-${notice.purpose}`;
        return (
          <div key={value}>
            <CheckboxField
              label={<span className="font-medium">{notice.label}</span>}
              name={OPT_IN_FIELD}
              id={id}
              value={value}
              aria-describedby={`${id}-notice`}
              {...(checked
                ? { checked: checked.includes(value), onChange: (event) => onToggle?.(value, event.target.checked) }
                : { defaultChecked: false })}
            />
            <p id={`${id}-notice`} className="ml-7 mt-1 text-xs text-gray-600">
              {notice.text}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
