import { AUTH_TEXTS } from '../../../model/authTexts';
import { useId, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useLogin, useMe } from '../../../api/auth';
import { ApiRequestError } from '../../../api/client';
import { useAppConfig } from '../../../device/AppConfigContext';
import { useDocumentTitle } from '../../../device/useDocumentTitle';
import { Logo } from '../../../components/Logo';
import { errorToneStyle, StatusMessage } from '../../../components/StatusMessage';
import { LOGIN_RATE_LIMIT_WINDOW_MS } from '../../../model/constants';
import { MESSAGES } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { LOGIN_NEXT_PARAM } from '../../../model/paths';
import { safeNext } from './loginPath';

/**
 * What the sign-in screen says when signing in failed: the server's own words for a wrong e-mail
 * address or password (401) and for too many attempts (429), with texts of its own when the
 * server sent none; 'Something went wrong' when the server could not be reached.
 */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.status === 0) return MESSAGES.somethingWentWrong;
  if (error.status === 401) return error.serverMessage ?? AUTH_TEXTS.wrongCredentials;
  if (error.status === 429) return error.serverMessage ?? AUTH_TEXTS.tooManyAttempts(Math.ceil(LOGIN_RATE_LIMIT_WINDOW_MS / 60_000));
  return error.serverMessage ?? MESSAGES.somethingWentWrong;
}

const Main = styled.main`
  display: flex;
  min-height: 100vh;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 26rem;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Input = styled.input`
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Submit = styled.button`
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.85;
  }
`;

const ErrorText = styled.p`
  ${errorToneStyle}
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * `/admin/login`: the editor's e-mail address and password. Signed in, the editor goes on to
 * `?next=` (an admin path; anything else is replaced by the admin home). An editor who is already
 * signed in goes there at once.
 */
export function LoginScreen() {
  const texts = ADMIN_TEXTS.admin.login;
  const { siteName } = useAppConfig();
  useDocumentTitle(ADMIN_TEXTS.admin.pageTitle(siteName, texts.title));
  const [params] = useSearchParams();
  const next = safeNext(params.get(LOGIN_NEXT_PARAM));
  const headingId = useId();
  const errorId = useId();
  const me = useMe();
  const login = useLogin();

  // Signing in caches the editor (useLogin), which brings the screen here too.
  if (me.data) return <Navigate to={next} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const form = new FormData(event.currentTarget);
    login.mutate({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') });
  };

  const error = login.isError ? loginErrorMessage(login.error) : null;
  const wrongCredentials = login.error instanceof ApiRequestError && login.error.status === 401;

  return (
    <Main>
      <Panel>
        <Brand>
          <Logo size={36} />
          <span>{siteName}</span>
        </Brand>
        <h1 id={headingId}>{texts.heading}</h1>
        {me.isPending ? (
          <StatusMessage>{MESSAGES.loading}</StatusMessage>
        ) : (
          <Form aria-labelledby={headingId} onSubmit={onSubmit} aria-busy={login.isPending}>
            {error ? (
              <ErrorText id={errorId} role="alert">
                {error}
              </ErrorText>
            ) : null}
            <Field>
              <Label htmlFor={`${headingId}-email`}>{texts.email}</Label>
              <Input
                id={`${headingId}-email`}
                name="email"
                type="email"
                autoComplete="username"
                required
                aria-describedby={error ? errorId : undefined}
                aria-invalid={wrongCredentials}
              />
            </Field>
            <Field>
              <Label htmlFor={`${headingId}-password`}>{texts.password}</Label>
              <Input
                id={`${headingId}-password`}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                aria-describedby={error ? errorId : undefined}
                aria-invalid={wrongCredentials}
              />
            </Field>
            <Submit type="submit" disabled={login.isPending}>
              {login.isPending ? texts.submitting : texts.submit}
            </Submit>
          </Form>
        )}
      </Panel>
    </Main>
  );
}
