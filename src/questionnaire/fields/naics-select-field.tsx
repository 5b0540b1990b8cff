import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import {
  naicsCodeParts,
  naicsCodesQuery,
  naicsCodeTitlesQuery,
  naicsIndustriesQuery,
  naicsSectorsQuery,
} from '../../api/question-service';
import type { FieldRendererProps } from '../field-renderer';
import { fieldLabel } from './field-label';
import { RequiredMarker } from '../../ui/native-field-parts';
import { NaicsLevelPicker } from './naics-level-picker';
import '../../ui/field.css';
import './naics-select-field.css';

/** The levels chosen on the way down to a code, before the code itself is chosen. */
interface Picks {
  sector: string | null;
  industry: string | null;
}

type Level = 'sector' | 'industry' | 'code';

/**
 * The business class (rendered_type naics_select): a six-digit NAICS code chosen level by level
 * (spec §3 "Industry data"): sector, then industry, then specialization, each list loaded from
 * the question service once its parent is chosen. The answer is the code, or '' until the last
 * level is chosen.
 */
export function NaicsSelectFieldRenderer({
  field,
  value,
  error,
  isRequired,
  inputId,
  onChange,
}: FieldRendererProps) {
  const answered = naicsCodeParts(value);
  const [picks, setPicks] = useState<Picks>(() => ({
    sector: answered?.sector ?? null,
    industry: answered?.industry ?? null,
  }));
  // A complete answer (a restored draft, an edit modal's copy) decides every level; part-way
  // down, the user's picks do.
  const sector = answered?.sector ?? picks.sector;
  const industry = answered?.industry ?? picks.industry;
  const code = answered?.code ?? null;

  const sectors = useQuery(naicsSectorsQuery);
  const industries = useQuery({ ...naicsIndustriesQuery(sector ?? ''), enabled: sector !== null });
  const codes = useQuery({ ...naicsCodesQuery(industry ?? ''), enabled: industry !== null });

  // Typed directly: owners who know their code, and anyone offline before the lists were seen.
  const [typedCode, setTypedCode] = useState<string | null>(null);
  function typeCode(text: string) {
    const digits = text.replace(/\D/g, '').slice(0, 6);
    setTypedCode(digits);
    onChange(digits.length === 6 ? digits : '');
  }

  function chooseSector(next: string | null) {
    setTypedCode(null);
    if (next === sector) return;
    setPicks({ sector: next, industry: null });
    onChange('');
  }
  function chooseIndustry(next: string | null) {
    setTypedCode(null);
    if (next === industry) return;
    setPicks({ sector, industry: next });
    onChange('');
  }
  function chooseCode(next: string | null) {
    setTypedCode(null);
    setPicks({ sector, industry });
    onChange(next ?? '');
  }

  // The engine focuses `inputId` on an error: point it at the first level still to choose.
  const attention: Level =
    sector === null ? 'sector' : industry === null ? 'industry' : code === null ? 'code' : 'sector';
  const descriptionId = field.description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const isLocked = Boolean(field.disabled || field.readonly_field);
  const attentionProps = (level: Level) =>
    level === attention
      ? {
          id: inputId,
          isInvalid: Boolean(error),
          describedBy: [descriptionId, errorId].filter(Boolean).join(' ') || undefined,
        }
      : { isInvalid: false };

  return (
    <fieldset className="ch-field ch-naics">
      <legend className="ch-field__label ch-naics__legend">
        {fieldLabel(field)}
        <RequiredMarker isRequired={isRequired} />
      </legend>
      {field.description && (
        <p id={descriptionId} className="ch-field__description">
          {field.description}
        </p>
      )}
      <NaicsLevelPicker
        variant="select"
        label="Sector"
        placeholder="Choose a sector"
        levels={sectors}
        selectedCode={sector}
        onSelect={chooseSector}
        isDisabled={isLocked}
        isRequired={isRequired}
        {...attentionProps('sector')}
      />
      <NaicsLevelPicker
        variant="combobox"
        label="Industry"
        placeholder={sector === null ? 'Choose a sector first' : 'Choose or type an industry'}
        levels={industries}
        selectedCode={industry}
        onSelect={chooseIndustry}
        isDisabled={isLocked || sector === null}
        isRequired={isRequired}
        {...attentionProps('industry')}
      />
      <NaicsLevelPicker
        variant="select"
        label="Specialization"
        placeholder={industry === null ? 'Choose an industry first' : 'Choose a specialization'}
        levels={codes}
        selectedCode={code}
        onSelect={chooseCode}
        isDisabled={isLocked || industry === null}
        isRequired={isRequired}
        {...attentionProps('code')}
      />
      {error && (
        <p id={errorId} className="ch-field__error">
          {error}
        </p>
      )}
      {code !== null && <ChosenCode code={code} />}
      <TextField
        className="ch-field ch-naics__direct"
        value={typedCode ?? code ?? ''}
        onChange={typeCode}
        isDisabled={isLocked}
      >
        <Label className="ch-field__label">Or type your six-digit NAICS code</Label>
        <Input className="ch-field__input ch-field__input--short" inputMode="numeric" />
      </TextField>
    </fieldset>
  );
}

/** The chosen code with its title, and the sector and industry it sits in. */
function ChosenCode({ code }: { code: string }) {
  const titles = useQuery(naicsCodeTitlesQuery(code)).data;
  return (
    <p className="ch-naics__summary">
      <span className="ch-naics__summary-code">
        {titles?.code ? `${code} · ${titles.code.code_title}` : code}
      </span>
      {titles?.sector && titles.industry && (
        <span className="ch-naics__summary-path">
          {titles.sector.code_title}
          <span aria-hidden="true"> › </span>
          {titles.industry.code_title}
        </span>
      )}
    </p>
  );
}
