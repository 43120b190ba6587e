import type { InputHTMLAttributes } from "react";
import { batchChoiceLabel, type BatchChoice } from "~/classes/batches";
import { TextField } from "~/ui/forms/field";

/**
 * The Batch ID field of every screen that takes one. The existing batches are offered as the field's
 * suggestions (a datalist: pick one, or type to narrow them); the server refuses an id that names no batch.
 */
export function BatchIdField({
  choices,
  listId = "batch-choices",
  label = "Batch ID",
  name = "batch_id",
  className,
  ...input
}: {
  choices: readonly BatchChoice[];
  listId?: string;
  label?: string;
  name?: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "className" | "list" | "type">) {
  return (
    <div className={className}>
      <TextField
        label={label}
        name={name}
        type="text"
        list={listId}
        autoComplete="off"
        required
        placeholder="Choose or type a batch"
        hint={choices.length === 0 ? "No batches yet: create one on the Batches screen." : undefined}
        {...input}
      />
      <BatchChoicesList id={listId} choices={choices} />
    </div>
  );
}

/** The existing batches as suggestions for any text field that names `list={id}`. */
export function BatchChoicesList({ id, choices }: { id: string; choices: readonly BatchChoice[] }) {
  return (
    <datalist id={id}>
      {choices.map((batch) => (
        <option key={batch.id} value={batch.id} label={batchChoiceLabel(batch)} />
      ))}
    </datalist>
  );
}
