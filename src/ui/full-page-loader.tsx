import { Spinner } from './spinner';
import './full-page-loader.css';

/** A centred spinner with a visible label, shown while a screen or its data loads. */
export function FullPageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="ch-full-page-loader">
      <Spinner label={label} showLabel size="large" />
    </div>
  );
}
