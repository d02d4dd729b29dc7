import { describedBy, FieldFrame } from "@/components/ui/FieldFrame";
import { INDIAN_STATES } from "@/lib/places/states";

/** The "State" select of a business's address (the shop profile, a seller's business): every state and union territory with its GST code. */
export function StateSelect({ value, error }: { value: string | null; error?: string }) {
  return (
    <FieldFrame inputId="field-state" label="State" error={error}>
      <select
        id="field-state"
        name="state"
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("field-state", error)}
        className="h-10 w-full min-w-0 rounded-md border border-stone-300 bg-white px-2 text-base aria-[invalid]:border-red-600"
      >
        <option value="">Choose…</option>
        {INDIAN_STATES.map((state) => (
          <option key={state.code} value={state.name}>
            {state.name} ({state.code})
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
