import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const H1 = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Sub = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A screen's h1 with an optional second line (e.g. the Hindi title). */
export function PageHeading({
  id,
  children,
  subtitle,
  subtitleLang,
  className,
}: {
  id?: string;
  children: ReactNode;
  subtitle?: ReactNode;
  subtitleLang?: string;
  className?: string;
}) {
  return (
    <Wrapper className={className}>
      <H1 id={id}>{children}</H1>
      {subtitle ? <Sub lang={subtitleLang}>{subtitle}</Sub> : null}
    </Wrapper>
  );
}
