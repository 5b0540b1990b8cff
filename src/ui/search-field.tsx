import { useId } from 'react';
import './field.css';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  /** The field's box's own class beside ch-field, where a layout places it. */
  className?: string;
}

/** A labelled 'Search' box that asks for nothing itself: its owner debounces and searches. */
export function SearchField({
  value,
  onChange,
  placeholder,
  maxLength,
  className,
}: SearchFieldProps) {
  const id = useId();
  return (
    <div className={className ? `ch-field ${className}` : 'ch-field'}>
      <label className="ch-field__label" htmlFor={id}>
        Search
      </label>
      <input
        id={id}
        type="search"
        className="ch-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="search"
      />
    </div>
  );
}
