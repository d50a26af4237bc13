import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';

const NOT_IMPORTED = '';

interface ColumnMappingProps<F extends string> {
  fields: readonly F[];
  labels: Record<F, string>;
  columns: Record<F, number | null>;
  headers: string[];
  /** The field nothing imports without. */
  required: F;
  disabled?: boolean;
  onChange: (field: F, column: number | null) => void;
}

/** For each Eventry field, the column of the file that fills it, or "Not imported". */
export function ColumnMapping<F extends string>({ fields, labels, columns, headers, required, disabled, onChange }: ColumnMappingProps<F>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {fields.map((field) => {
        const column = columns[field];
        return (
          <Field key={field} label={labels[field]} required={field === required} error={field === required && column === null ? 'Choose a column' : undefined}>
            <Select
              value={column === null ? NOT_IMPORTED : String(column)}
              disabled={disabled}
              onChange={(change) => onChange(field, change.target.value === NOT_IMPORTED ? null : Number(change.target.value))}
            >
              <option value={NOT_IMPORTED}>Not imported</option>
              {headers.map((header, index) => (
                <option key={index} value={index}>
                  {header.trim() || `Column ${index + 1}`}
                </option>
              ))}
            </Select>
          </Field>
        );
      })}
    </div>
  );
}
