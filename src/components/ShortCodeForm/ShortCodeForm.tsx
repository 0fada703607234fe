import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SubmitButton, TextField } from '../FormField';

export interface ShortCodeFormProps {
  /** The box's label and hint, and the button's words. */
  label: string;
  hint?: string;
  button: string;
  /** Digits only (a PIN: the phone's number pad), or letters and digits (a code). */
  digits?: boolean;
  maxLength: number;
  /** What was typed, before it is sent (a code's spaces dropped, letters upper-cased). */
  normalise?: (typed: string) => string;
  /** Whether what was typed can be sent; `invalid` says why not. */
  isValid: (value: string) => boolean;
  invalid: string;
  /** The answer to the last try (the server's words), and whether one is on its way. */
  error?: string | undefined;
  busy?: boolean;
  onSubmit: (value: string) => void;
  className?: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 22rem;

  input {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`;

/**
 * One short code typed on a phone: a satsang's code to join, or the PIN that takes the lead. No
 * autocorrect or capitals to fight; the box says why a code cannot be one before anything is sent,
 * and the server's answer to the last try under it.
 */
export function ShortCodeForm({
  label,
  hint,
  button,
  digits = false,
  maxLength,
  normalise = (typed) => typed.trim(),
  isValid,
  invalid,
  error,
  busy = false,
  onSubmit,
  className,
}: ShortCodeFormProps) {
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const value = normalise(typed);
  const shownError = tried && !isValid(value) ? invalid : error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!busy && isValid(value)) onSubmit(value);
  };
  return (
    <Form onSubmit={submit} noValidate className={className}>
      <TextField
        label={label}
        hint={hint}
        error={shownError}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        maxLength={maxLength}
        inputMode={digits ? 'numeric' : 'text'}
        autoComplete="off"
        autoCapitalize={digits ? 'off' : 'characters'}
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
      />
      <SubmitButton busy={busy}>{button}</SubmitButton>
    </Form>
  );
}
