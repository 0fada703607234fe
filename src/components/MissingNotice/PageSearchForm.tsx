import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { CHROME_LABELS, SITE_TEXTS } from '../../model/messages';
import { paths, SEARCH_QUERY_PARAM } from '../../model/paths';

export interface PageSearchFormProps {
  className?: string;
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
`;

const Label = styled.label`
  flex: 1 0 100%;
  font-weight: 600;
`;

const Input = styled.input`
  flex: 1 1 12rem;
  min-width: 0;
  max-width: 24rem;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Button = styled.button`
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/**
 * A search box inside a page (the navigation bar has its own). A plain GET form to
 * `/search?query=…`, so it works before the page's script has loaded or without it; with the
 * script, the search opens inside the app. A blank term is not sent.
 */
export function PageSearchForm({ className }: PageSearchFormProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = input.current?.value.trim() ?? '';
    if (term) void navigate(paths.searchFor(term));
    else input.current?.focus();
  };

  return (
    <Form role="search" action={paths.search} method="get" onSubmit={submit} className={className}>
      <Label htmlFor={inputId}>{SITE_TEXTS.searchLabel}</Label>
      <Input ref={input} id={inputId} type="search" name={SEARCH_QUERY_PARAM} required enterKeyHint="search" />
      <Button type="submit">{CHROME_LABELS.search}</Button>
    </Form>
  );
}
