import { useId } from 'react';
import './field.css';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  /** The field's box's own class beside ch-field, where a layout places it. */
  className?: string;
  /** What the box searches, when 'Search' alone would not say it. */
  label?: string;
}

/** A labelled search box that asks for nothing itself: its owner debounces and searches. */
export function SearchField({
  value,
  onChange,
  placeholder,
  maxLength,
  className,
  label = 'Search',
}: SearchFieldProps) {
  const id = useId();
  return (
    <div className={className ? `ch-field ${className}` : 'ch-field'}>
      <label className="ch-field__label" htmlFor={id}>
        {label}
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
