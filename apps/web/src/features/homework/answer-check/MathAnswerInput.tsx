import { Box, Button, Input } from '@mantine/core';
import { IconMathFunction } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMathField, type TMathFieldModule } from './load-math-field';
import { mathKeyboardLayoutsFor } from './math-keyboard';
import { typeSeparatorsAfterFractions } from './separator-typing';
import '../homework.pl';

type TMathAnswerInputProps = {
  /** The id of the visible label that names the field. */
  labelId: string;
  /** The id of the hint under the field (how to type this kind of answer). */
  hintId: string;
  /** The id of the message about the answer while one is shown (required, refused): the field is invalid. */
  errorId?: string | null;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the field: check the answer. */
  onSubmit: () => void;
  /** How MathLive is loaded (tests pass their own). */
  load?: () => Promise<TMathFieldModule>;
  /** The phone keyboard has the chemistry row (indices, reaction arrows, charges): a chemistry task (issue 73). */
  chemistry?: boolean;
};

type TMode = 'idle' | 'loading' | 'math' | 'plain';

/**
 * The answer field: a button until the student starts answering, then MathLive's `<math-field>` (LaTeX, with the
 * Polish maths keyboard on touch screens, math-keyboard.ts), loaded only then; a plain text field when MathLive
 * cannot be loaded. Separators typed in a fraction go after it (separator-typing.ts).
 */
export function MathAnswerInput({
  labelId,
  hintId,
  errorId,
  value,
  onChange,
  onSubmit,
  load = loadMathField,
  chemistry = false,
}: TMathAnswerInputProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TMode>('idle');
  const [module, setModule] = useState<TMathFieldModule | null>(null);
  const plainRef = useRef<HTMLInputElement>(null);
  const focusPlain = useRef(false);

  const start = () => {
    if (mode !== 'idle') return;
    setMode('loading');
    load()
      .then((loaded) => {
        setModule(loaded);
        setMode('math');
      })
      .catch(() => {
        focusPlain.current = true;
        setMode('plain');
      });
  };

  useEffect(() => {
    if (mode === 'plain' && focusPlain.current) {
      focusPlain.current = false;
      plainRef.current?.focus();
    }
  }, [mode]);

  const describedBy = errorId ? `${hintId} ${errorId}` : hintId;
  if (mode === 'math' && module)
    return (
      <MathField
        module={module}
        labelId={labelId}
        describedBy={describedBy}
        invalid={!!errorId}
        value={value}
        onChange={onChange}
        onSubmit={onSubmit}
        chemistry={chemistry}
      />
    );
  if (mode === 'plain')
    return (
      <Input
        ref={plainRef}
        // Mantine's own aria attributes would replace the description (a field without a wrapper has none).
        withAria={false}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={!!errorId || undefined}
        error={!!errorId}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
    );
  return (
    <Button
      variant="default"
      justify="flex-start"
      fullWidth
      loading={mode === 'loading'}
      loaderProps={{ type: 'dots' }}
      leftSection={<IconMathFunction size={18} aria-hidden />}
      aria-describedby={describedBy}
      onClick={start}
    >
      {mode === 'loading' ? t('answerCheck.loadingInput') : t('answerCheck.start')}
    </Button>
  );
}

/**
 * The field's hint and error, and whether it is invalid, on `<math-field>` and on the text box inside its shadow root
 * that takes the focus (an id reference does not cross into a shadow root: the described elements are given as
 * elements where the browser supports it).
 */
function describeMathField(field: HTMLElement, describedBy: string, invalid: boolean) {
  const textbox = field.shadowRoot?.querySelector<HTMLElement>('[role="textbox"]');
  for (const element of textbox ? [field, textbox] : [field]) {
    if (invalid) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
  }
  field.setAttribute('aria-describedby', describedBy);
  if (textbox && 'ariaDescribedByElements' in textbox) {
    const described = describedBy.split(' ').flatMap((id) => document.getElementById(id) ?? []);
    (textbox as HTMLElement & { ariaDescribedByElements: Element[] }).ariaDescribedByElements = described;
  }
}

type TMathFieldProps = {
  module: TMathFieldModule;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  chemistry: boolean;
};

/** The phone keyboard's tabs for this field (one keyboard serves every field of the page: set when one takes the focus). */
function keyboardLayoutsSetter(chemistry: boolean) {
  return () => {
    if (typeof window !== 'undefined' && window.mathVirtualKeyboard)
      window.mathVirtualKeyboard.layouts = mathKeyboardLayoutsFor({ chemistry });
  };
}

/** MathLive's element, created once and kept in sync with the panel's value; it takes the focus when it appears. */
function MathField({ module, labelId, describedBy, invalid, value, onChange, onSubmit, chemistry }: TMathFieldProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<InstanceType<TMathFieldModule['MathfieldElement']> | null>(null);
  const setLayouts = keyboardLayoutsSetter(chemistry);
  const callbacks = useRef({ onChange, onSubmit, setLayouts });
  callbacks.current = { onChange, onSubmit, setLayouts };
  const initialValue = useRef(value);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const field = new module.MathfieldElement();
    field.setAttribute('aria-labelledby', labelId);
    field.value = initialValue.current;
    field.style.display = 'block';
    field.style.width = '100%';
    field.style.fontSize = '1.25rem';
    // Brackets stay as typed: a smart `(` would close itself with `)` where the pupil types `⟩` (`(−∞; 7⟩`).
    field.smartFence = false;
    const onInput = () => callbacks.current.onChange(field.value);
    // Enter on the keyboard and the phone keyboard's return key: check the answer instead of a new line.
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType === 'insertLineBreak') {
        event.preventDefault();
        callbacks.current.onSubmit();
      }
    };
    const onFocus = () => callbacks.current.setLayouts();
    field.addEventListener('input', onInput);
    field.addEventListener('beforeinput', onBeforeInput);
    field.addEventListener('focusin', onFocus);
    const stopSeparatorTyping = typeSeparatorsAfterFractions(field);
    host.appendChild(field);
    fieldRef.current = field;
    callbacks.current.setLayouts();
    field.focus();
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('beforeinput', onBeforeInput);
      field.removeEventListener('focusin', onFocus);
      stopSeparatorTyping();
      field.remove();
      fieldRef.current = null;
    };
  }, [module, labelId]);

  useEffect(() => {
    const field = fieldRef.current;
    if (field && field.value !== value) field.value = value;
  }, [value]);

  useEffect(() => {
    if (fieldRef.current) describeMathField(fieldRef.current, describedBy, invalid);
  }, [describedBy, invalid]);

  return (
    <Box
      ref={hostRef}
      data-testid="math-answer-field"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        padding: 4,
      }}
    />
  );
}
