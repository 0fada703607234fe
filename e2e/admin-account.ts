/** The throw-away editor account the e2e server creates on its fresh database (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'editor@e2e.example', password: 'e2e-only-password-4f9c' } as const;
